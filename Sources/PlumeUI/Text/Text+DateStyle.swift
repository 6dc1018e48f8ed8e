import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date, as SwiftUI's `Text.DateStyle`.
    ///
    /// `.time` and `.date` show the date itself; `.relative`, `.offset` and `.timer` show its
    /// distance from now and keep updating as the graph's clock passes (see `LiveDateText`).
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time of day, as "11:23 PM" (the locale's short time).
        public static let time = DateStyle(kind: .time)
        /// The day, as "June 3, 2019" (the locale's long date).
        public static let date = DateStyle(kind: .date)
        /// The distance from now in the two largest units, as "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now in the largest unit: "+2 hours" for a past date, "-3 months"
        /// for a future one.
        public static let offset = DateStyle(kind: .offset)
        /// A clock counting to the date and then from it, as "2:32" or "36:59:01".
        public static let timer = DateStyle(kind: .timer)
    }

    /// A date shown in `style`, formatted with the environment's `\.locale`, `\.calendar` and
    /// `\.timeZone`, as SwiftUI's `Text(_:style:)`:
    ///
    /// ```swift
    /// Text(meeting.start, style: .time)      // 11:23 PM
    /// Text(meeting.start, style: .relative)  // 2 hours, 23 minutes (updates each second)
    /// ```
    public init(_ date: Date, style: DateStyle) {
        self.init(live: LiveDateText(.styled(date, style.kind)))
    }

    /// The dates of a range, as SwiftUI's `Text(_: ClosedRange<Date>)` ("6/3/19, 9:30 – 2:45 PM").
    public init(_ dates: ClosedRange<Date>) {
        self.init(live: LiveDateText(.interval(dates.lowerBound, dates.upperBound)))
    }

    /// The dates of an interval, as SwiftUI's `Text(_: DateInterval)`.
    public init(_ interval: DateInterval) {
        self.init(live: LiveDateText(.interval(interval.start, interval.end)))
    }

    /// A timer over `timerInterval`, as SwiftUI's `Text(timerInterval:pauseTime:countsDown:showsHours:)`:
    /// the time left to the upper bound (or, with `countsDown: false`, the time since the lower
    /// bound), "4:59" or "1:04:59", held at the bounds outside the interval. With `pauseTime` the
    /// timer stands still at that date. With `showsHours: false` minutes count past 59 ("75:00").
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        self.init(
            live: LiveDateText(
                .timerInterval(
                    timerInterval.lowerBound, timerInterval.upperBound, pauseTime: pauseTime, countsDown: countsDown,
                    showsHours: showsHours)))
    }

    init(live: LiveDateText) {
        segments = [Segment(string: live.string(at: Date(), format: DateTextFormat()), live: live)]
    }
}
