import Foundation

extension Publishers {
    /// Raises `SIGTRAP` (stops in an attached debugger) when one of its closures returns `true` for
    /// an event (`breakpoint(…)`, `breakpointOnError()`); otherwise passes every event through.
    ///
    /// As in Combine, without a debugger the signal ends the process. The closures run on the thread
    /// that delivers the event.
    public struct Breakpoint<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The observed publisher.
        public let upstream: Upstream
        /// Returns `true` to stop when the subscription arrives.
        public let receiveSubscription: ((Subscription) -> Bool)?
        /// Returns `true` to stop when a value arrives.
        public let receiveOutput: ((Upstream.Output) -> Bool)?
        /// Returns `true` to stop when the completion arrives.
        public let receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)?

        /// Creates the operator.
        public init(
            upstream: Upstream, receiveSubscription: ((Subscription) -> Bool)? = nil,
            receiveOutput: ((Upstream.Output) -> Bool)? = nil,
            receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
        }

        /// Subscribes a pass-through subscriber that checks each event.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(BreakpointSubscriber(downstream: subscriber, breakpoint: self))
        }
    }
}

/// The pass-through subscriber of `breakpoint`: the downstream keeps the upstream's subscription.
struct BreakpointSubscriber<Upstream: Publisher, Downstream: Subscriber>: Subscriber
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    let downstream: Downstream
    let breakpoint: Publishers.Breakpoint<Upstream>

    var combineIdentifier: CombineIdentifier { downstream.combineIdentifier }

    func receive(subscription: Subscription) {
        if breakpoint.receiveSubscription?(subscription) == true { raise(SIGTRAP) }
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Downstream.Input) -> Subscribers.Demand {
        if breakpoint.receiveOutput?(input) == true { raise(SIGTRAP) }
        return downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        if breakpoint.receiveCompletion?(completion) == true { raise(SIGTRAP) }
        downstream.receive(completion: completion)
    }
}

extension Publisher {
    /// Stops in the debugger (raises `SIGTRAP`) when a closure returns `true` for an event.
    public func breakpoint(
        receiveSubscription: ((Subscription) -> Bool)? = nil, receiveOutput: ((Output) -> Bool)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
    ) -> Publishers.Breakpoint<Self> {
        Publishers.Breakpoint(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion)
    }

    /// Stops in the debugger (raises `SIGTRAP`) when the upstream fails.
    public func breakpointOnError() -> Publishers.Breakpoint<Self> {
        breakpoint(receiveCompletion: { completion in
            if case .failure = completion { return true }
            return false
        })
    }
}
