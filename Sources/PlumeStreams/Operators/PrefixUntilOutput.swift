extension Publishers {
    /// Republishes the upstream's values until `other` emits a value, then finishes
    /// (`prefix(untilOutputFrom:)`).
    ///
    /// `other` is subscribed first and asked for one value; its completion (of any kind) only stops
    /// the watch. Downstream demand goes to the upstream; the upstream's completion passes through.
    public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The republished publisher.
        public let upstream: Upstream
        /// The publisher whose first value ends the stream.
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
            relay.addSide(
                other, followsDemand: false, initialDemand: .max(1),
                receiveValue: { _, _ in relay.finish(.finished) }, receiveCompletion: { _, _ in })
            relay.addSide(
                upstream, receiveValue: { _, value in relay.emit(value) },
                receiveCompletion: { _, completion in relay.finish(completion) })
        }
    }
}

extension Publisher {
    /// Republishes values until `publisher` emits a value, then finishes.
    public func prefix<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.PrefixUntilOutput<Self, P> {
        Publishers.PrefixUntilOutput(upstream: self, other: publisher)
    }
}
