extension Publishers {
    /// A publisher that emits the elements of a sequence on demand, then finishes.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        /// The sequence's element.
        public typealias Output = Elements.Element

        /// The elements to publish.
        public let sequence: Elements

        /// Creates a publisher of `sequence`'s elements.
        public init(sequence: Elements) { self.sequence = sequence }

        /// Emits the elements as demanded, then `.finished`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            SequenceSubscription.start(sequence, completion: .finished, downstream: subscriber)
        }
    }
}

extension Sequence {
    /// A publisher of this sequence's elements: `[1, 2, 3].publisher`.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}
