extension Publishers {
    /// Emits a value only after the upstream has been quiet for `dueTime`.
    ///
    /// Requests unlimited values upstream; a value due while the downstream has no demand is dropped.
    /// When the upstream finishes, a value still waiting is emitted first; a failure drops it. Values
    /// and the completion are delivered on the scheduler, as in Combine.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The quiet time required.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// Where the timing happens and values are delivered.
        public let scheduler: Context
        /// Scheduling options.
        public let options: Context.SchedulerOptions?

        /// Creates the operator.
        public init(
            upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?
        ) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        /// Subscribes the operator. Inlinable, so that a client's debounce is specialised for its
        /// value type (its per-value closures then run without generic metadata look-ups).
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = FanInRelay<Output, Failure>(downstream: subscriber)
            relay.attachDownstream()
            let state = DebounceState<Output>()
            let (scheduler, dueTime, options) = (self.scheduler, self.dueTime, self.options)
            relay.addSide(
                upstream, followsDemand: false, initialDemand: .unlimited,
                receiveValue: { _, value in
                    let mine = state.replace(with: value)
                    scheduler.schedule(
                        after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance,
                        options: options
                    ) {
                        if let due = state.take(ifGeneration: mine) { relay.emit(due, dropIfNoDemand: true) }
                    }
                },
                receiveCompletion: { _, completion in
                    guard case .finished = completion else {
                        _ = state.take(ifGeneration: nil)
                        scheduler.schedule(options: options) { relay.finish(completion) }
                        return
                    }
                    scheduler.schedule(options: options) {
                        if let due = state.take(ifGeneration: nil) { relay.emit(due, dropIfNoDemand: true) }
                        relay.finish(.finished)
                    }
                })
        }
    }
}

/// The value a debounce holds back, and the generation of the latest value (each value starts a
/// new one; a scheduled emission is due only if no newer value came).
@usableFromInline
final class DebounceState<Output> {
    @usableFromInline let lock = Lock()
    // Guarded by `lock`, so they skip Swift's dynamic exclusivity checks.
    @exclusivity(unchecked) @usableFromInline var generation = 0
    @exclusivity(unchecked) @usableFromInline var pending: Output?

    @inlinable init() {}

    /// Holds `value` back in place of any earlier one; returns its generation.
    @inlinable
    func replace(with value: Output) -> Int {
        lock.lock()
        defer { lock.unlock() }
        generation &+= 1
        pending = value
        return generation
    }

    /// Takes the held value if `generation` is still the latest (any generation when `nil`); after
    /// that, no earlier scheduled emission finds a value.
    @inlinable
    func take(ifGeneration wanted: Int?) -> Output? {
        lock.lock()
        defer { lock.unlock() }
        guard wanted == nil || wanted == generation else { return nil }
        let due = pending
        pending = nil
        generation &+= 1
        return due
    }
}

extension Publisher {
    /// Emits a value once the upstream has been quiet for `dueTime` (Apple's example: values at
    /// 0, 0.25, 1, 1.25, 1.5 and 2 s debounced by 0.5 s emit the ones at indexes 1, 4 and 5).
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    )
        -> Publishers.Debounce<Self, S>
    {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}
