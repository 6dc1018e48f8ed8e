/// Subscribes `subscriber` to the latest-values combination of `publishers` (values as `Any`).
///
/// Emits `combine(latest)` whenever any side emits once every side has emitted; beyond the demand,
/// only the latest combination waits (Combine keeps one latest value per side) and goes downstream
/// on the next demand (where Combine waits for the next upstream value). Finishes when all
/// sides have finished, or at once when a side finishes without ever emitting; fails when one fails.
func combineLatestSubscribe<Failure: Error, S: Subscriber>(
    _ publishers: [AnyPublisher<Any, Failure>], _ subscriber: S, combine: @escaping ([Any]) -> S.Input
) where S.Failure == Failure {
    let relay = FanInRelay<S.Input, Failure>(downstream: subscriber)
    relay.attachDownstream()
    let lock = Lock()
    var latest = [Any?](repeating: nil, count: publishers.count)
    var filled = 0
    var finished = 0
    for (index, publisher) in publishers.enumerated() {
        relay.addSide(
            publisher,
            receiveValue: { _, value in
                lock.lock()
                if latest[index] == nil { filled += 1 }
                latest[index] = value
                let ready = filled == latest.count ? latest.map { $0! } : nil
                lock.unlock()
                if let ready {
                    relay.emit(combine(ready), replacingBeyondDemand: true)
                } else {
                    relay.requestSide(index, .max(1))
                }
            },
            receiveCompletion: { _, completion in
                guard case .finished = completion else {
                    relay.finish(completion)
                    return
                }
                lock.lock()
                finished += 1
                let done = finished == latest.count || latest[index] == nil
                lock.unlock()
                if done { relay.finish(.finished) }
            })
    }
}

/// Subscribes `subscriber` to the pairwise (zip) combination of `publishers` (values as `Any`).
///
/// Emits `combine` of the oldest unused value of every side once each has one. Finishes when a
/// finished side has no buffered value left; fails when one fails.
func zipSubscribe<Failure: Error, S: Subscriber>(
    _ publishers: [AnyPublisher<Any, Failure>], _ subscriber: S, combine: @escaping ([Any]) -> S.Input
) where S.Failure == Failure {
    let relay = FanInRelay<S.Input, Failure>(downstream: subscriber)
    relay.attachDownstream()
    let lock = Lock()
    var queues = [[Any]](repeating: [], count: publishers.count)
    var isFinished = [Bool](repeating: false, count: publishers.count)
    func exhausted() -> Bool {
        queues.indices.contains { isFinished[$0] && queues[$0].isEmpty }
    }
    for (index, publisher) in publishers.enumerated() {
        relay.addSide(
            publisher,
            receiveValue: { _, value in
                lock.lock()
                queues[index].append(value)
                var ready: [Any]?
                if queues.allSatisfy({ !$0.isEmpty }) {
                    ready = queues.indices.map { queues[$0].removeFirst() }
                }
                let done = ready != nil && exhausted()
                lock.unlock()
                if let ready { relay.emit(combine(ready), replacingBeyondDemand: true) }
                if done { relay.finish(.finished) }
            },
            receiveCompletion: { _, completion in
                guard case .finished = completion else {
                    relay.finish(completion)
                    return
                }
                lock.lock()
                isFinished[index] = true
                let done = exhausted()
                lock.unlock()
                if done { relay.finish(.finished) }
            })
    }
}

extension Publisher {
    /// This publisher with values boxed as `Any` (for the combining operators).
    func boxed() -> AnyPublisher<Any, Failure> { map { $0 as Any }.eraseToAnyPublisher() }
}
