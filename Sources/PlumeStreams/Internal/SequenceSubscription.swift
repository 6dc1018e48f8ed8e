/// Delivers the elements of a sequence on demand, then a completion (behind `Just`,
/// `Publishers.Sequence` and `Record`). Re-entrant requests are folded into the running loop.
final class SequenceSubscription<Elements: Sequence, Failure: Error, Downstream: Subscriber>: Subscription,
    CustomStringConvertible
where Downstream.Input == Elements.Element, Downstream.Failure == Failure {
    private let lock = Lock()
    private var downstream: Downstream?
    private var iterator: Elements.Iterator
    private var nextElement: Elements.Element?
    private let completion: Subscribers.Completion<Failure>
    private var demand = Subscribers.Demand.none
    private var isEmitting = false

    /// Subscribes `downstream`: an empty sequence completes at once.
    static func start(
        _ elements: Elements, completion: Subscribers.Completion<Failure>, downstream: Downstream
    ) {
        var iterator = elements.makeIterator()
        guard let first = iterator.next() else {
            downstream.receive(subscription: Subscriptions.empty)
            downstream.receive(completion: completion)
            return
        }
        let subscription = SequenceSubscription(
            downstream: downstream, iterator: iterator, first: first, completion: completion)
        downstream.receive(subscription: subscription)
    }

    private init(
        downstream: Downstream, iterator: Elements.Iterator, first: Elements.Element,
        completion: Subscribers.Completion<Failure>
    ) {
        self.downstream = downstream
        self.iterator = iterator
        self.nextElement = first
        self.completion = completion
    }

    var description: String { "Sequence" }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        guard downstream != nil else {
            lock.unlock()
            return
        }
        self.demand += demand
        guard !isEmitting else {
            lock.unlock()
            return
        }
        isEmitting = true
        while let downstream, self.demand > 0, let element = nextElement {
            self.demand.consumeOne()
            nextElement = iterator.next()
            let isLast = nextElement == nil
            if isLast { self.downstream = nil }
            lock.unlock()
            let more = downstream.receive(element)
            if isLast {
                downstream.receive(completion: completion)
                return
            }
            lock.lock()
            self.demand += more
        }
        isEmitting = false
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        downstream = nil
        nextElement = nil
        lock.unlock()
    }
}
