extension Publishers {
    /// Emits `true` and finishes as soon as a value satisfies a throwing predicate, else `false` when
    /// the upstream finishes; a thrown error cancels the upstream and fails (`tryContains(where:)`).
    public struct TryContainsWhere<Upstream: Publisher>: Publisher {
        /// Whether a matching value was seen.
        public typealias Output = Bool
        /// Errors are erased to `any Error`.
        public typealias Failure = Error
        /// The searched publisher.
        public let upstream: Upstream
        /// The throwing predicate.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes the operator (it requests `.unlimited` from the upstream).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.trySearch(to: subscriber, stopOn: true, predicate)
        }
    }
}

extension Publisher {
    /// Emits whether any value satisfies the throwing `predicate`; an error ends the stream.
    public func tryContains(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryContainsWhere<Self> {
        Publishers.TryContainsWhere(upstream: self, predicate: predicate)
    }
}
