import Foundation

struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { .current } }
struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { .current } }
struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { .current } }
struct NowKey: EnvironmentKey { static let defaultValue: @Sendable () -> Date = { Date() } }

extension EnvironmentValues {
    /// The locale views format with (dates in a `DatePicker`), as SwiftUI's `\.locale`; Foundation's
    /// current locale unless a view above set another with `.environment(\.locale, …)`.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// The calendar date views count days, weeks and months in, as SwiftUI's `\.calendar`
    /// (Foundation's current calendar by default).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    /// The time zone dates are shown in, as SwiftUI's `\.timeZone` (Foundation's current one by default).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    /// Where date views read the current date (the graphical calendar marks today): the wall clock,
    /// unless a test fixes it. Plume's, not SwiftUI's (SwiftUI reads the wall clock).
    var now: @Sendable () -> Date {
        get { self[NowKey.self] }
        set { self[NowKey.self] = newValue }
    }
}
