extension Publishers {
    /// Transforms the upstream's error; values pass through untouched.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream.
        public let upstream: Upstream
        /// Converts the upstream's error.
        public let transform: (Upstream.Failure) -> Failure

        /// Creates the operator.
        public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Subscribes a pass-through subscriber that maps the failure.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(
                CompletionMappingSubscriber<Upstream.Failure, S>(downstream: subscriber) { $0.mapFailure(transform) })
        }
    }

    /// Changes the declared failure type of a publisher that cannot fail.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream.
        public let upstream: Upstream

        /// Creates the operator.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Subscribes a pass-through subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(CompletionMappingSubscriber<Never, S>(downstream: subscriber) { _ in .finished })
        }

        /// Changes the failure type again.
        public func setFailureType<E: Error>(to failure: E.Type) -> Publishers.SetFailureType<Upstream, E> {
            Publishers.SetFailureType(upstream: upstream)
        }
    }

    /// Replaces a failure with a final value and finishes normally.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// Never fails.
        public typealias Failure = Never
        /// The upstream.
        public let upstream: Upstream
        /// Emitted instead of the error.
        public let output: Output

        /// Creates the operator.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let output = self.output
            upstream.relay(
                to: subscriber, step: { .emit($0) },
                complete: { completion in
                    if case .failure = completion { return (output, .finished) }
                    return (nil, .finished)
                })
        }
    }

    /// Emits a value if the upstream finishes without emitting any.
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// Emitted when the upstream was empty.
        public let output: Output

        /// Creates the operator.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let output = self.output
            var isEmpty = true
            upstream.relay(
                to: subscriber,
                step: { value in
                    isEmpty = false
                    return .emit(value)
                },
                complete: { completion in
                    if case .finished = completion, isEmpty { return (output, .finished) }
                    return (nil, completion)
                })
        }
    }
}

/// A pass-through subscriber that converts the completion's failure type.
struct CompletionMappingSubscriber<UpstreamFailure: Error, Downstream: Subscriber>: Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = UpstreamFailure
    let downstream: Downstream
    let mapCompletion: (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Downstream.Failure>
    var combineIdentifier: CombineIdentifier { downstream.combineIdentifier }

    init(
        downstream: Downstream,
        mapCompletion: @escaping (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Downstream.Failure>
    ) {
        self.downstream = downstream
        self.mapCompletion = mapCompletion
    }

    func receive(subscription: Subscription) { downstream.receive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        downstream.receive(completion: mapCompletion(completion))
    }
}

extension Publisher {
    /// Converts the error with `transform`.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }

    /// Replaces a failure with `output`, then finishes.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    /// Emits `output` if the upstream finishes without a value.
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }

    /// Erases the error to `any Error`.
    public func eraseErrorType() -> Publishers.MapError<Self, Error> { mapError { $0 as Error } }
}

extension Publisher where Failure == Never {
    /// Declares a failure type for a publisher that cannot fail: `Just(1).setFailureType(to: MyError.self)`.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}
