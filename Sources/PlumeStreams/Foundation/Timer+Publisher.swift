import Foundation

extension Timer {
    /// A publisher of the current date every `interval` seconds, once connected.
    ///
    /// ```swift
    /// let c = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { print($0) }
    /// ```
    /// Ticks while the downstream has no demand are dropped. Set `TimerPublisher.clockOverride` to
    /// drive timers from a manual clock in tests.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// The connectable publisher returned by `Timer.publish`.
    ///
    /// Differs from Apple: an interval that is not a positive finite number is clamped to 1 ms.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// The current date at each tick.
        public typealias Output = Date
        /// Never fails.
        public typealias Failure = Never

        /// Seconds between ticks.
        public let interval: TimeInterval
        /// Allowed lateness.
        public let tolerance: TimeInterval?
        /// The run loop the timer is added to (when no clock override is set).
        public let runLoop: RunLoop
        /// The run loop mode.
        public let mode: RunLoop.Mode
        /// Scheduling options (unused).
        public let options: RunLoop.SchedulerOptions?

        private let subject = PassthroughSubject<Date, Never>()
        private let lock = Lock()
        private var connection: AnyCancellable?

        private static let overrideLock = Lock()
        nonisolated(unsafe) private static var storedOverride: TimerPublisherClock?

        /// When set, timer publishers connected from then on tick on this clock instead of the run
        /// loop (a `TestScheduler`, or the UI test host's manual clock). Set it back to `nil` to restore.
        public static var clockOverride: TimerPublisherClock? {
            get { overrideLock.withLock { storedOverride } }
            set { overrideLock.withLock { storedOverride = newValue } }
        }

        private static let scopeLock = NSRecursiveLock()

        /// Runs `body` with `clock` as the override, holding a process-wide lock so that callers in
        /// different tests never see each other's clock; restores the previous override after.
        ///
        /// ```swift
        /// Timer.TimerPublisher.withClockOverride(scheduler) { subscribeToTimers() }
        /// ```
        public static func withClockOverride<R>(_ clock: TimerPublisherClock?, _ body: () throws -> R) rethrows -> R {
            scopeLock.lock()
            defer { scopeLock.unlock() }
            let saved = clockOverride
            clockOverride = clock
            defer { clockOverride = saved }
            return try body()
        }

        /// Creates a timer publisher.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval.isFinite && interval > 0 ? interval : 0.001
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// Attaches `subscriber`; it receives ticks while connected.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the timer (once until the returned cancellable is cancelled).
        public func connect() -> Cancellable {
            lock.lock()
            defer { lock.unlock() }
            if let connection { return connection }
            let subject = self.subject
            let ticker: Cancellable
            if let clock = TimerPublisher.clockOverride {
                ticker = clock.scheduleRepeating(every: interval, tolerance: tolerance) { subject.send($0) }
            } else {
                let timer = Timer(timeInterval: interval, repeats: true) { _ in subject.send(Date()) }
                if let tolerance { timer.tolerance = tolerance }
                runLoop.add(timer, forMode: mode)
                ticker = AnyCancellable { timer.invalidate() }
            }
            let connection = AnyCancellable { [weak self] in
                ticker.cancel()
                self?.lock.withLock { self?.connection = nil }
            }
            self.connection = connection
            return connection
        }
    }
}
