extension Result {
    /// A publisher of this result: its success value then `.finished`, or its failure.
    public var publisher: Publisher { Publisher(self) }

    /// Publishes a `Result` once to each subscriber: the success value on the first demand followed
    /// by `.finished`, or the failure at once (without demand). `Result<Int, Error>.Publisher(1)`.
    public struct Publisher: PlumeStreams.Publisher {
        /// The success value's type.
        public typealias Output = Success

        /// The published result.
        public let result: Result<Output, Failure>

        /// Creates a publisher of `result`.
        public init(_ result: Result<Output, Failure>) { self.result = result }

        /// Creates a publisher of a success value.
        public init(_ output: Output) { result = .success(output) }

        /// Creates a publisher of a failure.
        public init(_ failure: Failure) { result = .failure(failure) }

        /// Sends the value on demand and `.finished`, or the failure at once.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            switch result {
            case .success(let output):
                SequenceSubscription.start(CollectionOfOne(output), completion: .finished, downstream: subscriber)
            case .failure(let error):
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .failure(error))
            }
        }
    }
}

extension Result.Publisher: Equatable where Success: Equatable, Failure: Equatable {}
