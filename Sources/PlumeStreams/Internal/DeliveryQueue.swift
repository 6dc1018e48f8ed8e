/// Base class for operator subscriptions: delivers values to one downstream subscriber in order,
/// one call at a time, never beyond its demand, and never while holding a lock.
///
/// Subclasses call `emit(_:)` and `finish(_:)` from any thread and override the hooks:
/// `didRequest(_:)` (downstream asked for more, e.g. forward upstream), `didCancel()` (downstream
/// cancelled: cancel upstream) and `didTerminate()` (after cancel or after the completion was
/// delivered: release upstream references). Values that exceed the demand wait in a buffer; a
/// failure drops waiting values and is delivered at once, `.finished` waits for the buffer to empty.
///
/// Its `description` (what `print()` and debuggers show) is Combine's name of the operator whose
/// `receive(subscriber:)` created it (see `SubscribingPublisher`).
@usableFromInline
class DeliveryQueue<Output, Failure: Error>: Subscription, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
{
    /// Guards the queue's state; subclasses may use it for their own state, but must not call
    /// `emit`, `finish` or anything downstream/upstream while holding it.
    final let lock = Lock()
    private final var downstream: AnySubscriber<Output, Failure>?
    private final var demand = Subscribers.Demand.none
    private final var buffer: [Output] = []
    /// With `tracksOrigins`, the origin of each buffered value (parallel to `buffer`; -1 for none).
    private final var origins: [Int] = []
    /// Whether `emit(_:origin:)` origins are kept and reported to `didDeliver(from:)` (set by the
    /// subclass before anything is emitted).
    final var tracksOrigins = false
    private final var head = 0
    /// How many buffered values were forwarded (`forward`) and so go downstream regardless of demand.
    private final var unconditional = 0
    private final var pendingCompletion: Subscribers.Completion<Failure>?
    private final var isDraining = false
    private final var isTerminated = false
    private final var isAttached = false

    private final let origin: Any.Type?

    @usableFromInline
    init<S: Subscriber>(downstream: S) where S.Input == Output, S.Failure == Failure {
        self.downstream = AnySubscriber(downstream)
        origin = SubscribingPublisher.current
    }

    /// The operator's name, as Combine prints it: `"Drop"`, `"Zip"`, `"Future"`.
    @usableFromInline
    final var description: String {
        if let origin { return SubscribingPublisher.displayName(of: origin) }
        return SubscribingPublisher.displayName(of: type(of: self), dropping: ["Subscription", "Relay"])
    }

    /// The downstream and the demand not yet met.
    @usableFromInline
    final var customMirror: Mirror {
        let (downstream, demand) = lock.withLock { (self.downstream, self.demand) }
        let children: [Mirror.Child] = [("downstream", downstream as Any), ("demand", demand)]
        return Mirror(self, children: children)
    }

    /// The description.
    @usableFromInline
    final var playgroundDescription: Any { description }

    /// Hands this subscription to the downstream subscriber (once); call before emitting.
    @usableFromInline
    final func attachDownstream() {
        lock.lock()
        guard !isAttached, let downstream else {
            lock.unlock()
            return
        }
        isAttached = true
        lock.unlock()
        downstream.receive(subscription: self)
        drain()
    }

