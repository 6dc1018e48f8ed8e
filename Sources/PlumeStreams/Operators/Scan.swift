extension Publishers {
    /// Emits each intermediate result of accumulating values with a closure.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The accumulated publisher.
        public let upstream: Upstream
        /// The starting value.
        public let initialResult: Output
        /// Combines the running result and the next value.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Creates the operator.
        public init(
            upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output
        ) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Subscribes the operator (each subscription starts from `initialResult`).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            var accumulator = initialResult
            upstream.relay(
                to: subscriber,
                step: { value in
                    accumulator = next(accumulator, value)
                    return .emit(accumulator)
                }, complete: passCompletion)
        }
    }

    /// Like `Scan` with a throwing closure; an error fails the stream.
    public struct TryScan<Upstream: Publisher, Output>: Publisher {
        /// Errors are erased.
        public typealias Failure = Error
        /// The accumulated publisher.
        public let upstream: Upstream
        /// The starting value.
        public let initialResult: Output
        /// Combines the running result and the next value.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        /// Creates the operator.
        public init(
            upstream: Upstream, initialResult: Output,
            nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
        ) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            var accumulator = initialResult
            upstream.relay(
                to: subscriber,
                step: { value in
                    do {
                        accumulator = try next(accumulator, value)
                        return .emit(accumulator)
                    } catch {
                        return .fail(error)
                    }
                }, complete: eraseCompletion)
        }
    }
}

extension Publisher {
    /// Emits running results: `[1, 2, 3].publisher.scan(0, +)` emits 1, 3, 6.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T>
    {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Emits running results of a throwing closure.
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T)
        -> Publishers.TryScan<Self, T>
    {
        Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}
