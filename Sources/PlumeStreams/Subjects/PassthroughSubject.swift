/// A subject that broadcasts values to its current subscribers, as in Combine.
///
/// Subscribers without demand miss values (no buffering). After a completion, sends are ignored and
/// new subscribers receive the completion at once. Thread safe: sends, subscribes and cancels may
/// come from any thread. Delivery happens on the sending thread, one send at a time (a send from
/// another thread waits for the running one, so a subscriber never receives two values at once),
/// without holding the subject's lock, so a subscriber may send (delivered at once, nested) or
/// cancel from inside its `receive`.
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
