/// One subscriber's link to a subject: its demand and (for `CurrentValueSubject`) the value
/// waiting for the first demand, guarded by the subject's lock (one lock per subject, none global).
///
/// Delivery goes through closures made in `SubjectCore.attach`, which is inlinable: a client that
/// subscribes a concrete chain gets a closure specialised for it, so sending costs one lock
/// acquisition and one direct call per subscriber.
@usableFromInline
final class SubjectConduit<Output, Failure: Error>: Subscription {
    /// The owning subject's lock.
    @usableFromInline let lock: Lock
    @usableFromInline let deliver: (Output) -> Subscribers.Demand
    @usableFromInline let complete: (Subscribers.Completion<Failure>) -> Void
    /// The hot state, in raw memory guarded by `lock` (no dynamic exclusivity checks per value).
    @usableFromInline let hot: UnsafeMutablePointer<ConduitState>
    @usableFromInline var pending: Output?
    @usableFromInline var owner: SubjectCore<Output, Failure>?

    @usableFromInline
    init(
        owner: SubjectCore<Output, Failure>, deliver: @escaping (Output) -> Subscribers.Demand,
        complete: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        self.owner = owner
        self.lock = owner.lock
        self.deliver = deliver
        self.complete = complete
        hot = .allocate(capacity: 1)
        hot.initialize(to: ConduitState())
    }

    deinit {
        hot.deinitialize(count: 1)
        hot.deallocate()
    }

    @usableFromInline var isLive: Bool {
        get { hot.pointee.isLive }
        set { hot.pointee.isLive = newValue }
    }

    @usableFromInline var hasPending: Bool {
        get { hot.pointee.hasPending }
        set { hot.pointee.hasPending = newValue }
    }

    @usableFromInline var demand: Subscribers.Demand {
        get { hot.pointee.demand }
        set { hot.pointee.demand = newValue }
    }

    /// Delivers `value` if there is demand: one lock acquisition when the returned demand is `.none`.
    @inlinable
    func offer(_ value: Output) {
        lock.lock()
        offerHoldingLock(value)
    }

    /// `offer` for a caller that already holds `lock`; releases it before delivering.
    @inlinable
    func offerHoldingLock(_ value: Output) {
        let state = hot.pointee
        guard state.isLive, !state.hasPending, state.demand.rawValue != 0 else {
            lock.unlock()
            if state.isLive && state.hasPending { replacePending(value) }
            return
        }
        hot.pointee.demand.consumeOne()
        lock.unlock()
        let more = deliver(value)
        if more.rawValue != 0 {
            lock.lock()
            hot.pointee.demand += more
            lock.unlock()
        }
    }

    /// Replaces the value waiting for the first demand with a newer one.
    @usableFromInline
    func replacePending(_ value: Output) {
        lock.lock()
        if isLive && hasPending { pending = value }
        lock.unlock()
    }

    /// Sets the value to deliver on the first demand; the caller holds the subject's lock.
    @usableFromInline
    func setPendingHoldingLock(_ value: Output?) {
        pending = value
        hasPending = value != nil
    }

    @usableFromInline
    func finish(_ completion: Subscribers.Completion<Failure>) {
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
        complete(completion)
    }

