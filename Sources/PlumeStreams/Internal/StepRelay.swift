/// What a single-upstream operator does with one upstream value.
enum RelayStep<Output, Failure: Error> {
    /// Pass `Output` downstream.
    case emit(Output)
    /// Drop the value (one more is requested upstream when demand is forwarded).
    case drop
    /// Drop the value without asking for another (it was asked for ahead, as `dropFirst` does).
    case skip
    /// Pass the value, then cancel upstream and finish.
    case emitAndFinish(Output)
    /// Cancel upstream and finish without a value.
    case finish
    /// Cancel upstream and fail.
    case fail(Failure)
}

/// The subscription behind most single-upstream operators (tryMap, scan, reduce, first, …).
///
/// Per-subscription state lives in the `step` and `complete` closures, which the operator creates
/// anew in each `receive(subscriber:)`; upstream calls are serialised, so they need no lock. With
/// `forwardsDemand` the downstream demand goes upstream 1:1 (dropped values are re-requested) and
/// values go downstream at once, the downstream's demand for more returned to the upstream, as in
/// Combine (also a value beyond the demand); otherwise `.unlimited` is requested at once (reducing
/// operators) and their one result waits for demand. `initialDemand` is requested upstream before
/// the downstream gets its subscription (`dropFirst` asks for the values it will drop).
final class StepRelay<Input, UpstreamFailure: Error, Output, Failure: Error>: DeliveryQueue<Output, Failure>,
    Subscriber
{
    private var upstream: Subscription?
    private var upstreamEnded = false
    private let forwardsDemand: Bool
    private let initialDemand: Subscribers.Demand
    private let step: (Input) -> RelayStep<Output, Failure>
    private let complete: (Subscribers.Completion<UpstreamFailure>) -> (Output?, Subscribers.Completion<Failure>)

    init<S: Subscriber>(
        downstream: S, forwardsDemand: Bool = true, initialDemand: Subscribers.Demand = .none,
        step: @escaping (Input) -> RelayStep<Output, Failure>,
        complete: @escaping (Subscribers.Completion<UpstreamFailure>) -> (Output?, Subscribers.Completion<Failure>)
    ) where S.Input == Output, S.Failure == Failure {
        self.forwardsDemand = forwardsDemand
        self.initialDemand = initialDemand
        self.step = step
        self.complete = complete
        super.init(downstream: downstream)
    }

    func receive(subscription: Subscription) {
        lock.lock()
        guard upstream == nil, !upstreamEnded else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = subscription
        lock.unlock()
        if initialDemand > 0 { subscription.request(initialDemand) }
        attachDownstream()
        if !forwardsDemand { subscription.request(.unlimited) }
    }

    /// A value before the subscription (an upstream breaking the contract) is ignored, as Combine's
    /// operators ignore it; so is one after the completion or a cancel.
    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        let isSubscribed = upstream != nil
        lock.unlock()
        guard isSubscribed, !isFinished else { return .none }
        switch step(input) {
        case .emit(let output):
            guard forwardsDemand else {
                emit(output)
                return .none
            }
            return forward(output)
        case .drop:
            return forwardsDemand ? .max(1) : .none
        case .skip:
            return .none
        case .emitAndFinish(let output):
            cancelUpstream()
            if forwardsDemand { _ = forward(output) } else { emit(output) }
            finish(.finished)
        case .finish:
            cancelUpstream()
            finish(.finished)
        case .fail(let error):
            cancelUpstream()
            finish(.failure(error))
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        lock.lock()
        guard !upstreamEnded else {
            lock.unlock()
            return
        }
        upstreamEnded = true
        upstream = nil
        lock.unlock()
        guard !isFinished else { return }
        let (last, completion) = complete(completion)
        if let last { emit(last) }
        finish(completion)
    }

    override func didRequest(_ demand: Subscribers.Demand) {
        guard forwardsDemand else { return }
        lock.lock()
        let upstream = self.upstream
        lock.unlock()
        upstream?.request(demand)
    }

    override func didCancel() { cancelUpstream() }

    override func didTerminate() {
        lock.withLock { upstream = nil }
    }

    private func cancelUpstream() {
        lock.lock()
        let upstream = self.upstream
        self.upstream = nil
        upstreamEnded = true
        lock.unlock()
        upstream?.cancel()
    }
}

extension Publisher {
    /// Subscribes a `StepRelay` for `subscriber` whose upstream failures pass through unchanged.
    func relay<S: Subscriber>(
        to subscriber: S, forwardsDemand: Bool = true, initialDemand: Subscribers.Demand = .none,
        step: @escaping (Output) -> RelayStep<S.Input, S.Failure>,
        complete: @escaping (Subscribers.Completion<Failure>) -> (S.Input?, Subscribers.Completion<S.Failure>)
    ) {
        subscribe(
            StepRelay<Output, Failure, S.Input, S.Failure>(
                downstream: subscriber, forwardsDemand: forwardsDemand, initialDemand: initialDemand, step: step,
                complete: complete))
    }
}

/// The usual completion mapping: the upstream's completion passes through, no final value.
func passCompletion<Output, Failure: Error>(_ completion: Subscribers.Completion<Failure>) -> (
    Output?, Subscribers.Completion<Failure>
) { (nil, completion) }

/// Completion mapping for operators whose failure type is `any Error`.
func eraseCompletion<Output, Failure: Error>(_ completion: Subscribers.Completion<Failure>) -> (
    Output?, Subscribers.Completion<Error>
) { (nil, completion.eraseError) }
