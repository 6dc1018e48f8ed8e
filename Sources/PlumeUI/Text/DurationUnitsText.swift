import Foundation

/// Spells out a distance between two dates in calendar units, as SwiftUI's `.relative` ("2 hours,
/// 23 minutes") and `.offset` ("+2 hours") date styles do.
///
/// Called by `LiveDateText` only. The units are counted in the format's calendar and time zone
/// (years, months, days, hours, minutes, seconds). Days and smaller units are spelled by
/// Foundation's `Duration.UnitsFormatStyle` in the format's locale; Linux Foundation has no
/// formatter for years and months (no `DateComponentsFormatter`, no `Date.ComponentsFormatStyle`),
/// so those two are spelled in English ("1 year", "3 months") whatever the locale, and units are
/// joined with ", ".
enum DurationUnitsText {
    /// The units counted, largest first.
    enum Unit: CaseIterable {
        case year, month, day, hour, minute, second

        var component: Calendar.Component {
            switch self {
            case .year: .year
            case .month: .month
            case .day: .day
            case .hour: .hour
            case .minute: .minute
            case .second: .second
            }
        }

        /// How often a count in this unit can change, in seconds (calendar units larger than an
        /// hour are checked hourly: their length varies with the calendar and daylight saving).
        var changeStep: TimeInterval {
            switch self {
            case .second: 1
            case .minute: 60
            default: 3600
            }
        }
    }

    /// The non-zero counts from `earlier` to `later` (`earlier` ≤ `later`), at most `maximumUnits`
    /// of them, starting at the largest non-zero unit and taking only units next to it; "0 seconds"
    /// when the dates are less than a second apart.
    static func counts(
        from earlier: Date, to later: Date, maximumUnits: Int, format: DateTextFormat
    ) -> [(unit: Unit, count: Int)] {
        let components = format.zonedCalendar.dateComponents(
            Set(Unit.allCases.map(\.component)), from: earlier, to: later)
        let all = Unit.allCases.map { ($0, max(0, components.value(for: $0.component) ?? 0)) }
        guard let first = all.firstIndex(where: { $0.1 > 0 }) else { return [(.second, 0)] }
        return all[first..<min(all.count, first + maximumUnits)].filter { $0.1 > 0 }.map { (unit: $0.0, count: $0.1) }
    }

    /// The counts spelled out and joined, as "2 hours, 23 minutes".
    static func spelled(_ counts: [(unit: Unit, count: Int)], format: DateTextFormat) -> String {
        counts.map { spelled($0.count, $0.unit, locale: format.locale) }.joined(separator: ", ")
    }

    /// One count in one unit, as "2 hours".
    static func spelled(_ count: Int, _ unit: Unit, locale: Locale) -> String {
        let durationUnit: Duration.UnitsFormatStyle.Unit
        switch unit {
        case .year: return count == 1 ? "1 year" : "\(count) years"
        case .month: return count == 1 ? "1 month" : "\(count) months"
        case .day: durationUnit = .days
        case .hour: durationUnit = .hours
        case .minute: durationUnit = .minutes
        case .second: durationUnit = .seconds
        }
        let seconds: Int64
        switch unit {
        case .day: seconds = Int64(count) * 86_400
        case .hour: seconds = Int64(count) * 3_600
        case .minute: seconds = Int64(count) * 60
        default: seconds = Int64(count)
        }
        let style = Duration.UnitsFormatStyle(
            allowedUnits: [durationUnit], width: .wide, zeroValueUnits: .show(length: 1)
        ).locale(locale)
        return Duration.seconds(seconds).formatted(style)
    }
}
