import Foundation

/// The locale, calendar and time zone a date text is formatted with: the environment's `\.locale`,
/// `\.calendar` and `\.timeZone` where the text is shown (Foundation's current ones before that).
///
/// Made by `TextBehavior` from its environment; read only by `LiveDateText` and
/// `DurationUnitsText`, which format with it and touch nothing else.
struct DateTextFormat: Equatable {
    var locale: Locale = .current
    var calendar: Calendar = .current
    var timeZone: TimeZone = .current

    init() {}

    init(_ environment: EnvironmentValues) {
        locale = environment.locale
        calendar = environment.calendar
        timeZone = environment.timeZone
    }

    /// The calendar in this time zone and locale.
    var zonedCalendar: Calendar {
        var zoned = calendar
        zoned.timeZone = timeZone
        zoned.locale = locale
        return zoned
    }

    /// A formatter with the given styles in this locale, calendar and time zone.
    func dateFormatter(date: DateFormatter.Style, time: DateFormatter.Style) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = zonedCalendar
        formatter.timeZone = timeZone
        formatter.dateStyle = date
        formatter.timeStyle = time
        return formatter
    }
}
