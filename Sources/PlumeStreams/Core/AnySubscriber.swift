/// A type-erased subscriber, as in Combine.
///
/// Wraps another subscriber (keeping its `combineIdentifier`) or three closures.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    @usableFromInline let box: AnySubscriberBox<Input, Failure>

    /// The identifier of the wrapped subscriber.
    public let combineIdentifier: CombineIdentifier

    /// Wraps `subscriber`.
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        if let any = subscriber as? AnySubscriber<Input, Failure> {
            self = any
            return
        }
        box = SubscriberBox(subscriber)
        combineIdentifier = subscriber.combineIdentifier
    }

    /// Wraps a subject, so that it can be used where a subscriber is expected.
    public init<S: Subject>(_ subject: S) where S.Output == Input, S.Failure == Failure {
        self.init(
            receiveSubscription: { subject.send(subscription: $0) },
            receiveValue: {
                subject.send($0)
                return .none
            }, receiveCompletion: { subject.send(completion: $0) })
    }

    /// Builds a subscriber from closures; missing ones do nothing (`receiveValue` returns `.none`).
    public init(
        receiveSubscription: ((Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        box = ClosureSubscriberBox(
            receiveSubscription: receiveSubscription ?? { _ in },
            receiveValue: receiveValue ?? { _ in .none },
            receiveCompletion: receiveCompletion ?? { _ in })
        combineIdentifier = CombineIdentifier()
    }

    /// "AnySubscriber".
    public var description: String { "AnySubscriber" }

    /// Forwards the subscription.
    @inlinable public func receive(subscription: Subscription) { box.receive(subscription: subscription) }

    /// Forwards a value.
    @inlinable public func receive(_ input: Input) -> Subscribers.Demand { box.receive(input) }

    /// Forwards the completion.
    @inlinable public func receive(completion: Subscribers.Completion<Failure>) { box.receive(completion: completion) }
}

/// Abstract box behind `AnySubscriber`.
@usableFromInline
class AnySubscriberBox<Input, Failure: Error> {
    @usableFromInline func receive(subscription: Subscription) {}
    @usableFromInline func receive(_ input: Input) -> Subscribers.Demand { .none }
    @usableFromInline func receive(completion: Subscribers.Completion<Failure>) {}
}

/// Box holding a concrete subscriber.
private final class SubscriberBox<S: Subscriber>: AnySubscriberBox<S.Input, S.Failure> {
    let subscriber: S
    init(_ subscriber: S) { self.subscriber = subscriber }
    override func receive(subscription: Subscription) { subscriber.receive(subscription: subscription) }
    override func receive(_ input: S.Input) -> Subscribers.Demand { subscriber.receive(input) }
    override func receive(completion: Subscribers.Completion<S.Failure>) { subscriber.receive(completion: completion) }
}

/// Box holding three closures.
private final class ClosureSubscriberBox<Input, Failure: Error>: AnySubscriberBox<Input, Failure> {
    let onSubscription: (Subscription) -> Void
    let onValue: (Input) -> Subscribers.Demand
    let onCompletion: (Subscribers.Completion<Failure>) -> Void

    init(
        receiveSubscription: @escaping (Subscription) -> Void, receiveValue: @escaping (Input) -> Subscribers.Demand,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        onSubscription = receiveSubscription
        onValue = receiveValue
        onCompletion = receiveCompletion
    }

    override func receive(subscription: Subscription) { onSubscription(subscription) }
    override func receive(_ input: Input) -> Subscribers.Demand { onValue(input) }
    override func receive(completion: Subscribers.Completion<Failure>) { onCompletion(completion) }
}
