import Foundation

extension Publishers {
    /// Calls closures on each event (subscription, value, completion, cancel, request) and passes
    /// everything through unchanged.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// Called with the upstream's subscription.
        public var receiveSubscription: ((Subscription) -> Void)?
        /// Called with each value.
        public var receiveOutput: ((Output) -> Void)?
        /// Called with the completion.
        public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        /// Called when the downstream cancels.
        public var receiveCancel: (() -> Void)?
        /// Called with each downstream request.
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        /// Creates the operator.
        public init(
            upstream: Upstream, receiveSubscription: ((Subscription) -> Void)? = nil,
            receiveOutput: ((Output) -> Void)? = nil,
            receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
            receiveRequest: ((Subscribers.Demand) -> Void)? = nil
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(HandleEventsSubscriber(downstream: subscriber, events: self))
        }
    }
}

/// The subscriber and subscription of `handleEvents`.
private final class HandleEventsSubscriber<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let lock = Lock()
    private let downstream: Downstream
    private let events: Publishers.HandleEvents<Upstream>
    private var upstream: Subscription?

    init(downstream: Downstream, events: Publishers.HandleEvents<Upstream>) {
        self.downstream = downstream
        self.events = events
    }

    func receive(subscription: Subscription) {
        lock.withLock { upstream = subscription }
        events.receiveSubscription?(subscription)
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        events.receiveOutput?(input)
        let demand = downstream.receive(input)
        if demand > 0 { events.receiveRequest?(demand) }
        return demand
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock { upstream = nil }
        events.receiveCompletion?(completion)
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        events.receiveRequest?(demand)
        lock.lock()
        let upstream = self.upstream
        lock.unlock()
        upstream?.request(demand)
    }

    func cancel() {
        lock.lock()
        let upstream = self.upstream
        self.upstream = nil
        lock.unlock()
        guard let upstream else { return }
        events.receiveCancel?()
        upstream.cancel()
    }
}

extension Publisher {
    /// Runs closures on each event, for side effects and debugging.
    public func handleEvents(
        receiveSubscription: ((Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }

    /// Prints every event, prefixed by `prefix`, to standard output or to `stream`.
    ///
    /// Lines look like Apple's: `prefix: receive subscription: (…)`, `prefix: request unlimited`,
    /// `prefix: receive value: (1)`, `prefix: receive finished`, `prefix: receive cancel`.
    public func print(_ prefix: String = "", to stream: TextOutputStream? = nil) -> Publishers.HandleEvents<Self> {
        let lead = prefix.isEmpty ? "" : prefix + ": "
        let lock = Lock()
        var output = stream
        func write(_ line: String) {
            lock.lock()
            defer { lock.unlock() }
            if output != nil {
                output!.write(lead + line + "\n")
            } else {
                Swift.print(lead + line)
            }
        }
        return handleEvents(
            receiveSubscription: { write("receive subscription: (\($0))") },
            receiveOutput: { write("receive value: (\($0))") },
            receiveCompletion: { completion in
                switch completion {
                case .finished: write("receive finished")
                case .failure(let error): write("receive error: (\(error))")
                }
            }, receiveCancel: { write("receive cancel") }, receiveRequest: { write("request \($0)") })
    }
}
