/// The publisher behind a class's `objectWillChange`: emits `()` before each change.
///
/// `send()` notifies every subscriber synchronously on the calling thread.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// Emits `Void`.
    public typealias Output = Void
    /// Never fails.
    public typealias Failure = Never

    private let subject = PassthroughSubject<Void, Never>()

    /// Creates a publisher.
    public init() {}

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    /// Tells subscribers that the object is about to change.
    public func send() { subject.send(()) }
}
