extension Publishers {
    /// Republishes only the values that satisfy a predicate. Adds no lock per value.
    public struct Filter<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The filtered publisher.
        public let upstream: Upstream
        /// Values for which this returns `true` pass.
        public let isIncluded: (Upstream.Output) -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Subscribes a pass-through subscriber that re-requests one value for each dropped one.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // `upstream.subscribe` written out, as in `Map` (keeps the chain specialisable).
            let link = FilterSubscriber(downstream: subscriber, isIncluded: isIncluded)
            SubscribingPublisher.during(Upstream.self) { upstream.receive(subscriber: link) }
        }
    }

    /// Republishes values that satisfy a throwing predicate; a thrown error fails the stream.
    public struct TryFilter<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// Errors are erased.
        public typealias Failure = Error
        /// The filtered publisher.
        public let upstream: Upstream
        /// The predicate.
        public let isIncluded: (Upstream.Output) throws -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = self.isIncluded
            upstream.relay(
                to: subscriber,
                step: { value in
                    do { return try isIncluded(value) ? .emit(value) : .drop } catch { return .fail(error) }
                }, complete: eraseCompletion)
        }
    }

    /// Transforms values and drops the `nil` results (`compactMap`). Adds no lock per value.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The transformed publisher.
        public let upstream: Upstream
        /// The transformation; `nil` results are dropped.
        public let transform: (Upstream.Output) -> Output?

        /// Creates the operator.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Subscribes the operator.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // `upstream.subscribe` written out, as in `Map` (keeps the chain specialisable).
            let link = CompactMapSubscriber(downstream: subscriber, transform: transform)
            SubscribingPublisher.during(Upstream.self) { upstream.receive(subscriber: link) }
        }
    }

    /// Transforms values with a throwing closure and drops `nil` results.
    public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
        /// Errors are erased.
        public typealias Failure = Error
        /// The transformed publisher.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) throws -> Output?

        /// Creates the operator.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.relay(
                to: subscriber,
                step: { value in
                    do { return try transform(value).map { .emit($0) } ?? .drop } catch { return .fail(error) }
                }, complete: eraseCompletion)
        }
    }
}

/// The pass-through subscriber of `filter`.
@usableFromInline
struct FilterSubscriber<Downstream: Subscriber>: Subscriber {
    @usableFromInline let downstream: Downstream
    @usableFromInline let isIncluded: (Downstream.Input) -> Bool

    @inlinable init(downstream: Downstream, isIncluded: @escaping (Downstream.Input) -> Bool) {
        self.downstream = downstream
        self.isIncluded = isIncluded
    }

    @inlinable var combineIdentifier: CombineIdentifier { downstream.combineIdentifier }

    @inlinable func receive(subscription: Subscription) { downstream.receive(subscription: subscription) }
    @inlinable func receive(_ input: Downstream.Input) -> Subscribers.Demand {
        isIncluded(input) ? downstream.receive(input) : .max(1)
    }
    @inlinable func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        downstream.receive(completion: completion)
    }
}

/// The pass-through subscriber of `compactMap`.
@usableFromInline
struct CompactMapSubscriber<Input, Downstream: Subscriber>: Subscriber {
    @usableFromInline let downstream: Downstream
    @usableFromInline let transform: (Input) -> Downstream.Input?

    @inlinable init(downstream: Downstream, transform: @escaping (Input) -> Downstream.Input?) {
        self.downstream = downstream
        self.transform = transform
    }

    @inlinable var combineIdentifier: CombineIdentifier { downstream.combineIdentifier }

    @inlinable func receive(subscription: Subscription) { downstream.receive(subscription: subscription) }
    @inlinable func receive(_ input: Input) -> Subscribers.Demand {
        guard let output = transform(input) else { return .max(1) }
        return downstream.receive(output)
    }
    @inlinable func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        downstream.receive(completion: completion)
    }
}

extension Publisher {
    /// Passes only values for which `isIncluded` returns `true`.
    @inlinable
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// Passes values for which the throwing `isIncluded` returns `true`; an error ends the stream.
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
        Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
    }

    /// Transforms values, dropping `nil` results.
    @inlinable
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    /// Transforms values with a throwing closure, dropping `nil` results.
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
        Publishers.TryCompactMap(upstream: self, transform: transform)
    }
}
