extension Publishers {
    /// Delivers every value and the completion `interval` later, on the scheduler.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The delay.
        public let interval: Context.SchedulerTimeType.Stride
        /// The allowed lateness.
        public let tolerance: Context.SchedulerTimeType.Stride
        /// Where values are delivered.
        public let scheduler: Context
        /// Scheduling options.
        public let options: Context.SchedulerOptions?

        /// Creates the operator.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
            scheduler: Context, options: Context.SchedulerOptions? = nil
        ) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = FanInRelay<Output, Failure>(downstream: subscriber)
            relay.attachDownstream()
            let (scheduler, interval, tolerance, options) = (
                self.scheduler, self.interval, self.tolerance, self.options
            )
            relay.addSide(
                upstream,
                receiveValue: { _, value in
                    scheduler.schedule(
                        after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options
                    ) {
                        relay.emit(value)
                    }
                },
                receiveCompletion: { _, completion in
                    scheduler.schedule(
                        after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options
                    ) {
                        relay.finish(completion)
                    }
                })
        }
    }

    /// Ends the stream if the upstream stays silent for longer than `interval`.
    ///
    /// On timeout the upstream is cancelled and the stream finishes, or fails with `customError()`. As in
    /// Combine, values and the completion are delivered on the scheduler.
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The longest allowed silence.
        public let interval: Context.SchedulerTimeType.Stride
        /// Where the timer runs.
        public let scheduler: Context
        /// Scheduling options.
        public let options: Context.SchedulerOptions?
        /// Makes the error to fail with; `nil` finishes normally.
        public let customError: (() -> Upstream.Failure)?

        /// Creates the operator.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?, customError: (() -> Upstream.Failure)?
        ) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.options = options
            self.customError = customError
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = FanInRelay<Output, Failure>(downstream: subscriber)
            relay.attachDownstream()
            let lock = Lock()
            var generation = 0
            let (scheduler, interval, options, customError) = (
                self.scheduler, self.interval, self.options, self.customError
            )
            func arm() {
                lock.lock()
                generation += 1
                let mine = generation
                lock.unlock()
                scheduler.schedule(
                    after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance,
                    options: options
                ) {
                    lock.lock()
                    let expired = generation == mine
                    lock.unlock()
                    guard expired else { return }
                    relay.finish(customError.map { .failure($0()) } ?? .finished)
                }
            }
            arm()
            relay.addSide(
                upstream,
                receiveValue: { _, value in
                    arm()
                    scheduler.schedule(options: options) { relay.emit(value) }
                },
                receiveCompletion: { _, completion in
                    lock.withLock { generation += 1 }
                    scheduler.schedule(options: options) { relay.finish(completion) }
                })
        }
    }

    /// Emits the time elapsed between successive values (the first: since subscription).
    public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The elapsed time.
        public typealias Output = Context.SchedulerTimeType.Stride
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The clock.
        public let scheduler: Context

        /// Creates the operator.
        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler
            var last = scheduler.now
            upstream.relay(
                to: subscriber,
                step: { _ in
                    let now = scheduler.now
                    defer { last = now }
                    return .emit(last.distance(to: now))
                }, complete: passCompletion)
        }
    }
}

extension Publisher {
    /// Delays values and completion by `interval`.
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(
            upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
            scheduler: scheduler,
            options: options)
    }

    /// Ends the stream after `interval` of silence (finishing, or failing with `customError()`).
    public func timeout<S: Scheduler>(
        _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
        customError: (() -> Failure)? = nil
    ) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(
            upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
    }

    /// Emits the time between successive values, measured with `scheduler`.
    public func measureInterval<S: Scheduler>(using scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.MeasureInterval<Self, S>
    {
        Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
    }
}
