import Synchronization

/// The shared state of a subject: its conduits, its completion and its upstream subscriptions.
///
/// Every delivery to a conduit (a value, the pending value of a `CurrentValueSubject`, a completion)
/// happens inside a delivery session (`openDeliveryHoldingLock` … `closeDelivery`). A conduit that is
/// cancelled or finished while a session is open is retired: its subscriber is released when the
/// last session closes, so a subscriber that cancels from inside its own `receive` is never freed
/// while it runs. A completion sent during a session waits for the last one to close (sends that
/// queued behind the gate meanwhile then find the subject complete).
///
/// Sends are serialised by `gate`: while one thread delivers a value, a send from another thread
/// waits, so no subscriber receives two values at once; a send from inside a subscriber's `receive`
/// (on the delivering thread) is delivered at once, nested.
///
/// The gate also counts as a delivery session: a send to a sole subscriber that accepts values
/// without the lock (`SubjectConduit.acceptsWithoutLock`) takes no lock at all, only the gate. So a
/// conduit is released, and a completion delivered, only when no session is open and no thread is
/// inside the gate. The two sides check each other in the classic way: a sender stores itself as
/// the gate's owner, then reads `soleAddress` and `completed`; whoever removes a conduit or
/// completes stores those first, then reads the gate's owner (all sequentially consistent), so one
/// of them sees the other. Work left for later sets `deferredWork`, which the thread leaving the
/// gate reads after clearing the owner (and the one that left it re-reads the owner), so it is
/// never stranded.
@usableFromInline
final class SubjectCore<Output, Failure: Error> {
    @usableFromInline let lock = Lock()
    /// Serialises sends (see the type's documentation).
    @usableFromInline let gate = SendGate()
    /// Conduits and completion flag, in raw memory guarded by `lock` (no dynamic exclusivity checks).
    @usableFromInline let hot: UnsafeMutablePointer<SubjectState<Output, Failure>>
    private var completion: Subscribers.Completion<Failure>?
    private var upstreams: [Subscription] = []
    /// The conduits a completion sent during a delivery session is waiting to reach.
    private var deferredCompletion: [SubjectConduit<Output, Failure>] = []
    /// `isComplete`, readable without the lock (written under it).
    @usableFromInline let completed = Atomic<Bool>(false)
    /// The address of the sole conduit (`SubjectState.soleConduit`), or 0; readable without the lock.
    @usableFromInline let soleAddress = Atomic<UInt>(0)
    /// Retired conduits or a deferred completion wait for the sessions and the gate to be left.
    @usableFromInline let deferredWork = Atomic<Bool>(false)

    /// The subject's type name, which its subscriptions print (as Combine's do).
    @usableFromInline let name: String

    @usableFromInline init(name: String) {
        self.name = name
        hot = .allocate(capacity: 1)
        hot.initialize(to: SubjectState())
    }

    @usableFromInline var conduits: [SubjectConduit<Output, Failure>] {
        get { hot.pointee.conduits }
        set { hot.pointee.conduits = newValue }
    }

    @usableFromInline var isComplete: Bool {
        get { hot.pointee.isComplete }
        set {
            hot.pointee.isComplete = newValue
            completed.store(newValue, ordering: .sequentiallyConsistent)
        }
    }

    /// Attaches a subscriber; `pending` gives, under the subject's lock, a value to deliver on its
    /// first demand (the current value of a `CurrentValueSubject`).
    @inlinable
    func attach<S: Subscriber>(_ subscriber: S, pending: () -> Output?) where S.Input == Output, S.Failure == Failure {
        let target = ConduitTarget<Output, Failure>(
            deliver: { subscriber.receive($0) }, complete: { subscriber.receive(completion: $0) })
        let conduit = SubjectConduit<Output, Failure>(owner: self, target: target)
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
        noteConduitsChangedHoldingLock()
        return nil
    }

    /// Offers `value` to every conduit (a snapshot taken under the lock), inside the gate. Returns
    /// false after completion.
    @inlinable
    @discardableResult
    func send(_ value: Output) -> Bool {
        let entered = gate.enter()
        defer { if entered { leaveGate() } }
        if !completed.load(ordering: .sequentiallyConsistent) {
            let address = soleAddress.load(ordering: .sequentiallyConsistent)
            if address != 0,
                Unmanaged<SubjectConduit<Output, Failure>>.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
                    ._withUnsafeGuaranteedRef({ $0.offerIfAcceptingWithoutLock(value) })
            {
                return true
            }
        }
        lock.lock()
        guard !hot.pointee.isComplete else {
            lock.unlock()
            return false
        }
        hot.pointee.activeDeliveries += 1
        if let sole = hot.pointee.soleConduit {
            // One subscriber: its demand is checked under this acquisition, and the session closes
            // under the one that follows the delivery. The session keeps the conduit alive.
            sole._withUnsafeGuaranteedRef { $0.offerInSessionHoldingLock(value) }
            closeDeliveryHoldingLock()
            return true
        }
        let targets = hot.pointee.conduits
        lock.unlock()
        offer(value, to: targets)
        closeDelivery()
        return true
    }

    /// Runs `update` and offers `value` to every conduit, atomically with respect to subscribers
    /// attaching (for `CurrentValueSubject`), inside the gate. Returns false after completion.
    @discardableResult
    func send(_ value: Output, update: () -> Void) -> Bool {
        let entered = gate.enter()
        defer { if entered { leaveGate() } }
        lock.lock()
        guard !isComplete else {
            lock.unlock()
            return false
        }
        update()
        hot.pointee.activeDeliveries += 1
        let targets = conduits
        lock.unlock()
        offer(value, to: targets)
        closeDelivery()
        return true
    }

