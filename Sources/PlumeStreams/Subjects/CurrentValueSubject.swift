/// A subject that holds a current value and sends it to each new subscriber, then every change.
///
/// `value = x` and `send(x)` both update and broadcast. A subscriber gets the latest value on its
/// first demand. After a completion the value no longer changes and sends are ignored.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    @usableFromInline let core = SubjectCore<Output, Failure>(name: "CurrentValueSubject")
    private var current: Output

    /// Creates a subject holding `value`.
    public init(_ value: Output) { current = value }

    /// The current value; setting it sends the new value to subscribers.
    public var value: Output {
        get { core.withLock { current } }
        set { send(newValue) }
    }

    /// Attaches `subscriber`, which receives the current value on its first demand.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        core.attach(subscriber, pending: { self.current })
    }

    /// Stores and broadcasts `input` (ignored after completion).
    public func send(_ input: Output) {
        core.send(input, update: { self.current = input })
    }

    /// Sends the completion (only the first call counts).
    public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }

    /// Requests unlimited values from an upstream this subject was subscribed to.
    public func send(subscription: Subscription) { core.send(subscription: subscription) }
}
