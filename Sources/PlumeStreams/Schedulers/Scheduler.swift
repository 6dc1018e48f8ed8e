/// A type that can express time intervals as seconds, milliseconds, … (every scheduler's stride).
public protocol SchedulerTimeIntervalConvertible {
    /// An interval of whole seconds.
    static func seconds(_ s: Int) -> Self
    /// An interval of fractional seconds.
    static func seconds(_ s: Double) -> Self
    /// An interval of milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// An interval of microseconds.
    static func microseconds(_ us: Int) -> Self
    /// An interval of nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
}

/// Something that runs closures now or later, as in Combine (`DispatchQueue`, `RunLoop`,
/// `OperationQueue`, `ImmediateScheduler`, `TestScheduler`).
public protocol Scheduler<SchedulerTimeType> {
    /// The scheduler's notion of an instant.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Options for scheduling (often `Never`).
    associatedtype SchedulerOptions

    /// The current instant.
    var now: SchedulerTimeType { get }
    /// The smallest tolerance the scheduler honours.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// Runs `action` as soon as possible.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` at `date` or later.
    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void)
    /// Runs `action` at `date` and then every `interval` until cancelled.
    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable
}

extension Scheduler {
    /// Runs `action` as soon as possible.
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }

    /// Runs `action` at `date` or later.
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` at `date` or later, within `tolerance`.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    /// Runs `action` at `date` and then every `interval`.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) -> Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` at `date` and then every `interval`, within `tolerance`.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }
}
