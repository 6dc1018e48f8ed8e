/// A publisher that creates its real publisher anew for every subscriber.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    /// The upstream's output.
    public typealias Output = DeferredPublisher.Output
    /// The upstream's failure.
    public typealias Failure = DeferredPublisher.Failure

    /// Makes the publisher for one subscriber.
    public let createPublisher: () -> DeferredPublisher

    /// Creates a deferred publisher.
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

    /// Calls `createPublisher` and subscribes `subscriber` to its result.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().subscribe(subscriber)
    }
}
