extension Publishers {
    /// How `buffer(size:prefetch:whenFull:)` asks its upstream for values.
    public enum PrefetchStrategy: Equatable, Hashable, Sendable {
        /// Requests `size` values at subscription, then one more for each value delivered downstream.
        case keepFull
        /// Requests `.unlimited` at subscription; the buffer absorbs what the downstream cannot take yet.
        case byRequest
    }

    /// What `buffer(size:prefetch:whenFull:)` does with a value that arrives when the buffer is full.
    public enum BufferingStrategy<Failure: Error> {
        /// Discards the value that arrived.
        case dropNewest
        /// Discards the oldest buffered value and keeps the new one.
        case dropOldest
        /// Cancels the upstream and fails with the closure's error.
        case customError(() -> Failure)
    }

    /// Stores up to `size` upstream values that the downstream has not asked for yet.
    ///
    /// Values pass at once while there is demand. `.finished` waits until the buffer is empty; a
    /// failure (the upstream's or `customError`'s) is delivered after the values the downstream
    /// already asked for, dropping the rest. A `size` below 1 is treated as 1.
    public struct Buffer<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The buffered publisher.
        public let upstream: Upstream
        /// The largest number of values stored.
        public let size: Int
        /// How values are requested from the upstream.
        public let prefetch: PrefetchStrategy
        /// What happens to a value that arrives when the buffer is full.
        public let whenFull: BufferingStrategy<Failure>

        /// Creates the operator.
        public init(upstream: Upstream, size: Int, prefetch: PrefetchStrategy, whenFull: BufferingStrategy<Failure>) {
            self.upstream = upstream
            self.size = size
            self.prefetch = prefetch
            self.whenFull = whenFull
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                BufferSubscription(
                    downstream: subscriber, size: Swift.max(1, size), prefetch: prefetch, whenFull: whenFull))
        }
    }
}

/// The subscription behind `buffer`: a bounded queue between upstream and downstream.
final class BufferSubscription<Input, Failure: Error>: Subscriber, Subscription, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible
{
    private let lock = Lock()
    private var downstream: AnySubscriber<Input, Failure>?
    private var upstream: Subscription?
    private let size: Int
    private let prefetch: Publishers.PrefetchStrategy
    private let whenFull: Publishers.BufferingStrategy<Failure>
    private var values: [Input] = []
    private var head = 0
    private var demand = Subscribers.Demand.none
    private var terminal: Subscribers.Completion<Failure>?
    private var isDraining = false

    init<S: Subscriber>(
        downstream: S, size: Int, prefetch: Publishers.PrefetchStrategy,
        whenFull: Publishers.BufferingStrategy<Failure>
    ) where S.Input == Input, S.Failure == Failure {
        self.downstream = AnySubscriber(downstream)
        self.size = size
        self.prefetch = prefetch
        self.whenFull = whenFull
    }

    var description: String { "Buffer" }
    var customMirror: Mirror {
        let (buffered, demand) = lock.withLock { (Array(values[head...]), self.demand) }
        let children: [Mirror.Child] = [("values", buffered), ("demand", demand)]
        return Mirror(self, children: children)
    }
    var playgroundDescription: Any { description }

    private var count: Int { values.count - head }

    func receive(subscription: Subscription) {
        lock.lock()
        guard upstream == nil, terminal == nil, let downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = subscription
        isDraining = true  // nothing is delivered before the downstream has its subscription
        lock.unlock()
        downstream.receive(subscription: self)
        subscription.request(prefetch == .keepFull ? .max(size) : .unlimited)
        lock.withLock { isDraining = false }
        drain()
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard terminal == nil, downstream != nil else {
            lock.unlock()
            return .none
        }
        if count >= size {
            switch whenFull {
            case .dropNewest:
                lock.unlock()
                return .none
            case .dropOldest:
                head += 1
            case .customError(let makeError):
                let upstream = self.upstream
                self.upstream = nil
                lock.unlock()
                upstream?.cancel()
                end(.failure(makeError()))
                return .none
            }
        }
        values.append(input)
        lock.unlock()
        drain()
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock { upstream = nil }
        end(completion)
    }

    private func end(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard terminal == nil else {
            lock.unlock()
            return
        }
        terminal = completion
        lock.unlock()
        drain()
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.withLock { self.demand += demand }
        drain()
    }

    func cancel() {
        lock.lock()
        let upstream = self.upstream
        self.upstream = nil
        downstream = nil
        values = []
        head = 0
        lock.unlock()
        upstream?.cancel()
    }

    /// Delivers buffered values while there is demand, then a due completion; one caller at a time.
    private func drain() {
        lock.lock()
        guard !isDraining else {
            lock.unlock()
            return
        }
        isDraining = true
        var delivered = 0
        while let downstream {
            if head < values.count && demand > 0 {
                let value = values[head]
                head += 1
                if head == values.count {
                    values.removeAll(keepingCapacity: true)
                    head = 0
                }
                demand -= 1
                delivered += 1
                lock.unlock()
                let more = downstream.receive(value)
                lock.lock()
                demand += more
                continue
            }
            guard let completion = terminal, head >= values.count || isFailure(completion) else { break }
            self.downstream = nil
            values = []
            head = 0
            lock.unlock()
            downstream.receive(completion: completion)
            lock.lock()
            break
        }
        isDraining = false
        let upstream = prefetch == .keepFull && delivered > 0 ? self.upstream : nil
        lock.unlock()
        upstream?.request(.max(delivered))
    }

    private func isFailure(_ completion: Subscribers.Completion<Failure>) -> Bool {
        if case .failure = completion { return true }
        return false
    }
}

extension Publisher {
    /// Stores up to `size` values the downstream has not asked for yet; see `Publishers.Buffer`.
    public func buffer(
        size: Int, prefetch: Publishers.PrefetchStrategy, whenFull: Publishers.BufferingStrategy<Failure>
    )
        -> Publishers.Buffer<Self>
    {
        Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
    }
}