    /// Offers `value` to each of `targets`, which keeps every conduit alive, so the loop borrows them
    /// without retaining each one.
    @inlinable
    func offer(_ value: Output, to targets: [SubjectConduit<Output, Failure>]) {
        targets.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { $0.offer(value) }
            }
        }
    }

    /// Sends the completion once. While values are being delivered (on other threads, or on this one
    /// when a subscriber completes the subject from inside `receive`), the completion waits for the
    /// last of those deliveries to return, so no subscriber gets a value after its completion.
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
        noteConduitsChangedHoldingLock()
        let upstreams = self.upstreams
        self.upstreams = []
        guard isIdleHoldingLock else {
            deferredCompletion = targets
            deferredWork.store(true, ordering: .sequentiallyConsistent)
            finishDeferredWorkIfIdleHoldingLock()
            return
        }
        hot.pointee.activeDeliveries += 1
        lock.unlock()
        _ = upstreams
        finish(targets, with: completion)
    }

    /// Delivers the completion to `targets` inside the session the caller opened, then closes it.
    private func finish(_ targets: [SubjectConduit<Output, Failure>], with completion: Subscribers.Completion<Failure>)
    {
        for conduit in targets { conduit.finish(completion) }
        lock.lock()
        retireHoldingLock(targets)
        closeDeliveryHoldingLock()
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

    /// Opens a delivery session; the caller holds the lock.
    @usableFromInline
    func openDeliveryHoldingLock() { hot.pointee.activeDeliveries += 1 }

    /// Closes a delivery session; the last one to close releases the retired conduits' subscribers.
    @inlinable
    func closeDelivery() {
        lock.lock()
        closeDeliveryHoldingLock()
    }

    /// `closeDelivery` for a caller holding the lock; unlocks.
    @inlinable
    func closeDeliveryHoldingLock() {
        hot.pointee.activeDeliveries -= 1
        if hot.pointee.activeDeliveries == 0 && deferredWork.load(ordering: .sequentiallyConsistent) {
            finishDeferredWorkIfIdleHoldingLock()
            return
        }
        lock.unlock()
    }

    /// Leaves the gate entered by this thread's outermost send, then runs work that waited for it.
    @inlinable
    func leaveGate() {
        gate.leave()
        if deferredWork.load(ordering: .sequentiallyConsistent) {
            lock.lock()
            finishDeferredWorkIfIdleHoldingLock()
        }
    }

    /// Whether no delivery session is open and no thread is inside the gate; the caller holds the lock.
    @usableFromInline
    var isIdleHoldingLock: Bool {
        hot.pointee.activeDeliveries == 0 && gate.owner.load(ordering: .sequentiallyConsistent) == 0
    }

    /// Runs the deferred work if nothing is delivering (else whoever is will); unlocks.
    @usableFromInline
    func finishDeferredWorkIfIdleHoldingLock() {
        guard isIdleHoldingLock, deferredWork.load(ordering: .sequentiallyConsistent) else {
            lock.unlock()
            return
        }
        finishDeferredWorkHoldingLock()
    }

    /// Runs what waited for the last delivery session: a deferred completion, then the release of the
    /// retired conduits' subscribers. Called holding the lock; unlocks before calling out.
    @usableFromInline
    func finishDeferredWorkHoldingLock() {
        if let completion, !deferredCompletion.isEmpty {
            let targets = deferredCompletion
            deferredCompletion = []
            hot.pointee.activeDeliveries += 1
            lock.unlock()
            finish(targets, with: completion)
            return
        }
        let retired = hot.pointee.retired
        hot.pointee.retired = []
        deferredWork.store(false, ordering: .sequentiallyConsistent)
        let targets = retired.compactMap { $0.takeTargetHoldingLock() }
        lock.unlock()
        for target in targets { target.release() }
    }

    /// Queues conduits whose subscribers are released when the last delivery session closes.
    private func retireHoldingLock(_ conduits: [SubjectConduit<Output, Failure>]) {
        guard !conduits.isEmpty else { return }
        hot.pointee.retired.append(contentsOf: conduits)
        deferredWork.store(true, ordering: .sequentiallyConsistent)
    }

    /// Keeps `soleConduit` in step with `conduits`; the caller holds the lock.
    private func noteConduitsChangedHoldingLock() {
        let sole = conduits.count == 1 ? Unmanaged.passUnretained(conduits[0]) : nil
        hot.pointee.soleConduit = sole
        soleAddress.store(sole.map { UInt(bitPattern: $0.toOpaque()) } ?? 0, ordering: .sequentiallyConsistent)
    }

    /// Removes a cancelled conduit and releases its subscriber (at once when no delivery session is
    /// open, else when the last one closes).
    @usableFromInline
    func remove(_ conduit: SubjectConduit<Output, Failure>) {
        lock.lock()
        if let index = hot.pointee.conduits.firstIndex(where: { $0 === conduit }) {
            hot.pointee.conduits.remove(at: index)
            noteConduitsChangedHoldingLock()
        }
        guard isIdleHoldingLock else {
            retireHoldingLock([conduit])
            finishDeferredWorkIfIdleHoldingLock()  // the sender may have left the gate meanwhile
            return
        }
        let target = conduit.takeTargetHoldingLock()
        lock.unlock()
        target?.release()
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
    /// Delivery sessions running now (sends, pending deliveries, the completion).
    @usableFromInline var activeDeliveries = 0
    /// Conduits cancelled or finished during a session, whose subscribers wait for the last session;
    /// the list also keeps those conduits alive until then.
    @usableFromInline var retired: [SubjectConduit<Output, Failure>] = []
    /// The only conduit when there is exactly one (unretained: `conduits` keeps it).
    @usableFromInline var soleConduit: Unmanaged<SubjectConduit<Output, Failure>>?

    @usableFromInline init() {}
}
