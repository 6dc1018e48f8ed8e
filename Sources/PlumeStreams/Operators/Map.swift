extension Publishers {
    /// Transforms every value with a closure (`map`). Adds no lock and no allocation per value.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) -> Output

        /// Creates the operator.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Subscribes a pass-through subscriber that transforms values.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // `upstream.receive` under `during` is `upstream.subscribe`, written out: a chain of
            // `subscribe` calls with growing subscriber types is where the optimizer stops
            // specialising (so `map → filter → sink` ran generic per value).
            let link = MapSubscriber(downstream: subscriber, transform: transform)
            SubscribingPublisher.during(Upstream.self) { upstream.receive(subscriber: link) }
        }

        /// Fuses two successive maps into one.
        public func map<T>(_ next: @escaping (Output) -> T) -> Publishers.Map<Upstream, T> {
            let first = transform
            return Publishers.Map(upstream: upstream) { next(first($0)) }
        }
    }

    /// Transforms every value with a throwing closure; a thrown error cancels upstream and fails.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        /// Errors are erased to `any Error`.
        public typealias Failure = Error
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) throws -> Output

        /// Creates the operator.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.relay(
                to: subscriber,
                step: { value in
                    do { return .emit(try transform(value)) } catch { return .fail(error) }
                }, complete: eraseCompletion)
        }
    }
}

/// The pass-through subscriber of `map`: the downstream keeps the upstream's subscription.
@usableFromInline
struct MapSubscriber<Input, Downstream: Subscriber>: Subscriber {
    @usableFromInline let downstream: Downstream
    @usableFromInline let transform: (Input) -> Downstream.Input

    @inlinable init(downstream: Downstream, transform: @escaping (Input) -> Downstream.Input) {
        self.downstream = downstream
        self.transform = transform
    }

    @inlinable var combineIdentifier: CombineIdentifier { downstream.combineIdentifier }

    @inlinable func receive(subscription: Subscription) { downstream.receive(subscription: subscription) }
    @inlinable func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(transform(input)) }
    @inlinable func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        downstream.receive(completion: completion)
    }
}

extension Publisher {
    /// Transforms every value: `[1, 2].publisher.map { $0 * 10 }` emits 10, 20.
    @inlinable
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Transforms every value with a throwing closure; a thrown error ends the stream with that error.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }

    /// Replaces `nil` values with `output`.
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
        Publishers.Map(upstream: self) { $0 ?? output }
    }
}
