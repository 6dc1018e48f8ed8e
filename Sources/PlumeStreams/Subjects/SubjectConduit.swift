import Synchronization

/// One subscriber's link to a subject: its demand and (for `CurrentValueSubject`) the value
/// waiting for the first demand, guarded by the subject's lock (one lock per subject, none global).
///
/// A live conduit with unlimited demand and no pending value (a `sink`, an `assign`) also raises
/// `acceptsWithoutLock`, so a send delivers to it without taking the lock: its demand never changes
/// and its target stays alive while the send's delivery session is open. Every change that could make
/// the conduit refuse a value (cancel, finish, a pending value) lowers the flag under the lock first.
///
/// Delivery goes through a `ConduitTarget` made in `SubjectCore.attach`, which is inlinable: a client
/// that subscribes a concrete chain gets closures specialised for it, so sending costs one lock
/// acquisition and one direct call per subscriber. The target (and with it the subscriber) is
/// released once the conduit is cancelled or finished and no delivery is running (see
/// `SubjectCore.retire`), so a subscriber that keeps its subscription is freed, as Combine documents.
@usableFromInline
final class SubjectConduit<Output, Failure: Error>: Subscription, CustomStringConvertible {
    /// The owning subject's lock.
    @usableFromInline let lock: Lock
    /// The hot state, guarded by `lock`, stored in the conduit itself (one memory load less per
    /// delivery than a separate allocation, which counts when one send reaches a thousand
    /// subscribers) and without dynamic exclusivity checks per value.
    @exclusivity(unchecked) @usableFromInline var hot: ConduitState
    @usableFromInline var pending: Output?
    /// Values sent while the pending value is being delivered (their demand already taken), delivered
    /// after it in order by the thread delivering the pending value.
    @usableFromInline var backlog: [Output] = []
    @usableFromInline let core: SubjectCore<Output, Failure>
    /// Whether `offer` may deliver without the lock (see the type's documentation); written under the
    /// lock by `refreshLockFreeAcceptanceHoldingLock`, read without it by `offer`.
    @usableFromInline let acceptsWithoutLock = Atomic<Bool>(false)

    @usableFromInline
    init(owner: SubjectCore<Output, Failure>, target: ConduitTarget<Output, Failure>) {
        self.core = owner
        self.lock = owner.lock
        hot = ConduitState()
        hot.target = Unmanaged.passRetained(target).toOpaque()
    }

    /// The subject's type name (`"PassthroughSubject"`, `"CurrentValueSubject"`), as in Combine.
    @usableFromInline var description: String { core.name }

    deinit {
        target?.release()
    }

    /// The subscriber's closures, retained once; `nil` after release. Read while a delivery session
    /// of the owner is open, set to `nil` only when none is (see `SubjectCore.remove`).
    @usableFromInline var target: Unmanaged<ConduitTarget<Output, Failure>>? {
        get { hot.target.map { Unmanaged.fromOpaque($0) } }
        set { hot.target = newValue?.toOpaque() }
    }

    @usableFromInline var isLive: Bool {
        get { hot.isLive }
        set { hot.isLive = newValue }
    }

    @usableFromInline var hasPending: Bool {
        get { hot.hasPending }
        set { hot.hasPending = newValue }
    }

    @usableFromInline var demand: Subscribers.Demand {
        get { hot.demand }
        set { hot.demand = newValue }
    }

    /// Delivers `value` if there is demand: one lock acquisition when the returned demand is `.none`.
    /// The caller has a delivery session of the owner open.
    @inlinable
    func offer(_ value: Output) {
        if acceptsWithoutLock.load(ordering: .acquiring), let opaque = hot.target {
            // Unlimited demand: nothing to consume, and whatever the subscriber asks for adds nothing.
            let target = Unmanaged<ConduitTarget<Output, Failure>>.fromOpaque(opaque)
            _ = target._withUnsafeGuaranteedRef { $0.deliver(value) }
            return
        }
        lock.lock()
        offerHoldingLock(value)
    }

    /// Delivers `value` without any lock if the conduit accepts values so (unlimited demand, no
    /// pending value, live); returns false, delivering nothing, otherwise. The caller is inside the
    /// owner's gate (which keeps the target alive, see `SubjectCore`).
    @inlinable
    func offerIfAcceptingWithoutLock(_ value: Output) -> Bool {
        guard acceptsWithoutLock.load(ordering: .acquiring), let opaque = hot.target else { return false }
        let target = Unmanaged<ConduitTarget<Output, Failure>>.fromOpaque(opaque)
        _ = target._withUnsafeGuaranteedRef { $0.deliver(value) }
        return true
    }

    /// Raises or lowers `acceptsWithoutLock` to match the state; the caller holds the lock.
    @usableFromInline
    func refreshLockFreeAcceptanceHoldingLock() {
        let state = hot
        let accepts = state.isLive && !state.hasPending && state.demand == .unlimited && state.target != nil
        acceptsWithoutLock.store(accepts, ordering: .releasing)
    }

