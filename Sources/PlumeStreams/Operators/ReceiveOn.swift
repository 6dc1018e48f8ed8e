extension Publishers {
    /// Delivers values and the completion on a scheduler (demand goes upstream directly).
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// Where values are delivered.
        public let scheduler: Context
        /// Scheduling options.
        public let options: Context.SchedulerOptions?

        /// Creates the operator.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = FanInRelay<Output, Failure>(downstream: subscriber)
            relay.attachDownstream()
            let (scheduler, options) = (self.scheduler, self.options)
            relay.addSide(
                upstream,
                receiveValue: { _, value in scheduler.schedule(options: options) { relay.emit(value) } },
                receiveCompletion: { _, completion in scheduler.schedule(options: options) { relay.finish(completion) }
                })
        }
    }

    /// Subscribes to the upstream, and requests and cancels, on a scheduler.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// Where subscription work happens.
        public let scheduler: Context
        /// Scheduling options.
        public let options: Context.SchedulerOptions?

        /// Creates the operator.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = SubscribeOnRelay<Output, Failure>(downstream: subscriber)
            relay.schedule = { [scheduler, options] work in scheduler.schedule(options: options, work) }
            let side = ClosureSubscriber<Output, Failure>(
                receiveValue: { relay.emit($0) }, receiveCompletion: { relay.finish($0) })
            relay.side = side
            relay.attachDownstream()
            let upstream = self.upstream
            scheduler.schedule(options: options) { upstream.subscribe(side) }
        }
    }
}

/// The subscription of `subscribe(on:)`: forwards requests and cancellation through the scheduler.
final class SubscribeOnRelay<Output, Failure: Error>: DeliveryQueue<Output, Failure> {
    var side: ClosureSubscriber<Output, Failure>?
    var schedule: ((@escaping () -> Void) -> Void)?

    override func didRequest(_ demand: Subscribers.Demand) {
        lock.lock()
        let side = self.side
        let schedule = self.schedule
        lock.unlock()
        if let side, let schedule { schedule { side.request(demand) } }
    }

    override func didCancel() {
        lock.lock()
        let side = self.side
        let schedule = self.schedule
        lock.unlock()
        if let side, let schedule { schedule { side.cancel() } }
    }

    override func didTerminate() {
        lock.lock()
        side = nil
        schedule = nil
        lock.unlock()
    }
}

extension Publisher {
    /// Delivers values and the completion on `scheduler`: `.receive(on: DispatchQueue.main)`.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.ReceiveOn<Self, S>
    {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Performs subscription, requests and cancellation on `scheduler`.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.SubscribeOn<
            Self, S
        >
    {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}
