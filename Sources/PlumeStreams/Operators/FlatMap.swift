extension Publishers {
    /// Maps each value to a publisher and merges the values of those publishers.
    ///
    /// At most `maxPublishers` inner publishers are subscribed at once (the upstream is asked for one
    /// more when an inner one finishes). Finishes when the upstream and every inner publisher finished.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
        /// The inner publishers' output.
        public typealias Output = NewPublisher.Output
        /// The shared failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The largest number of inner publishers subscribed at once.
        public let maxPublishers: Subscribers.Demand
        /// Makes an inner publisher from an upstream value.
        public let transform: (Upstream.Output) -> NewPublisher

        /// Creates the operator.
        public init(
            upstream: Upstream, maxPublishers: Subscribers.Demand,
            transform: @escaping (Upstream.Output) -> NewPublisher
        ) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = FanInRelay<Output, Failure>(downstream: subscriber)
            relay.attachDownstream()
            let lock = Lock()
            var active = 0
            var upstreamFinished = false
            var upstreamID = -1
            let transform = self.transform
            func innerEnded() {
                lock.lock()
                active -= 1
                let done = upstreamFinished && active == 0
                let upstreamSide = upstreamID
                lock.unlock()
                if done { relay.finish(.finished) } else { relay.requestSide(upstreamSide, .max(1)) }
            }
            let id = relay.addSide(
                upstream, followsDemand: false, initialDemand: Subscribers.Demand.none,
                receiveValue: { _, value in
                    lock.lock()
                    active += 1
                    lock.unlock()
                    relay.addSide(
                        transform(value), receiveValue: { _, output in relay.emit(output) },
                        receiveCompletion: { _, completion in
                            if case .failure = completion { relay.finish(completion) } else { innerEnded() }
                        })
                },
                receiveCompletion: { _, completion in
                    guard case .finished = completion else {
                        relay.finish(completion)
                        return
                    }
                    lock.lock()
                    upstreamFinished = true
                    let done = active == 0
                    lock.unlock()
                    if done { relay.finish(.finished) }
                })
            lock.lock()
            upstreamID = id
            lock.unlock()
            relay.requestSide(id, maxPublishers)
        }
    }

    /// Subscribes to the most recent inner publisher only, cancelling the previous one.
    ///
    /// Finishes when the upstream and the current inner publisher have finished.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
    where Upstream.Output == P, P.Failure == Upstream.Failure {
        /// The inner publishers' output.
        public typealias Output = P.Output
        /// The shared failure.
        public typealias Failure = P.Failure
        /// The publisher of publishers.
        public let upstream: Upstream

        /// Creates the operator.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = FanInRelay<Output, Failure>(downstream: subscriber)
            relay.attachDownstream()
            let lock = Lock()
            var current: Int?
            var generation = 0
            // Whether the newest inner publisher is still running (it may end inside `addSide`).
            var innerRunning = false
            var upstreamFinished = false
            relay.addSide(
                upstream, followsDemand: false, initialDemand: .unlimited,
                receiveValue: { _, inner in
                    lock.lock()
                    generation += 1
                    let mine = generation
                    let previous = current
                    current = nil
                    innerRunning = true
                    lock.unlock()
                    if let previous { relay.cancelSide(previous) }
                    let id = relay.addSide(
                        inner,
                        receiveValue: { _, output in
                            lock.lock()
                            let live = generation == mine
                            lock.unlock()
                            if live { relay.emit(output) }
                        },
                        receiveCompletion: { _, completion in
                            lock.lock()
                            let live = generation == mine
                            if live {
                                current = nil
                                innerRunning = false
                            }
                            let done = live && upstreamFinished
                            lock.unlock()
                            guard live else { return }
                            if case .failure = completion {
                                relay.finish(completion)
                            } else if done {
                                relay.finish(.finished)
                            }
                        })
                    lock.lock()
                    if generation == mine && innerRunning && !relay.isFinished { current = id }
                    lock.unlock()
                },
                receiveCompletion: { _, completion in
                    guard case .finished = completion else {
                        relay.finish(completion)
                        return
                    }
                    lock.lock()
                    upstreamFinished = true
                    let done = !innerRunning
                    lock.unlock()
                    if done { relay.finish(.finished) }
                })
        }
    }
}

extension Publisher {
    /// Maps each value to a publisher and merges their values (`maxPublishers` at once).
    public func flatMap<T, P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where T == P.Output, P.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher where Failure == Never {
    /// Maps each value to a publisher that may fail (the upstream's failure type is promoted).
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        Publishers.FlatMap(
            upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Republishes the values of the most recent inner publisher.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}
