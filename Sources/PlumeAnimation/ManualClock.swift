import Foundation

/// A `FrameClock` that moves only when told to: the clock of tests and headless rendering.
///
/// ```swift
/// let clock = ManualClock()
/// let token = clock.observeAdvances { print("frame at", $0) }
/// clock.advance(by: 1.0 / 60)  // prints "frame at 0.016666…"
/// ```
public final class ManualClock: FrameClock {
    /// Errors from moving a clock.
    public enum ClockError: Error, Equatable, CustomStringConvertible {
        /// The requested time is earlier than `now` or not a finite number.
        case invalidTime(requested: TimeInterval, now: TimeInterval)

        /// A message naming the problem.
        public var description: String {
            switch self {
            case .invalidTime(let requested, let now):
                return "ManualClock cannot move to \(requested) s: time must be finite and not before now (\(now) s)"
            }
        }
    }

    /// The current time in seconds.
    public private(set) var now: TimeInterval

    private var observers: [Int: (TimeInterval) -> Void] = [:]
    private var nextObserverID = 0

    /// A clock reading `start` seconds.
    public init(start: TimeInterval = 0) {
        now = start.isFinite ? start : 0
    }

    /// Moves the clock forward by `interval` seconds and notifies observers.
    ///
    /// - Throws: `ClockError.invalidTime` for a negative or non-finite interval (the clock is unchanged).
    public func advance(by interval: TimeInterval) throws {
        try advance(to: now + interval)
    }

    /// Moves the clock to `time` and notifies observers (also when `time == now`).
    ///
    /// - Throws: `ClockError.invalidTime` if `time` is before `now` or not finite (the clock is unchanged).
    public func advance(to time: TimeInterval) throws {
        guard time.isFinite, time >= now else { throw ClockError.invalidTime(requested: time, now: now) }
        now = time
        for id in observers.keys.sorted() {
            observers[id]?(time)
        }
    }

    /// Calls `handler` with the new time after every advance, in subscription order.
    public func observeAdvances(_ handler: @escaping (TimeInterval) -> Void) -> FrameClockSubscription {
        let id = nextObserverID
        nextObserverID += 1
        observers[id] = handler
        return FrameClockSubscription { [weak self] in self?.observers[id] = nil }
    }
}
