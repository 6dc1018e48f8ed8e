extension Publishers {
    /// Replaces a failed upstream with another publisher made from the error.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where NewPublisher.Output == Upstream.Output {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The replacement's failure.
        public typealias Failure = NewPublisher.Failure
        /// The upstream.
        public let upstream: Upstream
        /// Makes the replacement publisher.
        public let handler: (Upstream.Failure) -> NewPublisher

        /// Creates the operator.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = ChainRelay<Output, Failure>(downstream: subscriber)
            let handler = self.handler
            relay.attachDownstream()
            relay.follow(upstream) { error in
                relay.follow(handler(error)) { relay.finish(.failure($0)) }
            }
        }
    }

    /// Replaces a failed upstream with a publisher from a throwing closure; a thrown error fails the stream.
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where NewPublisher.Output == Upstream.Output {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// Errors are erased.
        public typealias Failure = Error
        /// The upstream.
        public let upstream: Upstream
        /// Makes the replacement publisher, or throws.
        public let handler: (Upstream.Failure) throws -> NewPublisher

        /// Creates the operator.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = ChainRelay<Output, Failure>(downstream: subscriber)
            let handler = self.handler
            relay.attachDownstream()
            relay.follow(upstream) { error in
                do {
                    relay.follow(try handler(error)) { relay.finish(.failure($0)) }
                } catch {
                    relay.finish(.failure(error))
                }
            }
        }
    }

    /// Resubscribes to the upstream after a failure, up to a number of times (`nil`: forever).
    public struct Retry<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// How many resubscriptions are allowed (`nil`: unlimited).
        public let retries: Int?

        /// Creates the operator.
        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = ChainRelay<Output, Failure>(downstream: subscriber)
            relay.attachDownstream()
            RetryLoop(relay: relay, upstream: upstream, remaining: retries).attempt()
        }
    }
}

/// The state of one `retry` subscription: how many attempts remain.
private final class RetryLoop<Upstream: Publisher> {
    let relay: ChainRelay<Upstream.Output, Upstream.Failure>
    let upstream: Upstream
    var remaining: Int?

    init(relay: ChainRelay<Upstream.Output, Upstream.Failure>, upstream: Upstream, remaining: Int?) {
        self.relay = relay
        self.upstream = upstream
        self.remaining = remaining
    }

    func attempt() {
        relay.follow(upstream) { [self] error in
            if let count = remaining, count <= 0 {
                relay.finish(.failure(error))
                return
            }
            remaining = remaining.map { $0 - 1 }
            attempt()
        }
    }
}

extension Publisher {
    /// Replaces a failure with the publisher returned by `handler`.
    ///
    /// ```swift
    /// fetch().catch { _ in Just([]) }
    /// ```
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
    where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    /// Replaces a failure with the publisher returned by a throwing `handler`.
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P>
    where P.Output == Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }

    /// Resubscribes up to `retries` times after failures; the last failure passes through. Combine
    /// documents no trap for a negative count; here it means no retry (the first failure passes).
    public func retry(_ retries: Int) -> Publishers.Retry<Self> { Publishers.Retry(upstream: self, retries: retries) }
}
