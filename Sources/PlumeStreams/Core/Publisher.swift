/// A type that delivers a sequence of values over time to subscribers, as in Combine.
///
/// Implement `receive(subscriber:)`; clients call `subscribe(_:)`. A publisher must call the
/// subscriber's `receive(subscription:)` once, then deliver at most as many values as were demanded,
/// then at most one completion.
public protocol Publisher<Output, Failure> {
    /// The kind of values published.
    associatedtype Output
    /// The kind of error this publisher may publish.
    associatedtype Failure: Error

    /// Attaches `subscriber`; called by `subscribe(_:)`.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to this publisher.
    @inlinable
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        SubscribingPublisher.during(Self.self) { receive(subscriber: subscriber) }
    }
}
