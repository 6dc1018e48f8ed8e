extension Publishers {
    /// Emits `false` and finishes as soon as a value fails a throwing predicate, else `true` when the
    /// upstream finishes; a thrown error cancels the upstream and fails (`tryAllSatisfy`).
    public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
        /// Whether every value satisfied the predicate.
        public typealias Output = Bool
        /// Errors are erased to `any Error`.
        public typealias Failure = Error
        /// The checked publisher.
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
            upstream.trySearch(to: subscriber, stopOn: false, predicate)
        }
    }
}

extension Publisher {
    /// Emits whether every value satisfies the throwing `predicate`; an error ends the stream.
    public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> Publishers.TryAllSatisfy<Self> {
        Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
    }
}
