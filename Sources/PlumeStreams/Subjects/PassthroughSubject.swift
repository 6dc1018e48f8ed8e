/// A subject that broadcasts values to its current subscribers, as in Combine.
///
/// Subscribers without demand miss values (no buffering). After a completion, sends are ignored and
/// new subscribers receive the completion at once. Thread safe: sends, subscribes and cancels may
/// come from any thread; delivery happens on the sending thread without holding any lock, so a
/// subscriber may send or cancel from inside its `receive`.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    @usableFromInline let core = SubjectCore<Output, Failure>(name: "PassthroughSubject")

    /// Creates a subject.
    public init() {}

    /// Attaches `subscriber`.
    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        core.attach(subscriber, pending: { nil })
    }

    /// Sends `input` to every subscriber with demand.
    @inlinable
    public func send(_ input: Output) { core.send(input) }

    /// Sends the completion (only the first call counts).
    public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }

    /// Requests unlimited values from an upstream this subject was subscribed to.
    public func send(subscription: Subscription) { core.send(subscription: subscription) }
}
