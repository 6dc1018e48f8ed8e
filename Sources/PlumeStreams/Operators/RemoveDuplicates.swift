extension Publishers {
    /// Drops a value when it is a duplicate of the previous one (by `==` or a predicate).
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher to de-duplicate.
        public let upstream: Upstream
        /// Returns `true` when the second value duplicates the first (previous) one.
        public let predicate: (Output, Output) -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            var previous: Output?
            upstream.relay(
                to: subscriber,
                step: { value in
                    defer { previous = value }
                    if let previous, predicate(previous, value) { return .drop }
                    return .emit(value)
                }, complete: passCompletion)
        }
    }

    /// Drops duplicates judged by a throwing predicate; an error fails the stream.
    public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// Errors are erased.
        public typealias Failure = Error
        /// The publisher to de-duplicate.
        public let upstream: Upstream
        /// Returns `true` when the second value duplicates the first one.
        public let predicate: (Output, Output) throws -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            var previous: Output?
            upstream.relay(
                to: subscriber,
                step: { value in
                    defer { previous = value }
                    do {
                        if let previous, try predicate(previous, value) { return .drop }
                    } catch {
                        return .fail(error)
                    }
                    return .emit(value)
                }, complete: eraseCompletion)
        }
    }
}

extension Publisher where Output: Equatable {
    /// Drops values equal to the previous value: 1, 1, 2, 2, 1 → 1, 2, 1.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

extension Publisher {
    /// Drops values for which `predicate(previous, current)` returns `true`.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self>
    {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// Drops duplicates judged by a throwing predicate.
    public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool)
        -> Publishers.TryRemoveDuplicates<Self>
    {
        Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
    }
}
