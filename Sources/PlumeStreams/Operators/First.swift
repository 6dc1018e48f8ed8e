extension Publishers {
    /// Emits the first value, then finishes and cancels the upstream (`first()`).
    public struct First<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream

        /// Creates the operator.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            FirstWhere(upstream: upstream) { _ in true }.subscribe(subscriber)
        }
    }

    /// Emits the last value when the upstream finishes (`last()`).
    public struct Last<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream

        /// Creates the operator.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            LastWhere(upstream: upstream) { _ in true }.subscribe(subscriber)
        }
    }

    /// Emits the first value matching a predicate, then finishes.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The searched publisher.
        public let upstream: Upstream
        /// The predicate.
        public let predicate: (Output) -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes the operator (requests unlimited values upstream, cancels after the match).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.relay(
                to: subscriber, forwardsDemand: false, step: { predicate($0) ? .emitAndFinish($0) : .drop },
                complete: passCompletion)
        }
    }

    /// Emits the first value matching a throwing predicate, then finishes.
    public struct TryFirstWhere<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// Errors are erased.
        public typealias Failure = Error
        /// The searched publisher.
        public let upstream: Upstream
        /// The predicate.
        public let predicate: (Output) throws -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.relay(
                to: subscriber, forwardsDemand: false,
                step: { value in
                    do { return try predicate(value) ? .emitAndFinish(value) : .drop } catch { return .fail(error) }
                }, complete: eraseCompletion)
        }
    }

    /// Emits the last value (optionally the last matching a predicate) when the upstream finishes.
    public struct LastWhere<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The searched publisher.
        public let upstream: Upstream
        /// The predicate.
        public let predicate: (Output) -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            var last: Output?
            upstream.relay(
                to: subscriber, forwardsDemand: false,
                step: { value in
                    if predicate(value) { last = value }
                    return .drop
                },
                complete: { completion in
                    if case .failure = completion { return (nil, completion) }
                    return (last, .finished)
                })
        }
    }

    /// Emits the last value matching a throwing predicate when the upstream finishes.
    public struct TryLastWhere<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// Errors are erased.
        public typealias Failure = Error
        /// The searched publisher.
        public let upstream: Upstream
        /// The predicate.
        public let predicate: (Output) throws -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            var last: Output?
            upstream.relay(
                to: subscriber, forwardsDemand: false,
                step: { value in
                    do {
                        if try predicate(value) { last = value }
                        return .drop
                    } catch {
                        return .fail(error)
                    }
                },
                complete: { completion in
                    if case .failure(let error) = completion { return (nil, .failure(error)) }
                    return (last, .finished)
                })
        }
    }
}

extension Publisher {
    /// Emits the first value, then finishes (and cancels upstream).
    public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }

    /// Emits the first value satisfying `predicate`, then finishes.
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }

    /// Emits the first value satisfying a throwing `predicate`, then finishes.
    public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryFirstWhere<Self> {
        Publishers.TryFirstWhere(upstream: self, predicate: predicate)
    }

    /// Emits the last value when the upstream finishes.
    public func last() -> Publishers.Last<Self> { Publishers.Last(upstream: self) }

    /// Emits the last value satisfying `predicate` when the upstream finishes.
    public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.LastWhere(upstream: self, predicate: predicate)
    }

    /// Emits the last value satisfying a throwing `predicate` when the upstream finishes.
    public func tryLast(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryLastWhere<Self> {
        Publishers.TryLastWhere(upstream: self, predicate: predicate)
    }
}
