/// One subscriber's link to a subject: its own lock, demand and (for `CurrentValueSubject`) the
/// value waiting for the first demand.
class SubjectConduit<Output, Failure: Error>: Subscription {
    func offer(_ value: Output) {}
    func finish(_ completion: Subscribers.Completion<Failure>) {}
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}

/// The concrete conduit for a downstream type, so delivery is a direct call.
final class SubjectConduitTo<Downstream: Subscriber>: SubjectConduit<Downstream.Input, Downstream.Failure> {
    typealias Output = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = Lock()
    /// Kept (not copied) for the conduit's life so delivery borrows it; `isLive` says if it may be called.
    private let downstream: Downstream
    private var isLive = true
    private var demand = Subscribers.Demand.none
    private var pending: Output?
    private var hasPending = false
    private var owner: SubjectCore<Output, Failure>?

    init(downstream: Downstream, owner: SubjectCore<Output, Failure>, pending: Output?) {
        self.downstream = downstream
        self.owner = owner
        self.pending = pending
        self.hasPending = pending != nil
    }

    /// Delivers `value` if there is demand: one lock acquisition when the returned demand is `.none`.
    override func offer(_ value: Output) {
        lock.lock()
        guard isLive else {
            lock.unlock()
            return
        }
        if hasPending {
            pending = value
            lock.unlock()
            return
        }
        guard demand > 0 else {
            lock.unlock()
            return
        }
        demand.consumeOne()
        lock.unlock()
        let more = downstream.receive(value)
        if more > 0 {
            lock.lock()
            demand += more
            lock.unlock()
        }
    }

    override func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard isLive else {
            lock.unlock()
            return
        }
        isLive = false
        owner = nil
        pending = nil
        hasPending = false
        lock.unlock()
        downstream.receive(completion: completion)
    }

    override func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        guard isLive else {
            lock.unlock()
            return
        }
        self.demand += demand
        if hasPending, let value = pending {
            hasPending = false
            pending = nil
            self.demand.consumeOne()
            lock.unlock()
            let more = downstream.receive(value)
            if more > 0 {
                lock.lock()
                self.demand += more
                lock.unlock()
            }
            return
        }
        lock.unlock()
    }

    override func cancel() {
        lock.lock()
        let owner = self.owner
        isLive = false
        self.owner = nil
        pending = nil
        hasPending = false
        lock.unlock()
        owner?.remove(self)
    }
}

/// The shared state of a subject: its conduits, its completion and its upstream subscriptions.
final class SubjectCore<Output, Failure: Error> {
    private let lock = Lock()
    private var conduits: [SubjectConduit<Output, Failure>] = []
    private var completion: Subscribers.Completion<Failure>?
    private var upstreams: [Subscription] = []

    /// Attaches a subscriber; `pending` is a value to deliver on its first demand.
    func attach<S: Subscriber>(_ subscriber: S, pending: () -> Output?) where S.Input == Output, S.Failure == Failure {
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        let conduit = SubjectConduitTo(downstream: subscriber, owner: self, pending: pending())
        conduits.append(conduit)
        lock.unlock()
        subscriber.receive(subscription: conduit)
    }

    /// Offers `value` to every conduit (a snapshot taken under the lock). Returns false after completion.
    @discardableResult
    func send(_ value: Output, update: (() -> Void)? = nil) -> Bool {
        lock.lock()
        guard completion == nil else {
            lock.unlock()
            return false
        }
        update?()
        let targets = conduits
        lock.unlock()
        for conduit in targets { conduit.offer(value) }
        return true
    }

    /// Sends the completion once.
    func send(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else {
            lock.unlock()
            return
        }
        self.completion = completion
        let targets = conduits
        conduits = []
        let upstreams = self.upstreams
        self.upstreams = []
        lock.unlock()
        _ = upstreams
        for conduit in targets { conduit.finish(completion) }
    }

    /// Keeps an upstream subscription and requests unlimited values from it.
    func send(subscription: Subscription) {
        lock.lock()
        guard completion == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstreams.append(subscription)
        lock.unlock()
        subscription.request(.unlimited)
    }

    /// Whether a completion was sent.
    var isCompleted: Bool { lock.withLock { completion != nil } }

    /// The number of attached subscribers.
    var subscriberCount: Int { lock.withLock { conduits.count } }

    func remove(_ conduit: SubjectConduit<Output, Failure>) {
        lock.lock()
        if let index = conduits.firstIndex(where: { $0 === conduit }) {
            conduits.remove(at: index)
        }
        lock.unlock()
    }

    /// Runs `body` under the subject's lock (for `CurrentValueSubject.value`).
    func withLock<T>(_ body: () -> T) -> T { lock.withLock(body) }

    deinit {
        for upstream in upstreams { upstream.cancel() }
    }
}
