import Foundation

/// The date arithmetic and wording of the date picker styles: the environment's calendar set to its
/// time zone and locale, the picker's limits, and the month grid, wheel values and formatted text
/// built from them. Made by a style's view in `body` and dropped with it; pure (its formatters are
/// made on first use and kept for its lifetime).
struct DatePickerCalendar {
    let calendar: Calendar
    let limits: DateLimits
    /// The formatters made so far, one per template (a calendar's month grid writes 31 day names).
    private let formatters = DateFormatterCache()

    init(calendar: Calendar, timeZone: TimeZone, locale: Locale, minimum: Date?, maximum: Date?) {
        var calendar = calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        self.calendar = calendar
        limits = DateLimits(minimum: minimum, maximum: maximum)
    }

    init(environment: EnvironmentValues, configuration: DatePickerStyleConfiguration) {
        self.init(
            calendar: environment.calendar, timeZone: environment.timeZone, locale: environment.locale,
            minimum: configuration.minimumDate, maximum: configuration.maximumDate)
    }

    var locale: Locale { calendar.locale ?? .current }

    // MARK: Months

    /// The first instant of the month holding `date`.
    func startOfMonth(_ date: Date) -> Date {
        calendar.dateInterval(of: .month, for: date)?.start ?? calendar.startOfDay(for: date)
    }

    /// The month `offset` months after the one starting at `month` (kept within the years 1…9999).
    func month(_ month: Date, movedBy offset: Int) -> Date {
        let moved = calendar.date(byAdding: .month, value: offset, to: month) ?? month
        return moved < DateLimits.earliest || moved > DateLimits.latest ? month : startOfMonth(moved)
    }

    /// The first instant of month `month` (1…12) of `year` (nil outside the years 1…9999).
    func monthStart(year: Int, month: Int) -> Date? {
        guard (1...9999).contains(year) else { return nil }
        return calendar.date(from: DateComponents(year: year, month: month, day: 1))
    }

    /// The days of the month starting at `month`, as weeks of the calendar (nil: a day of another
    /// month, left blank).
    func weeks(of month: Date) -> [[Date?]] {
        let days = calendar.range(of: .day, in: .month, for: month)?.count ?? 30
        let weekday = calendar.component(.weekday, from: month)
        let leading = (weekday - calendar.firstWeekday + 7) % 7
        var cells: [Date?] = Array(repeating: nil, count: leading)
        for day in 0..<days { cells.append(calendar.date(byAdding: .day, value: day, to: month)) }
        while cells.count % 7 != 0 { cells.append(nil) }
        return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }

    /// The very short names of the weekdays, starting at the calendar's first weekday ("S", "M"…).
    var weekdaySymbols: [String] {
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        guard symbols.count == 7 else { return symbols }
        let first = calendar.firstWeekday - 1
        return Array(symbols[first...] + symbols[..<first])
    }

    /// The short names of the months, January first ("Jan", "Feb"…).
    var shortMonthSymbols: [String] { calendar.shortStandaloneMonthSymbols }

    /// The full names of the months, January first.
    var monthSymbols: [String] { calendar.standaloneMonthSymbols }

    /// Whether any day of the month starting at `month` may be chosen.
    func monthHasAllowedDays(_ month: Date) -> Bool {
        guard let end = calendar.date(byAdding: .month, value: 1, to: month) else { return false }
        return (limits.minimum.map { end > $0 } ?? true) && (limits.maximum.map { month <= $0 } ?? true)
    }

    /// Whether some instant of the day starting at `day` may be chosen.
    func dayIsAllowed(_ day: Date) -> Bool {
        let end = calendar.date(byAdding: .day, value: 1, to: day) ?? day
        return (limits.minimum.map { end > $0 } ?? true) && (limits.maximum.map { day <= $0 } ?? true)
    }

    // MARK: Changing a date

    /// `date` with the components in `values` replaced (the others kept), then kept within limits.
    /// A day past the end of the new month becomes its last day.
    func setting(_ values: [Calendar.Component: Int], in date: Date) -> Date {
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: date)
        for (component, value) in values { parts.setValue(value, for: component) }
        if values[.day] == nil, let year = parts.year, let month = parts.month, let day = parts.day {
            var first = DateComponents(era: parts.era, year: year, month: month, day: 1)
            first.calendar = calendar
            if let start = calendar.date(from: first),
                let days = calendar.range(of: .day, in: .month, for: start)?.count
            {
                parts.day = min(day, days)
            }
        }
        let made = calendar.date(from: parts) ?? date
        return limits.clamp(made).date
    }

    /// The date `day` (any instant of it) with the time of day of `time`.
    func day(_ day: Date, keepingTimeOf time: Date) -> Date {
        let d = calendar.dateComponents([.era, .year, .month, .day], from: day)
        return setting([.era: d.era ?? 1, .year: d.year ?? 1, .month: d.month ?? 1, .day: d.day ?? 1], in: time)
    }

    func component(_ component: Calendar.Component, of date: Date) -> Int {
        calendar.component(component, from: date)
    }

    func isSameDay(_ a: Date, _ b: Date) -> Bool { calendar.isDate(a, inSameDayAs: b) }

    // MARK: Words

    /// `formatter`'s text for `date`, with the narrow no-break spaces ICU puts before "AM" written
    /// as plain spaces (as Apple's platforms show them, and as people type them).
    private func string(_ template: String, _ date: Date) -> String {
        formatter(template).string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
    }

    private func formatter(_ template: String) -> DateFormatter {
        if let made = formatters.made[template] { return made }
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = locale
        formatter.setLocalizedDateFormatFromTemplate(template)
        formatters.made[template] = formatter
        return formatter
    }

    /// "December 2026".
    func monthTitle(_ month: Date) -> String { string("MMMMy", month) }
    /// "Dec 6, 2026".
    func dateText(_ date: Date) -> String { string("yMMMd", date) }
    /// "Sunday, December 6, 2026" (a day's accessibility label).
    func longDateText(_ date: Date) -> String { string("yMMMMEEEEd", date) }
    /// "9:41 AM" or "09:41", as the locale writes times.
    func timeText(_ date: Date) -> String { string("jmm", date) }
    /// "12/6/2026".
    func numericDateText(_ date: Date) -> String { string("yMd", date) }

    /// Whether the locale writes times with a 12-hour clock and AM/PM.
    var uses12HourClock: Bool {
        (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "H").contains("h")
    }
    /// The AM and PM symbols of the locale.
    var amPMSymbols: (am: String, pm: String) {
        let f = formatter("jmm")
        return (f.amSymbol.isEmpty ? "AM" : f.amSymbol, f.pmSymbol.isEmpty ? "PM" : f.pmSymbol)
    }

    /// The order the locale writes a date's day, month and year in.
    var dateOrder: [Calendar.Component] {
        let pattern = DateFormatter.dateFormat(fromTemplate: "yMMMd", options: 0, locale: locale) ?? "MMM d y"
        let found: [(Calendar.Component, String.Index?)] = [
            (.month, pattern.firstIndex(of: "M") ?? pattern.firstIndex(of: "L")),
            (.day, pattern.firstIndex(of: "d")), (.year, pattern.firstIndex(of: "y")),
        ]
        return found.sorted { ($0.1 ?? pattern.endIndex) < ($1.1 ?? pattern.endIndex) }.map(\.0)
    }
}

/// The date formatters one `DatePickerCalendar` made, by template.
final class DateFormatterCache {
    var made: [String: DateFormatter] = [:]
}
