import Foundation
import PlumeAnimation

/// A `FrameClock` that reads the system's monotonic clock: the clock of a real window.
///
/// The window host calls `tick()` before it handles events and before each frame; `now` is the
/// seconds since the clock was made, never decreasing (the monotonic clock does not jump with the
/// wall clock).
/// ```swift
/// let clock = MonotonicFrameClock()
/// clock.tick()
/// graph.time = clock.now
/// ```
public final class MonotonicFrameClock: FrameClock {
    private let start: UInt64
    /// Seconds since the clock was made, as of the last `tick()`.
    public private(set) var now: TimeInterval = 0
    private var observers: [Int: (TimeInterval) -> Void] = [:]
    private var nextObserverID = 0

    /// A clock reading 0 now.
    public init() { start = Self.nanoseconds() }

    /// Reads the monotonic clock, moves `now` to it and notifies observers; returns the new time.
    @discardableResult
    public func tick() -> TimeInterval {
        let elapsed = Double(Self.nanoseconds() &- start) / 1e9
        now = max(now, elapsed)
        for id in observers.keys.sorted() { observers[id]?(now) }
        return now
    }

    /// Calls `handler` with the new time after every tick, in subscription order.
    public func observeAdvances(_ handler: @escaping (TimeInterval) -> Void) -> FrameClockSubscription {
        let id = nextObserverID
        nextObserverID += 1
        observers[id] = handler
        return FrameClockSubscription { [weak self] in self?.observers[id] = nil }
    }

    /// CLOCK_MONOTONIC in nanoseconds.
    static func nanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
}
