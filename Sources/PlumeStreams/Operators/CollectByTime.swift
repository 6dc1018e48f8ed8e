extension Publishers {
    /// How `collect(_:options:)` groups values in time.
    public enum TimeGroupingStrategy<Context: Scheduler> {
        /// Emit the values of every interval (empty intervals emit nothing).
        case byTime(Context, Context.SchedulerTimeType.Stride)
        /// Emit every interval, or as soon as `Int` values are collected.
        case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
    }

    /// Emits arrays of the values collected during each interval (or up to a count).
    ///
    /// Requests unlimited values upstream. On `.finished` the values collected so far are emitted;
    /// on a failure they are dropped.
    public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The collected values.
        public typealias Output = [Upstream.Output]
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The grouping.
        public let strategy: TimeGroupingStrategy<Context>
        /// Scheduling options.
        public let options: Context.SchedulerOptions?

        /// Creates the operator.
        public init(upstream: Upstream, strategy: TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.strategy = strategy
            self.options = options
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = FanInRelay<Output, Failure>(downstream: subscriber)
            relay.attachDownstream()
            let (scheduler, interval, limit): (Context, Context.SchedulerTimeType.Stride, Int)
            switch strategy {
            case .byTime(let context, let stride): (scheduler, interval, limit) = (context, stride, Int.max)
            case .byTimeOrCount(let context, let stride, let count):
                (scheduler, interval, limit) = (context, stride, Swift.max(1, count))
            }
            let lock = Lock()
            var group: [Upstream.Output] = []
            func flush() {
                lock.lock()
                let values = group
                group = []
                lock.unlock()
                if !values.isEmpty { relay.emit(values) }
            }
            let timer = scheduler.schedule(
                after: scheduler.now.advanced(by: interval), interval: interval, tolerance: scheduler.minimumTolerance,
                options: options, flush)
            relay.addSide(
                upstream, followsDemand: false, initialDemand: .unlimited,
                receiveValue: { _, value in
                    lock.lock()
                    group.append(value)
                    let full = group.count >= limit
                    lock.unlock()
                    if full { flush() }
                },
                receiveCompletion: { _, completion in
                    timer.cancel()
                    if case .finished = completion { flush() }
                    relay.finish(completion)
                })
            relay.onTerminate { timer.cancel() }
        }
    }
}

extension Publisher {
    /// Emits arrays of values grouped by time (or time and count).
    ///
    /// ```swift
    /// subject.collect(.byTime(scheduler, .seconds(1)))
    /// ```
    public func collect<S: Scheduler>(
        _ strategy: Publishers.TimeGroupingStrategy<S>, options: S.SchedulerOptions? = nil
    )
        -> Publishers.CollectByTime<Self, S>
    {
        Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
    }
}
