import Foundation

/// How often a schedule's entries are needed, as SwiftUI's `TimelineScheduleMode`. Plume never
/// throttles a window, so `TimelineView` always asks for `.normal`.
public enum TimelineScheduleMode: Hashable, Sendable {
    case normal, lowFrequency
}

/// The dates at which a `TimelineView` updates, as SwiftUI's `TimelineSchedule`: conform your own
/// type by returning a sequence of increasing dates from `entries(from:mode:)`.
///
/// ```swift
/// struct EveryFiveSeconds: TimelineSchedule {
///     func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
///         sequence(first: startDate) { $0.addingTimeInterval(5) }
///     }
/// }
/// ```
/// The timeline asks for the entries once, from the date it appears (and again when its schedule
/// changes), and walks them forward as time passes; an entry that is not later than the one before
/// it ends the schedule (reported).
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates to update at, starting at or before `startDate`.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Every frame (or at most every `minimumInterval` seconds) while not paused: `.animation`.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The entries: `startDate`, then one every interval; only `startDate` when paused.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval
        public mutating func next() -> Date? {
            defer { upcoming = interval.isFinite ? upcoming.map { $0.addingTimeInterval(interval) } : nil }
            return upcoming
        }
    }
    /// The shortest time between entries (nil: every frame).
    public let minimumInterval: Double?
    /// Whether the timeline stands still (no entries after the first).
    public let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// Entries every frame of a 120 Hz display, or every `minimumInterval` (at least that, for a NaN,
    /// negative or zero interval).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let frame = 1.0 / 120
        let interval = minimumInterval.map { $0.isFinite && $0 > frame ? $0 : frame } ?? frame
        if paused { return Entries(upcoming: startDate, interval: .infinity) }
        return Entries(upcoming: startDate, interval: interval)
    }
}

/// Every `interval` seconds from a date: `.periodic(from:by:)`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }
    let startDate: Date
    let interval: TimeInterval

    /// Entries at `startDate` and every `interval` seconds from it (a NaN, infinite or non-positive
    /// interval is used as one second).
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval.isFinite && interval > 0 ? interval : 1
    }

    /// The entries from the last one at or before `startDate` (or the schedule's start, if later).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let elapsed = startDate.timeIntervalSince(self.startDate)
        guard elapsed > 0 else { return Entries(upcoming: self.startDate, interval: interval) }
        let steps = (elapsed / interval).rounded(.down)
        return Entries(upcoming: self.startDate.addingTimeInterval(steps * interval), interval: interval)
    }
}

/// At the start of every minute: `.everyMinute`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
    /// The start of `startDate`'s minute, then every minute.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule.Entries(upcoming: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
    }
}

/// At the dates of a sequence you give: `.explicit(dates)`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    public init(_ dates: Entries) { self.dates = dates }
    /// The dates given (the start date does not change them).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Every frame, at most every `minimumInterval` seconds, or not at all while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// At the given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
