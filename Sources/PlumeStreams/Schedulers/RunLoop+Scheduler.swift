import Foundation

extension RunLoop: Scheduler {
    /// An instant: a `Date`; a type of its own, distinct from other schedulers' (see `DateSchedulerTime`).
    public typealias SchedulerTimeType = DateSchedulerTime<RunLoop>

    /// No options are honoured.
    public struct SchedulerOptions: Sendable {}

    /// The current date.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    /// Zero.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Runs `action` on this run loop's next turn (default mode).
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let timer = Timer(timeInterval: 0, repeats: false) { _ in action() }
        add(timer, forMode: .default)
    }

    /// Runs `action` on this run loop at `date` or later.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
    }

    /// Runs `action` at `date` and every `interval` after it, until cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in action() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }
}
