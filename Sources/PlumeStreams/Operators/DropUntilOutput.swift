extension Publishers {
    /// Drops the upstream's values until `other` emits one value (`drop(untilOutputFrom:)`).
    ///
    /// `other` is subscribed first and asked for one value; once it emits, it is cancelled and the
    /// upstream's values pass. Downstream demand goes to the upstream; each dropped value is asked
    /// for again. A failure of either publisher fails the stream. When `other` finishes without a
    /// value the stream finishes, since no value could pass (Apple's documentation does not say).
    public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher
    where Upstream.Failure == Other.Failure {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The shared failure.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are dropped, then passed.
        public let upstream: Upstream
        /// The publisher whose first value opens the gate.
        public let other: Other

        /// Creates the operator.
        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = FanInRelay<Output, Failure>(downstream: subscriber)
            relay.attachDownstream()
            let lock = Lock()
            var isOpen = false
            relay.addSide(
                other, followsDemand: false, initialDemand: .max(1),
                receiveValue: { id, _ in
                    lock.withLock { isOpen = true }
                    relay.cancelSide(id)
                },
                receiveCompletion: { _, completion in
                    guard case .finished = completion else {
                        relay.finish(completion)
                        return
                    }
                    if !lock.withLock({ isOpen }) { relay.finish(.finished) }
                })
            relay.addSide(
                upstream,
                receiveValue: { id, value in
                    if lock.withLock({ isOpen }) { relay.emit(value) } else { relay.requestSide(id, .max(1)) }
                },
                receiveCompletion: { _, completion in relay.finish(completion) })
        }
    }
}

extension Publishers.DropUntilOutput: Equatable where Upstream: Equatable, Other: Equatable {}

extension Publisher {
    /// Ignores this publisher's values until `publisher` emits a value.
    public func drop<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.DropUntilOutput<Self, P>
    where P.Failure == Failure {
        Publishers.DropUntilOutput(upstream: self, other: publisher)
    }
}
