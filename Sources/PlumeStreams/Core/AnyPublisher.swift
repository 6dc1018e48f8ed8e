/// A type-erased publisher, as in Combine. Create one with `eraseToAnyPublisher()`.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    @usableFromInline let subscribeAction: (AnySubscriber<Output, Failure>) -> Void

    /// Wraps `publisher` (an `AnyPublisher` is not wrapped twice).
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let any = publisher as? AnyPublisher<Output, Failure> {
            self = any
            return
        }
        subscribeAction = { publisher.subscribe($0) }
    }

    /// "AnyPublisher".
    public var description: String { "AnyPublisher" }

    /// Attaches `subscriber` to the wrapped publisher.
    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribeAction(AnySubscriber(subscriber))
    }
}

extension Publisher {
    /// Hides the concrete publisher type behind `AnyPublisher`.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
