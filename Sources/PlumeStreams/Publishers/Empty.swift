/// A publisher that never emits a value and (by default) finishes at once.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether subscribers receive `.finished` right away (`false`: never completes).
    public let completeImmediately: Bool

    /// Creates an empty publisher.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

    /// Creates an empty publisher with explicit types, e.g. `Empty(outputType: Int.self, failureType: Never.self)`.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    /// Sends a subscription and, if `completeImmediately`, `.finished`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}
