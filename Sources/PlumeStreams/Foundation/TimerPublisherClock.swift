import Foundation

/// A clock that can drive `Timer.publish` instead of the run loop (for tests and test hosts).
///
/// Set `Timer.TimerPublisher.clockOverride` to an instance (for example a `TestScheduler`, which
/// conforms) and every timer publisher connected afterwards ticks on that clock:
///
/// ```swift
/// let scheduler = TestScheduler()
/// Timer.TimerPublisher.clockOverride = scheduler
/// defer { Timer.TimerPublisher.clockOverride = nil }
/// let c = Timer.publish(every: 2, on: .main, in: .common).autoconnect().sink { print($0) }
/// scheduler.advance(by: .seconds(4))  // two ticks
/// ```
public protocol TimerPublisherClock: AnyObject {
    /// Calls `tick` with the current date every `interval` seconds until the result is cancelled.
    func scheduleRepeating(every interval: TimeInterval, tolerance: TimeInterval?, _ tick: @escaping (Date) -> Void)
        -> Cancellable
}

extension TestScheduler: TimerPublisherClock {
    /// Ticks every `interval` of virtual time, with `referenceDate` plus virtual seconds as the date.
    public func scheduleRepeating(
        every interval: TimeInterval, tolerance: TimeInterval?, _ tick: @escaping (Date) -> Void
    ) -> Cancellable {
        let step = SchedulerTimeType.Stride.seconds(interval)
        return schedule(after: now.advanced(by: step), interval: step) { [weak self] in
            guard let self else { return }
            tick(self.date(for: self.now))
        }
    }
}
