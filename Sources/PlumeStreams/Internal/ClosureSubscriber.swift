/// An internal subscriber that forwards to closures and lets its owner request and cancel.
///
/// Used by operators with inner subscriptions (merge, flatMap, …). It stores the subscription it is
/// given and requests nothing on its own. Values after cancel or completion are dropped.
final class ClosureSubscriber<Input, Failure: Error>: Subscriber, Cancellable {
    private let lock = Lock()
    private var subscription: Subscription?
    private var pendingDemand = Subscribers.Demand.none
    private var isTerminated = false
    private let receiveValue: (Input) -> Subscribers.Demand
    private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    init(
        receiveValue: @escaping (Input) -> Subscribers.Demand,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
    }

    convenience init(
        receiveValue: @escaping (Input) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        self.init(
            receiveValue: {
                receiveValue($0)
                return .none
            }, receiveCompletion: receiveCompletion)
    }

    func receive(subscription: Subscription) {
        lock.lock()
        guard !isTerminated, self.subscription == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        self.subscription = subscription
        let demand = pendingDemand
        pendingDemand = .none
        lock.unlock()
        if demand > 0 { subscription.request(demand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        let live = !isTerminated
        lock.unlock()
        return live ? receiveValue(input) : .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard !isTerminated else {
            lock.unlock()
            return
        }
        isTerminated = true
        subscription = nil
        lock.unlock()
        receiveCompletion(completion)
    }

    /// Requests from the upstream; remembered if the subscription has not arrived yet.
    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        guard !isTerminated else {
            lock.unlock()
            return
        }
        guard let subscription else {
            pendingDemand += demand
            lock.unlock()
            return
        }
        lock.unlock()
        subscription.request(demand)
    }

    func cancel() {
        lock.lock()
        let subscription = self.subscription
        self.subscription = nil
        isTerminated = true
        lock.unlock()
        subscription?.cancel()
    }
}
