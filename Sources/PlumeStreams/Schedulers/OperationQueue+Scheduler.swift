import Foundation

extension OperationQueue: Scheduler {
    /// An instant: a `Date`; a type of its own, distinct from other schedulers' (see `DateSchedulerTime`).
    public typealias SchedulerTimeType = DateSchedulerTime<OperationQueue>

    /// No options are honoured.
    public struct SchedulerOptions: Sendable {}

    /// The current date.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    /// Zero.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Adds `action` as an operation.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        addOperation(action)
    }

    /// Adds `action` as an operation at `date` or later.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let delay = Swift.max(0, date.date.timeIntervalSinceNow)
        let deliver = UncheckedBox(action)
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [self] in self.addOperation(deliver.value) }
    }

    /// Adds `action` at `date` and every `interval` after it, until cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let timer = DispatchSource.makeTimerSource()
        let deliver = UncheckedBox(action)
        timer.setEventHandler { [self] in self.addOperation(deliver.value) }
        let delay = Swift.max(0, date.date.timeIntervalSinceNow)
        timer.schedule(
            deadline: .now() + delay, repeating: Swift.max(interval.magnitude, 0.000_001),
            leeway: .nanoseconds(Int(tolerance.magnitude * 1e9)))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