    @usableFromInline
    func request(_ demand: Subscribers.Demand) {
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
            let more = deliver(value)
            if more > 0 {
                lock.lock()
                self.demand += more
                lock.unlock()
            }
            return
        }
        lock.unlock()
    }

    @usableFromInline
    func cancel() {
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

/// The per-value state of a subject conduit.
@usableFromInline
struct ConduitState {
    @usableFromInline var isLive = true
    @usableFromInline var hasPending = false
    @usableFromInline var demand = Subscribers.Demand.none

    @usableFromInline init() {}
}

/// The shared state of a subject: its conduits, its completion and its upstream subscriptions.
@usableFromInline
final class SubjectCore<Output, Failure: Error> {
    @usableFromInline let lock = Lock()
    /// Conduits and completion flag, in raw memory guarded by `lock` (no dynamic exclusivity checks).
    @usableFromInline let hot: UnsafeMutablePointer<SubjectState<Output, Failure>>
    private var completion: Subscribers.Completion<Failure>?
    private var upstreams: [Subscription] = []

    @usableFromInline init() {
        hot = .allocate(capacity: 1)
        hot.initialize(to: SubjectState())
    }

    @usableFromInline var conduits: [SubjectConduit<Output, Failure>] {
        get { hot.pointee.conduits }
        set { hot.pointee.conduits = newValue }
    }

    @usableFromInline var isComplete: Bool {
        get { hot.pointee.isComplete }
        set { hot.pointee.isComplete = newValue }
    }

    /// Attaches a subscriber; `pending` gives, under the subject's lock, a value to deliver on its
    /// first demand (the current value of a `CurrentValueSubject`).
    @inlinable
    func attach<S: Subscriber>(_ subscriber: S, pending: () -> Output?) where S.Input == Output, S.Failure == Failure {
        let conduit = SubjectConduit<Output, Failure>(
            owner: self, deliver: { subscriber.receive($0) }, complete: { subscriber.receive(completion: $0) })
        if let completion = register(conduit, pending: pending) {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        subscriber.receive(subscription: conduit)
    }

    /// Adds `conduit` unless the subject completed (then returns the completion).
    @usableFromInline
    func register(_ conduit: SubjectConduit<Output, Failure>, pending: () -> Output?) -> Subscribers.Completion<
        Failure
    >? {
        lock.lock()
        defer { lock.unlock() }
        if let completion { return completion }
        conduit.setPendingHoldingLock(pending())
        hot.pointee.conduits.append(conduit)
        return nil
    }

    /// Offers `value` to every conduit (a snapshot taken under the lock). Returns false after completion.
    @inlinable
    @discardableResult
    func send(_ value: Output) -> Bool {
        lock.lock()
        guard !hot.pointee.isComplete else {
            lock.unlock()
            return false
        }
        let targets = hot.pointee.conduits
        if targets.count == 1 {
            // One subscriber: check its demand under the same acquisition (`offerHoldingLock` unlocks).
            targets.withUnsafeBufferPointer { buffer in
                Unmanaged.passUnretained(buffer[0])._withUnsafeGuaranteedRef { $0.offerHoldingLock(value) }
            }
            return true
        }
        lock.unlock()
        // `targets` keeps every conduit alive, so the loop borrows them without retaining each one.
        targets.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { $0.offer(value) }
            }
        }
        return true
    }

    /// Runs `update` and offers `value` to every conduit, atomically with respect to subscribers
    /// attaching (for `CurrentValueSubject`). Returns false after completion.
    @discardableResult
    func send(_ value: Output, update: () -> Void) -> Bool {
        lock.lock()
        guard !isComplete else {
            lock.unlock()
            return false
        }
        update()
        let targets = conduits
        lock.unlock()
        targets.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { $0.offer(value) }
            }
        }
        return true
    }

    /// Sends the completion once.
    func send(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard !isComplete else {
            lock.unlock()
            return
        }
        isComplete = true
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
        guard !isComplete else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstreams.append(subscription)
        lock.unlock()
        subscription.request(.unlimited)
    }

    /// Whether a completion was sent.
    var isCompleted: Bool { lock.withLock { isComplete } }

    /// The number of attached subscribers.
    var subscriberCount: Int { lock.withLock { conduits.count } }

    @usableFromInline
    func remove(_ conduit: SubjectConduit<Output, Failure>) {
        lock.lock()
        if let index = hot.pointee.conduits.firstIndex(where: { $0 === conduit }) {
            hot.pointee.conduits.remove(at: index)
        }
        lock.unlock()
    }

    /// Runs `body` under the subject's lock (for `CurrentValueSubject.value`).
    func withLock<T>(_ body: () -> T) -> T { lock.withLock(body) }

    deinit {
        for upstream in upstreams { upstream.cancel() }
        hot.deinitialize(count: 1)
        hot.deallocate()
    }
}

/// The per-send state of a subject.
@usableFromInline
struct SubjectState<Output, Failure: Error> {
    @usableFromInline var isComplete = false
    @usableFromInline var conduits: [SubjectConduit<Output, Failure>] = []

    @usableFromInline init() {}
}
