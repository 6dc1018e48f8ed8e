/// A publisher that you can send values into from outside (`PassthroughSubject`, `CurrentValueSubject`).
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to every subscriber with demand.
    func send(_ value: Output)
    /// Sends a completion to every subscriber; later sends are ignored.
    func send(completion: Subscribers.Completion<Failure>)
    /// Receives the subscription of an upstream publisher this subject was subscribed to.
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    /// Sends `()`.
    public func send() { send(()) }
}

extension Publisher {
    /// Subscribes `subject` to this publisher; the returned cancellable ends the subscription.
    ///
    /// The subject requests an unlimited number of values.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let bridge = ClosureSubscriber<Output, Failure>(
            receiveValue: { subject.send($0) }, receiveCompletion: { subject.send(completion: $0) })
        subscribe(bridge)
        bridge.request(.unlimited)
        return AnyCancellable(bridge)
    }
}