    /// Called by the downstream subscriber.
    @usableFromInline
    final func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        guard !isTerminated else {
            lock.unlock()
            return
        }
        self.demand += demand
        lock.unlock()
        didRequest(demand)
        drain()
    }

    /// Called by the downstream subscriber.
    @usableFromInline
    final func cancel() {
        lock.lock()
        guard !isTerminated else {
            lock.unlock()
            return
        }
        isTerminated = true
        downstream = nil
        buffer = []
        origins = []
        head = 0
        unconditional = 0
        pendingCompletion = nil
        lock.unlock()
        didCancel()
        didTerminate()
    }

    /// Queues `value` for delivery; ignored after a completion or cancellation.
    ///
    /// With `dropIfNoDemand`, the value is discarded when the downstream has no unmet demand left
    /// (how Combine's timers, notifications and debounce behave). With `replacingBeyondDemand`, it
    /// replaces the last waiting value when the waiting values already cover the unmet demand, so at
    /// most one value waits beyond the demand: the latest (how `combineLatest` keeps its latest
    /// combination for the next demand instead of every one). With `tracksOrigins`, `origin` (say, the
    /// upstream it came from) is passed to `didDeliver(from:)` once the value went downstream.
    @usableFromInline
    final func emit(
        _ value: Output, dropIfNoDemand: Bool = false, replacingBeyondDemand: Bool = false, origin: Int = -1
    ) {
        lock.lock()
        guard !isTerminated, pendingCompletion == nil else {
            lock.unlock()
            return
        }
        let waiting = buffer.count - head
        let covered = demand.max.map { $0 <= waiting } == true
        if dropIfNoDemand && covered {
            lock.unlock()
            return
        }
        if replacingBeyondDemand, waiting > unconditional, demand.max.map({ $0 < waiting }) == true {
            buffer[buffer.count - 1] = value
            if tracksOrigins { origins[origins.count - 1] = origin }
            lock.unlock()
            return
        }
        buffer.append(value)
        if tracksOrigins { origins.append(origin) }
        lock.unlock()
        drain()
    }

    /// Delivers `value` at once and returns the downstream's demand for more, as Combine's
    /// value-by-value operators do: a value beyond the demand (an upstream that sends more than it was
    /// asked for) is passed on, not held back. Queues it behind values or a delivery already under
    /// way instead, still to go regardless of demand (then returns `.none`; the demand reaches
    /// `didRequest` later). For subclasses whose upstream calls are serialised.
    final func forward(_ value: Output) -> Subscribers.Demand {
        lock.lock()
        guard !isTerminated, pendingCompletion == nil, let downstream else {
            lock.unlock()
            return .none
        }
        guard isAttached, !isDraining, head >= buffer.count else {
            buffer.append(value)
            if tracksOrigins { origins.append(-1) }
            unconditional += 1
            lock.unlock()
            drain()
            return .none
        }
        isDraining = true
        if demand > 0 { demand.consumeOne() }
        lock.unlock()
        let more = downstream.receive(value)
        lock.lock()
        isDraining = false
        let live = !isTerminated
        if live { demand += more }
        let needsDrain = live && (pendingCompletion != nil || head < buffer.count)
        lock.unlock()
        if needsDrain { drain() }
        return live ? more : .none
    }

    /// Queues the completion; later emits and finishes are ignored. Returns false if already ended.
    @usableFromInline @discardableResult
    final func finish(_ completion: Subscribers.Completion<Failure>) -> Bool {
        lock.lock()
        guard !isTerminated, pendingCompletion == nil else {
            lock.unlock()
            return false
        }
        if case .failure = completion {
            buffer = []
            origins = []
            head = 0
            unconditional = 0
        }
        pendingCompletion = completion
        lock.unlock()
        drain()
        return true
    }

    /// The downstream demand not yet covered by buffered values.
    final var unmetDemand: Subscribers.Demand {
        lock.withLock { demand - (buffer.count - head) }
    }

    /// Whether the subscription was cancelled, or a completion is pending or delivered.
    final var isFinished: Bool { lock.withLock { isTerminated || pendingCompletion != nil } }

    /// Hook: the downstream requested `demand` more (also after a value, for the returned demand).
    func didRequest(_ demand: Subscribers.Demand) {}
    /// Hook (with `tracksOrigins`): a value emitted with `origin` went downstream.
    func didDeliver(from origin: Int) {}
    /// Hook: the downstream cancelled.
    func didCancel() {}
    /// Hook: the subscription ended (cancelled or completed); release upstream references.
    func didTerminate() {}

    private final func drain() {
        lock.lock()
        guard !isDraining, isAttached else {
            lock.unlock()
            return
        }
        isDraining = true
        while true {
            guard !isTerminated, let downstream else {
                isDraining = false
                lock.unlock()
                return
            }
            if head < buffer.count && (demand > 0 || unconditional > 0) {
                let value = buffer[head]
                let origin = tracksOrigins ? origins[head] : -1
                head += 1
                if head == buffer.count {
                    buffer.removeAll(keepingCapacity: true)
                    if tracksOrigins { origins.removeAll(keepingCapacity: true) }
                    head = 0
                }
                if unconditional > 0 { unconditional -= 1 }
                if demand > 0 { demand.consumeOne() }
                lock.unlock()
                let more = downstream.receive(value)
                if more > 0 {
                    lock.lock()
                    let live = !isTerminated
                    if live { demand += more }
                    lock.unlock()
                    if live { didRequest(more) }
                }
                if origin >= 0 { didDeliver(from: origin) }
                lock.lock()
                continue
            }
            if head >= buffer.count, let completion = pendingCompletion {
                pendingCompletion = nil
                isTerminated = true
                self.downstream = nil
                isDraining = false
                lock.unlock()
                downstream.receive(completion: completion)
                didTerminate()
                return
            }
            isDraining = false
            lock.unlock()
            return
        }
    }
}
