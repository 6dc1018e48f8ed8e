extension Publishers {
    /// Emits at most one value per `interval`: the first value at once, then at the end of each
    /// window the latest (or first) value received during it.
    ///
    /// Requests unlimited values upstream; values due while the downstream has no demand are dropped.
    /// When the upstream finishes, a value waiting for its window is emitted before `.finished`. As in
    /// Combine, every value and the completion are delivered on the scheduler (the first value too).
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The window length.
        public let interval: Context.SchedulerTimeType.Stride
        /// Where the timing happens.
        public let scheduler: Context
        /// `true`: emit the latest value of a window; `false`: the first.
        public let latest: Bool

        /// Creates the operator.
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = FanInRelay<Output, Failure>(downstream: subscriber)
            relay.attachDownstream()
            let lock = Lock()
            var lastEmission: Context.SchedulerTimeType?
            var pending: Output?
            var windowScheduled = false
            let (scheduler, interval, latest) = (self.scheduler, self.interval, self.latest)
            func closeWindow() {
                lock.lock()
                windowScheduled = false
                let value = pending
                pending = nil
                if value != nil { lastEmission = scheduler.now }
                lock.unlock()
                if let value { relay.emit(value, dropIfNoDemand: true) }
            }
            relay.addSide(
                upstream, followsDemand: false, initialDemand: .unlimited,
                receiveValue: { _, value in
                    let now = scheduler.now
                    lock.lock()
                    if !windowScheduled, lastEmission.map({ $0.distance(to: now) >= interval }) ?? true {
                        lastEmission = now
                        lock.unlock()
                        scheduler.schedule { relay.emit(value, dropIfNoDemand: true) }
                        return
                    }
                    if latest || pending == nil { pending = value }
                    let schedule = !windowScheduled
                    windowScheduled = true
                    let due = (lastEmission ?? now).advanced(by: interval)
                    lock.unlock()
                    if schedule { scheduler.schedule(after: due) { closeWindow() } }
                },
                receiveCompletion: { _, completion in
                    scheduler.schedule {
                        if case .finished = completion {
                            lock.lock()
                            let value = pending
                            pending = nil
                            lock.unlock()
                            if let value { relay.emit(value, dropIfNoDemand: true) }
                        }
                        relay.finish(completion)
                    }
                })
        }
    }
}

extension Publisher {
    /// Emits at most one value per `interval`; `latest` picks the latest (true) or first (false)
    /// value of each window.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool)
        -> Publishers.Throttle<Self, S>
    {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}
