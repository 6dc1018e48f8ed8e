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

    /// Released on completion and cancel, so the chain does not keep its subscriber.
    private let link: PassThroughLink<Downstream>
    private let receiveSubscription: ((Subscription) -> Void)?
    private let receiveOutput: ((Input) -> Void)?
    private let receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    private let receiveCancel: (() -> Void)?
    private let receiveRequest: ((Subscribers.Demand) -> Void)?

    /// Keeps the closures of `events`, not its upstream (which the subscription must not keep alive).
    init(downstream: Downstream, events: Publishers.HandleEvents<Upstream>) {
        link = PassThroughLink(downstream)
        receiveSubscription = events.receiveSubscription
        receiveOutput = events.receiveOutput
        receiveCompletion = events.receiveCompletion
        receiveCancel = events.receiveCancel
        receiveRequest = events.receiveRequest
    }

    func receive(subscription: Subscription) {
        guard let downstream = link.attach(subscription) else { return }
        receiveSubscription?(subscription)
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let downstream = link.current else { return .none }
        receiveOutput?(input)
        let demand = downstream.receive(input)
        if demand > 0 { receiveRequest?(demand) }
        return demand
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard let downstream = link.end().downstream else { return }
        receiveCompletion?(completion)
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        receiveRequest?(demand)
        link.subscription?.request(demand)
    }

    func cancel() {
        let (upstream, downstream) = link.end()
        guard let upstream else { return }
        receiveCancel?()
        upstream.cancel()
        withExtendedLifetime(downstream) {}
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
}
