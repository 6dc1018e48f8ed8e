/// An `AsyncSequence` of a publisher's values (`publisher.values`), requesting one value at a time.
///
/// Iteration ends when the publisher finishes; cancelling the iterating task cancels the subscription.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    /// The publisher's output.
    public typealias Element = P.Output

    private let publisher: P

    /// Wraps `publisher`.
    public init(_ publisher: P) { self.publisher = publisher }

    /// Subscribes lazily, on the first `next()`.
    public func makeAsyncIterator() -> Iterator { Iterator(inner: AsyncInner(publisher)) }

    /// The iterator.
    public struct Iterator: AsyncIteratorProtocol {
        let inner: AsyncInner<P>

        /// The next value, or `nil` once finished or cancelled.
        public mutating func next() async -> P.Output? {
            try? await inner.next()
        }
    }
}

/// An `AsyncSequence` of a failing publisher's values (`publisher.values`); the failure is thrown.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    /// The publisher's output.
    public typealias Element = P.Output

    private let publisher: P

    /// Wraps `publisher`.
    public init(_ publisher: P) { self.publisher = publisher }

    /// Subscribes lazily, on the first `next()`.
    public func makeAsyncIterator() -> Iterator { Iterator(inner: AsyncInner(publisher)) }

    /// The iterator.
    public struct Iterator: AsyncIteratorProtocol {
        let inner: AsyncInner<P>

        /// The next value, `nil` once finished; throws the publisher's failure.
        public mutating func next() async throws -> P.Output? {
            try await inner.next()
        }
    }
}

/// The subscriber behind `values`: one pending continuation, demand of one per `next()`.
final class AsyncInner<P: Publisher>: Subscriber, Cancellable, @unchecked Sendable {
    typealias Input = P.Output
    typealias Failure = P.Failure

    private let lock = Lock()
    private var publisher: P?
    private var subscription: Subscription?
    private var buffered: [P.Output] = []
    private var completion: Subscribers.Completion<P.Failure>?
    private var isCancelled = false
    private var waiting: CheckedContinuation<P.Output?, Error>?

    init(_ publisher: P) { self.publisher = publisher }

    func next() async throws -> P.Output? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                lock.lock()
                if !buffered.isEmpty {
                    let value = buffered.removeFirst()
                    lock.unlock()
                    continuation.resume(returning: value)
                    return
                }
                if let completion {
                    lock.unlock()
                    switch completion {
                    case .finished: continuation.resume(returning: nil)
                    case .failure(let error): continuation.resume(throwing: error)
                    }
                    return
                }
                if isCancelled {
                    lock.unlock()
                    continuation.resume(returning: nil)
                    return
                }
                waiting = continuation
                let publisher = self.publisher
                self.publisher = nil
                let subscription = self.subscription
                lock.unlock()
                if let publisher {
                    publisher.subscribe(self)
                } else {
                    subscription?.request(.max(1))
                }
            }
        } onCancel: {
            cancel()
        }
    }

    func receive(subscription: Subscription) {
        lock.lock()
        guard self.subscription == nil, !isCancelled else {
            lock.unlock()
            subscription.cancel()
            return
        }
        self.subscription = subscription
        lock.unlock()
        subscription.request(.max(1))
    }

    func receive(_ input: P.Output) -> Subscribers.Demand {
        lock.lock()
        if let waiting {
            self.waiting = nil
            lock.unlock()
            waiting.resume(returning: input)
        } else {
            buffered.append(input)
            lock.unlock()
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<P.Failure>) {
        lock.lock()
        self.completion = completion
        subscription = nil
        let waiting = self.waiting
        self.waiting = nil
        lock.unlock()
        switch completion {
        case .finished: waiting?.resume(returning: nil)
        case .failure(let error): waiting?.resume(throwing: error)
        }
    }

    func cancel() {
        lock.lock()
        isCancelled = true
        let subscription = self.subscription
        self.subscription = nil
        publisher = nil
        let waiting = self.waiting
        self.waiting = nil
        lock.unlock()
        subscription?.cancel()
        waiting?.resume(returning: nil)
    }
}

extension Publisher where Failure == Never {
    /// The values as an `AsyncSequence`: `for await value in subject.values { … }`.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// The values as a throwing `AsyncSequence`: `for try await value in publisher.values { … }`.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}
