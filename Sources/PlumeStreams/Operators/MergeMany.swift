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

/// Subscribes `subscriber` to the merge of `publishers`, asking upstreams for values as Combine does.
///
/// While the downstream's demand is limited, each upstream is asked for one value at a time: once
/// on subscription, and once more each time its value went downstream, so at most one value per
/// upstream waits for demand (an upstream that sends more anyway has the extra values wait too, in
/// order). Once the downstream asks for `.unlimited`, every upstream is asked for `.unlimited`.
/// Finishes when every upstream has finished and no value waits; fails at once when one fails.
func mergeSubscribe<P: Publisher, S: Subscriber>(_ publishers: [P], _ subscriber: S)
where S.Input == P.Output, S.Failure == P.Failure {
    let relay = FanInRelay<P.Output, P.Failure>(downstream: subscriber)
    relay.tracksOrigins = true
    let lock = Lock()
    var isUnlimited = false
    var sideIDs: [Int] = []
    relay.observe(
        requests: { demand in
            guard demand == .unlimited else { return }  // waiting values go first; each asks for one more
            lock.lock()
            let sides = isUnlimited ? [] : sideIDs
            isUnlimited = true
            lock.unlock()
            for id in sides { relay.requestSide(id, .unlimited) }
        },
        deliveries: { id in
            lock.lock()
            let asksForOne = !isUnlimited
            lock.unlock()
            if asksForOne { relay.requestSide(id, .max(1)) }
        })
    relay.attachDownstream()
    guard !publishers.isEmpty else {
        relay.finish(.finished)
        return
    }
    var remaining = publishers.count
    for publisher in publishers {
        let unlimitedBefore = lock.withLock { isUnlimited }
        let id = relay.addSide(
            publisher, followsDemand: false, initialDemand: unlimitedBefore ? .unlimited : .max(1),
            receiveValue: { id, value in relay.emit(value, origin: id) },
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
        lock.lock()
        sideIDs.append(id)
        let missedUnlimited = isUnlimited && !unlimitedBefore
        lock.unlock()
        if missedUnlimited { relay.requestSide(id, .unlimited) }
    }
}

extension Publisher {
    /// Merges with any number of publishers of the same type.
    public func merge(with other: Self...) -> Publishers.MergeMany<Self> { Publishers.MergeMany([self] + other) }
}
