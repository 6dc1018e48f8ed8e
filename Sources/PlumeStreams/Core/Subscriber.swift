/// A type that receives values from a publisher, as in Combine.
///
/// Receives one subscription, then values (returning how many more it wants, added to its demand),
/// then at most one completion. Calls to one subscriber are serialised by the publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values received.
    associatedtype Input
    /// The kind of errors received.
    associatedtype Failure: Error

    /// Receives the subscription through which this subscriber requests values and cancels.
    func receive(subscription: Subscription)

    /// Receives one value; returns the additional demand (`.none` keeps the current demand).
    func receive(_ input: Input) -> Subscribers.Demand

    /// Receives the completion; no more values follow.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Receives a `Void` value.
    public func receive() -> Subscribers.Demand { receive(()) }
}
