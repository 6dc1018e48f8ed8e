/// A publisher that starts its upstream work only when `connect()` is called.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts the upstream; cancel the result to stop.
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// Connects when the first subscriber arrives and disconnects when the last one cancels.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(self) }
}

extension Publishers {
    /// Shares one subscription to the upstream through a subject, once connected.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
    where SubjectType.Output == Upstream.Output, SubjectType.Failure == Upstream.Failure {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The upstream.
        public let upstream: Upstream
        /// Makes the subject (called once).
        public let createSubject: () -> SubjectType
        private let lock = Lock()
        private var lazySubject: SubjectType?
        private var connection: AnyCancellable?

        /// Creates the operator.
        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        private var subject: SubjectType {
            lock.lock()
            defer { lock.unlock() }
            if let lazySubject { return lazySubject }
            let subject = createSubject()
            lazySubject = subject
            return subject
        }

        /// Attaches `subscriber` to the subject.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subject.receive(subscriber: subscriber)
        }

        /// Subscribes the subject to the upstream (once until cancelled).
        public func connect() -> Cancellable {
            let subject = self.subject
            lock.lock()
            if let connection {
                lock.unlock()
                return connection
            }
            let bridge = ClosureSubscriber<Output, Failure>(
                receiveValue: { subject.send($0) }, receiveCompletion: { subject.send(completion: $0) })
            let connection = AnyCancellable { [weak self] in
                bridge.cancel()
                self?.lock.withLock { self?.connection = nil }
            }
            self.connection = connection
            lock.unlock()
            upstream.subscribe(bridge)
            bridge.request(.unlimited)
            return connection
        }
    }

    /// Connects a connectable publisher on the first subscription and cancels the connection when
    /// every subscriber has cancelled.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The connectable upstream.
        public let upstream: Upstream
        private let lock = Lock()
        private var subscribers = 0
        private var connection: Cancellable?

        /// Creates the operator.
        public init(_ upstream: Upstream) { self.upstream = upstream }

        /// Attaches `subscriber`, connecting if it is the first.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            lock.lock()
            subscribers += 1
            lock.unlock()
            let counted = CountedSubscriber(downstream: subscriber) { self.release() }
            upstream.subscribe(counted)
            lock.lock()
            let needsConnect = connection == nil && subscribers > 0
            lock.unlock()
            if needsConnect {
                let connection = upstream.connect()
                lock.lock()
                if self.connection == nil && subscribers > 0 {
                    self.connection = connection
                    lock.unlock()
                } else {
                    lock.unlock()
                }
            }
        }

        private func release() {
            lock.lock()
            subscribers -= 1
            var toCancel: Cancellable?
            if subscribers == 0 {
                toCancel = connection
                connection = nil
            }
            lock.unlock()
            toCancel?.cancel()
        }
    }

    /// Shares a single subscription to the upstream among all subscribers (`share()`).
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The upstream.
        public let upstream: Upstream
        private let inner: Autoconnect<Multicast<Upstream, PassthroughSubject<Upstream.Output, Upstream.Failure>>>

        /// Creates the operator.
        public init(upstream: Upstream) {
            self.upstream = upstream
            inner = Multicast(upstream: upstream, createSubject: { PassthroughSubject() }).autoconnect()
        }

        /// Attaches `subscriber`; the first one starts the upstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            inner.receive(subscriber: subscriber)
        }

        /// Identity equality.
        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

/// Passes everything through and tells its owner once when the downstream cancels or completes.
private final class CountedSubscriber<Downstream: Subscriber>: Subscriber, Subscription {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = Lock()
    /// Released at the end (completion or cancel), so the chain does not keep its subscriber.
    private let link: PassThroughLink<Downstream>
    private var onEnd: (() -> Void)?

    init(downstream: Downstream, onEnd: @escaping () -> Void) {
        link = PassThroughLink(downstream)
        self.onEnd = onEnd
    }

    func receive(subscription: Subscription) {
        link.attach(subscription)?.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand { link.current?.receive(input) ?? .none }

    func receive(completion: Subscribers.Completion<Failure>) {
        let downstream = link.end().downstream
        end()
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) { link.subscription?.request(demand) }

    func cancel() {
        let (upstream, downstream) = link.end()
        upstream?.cancel()
        end()
        withExtendedLifetime(downstream) {}
    }

    private func end() {
        lock.lock()
        let onEnd = self.onEnd
        self.onEnd = nil
        lock.unlock()
        onEnd?()
    }
}

extension Publisher {
    /// Shares one upstream subscription among subscribers through a subject made by `createSubject`.
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// Shares one upstream subscription among subscribers through `subject`.
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
    where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast(upstream: self, createSubject: { subject })
    }

    /// Shares one upstream subscription among all subscribers, started by the first.
    public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
}
