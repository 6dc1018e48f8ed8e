/// A publisher that emits one value and finishes (when there is demand). Cannot fail.
public struct Just<Output>: Publisher {
    /// `Just` never fails.
    public typealias Failure = Never

    /// The value to publish.
    public let output: Output

    /// Creates a publisher of `output`.
    public init(_ output: Output) { self.output = output }

    /// Sends `output` on the first demand, then `.finished`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        SequenceSubscription.start(CollectionOfOne(output), completion: .finished, downstream: subscriber)
    }
}

extension Just: Equatable where Output: Equatable {}
