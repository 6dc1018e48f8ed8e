import Dispatch
import Foundation
import Plume

/// The scheduler a gallery scene runs its Combine timing on (`debounce`, `delay`, `throttle`): the
/// main queue's real time in a window, a `TestScheduler` that the headless host drives in pictures.
///
/// A scene built with `GalleryScene(id:…, scheduled:)` is handed one when it is mounted: `gallery run`
/// and the browser mount it `.live()`, so its timing runs on `DispatchQueue.main` (which the window
/// host runs and wakes for); `GalleryRenderer.host(for:)` mounts it on `.virtual(_:)` and drives that
/// `TestScheduler` from the `ViewHost`'s manual clock. Both count time in nanoseconds since the
/// scheduler was made, so the scene's code is the same either way.
/// ```swift
/// $username.debounce(for: .seconds(0.5), scheduler: scheduler)
/// ```
public final class SceneScheduler: Scheduler, @unchecked Sendable {
    /// Nanoseconds since the scheduler was made (`TestScheduler`'s time type).
    public typealias SchedulerTimeType = TestScheduler.SchedulerTimeType
    /// No options.
    public typealias SchedulerOptions = Never

    private enum Backend {
        case live(origin: UInt64)
        case virtual(TestScheduler)
    }

    private let backend: Backend

    private init(_ backend: Backend) { self.backend = backend }

    /// Real time on `DispatchQueue.main`, as a window runs it.
    public static func live() -> SceneScheduler {
        SceneScheduler(.live(origin: DispatchTime.now().uptimeNanoseconds))
    }

    /// Virtual time: nothing runs until `scheduler` is advanced (a `ViewHost` does it with `drive(_:)`).
    public static func virtual(_ scheduler: TestScheduler) -> SceneScheduler { SceneScheduler(.virtual(scheduler)) }

    /// Whether the scheduler follows real time (a window) rather than a test clock.
    public var isLive: Bool {
        if case .live = backend { return true }
        return false
    }

    /// The current instant.
    public var now: SchedulerTimeType {
        switch backend {
        case .live(let origin):
            SchedulerTimeType(nanoseconds: Int(clamping: DispatchTime.now().uptimeNanoseconds &- origin))
        case .virtual(let scheduler): scheduler.now
        }
    }

    /// Zero.
    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    /// Runs `action` on the next turn (of the main queue, or of the test scheduler's next advance).
    public func schedule(options: Never?, _ action: @escaping () -> Void) {
        switch backend {
        case .live: DispatchQueue.main.async(execute: action)
        case .virtual(let scheduler): scheduler.schedule(options: nil, action)
        }
    }

    /// Runs `action` at `date` or later.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
        _ action: @escaping () -> Void
    ) {
        switch backend {
        case .live(let origin):
            DispatchQueue.main.asyncAfter(deadline: deadline(date, origin: origin), execute: action)
        case .virtual(let scheduler):
            scheduler.schedule(after: date, tolerance: tolerance, options: nil, action)
        }
    }

    /// Runs `action` at `date` and every `interval` after it, until cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: Never?, _ action: @escaping () -> Void
    ) -> Cancellable {
        switch backend {
        case .live(let origin):
            DispatchQueue.main.schedule(
                after: DispatchQueue.SchedulerTimeType(deadline(date, origin: origin)), interval: interval,
                tolerance: tolerance, options: nil, action)
        case .virtual(let scheduler):
            scheduler.schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
        }
    }

    /// The main queue's deadline for `date` (instants before the origin are now).
    private func deadline(_ date: SchedulerTimeType, origin: UInt64) -> DispatchTime {
        let offset = UInt64(max(0, date.nanoseconds))
        let (sum, overflow) = origin.addingReportingOverflow(offset)
        return overflow ? .distantFuture : DispatchTime(uptimeNanoseconds: sum)
    }
}
