extension Publishers {
    /// Emits `true` and finishes as soon as the upstream publishes `output`, else `false` when it
    /// finishes (`contains(_:)`). Requests `.unlimited` from the upstream.
    public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
        /// Whether `output` was seen.
        public typealias Output = Bool
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The searched publisher.
        public let upstream: Upstream
        /// The value looked for.
        public let output: Upstream.Output

        /// Creates the operator.
        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let wanted = output
            upstream.relay(
                to: subscriber, forwardsDemand: false, step: { $0 == wanted ? .emitAndFinish(true) : .drop },
                complete: { completion in
                    if case .failure = completion { return (nil, completion) }
                    return (false, .finished)
                })
        }
    }
}

extension Publishers.Contains: Equatable where Upstream: Equatable {}

extension Publisher where Output: Equatable {
    /// Emits whether the upstream publishes `output`.
    public func contains(_ output: Output) -> Publishers.Contains<Self> {
        Publishers.Contains(upstream: self, output: output)
    }
}
