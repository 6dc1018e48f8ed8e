import Foundation

/// The content of a date text (`Text(_:style:)`, `Text(_: ClosedRange<Date>)`,
/// `Text(timerInterval:…)`): what it shows at a given moment, and when that next changes.
///
/// `TextBehavior` asks for `string(at:format:)` with the graph's clock (`ViewGraph.dateAtTimeZero`
/// plus the frame time: the manual clock in tests, real time in a window) and schedules a
/// `WakeUps` request at `nextChange(after:)`, so a host sleeps until the text can show something
/// else: each second while seconds are shown, each minute while minutes are the smallest unit,
/// hourly beyond, never for `.time`, `.date`, ranges and paused timers.
///
/// Distances are counted in whole seconds, `floor(now − date)`: a timer 15 minutes ahead shows
/// "15:00" until a full second has passed, then "14:59".
struct LiveDateText: Hashable, Sendable {
    enum Source: Hashable, Sendable {
        case styled(Date, Text.DateStyle.Kind)
        case interval(Date, Date)
        case timerInterval(Date, Date, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
    }
    let source: Source
    /// Whether a date was outside `usableDates` (NaN, ±1e300) and was clamped into it: the view
    /// reports it in `ViewGraph.diagnostics`.
    let wasClamped: Bool

    /// The dates shown: ±100,000 years around 2001 (Foundation's calendars count no further); a
    /// NaN date is the reference date.
    static let usableSeconds: TimeInterval = 3.15e12

    init(_ source: Source) {
        var clamped = false
        func usable(_ date: Date) -> Date {
            let seconds = date.timeIntervalSinceReferenceDate
            if seconds.isNaN {
                clamped = true
                return Date(timeIntervalSinceReferenceDate: 0)
            }
            guard abs(seconds) > Self.usableSeconds else { return date }
            clamped = true
            return Date(timeIntervalSinceReferenceDate: min(max(seconds, -Self.usableSeconds), Self.usableSeconds))
        }
        switch source {
        case .styled(let date, let kind): self.source = .styled(usable(date), kind)
        case .interval(let start, let end): self.source = .interval(usable(start), usable(end))
        case .timerInterval(let lower, let upper, let pause, let countsDown, let showsHours):
            self.source = .timerInterval(
                usable(lower), usable(upper), pauseTime: pause.map(usable), countsDown: countsDown,
                showsHours: showsHours)
        }
        wasClamped = clamped
    }

    /// The text shown at `now`.
    func string(at now: Date, format: DateTextFormat) -> String {
        switch source {
        case .styled(let date, .time):
            return format.dateFormatter(date: .none, time: .short).string(from: date)
        case .styled(let date, .date):
            return format.dateFormatter(date: .long, time: .none).string(from: date)
        case .styled(let date, .relative):
            let (earlier, later) = Self.ordered(date, now)
            return DurationUnitsText.spelled(
                DurationUnitsText.counts(from: earlier, to: later, maximumUnits: 2, format: format), format: format)
        case .styled(let date, .offset):
            let (earlier, later) = Self.ordered(date, now)
            let counts = DurationUnitsText.counts(from: earlier, to: later, maximumUnits: 1, format: format)
            let sign = counts.first?.count == 0 ? "" : Self.seconds(from: date, to: now) > 0 ? "+" : "-"
            return sign + DurationUnitsText.spelled(counts, format: format)
        case .styled(let date, .timer):
            return Self.clock(abs(Self.seconds(from: date, to: now)), showsHours: true)
        case .interval(let start, let end):
            let formatter = DateIntervalFormatter()
            formatter.locale = format.locale
            formatter.calendar = format.zonedCalendar
            formatter.timeZone = format.timeZone
            formatter.dateStyle = .short
            formatter.timeStyle = .short
            return formatter.string(from: min(start, end), to: max(start, end))
        case .timerInterval(let lower, let upper, let pause, let countsDown, let showsHours):
            let range = Self.orderedRange(lower, upper)
            let moment = min(max(pause ?? now, range.lowerBound), range.upperBound)
            let shown =
                countsDown
                ? -Self.seconds(from: range.upperBound, to: moment) : Self.seconds(from: range.lowerBound, to: moment)
            return Self.clock(max(0, shown), showsHours: showsHours)
        }
    }

