extension Publishers {
    /// Emits the smallest or largest upstream value (by `areInIncreasingOrder`) when the upstream
    /// finishes; nothing when it finished without values (`min()`, `max()`, `min(by:)`, `max(by:)`).
    ///
    /// Requests `.unlimited` from the upstream, as Combine does. Of equal values the first is kept.
    public struct Comparison<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The compared publisher.
        public let upstream: Upstream
        /// The ordering; the value kept is the one no later value is "in increasing order" after.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

        /// Creates the operator; it emits the value that is largest under `areInIncreasingOrder`.
        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let areInIncreasingOrder = self.areInIncreasingOrder
            var best = Champion<Output>()
            upstream.relay(
                to: subscriber, forwardsDemand: false,
                step: { value in
                    best.offer(value, areInIncreasingOrder)
                    return .drop
                },
                complete: { completion in
                    if case .failure = completion { return (nil, completion) }
                    return (best.value, .finished)
                })
        }
    }

    /// `Comparison` with a throwing ordering; a thrown error cancels the upstream and fails.
    public struct TryComparison<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// Errors are erased to `any Error`.
        public typealias Failure = Error
        /// The compared publisher.
        public let upstream: Upstream
        /// The throwing ordering.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

        /// Creates the operator; it emits the value that is largest under `areInIncreasingOrder`.
        public init(
            upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool
        ) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let areInIncreasingOrder = self.areInIncreasingOrder
            var best = Champion<Output>()
            upstream.relay(
                to: subscriber, forwardsDemand: false,
                step: { value in
                    do { try best.offer(value, areInIncreasingOrder) } catch { return .fail(error) }
                    return .drop
                },
                complete: { completion in
                    if case .failure(let error) = completion { return (nil, .failure(error)) }
                    return (best.value, .finished)
                })
        }
    }
}

/// The value a `Comparison` keeps: replaced by each later value that is "in increasing order" after it.
struct Champion<Value> {
    private(set) var value: Value?

    mutating func offer(_ candidate: Value, _ areInIncreasingOrder: (Value, Value) throws -> Bool) rethrows {
        if let current = value, try !areInIncreasingOrder(current, candidate) { return }
        value = candidate
    }
}

extension Publisher where Output: Comparable {
    /// Emits the smallest value when the upstream finishes (nothing if it was empty).
    public func min() -> Publishers.Comparison<Self> { min(by: <) }

    /// Emits the largest value when the upstream finishes (nothing if it was empty).
    public func max() -> Publishers.Comparison<Self> { max(by: <) }
}

extension Publisher {
    /// Emits the smallest value under `areInIncreasingOrder` when the upstream finishes.
    public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self) { current, next in areInIncreasingOrder(next, current) }
    }

    /// Like `min(by:)` with a throwing ordering; a thrown error ends the stream with that error.
    public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
        -> Publishers.TryComparison<Self>
    {
        Publishers.TryComparison(upstream: self) { current, next in try areInIncreasingOrder(next, current) }
    }

    /// Emits the largest value under `areInIncreasingOrder` when the upstream finishes.
    public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }

    /// Like `max(by:)` with a throwing ordering; a thrown error ends the stream with that error.
    public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
        -> Publishers.TryComparison<Self>
    {
        Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }
}
