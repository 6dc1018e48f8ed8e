/// The subscription behind `catch`, `tryCatch` and `retry`: delivers from one upstream at a time and
/// can move on to a new one, which receives the downstream's remaining demand.
///
/// Subscribing again from inside a synchronous failure is trampolined, so a publisher that fails at
/// once cannot overflow the stack.
final class ChainRelay<Output, Failure: Error>: DeliveryQueue<Output, Failure> {
    private var current: Cancellable?
    private var currentRequest: ((Subscribers.Demand) -> Void)?
    private var isSubscribing = false
    private var next: (() -> Void)?

    /// Subscribes to `publisher`; its failure goes to `onFailure`, which may call `follow` again or
    /// `finish`; `.finished` goes to `onFinished` when given (else the relay finishes).
    func follow<P: Publisher>(
        _ publisher: P, onFinished: (() -> Void)? = nil, onFailure: @escaping (P.Failure) -> Void
    ) where P.Output == Output {
        let start = { [self] in
            let side = ClosureSubscriber<Output, P.Failure>(
                receiveValue: { value in self.emit(value) },
                receiveCompletion: { completion in
                    switch completion {
                    case .finished:
                        if let onFinished { onFinished() } else { self.finish(.finished) }
                    case .failure(let error): onFailure(error)
                    }
                })
            lock.lock()
            let previous = current
            current = side
            currentRequest = { side.request($0) }
            lock.unlock()
            previous?.cancel()
            guard !isFinished else {
                side.cancel()
                return
            }
            publisher.subscribe(side)
            let demand = unmetDemand
            if demand > 0 { side.request(demand) }
        }
        lock.lock()
        if isSubscribing {
            next = start
            lock.unlock()
            return
        }
        isSubscribing = true
        lock.unlock()
        var step: (() -> Void)? = start
        while let run = step {
            run()
            lock.lock()
            step = next
            next = nil
            if step == nil { isSubscribing = false }
            lock.unlock()
        }
    }

    override func didRequest(_ demand: Subscribers.Demand) {
        lock.lock()
        let request = currentRequest
        lock.unlock()
        request?(demand)
    }

    override func didCancel() {
        lock.lock()
        let current = self.current
        lock.unlock()
        current?.cancel()
    }

    override func didTerminate() {
        lock.lock()
        current = nil
        currentRequest = nil
        next = nil
        lock.unlock()
    }
}