    /// The first moment after `now` at which `string(at:)` can differ, or nil when it never will.
    func nextChange(after now: Date, format: DateTextFormat) -> Date? {
        switch source {
        case .styled(_, .time), .styled(_, .date), .interval:
            return nil
        case .styled(let date, .timer):
            return Self.nextChange(of: date, after: now, step: 1)
        case .styled(let date, .relative), .styled(let date, .offset):
            let (earlier, later) = Self.ordered(date, now)
            let smallest =
                DurationUnitsText.counts(
                    from: earlier, to: later, maximumUnits: source == .styled(date, .offset) ? 1 : 2, format: format
                ).last?.unit ?? .second
            return Self.nextChange(of: date, after: now, step: smallest.changeStep)
        case .timerInterval(let lower, let upper, let pause, _, _):
            guard pause == nil else { return nil }
            let range = Self.orderedRange(lower, upper)
            if now < range.lowerBound { return range.lowerBound }
            guard now < range.upperBound else { return nil }
            // Counting down from the upper bound and up from the lower one change at the same
            // moments only when the interval is whole seconds long: take the earlier of the two.
            return min(
                Self.nextChange(of: range.upperBound, after: now, step: 1),
                Self.nextChange(of: range.lowerBound, after: now, step: 1))
        }
    }

    /// Whether the text changes as time passes.
    var isLive: Bool {
        switch source {
        case .styled(_, .time), .styled(_, .date), .interval: false
        case .styled, .timerInterval(_, _, pauseTime: nil, _, _): true
        case .timerInterval: false
        }
    }

    /// Whole seconds from `start` to `end`, rounded down (negative when `end` is earlier).
    static func seconds(from start: Date, to end: Date) -> Int {
        let distance = end.timeIntervalSince(start).rounded(.down)
        return Int(max(-9.0e15, min(9.0e15, distance.isFinite ? distance : 0)))
    }

    /// `seconds` as a clock: "2:03", or "1:02:03" from an hour on when `showsHours`.
    static func clock(_ seconds: Int, showsHours: Bool) -> String {
        let (minutes, second) = seconds.quotientAndRemainder(dividingBy: 60)
        guard showsHours, minutes >= 60 else { return "\(minutes):" + twoDigits(second) }
        let (hours, minute) = minutes.quotientAndRemainder(dividingBy: 60)
        return "\(hours):" + twoDigits(minute) + ":" + twoDigits(second)
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// The two dates, earlier first; the clock is counted in whole seconds from `date`.
    private static func ordered(_ date: Date, _ now: Date) -> (Date, Date) {
        let whole = seconds(from: date, to: now)
        let moved = date.addingTimeInterval(TimeInterval(whole))
        return whole >= 0 ? (date, moved) : (moved, date)
    }

    private static func orderedRange(_ a: Date, _ b: Date) -> ClosedRange<Date> { min(a, b)...max(a, b) }

    /// The first moment after `now` when the whole-second distance from `date`, counted in units of
    /// `step` seconds, changes: `date + k·step` after the date, `date − k·step + 1` before it.
    private static func nextChange(of date: Date, after now: Date, step: TimeInterval) -> Date {
        let elapsed = seconds(from: date, to: now)
        let step = Int(step)
        if elapsed >= 0 {
            return date.addingTimeInterval(TimeInterval((elapsed / step + 1) * step))
        }
        // Before the date the distance shrinks: its count of steps drops when the distance falls to
        // one second less than a whole number of steps (at the date itself for less than a step).
        let remaining = -elapsed
        let target = max(0, (remaining / step) * step - 1)
        return date.addingTimeInterval(TimeInterval(-target))
    }
}
