extension Publishers {
    /// A connectable wrapper of a publisher: subscribers attach at once, but the upstream is
    /// subscribed only by `connect()` (`makeConnectable()`).
    ///
    /// Values go to the subscribers attached at that time, through a `PassthroughSubject`; copies of
    /// this value share one connection. Cancel the result of `connect()` to stop.
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        private let inner: Multicast<Upstream, PassthroughSubject<Output, Failure>>

        /// Creates the operator.
        public init(upstream: Upstream) {
            inner = Multicast(upstream: upstream) { PassthroughSubject() }
        }

        /// Attaches `subscriber` (it receives values once connected).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            inner.receive(subscriber: subscriber)
        }

        /// Subscribes to the upstream (once until cancelled).
        public func connect() -> Cancellable { inner.connect() }
    }
}

extension Publisher where Failure == Never {
    /// Wraps this publisher so that it starts only on `connect()`; e.g. attach several sinks first.
    public func makeConnectable() -> Publishers.MakeConnectable<Self> { Publishers.MakeConnectable(upstream: self) }
}
