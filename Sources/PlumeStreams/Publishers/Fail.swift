/// A publisher that fails at once with the given error.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error sent to every subscriber.
    public let error: Failure

    /// Creates a publisher failing with `error`.
    public init(error: Failure) { self.error = error }

    /// Creates a publisher failing with `failure`, with an explicit output type.
    public init(outputType: Output.Type, failure: Failure) { self.error = failure }

    /// Sends a subscription, then the failure.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}

extension Fail: Equatable where Failure: Equatable {}
