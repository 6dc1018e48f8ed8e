extension Optional {
    /// A publisher of this optional: the wrapped value then `.finished`, or just `.finished` for `nil`.
    public var publisher: Publisher { Publisher(self) }

    /// Publishes an optional value once to each subscriber: the value on the first demand followed by
    /// `.finished`, or `.finished` at once when it is `nil`. Never fails.
    public struct Publisher: PlumeStreams.Publisher {
        /// The wrapped type.
        public typealias Output = Wrapped
        /// `Optional.Publisher` never fails.
        public typealias Failure = Never

        /// The published value, or `nil` for none.
        public let output: Wrapped?

        /// Creates a publisher of `output`.
        public init(_ output: Wrapped?) { self.output = output }

        /// Sends the value on demand and `.finished`, or `.finished` at once.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            guard let output else {
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .finished)
                return
            }
            SequenceSubscription.start(CollectionOfOne(output), completion: .finished, downstream: subscriber)
        }
    }
}

extension Optional.Publisher: Equatable where Wrapped: Equatable {}
