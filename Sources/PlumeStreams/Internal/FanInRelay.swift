/// The subscription behind operators with several upstreams (merge, combineLatest, zip, flatMap,
/// switchToLatest): it owns one inner subscriber per upstream ("side").
///
/// Sides that follow demand receive every downstream request, and on subscription the demand not
/// yet covered by buffered values; values they deliver beyond the demand wait in the queue. All
/// sides are cancelled when the downstream cancels or the subscription completes.
@usableFromInline
final class FanInRelay<Output, Failure: Error>: DeliveryQueue<Output, Failure> {
    private var sides: [Int: Side] = [:]
    private var nextSideID = 0
    private var terminationActions: [() -> Void] = []

    /// Runs `action` once when the subscription ends (cancelled or completed).
    func onTerminate(_ action: @escaping () -> Void) {
        lock.lock()
        terminationActions.append(action)
        lock.unlock()
        if isFinished { runTerminationActions() }
    }

    private func runTerminationActions() {
        lock.lock()
        let actions = terminationActions
        terminationActions = []
        lock.unlock()
        for action in actions { action() }
    }

    private struct Side {
        let handle: UpstreamHandle
        let followsDemand: Bool
    }

    /// Subscribes a new side to `publisher`; the closures receive the side's id. Returns the id.
    @usableFromInline @discardableResult
    func addSide<P: Publisher>(
        _ publisher: P, followsDemand: Bool = true, initialDemand: Subscribers.Demand? = nil,
        receiveValue: @escaping (Int, P.Output) -> Void,
        receiveCompletion: @escaping (Int, Subscribers.Completion<P.Failure>) -> Void
    ) -> Int {
        lock.lock()
        let id = nextSideID
        nextSideID += 1
        lock.unlock()
        let side = ClosureSubscriber<P.Output, P.Failure>(
            receiveValue: { receiveValue(id, $0) },
            receiveCompletion: { completion in
                self.removeSide(id)
                receiveCompletion(id, completion)
            })
        guard !isFinished else { return id }
        lock.lock()
        sides[id] = Side(handle: side, followsDemand: followsDemand)
        lock.unlock()
        publisher.subscribe(side)
        let demand = initialDemand ?? (followsDemand ? unmetDemand : .none)
        if demand > 0 { side.request(demand) }
        return id
    }

    /// Requests more from one side.
    func requestSide(_ id: Int, _ demand: Subscribers.Demand) {
        lock.lock()
        let side = sides[id]
        lock.unlock()
        side?.handle.request(demand)
    }

    /// Cancels and forgets one side.
    func cancelSide(_ id: Int) {
        lock.lock()
        let side = sides.removeValue(forKey: id)
        lock.unlock()
        side?.handle.cancel()
    }

    /// Forgets a side that completed.
    private func removeSide(_ id: Int) {
        lock.lock()
        sides[id] = nil
        lock.unlock()
    }

    /// Called with every downstream request (also the demand returned from a value), after the sides
    /// that follow demand got it, and (with `tracksOrigins`) with the side id of each value emitted
    /// as `emit(_:origin: sideID)` once it went downstream. Released when the subscription ends.
    private var onRequest: ((Subscribers.Demand) -> Void)?
    private var onDeliver: ((Int) -> Void)?

    /// Sets the request and delivery hooks (before `attachDownstream()`).
    func observe(requests: @escaping (Subscribers.Demand) -> Void, deliveries: @escaping (Int) -> Void) {
        lock.withLock {
            onRequest = requests
            onDeliver = deliveries
        }
    }

    override func didRequest(_ demand: Subscribers.Demand) {
        lock.lock()
        let targets = sides.values.filter(\.followsDemand)
        let onRequest = self.onRequest
        lock.unlock()
        for side in targets { side.handle.request(demand) }
        onRequest?(demand)
    }

    override func didDeliver(from origin: Int) {
        lock.lock()
        let onDeliver = self.onDeliver
        lock.unlock()
        onDeliver?(origin)
    }

    override func didTerminate() {
        lock.lock()
        let targets = sides.values
        sides = [:]
        onRequest = nil
        onDeliver = nil
        lock.unlock()
        for side in targets { side.handle.cancel() }
        runTerminationActions()
    }
}

/// What the fan-in relay needs from an inner subscriber.
protocol UpstreamHandle: AnyObject {
    func request(_ demand: Subscribers.Demand)
    func cancel()
}

extension ClosureSubscriber: UpstreamHandle {}
