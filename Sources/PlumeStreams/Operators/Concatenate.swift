extension Publishers {
    /// Emits all values of `prefix`, then, once it finishes, all values of `suffix`.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        /// The shared output.
        public typealias Output = Suffix.Output
        /// The shared failure.
        public typealias Failure = Suffix.Failure
        /// Published first.
        public let prefix: Prefix
        /// Published after `prefix` finishes.
        public let suffix: Suffix

        /// Creates the operator.
        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        /// Subscribes to `prefix`, then to `suffix`; the remaining demand carries over.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = ChainRelay<Output, Failure>(downstream: subscriber)
            let suffix = self.suffix
            relay.attachDownstream()
            relay.follow(
                prefix,
                onFinished: {
                    relay.follow(suffix) { relay.finish(.failure($0)) }
                }, onFailure: { relay.finish(.failure($0)) })
        }
    }
}

extension Publisher {
    /// Emits `elements` before this publisher's values: `numbers.prepend(0)`.
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// Emits the values of `publisher` before this publisher's values.
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }

    /// Emits `elements` after this publisher finishes.
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }

    /// Emits the values of `publisher` after this publisher finishes.
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }

    /// Declares that this publisher never fails; a failure stops the program with a message naming
    /// the error and `prefix` (as Combine's `assertNoFailure` does).
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line)
        -> Publishers.MapError<Self, Never>
    {
        mapError { error -> Never in
            fatalError("\(prefix.isEmpty ? "" : prefix + ": ")unexpected failure \(error)", file: file, line: line)
        }
    }
}
