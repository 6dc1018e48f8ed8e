/// An `AsyncSequence` of a publisher's values (`publisher.values`), requesting one value per `next()`.
///
/// As in Combine, `makeAsyncIterator()` subscribes; each `next()` requests one value, and calls of
/// `next()` that wait at the same time are answered in the order they were made. Iteration ends
/// when the publisher finishes; cancelling an iterating task cancels the subscription.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    /// The publisher's output.
    public typealias Element = P.Output

    private let publisher: P

    /// Wraps `publisher`.
    public init(_ publisher: P) { self.publisher = publisher }

    /// Subscribes to the publisher and returns an iterator over its values.
    public func makeAsyncIterator() -> Iterator { Iterator(inner: AsyncInner(subscribingTo: publisher)) }

    /// The iterator.
    public struct Iterator: AsyncIteratorProtocol {
        let inner: AsyncInner<P>

        /// The next value, or `nil` once finished or cancelled.
        public mutating func next() async -> P.Output? {
            switch await inner.next() {
            case .success(let value): return value
            case .failure(let never): switch never {}
            }
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

    /// Subscribes to the publisher and returns an iterator over its values.
    public func makeAsyncIterator() -> Iterator { Iterator(inner: AsyncInner(subscribingTo: publisher)) }

    /// The iterator.
    public struct Iterator: AsyncIteratorProtocol {
        let inner: AsyncInner<P>

        /// The next value, `nil` once finished; throws the publisher's failure.
        public mutating func next() async throws -> P.Output? {
            try await inner.next().get()
        }
    }
}

/// The subscriber behind `values`: a queue of waiting `next()` calls, demand of one per call.
final class AsyncInner<P: Publisher>: Subscriber, Cancellable, @unchecked Sendable {
    typealias Input = P.Output
    typealias Failure = P.Failure
    typealias Answer = Result<P.Output?, P.Failure>

    private let lock = Lock()
    private var subscription: Subscription?
    /// Demand asked for before the subscription arrived.
    private var pendingDemand = Subscribers.Demand.none
    /// Values that arrived with no `next()` waiting (an upstream sending beyond demand).
    private var buffered: [P.Output] = []
    private var completion: Subscribers.Completion<P.Failure>?
    private var isCancelled = false
    private var waiting: [CheckedContinuation<Answer, Never>] = []

    init(subscribingTo publisher: P) { publisher.subscribe(self) }

    func next() async -> Answer {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Answer, Never>) in
                lock.lock()
                if !buffered.isEmpty {
                    let value = buffered.removeFirst()
                    lock.unlock()
                    continuation.resume(returning: .success(value))
                    return
                }
                if let answer = endAnswerHoldingLock() {
                    lock.unlock()
                    continuation.resume(returning: answer)
                    return
                }
                waiting.append(continuation)
                let subscription = self.subscription
                if subscription == nil { pendingDemand += 1 }
                lock.unlock()
                subscription?.request(.max(1))
            }
        } onCancel: {
            cancel()
        }
    }

    /// What a `next()` gets once the stream ended: `nil` or the failure; `nil` while it runs.
    private func endAnswerHoldingLock() -> Answer? {
        if isCancelled { return .success(nil) }
        switch completion {
        case .none: return nil
        case .finished: return .success(nil)
        case .failure(let error): return .failure(error)
        }
    }

    func receive(subscription: Subscription) {
        lock.lock()
        guard self.subscription == nil, !isCancelled, completion == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        self.subscription = subscription
        let demand = pendingDemand
        pendingDemand = .none
        lock.unlock()
        if demand > 0 { subscription.request(demand) }
    }

    func receive(_ input: P.Output) -> Subscribers.Demand {
        lock.lock()
        guard !isCancelled, completion == nil else {
            lock.unlock()
            return .none
        }
        guard !waiting.isEmpty else {
            buffered.append(input)
            lock.unlock()
            return .none
        }
        let first = waiting.removeFirst()
        lock.unlock()
        first.resume(returning: .success(input))
        return .none
    }

    func receive(completion: Subscribers.Completion<P.Failure>) {
        lock.lock()
        guard self.completion == nil, !isCancelled else {
            lock.unlock()
            return
        }
        self.completion = completion
        subscription = nil
        let waiting = self.waiting
        self.waiting = []
        let answer = endAnswerHoldingLock() ?? .success(nil)
        lock.unlock()
        for continuation in waiting { continuation.resume(returning: answer) }
    }

    func cancel() {
        lock.lock()
        guard !isCancelled else {
            lock.unlock()
            return
        }
        isCancelled = true
        let subscription = self.subscription
        self.subscription = nil
        let waiting = self.waiting
        self.waiting = []
        buffered = []
        lock.unlock()
        subscription?.cancel()
        for continuation in waiting { continuation.resume(returning: .success(nil)) }
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
