extension Publishers {
    /// Accumulates all values and emits the final result when the upstream finishes.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The reduced publisher.
        public let upstream: Upstream
        /// The starting value.
        public let initial: Output
        /// Combines the running result and the next value.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Creates the operator.
        public init(
            upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output
        ) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        /// Subscribes the operator (requests unlimited values upstream).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            var accumulator = initial
            upstream.relay(
                to: subscriber, forwardsDemand: false,
                step: { value in
                    accumulator = next(accumulator, value)
                    return .drop
                },
                complete: { completion in
                    if case .failure = completion { return (nil, completion) }
                    return (accumulator, .finished)
                })
        }
    }

    /// Like `Reduce` with a throwing closure.
    public struct TryReduce<Upstream: Publisher, Output>: Publisher {
        /// Errors are erased.
        public typealias Failure = Error
        /// The reduced publisher.
        public let upstream: Upstream
        /// The starting value.
        public let initial: Output
        /// Combines the running result and the next value.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        /// Creates the operator.
        public init(
            upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
        ) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            var accumulator = initial
            upstream.relay(
                to: subscriber, forwardsDemand: false,
                step: { value in
                    do {
                        accumulator = try next(accumulator, value)
                        return .drop
                    } catch {
                        return .fail(error)
                    }
                },
                complete: { completion in
                    if case .failure(let error) = completion { return (nil, .failure(error)) }
                    return (accumulator, .finished)
                })
        }
    }

    /// Collects every value into one array, emitted when the upstream finishes.
    public struct Collect<Upstream: Publisher>: Publisher {
        /// An array of the upstream's values.
        public typealias Output = [Upstream.Output]
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The collected publisher.
        public let upstream: Upstream

        /// Creates the operator.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var values: [Upstream.Output] = []
            upstream.relay(
                to: subscriber, forwardsDemand: false,
                step: { value in
                    values.append(value)
                    return .drop
                },
                complete: { completion in
                    if case .failure = completion { return (nil, completion) }
                    return (values, .finished)
                })
        }
    }

    /// Collects values into arrays of `count`; the last, shorter array is emitted on `.finished`.
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        /// An array of up to `count` values.
        public typealias Output = [Upstream.Output]
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The collected publisher.
        public let upstream: Upstream
        /// The size of each array (at least 1).
        public let count: Int

        /// Creates the operator; a `count` below 1 is treated as 1.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = Swift.max(1, count)
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let count = self.count
            var group: [Upstream.Output] = []
            upstream.relay(
                to: subscriber,
                step: { value in
                    group.append(value)
                    guard group.count >= count else { return .drop }
                    defer { group = [] }
                    return .emit(group)
                },
                complete: { completion in
                    if case .finished = completion, !group.isEmpty { return (group, .finished) }
                    return (nil, completion)
                })
        }
    }

    /// Emits the number of values when the upstream finishes.
    public struct Count<Upstream: Publisher>: Publisher {
        /// The number of values.
        public typealias Output = Int
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The counted publisher.
        public let upstream: Upstream

        /// Creates the operator.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Reduce(upstream: upstream, initial: 0) { count, _ in count + 1 }.subscribe(subscriber)
        }
    }

    /// Ignores every value and passes only the completion.
    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        /// No values are ever emitted.
        public typealias Output = Never
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream

        /// Creates the operator.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(to: subscriber, forwardsDemand: false, step: { _ in .drop }, complete: passCompletion)
        }
    }

    /// Emits `true` and finishes as soon as a value satisfies the predicate, else `false` at the end.
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        /// Whether a matching value was seen.
        public typealias Output = Bool
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The searched publisher.
        public let upstream: Upstream
        /// The predicate.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.relay(
                to: subscriber, forwardsDemand: false, step: { predicate($0) ? .emitAndFinish(true) : .drop },
                complete: { completion in
                    if case .failure = completion { return (nil, completion) }
                    return (false, .finished)
                })
        }
    }

    /// Emits `false` and finishes as soon as a value fails the predicate, else `true` at the end.
    public struct AllSatisfy<Upstream: Publisher>: Publisher {
        /// Whether every value satisfied the predicate.
        public typealias Output = Bool
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The checked publisher.
        public let upstream: Upstream
        /// The predicate.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.relay(
                to: subscriber, forwardsDemand: false, step: { predicate($0) ? .drop : .emitAndFinish(false) },
                complete: { completion in
                    if case .failure = completion { return (nil, completion) }
                    return (true, .finished)
                })
        }
    }
}

extension Publisher {
    /// Emits the accumulated result when the upstream finishes: `[1, 2, 3].publisher.reduce(0, +)` emits 6.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
        -> Publishers.Reduce<
            Self, T
        >
    {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Like `reduce` with a throwing closure.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T)
        -> Publishers.TryReduce<Self, T>
    {
        Publishers.TryReduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Emits one array of every value when the upstream finishes.
    public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }

    /// Emits arrays of `count` values (the last one may be shorter).
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
        Publishers.CollectByCount(upstream: self, count: count)
    }

    /// Emits the number of values when the upstream finishes.
    public func count() -> Publishers.Count<Self> { Publishers.Count(upstream: self) }

    /// Ignores values, passing only the completion.
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> { Publishers.IgnoreOutput(upstream: self) }

    /// Emits whether any value satisfies `predicate`.
    public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: predicate)
    }

    /// Emits whether every value satisfies `predicate`.
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: predicate)
    }
}
