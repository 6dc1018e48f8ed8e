extension Publishers {
    /// Interleaves the values of any number of publishers of the same type; finishes when all have
    /// finished, fails as soon as one fails.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// The upstreams' output.
        public typealias Output = Upstream.Output
        /// The upstreams' failure.
        public typealias Failure = Upstream.Failure
        /// The merged publishers.
        public let publishers: [Upstream]

        /// Creates a merge of `upstream`.
        public init(_ upstream: Upstream...) { publishers = upstream }

        /// Creates a merge of a sequence of publishers.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        /// Subscribes to every publisher.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            mergeSubscribe(publishers, subscriber)
        }

        /// Adds one more publisher.
        public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
            Publishers.MergeMany(publishers + [other])
        }
    }
}

/// Subscribes `subscriber` to the merge of `publishers`.
func mergeSubscribe<P: Publisher, S: Subscriber>(_ publishers: [P], _ subscriber: S)
where S.Input == P.Output, S.Failure == P.Failure {
    let relay = FanInRelay<P.Output, P.Failure>(downstream: subscriber)
    relay.attachDownstream()
    guard !publishers.isEmpty else {
        relay.finish(.finished)
        return
    }
    let lock = Lock()
    var remaining = publishers.count
    for publisher in publishers {
        relay.addSide(
            publisher, receiveValue: { _, value in relay.emit(value) },
            receiveCompletion: { _, completion in
                switch completion {
                case .failure:
                    relay.finish(completion)
                case .finished:
                    lock.lock()
                    remaining -= 1
                    let done = remaining == 0
                    lock.unlock()
                    if done { relay.finish(.finished) }
                }
            })
    }
}

extension Publisher {
    /// Merges with any number of publishers of the same type.
    public func merge(with other: Self...) -> Publishers.MergeMany<Self> { Publishers.MergeMany([self] + other) }
}
