import Foundation

/// The source of frame time for animations: nothing in Plume reads the wall clock directly.
///
/// A host (a window's frame loop, a test's `ManualClock`) advances the clock; the view graph reads
/// `now` when it samples animations and observes advances to know when to produce a frame.
public protocol FrameClock: AnyObject {
    /// The current frame time in seconds. It never decreases.
    var now: TimeInterval { get }

    /// Calls `handler` with the new time after every advance, until the returned subscription is
    /// cancelled or released.
    func observeAdvances(_ handler: @escaping (TimeInterval) -> Void) -> FrameClockSubscription
}

/// Keeps a `FrameClock` observer registered; `cancel()` or releasing it unregisters the observer.
public final class FrameClockSubscription {
    private var onCancel: (() -> Void)?

    /// Creates a subscription that runs `onCancel` once, on the first `cancel()` or on release.
    public init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Unregisters the observer; later calls do nothing.
    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    deinit { cancel() }
}