    /// `offer` for a caller that already holds `lock`; releases it before delivering.
    @inlinable
    func offerHoldingLock(_ value: Output) {
        let state = hot
        guard state.isLive, !state.hasPending, state.demand.rawValue != 0, let opaque = state.target else {
            if state.isLive && state.hasPending {
                offerBehindPendingHoldingLock(value)
            } else {
                lock.unlock()
            }
            return
        }
        hot.demand.consumeOne()
        lock.unlock()
        let target = Unmanaged<ConduitTarget<Output, Failure>>.fromOpaque(opaque)
        let more = target._withUnsafeGuaranteedRef { $0.deliver(value) }
        if more.rawValue != 0 {
            lock.lock()
            hot.demand += more
            lock.unlock()
        }
    }

    /// `offer` inside the single-subscriber send: called holding `lock`, returns holding it again.
    @inlinable
    func offerInSessionHoldingLock(_ value: Output) {
        let state = hot
        guard state.isLive, !state.hasPending, state.demand.rawValue != 0, let opaque = state.target else {
            if state.isLive && state.hasPending {
                offerBehindPendingHoldingLock(value)
                lock.lock()
            }
            return
        }
        hot.demand.consumeOne()
        lock.unlock()
        let target = Unmanaged<ConduitTarget<Output, Failure>>.fromOpaque(opaque)
        let more = target._withUnsafeGuaranteedRef { $0.deliver(value) }
        lock.lock()
        if more.rawValue != 0 { hot.demand += more }
    }

    /// A value sent while a pending value waits for demand (it replaces it) or is being delivered (it
    /// queues behind it if there is demand, so the subscriber sees values in order). Unlocks.
    @usableFromInline
    func offerBehindPendingHoldingLock(_ value: Output) {
        if !hot.isDeliveringPending {
            pending = value
        } else if demand.rawValue != 0 {
            demand.consumeOne()
            backlog.append(value)
        }
        lock.unlock()
    }

    /// Sets the value to deliver on the first demand; the caller holds the subject's lock.
    @usableFromInline
    func setPendingHoldingLock(_ value: Output?) {
        pending = value
        hasPending = value != nil
        refreshLockFreeAcceptanceHoldingLock()
    }

    /// Delivers the completion once; the caller (`SubjectCore.send(completion:)`) has a delivery
    /// session open and retires the conduit afterwards.
    @usableFromInline
    func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard isLive, let target else {
            lock.unlock()
            return
        }
        acceptsWithoutLock.store(false, ordering: .releasing)
        isLive = false
        pending = nil
        hasPending = false
        backlog = []
        lock.unlock()
        target._withUnsafeGuaranteedRef { $0.complete(completion) }
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
        guard hasPending, !hot.isDeliveringPending, let value = pending, let target else {
            refreshLockFreeAcceptanceHoldingLock()
            lock.unlock()
            return
        }
        // Deliver the pending value, then whatever was sent meanwhile, before new sends go direct.
        pending = nil
        hot.isDeliveringPending = true
        self.demand.consumeOne()
        core.openDeliveryHoldingLock()
        lock.unlock()
        var next: Output? = value
        while let value = next {
            let more = target._withUnsafeGuaranteedRef { $0.deliver(value) }
            lock.lock()
            if more > 0 { self.demand += more }
            if isLive, !backlog.isEmpty {
                next = backlog.removeFirst()
            } else {
                next = nil
                hot.isDeliveringPending = false
                hasPending = false
                backlog = []
                refreshLockFreeAcceptanceHoldingLock()
            }
            lock.unlock()
        }
        core.closeDelivery()
    }

    @usableFromInline
    func cancel() {
        lock.lock()
        guard isLive else {
            lock.unlock()
            return
        }
        acceptsWithoutLock.store(false, ordering: .releasing)
        isLive = false
        pending = nil
        hasPending = false
        backlog = []
        lock.unlock()
        core.remove(self)
    }

    /// Takes the target out for release; the caller holds the lock and releases it after unlocking.
    @usableFromInline
    func takeTargetHoldingLock() -> Unmanaged<ConduitTarget<Output, Failure>>? {
        acceptsWithoutLock.store(false, ordering: .releasing)
        defer { target = nil }
        return target
    }
}

/// The subscriber a conduit delivers to, as two closures (specialised by `SubjectCore.attach`).
@usableFromInline
final class ConduitTarget<Output, Failure: Error> {
    @usableFromInline let deliver: (Output) -> Subscribers.Demand
    @usableFromInline let complete: (Subscribers.Completion<Failure>) -> Void

    @inlinable
    init(
        deliver: @escaping (Output) -> Subscribers.Demand, complete: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        self.deliver = deliver
        self.complete = complete
    }
}

/// The per-value state of a subject conduit.
@usableFromInline
struct ConduitState {
    @usableFromInline var isLive = true
    @usableFromInline var hasPending = false
    /// The pending value has been taken and is being delivered (`hasPending` stays set meanwhile).
    @usableFromInline var isDeliveringPending = false
    @usableFromInline var demand = Subscribers.Demand.none
    /// The retained `ConduitTarget` (opaque, so this state needs no generic parameters).
    @usableFromInline var target: UnsafeMutableRawPointer?

    @usableFromInline init() {}
}
