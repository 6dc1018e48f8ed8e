import Foundation

/// The dates a `DatePicker` may hold: its `in:` range, inside the years 1…9999 that its calendar
/// arithmetic supports. Made by the picker on each body evaluation; pure.
struct DateLimits {
    /// The earliest date Plume's pickers handle: 0001-01-01 00:00 UTC.
    static let earliest = Date(timeIntervalSinceReferenceDate: -63_113_904_000)
    /// The latest: 9999-12-31 23:59:59 UTC.
    static let latest = Date(timeIntervalSinceReferenceDate: 252_423_993_599)

    /// The earliest date allowed (nil: no bound but the supported span).
    let minimum: Date?
    /// The latest date allowed.
    let maximum: Date?
    /// What was wrong with the bounds given, in words.
    let problems: [String]

    init(minimum: Date?, maximum: Date?) {
        var problems: [String] = []
        func checked(_ date: Date?, _ name: String) -> Date? {
            guard let date else { return nil }
            guard date.timeIntervalSinceReferenceDate.isFinite else {
                problems.append("the range's \(name) is not a finite date; it is ignored")
                return nil
            }
            return min(max(date, Self.earliest), Self.latest)
        }
        self.minimum = checked(minimum, "lower bound")
        self.maximum = checked(maximum, "upper bound")
        self.problems = problems
    }

    /// The allowed date nearest `date`, and why it moved when it moved for being unsupported (a
    /// date outside the range moves silently, as in SwiftUI).
    func clamp(_ date: Date) -> (date: Date, problem: String?) {
        var problem: String?
        var result = date
        if !date.timeIntervalSinceReferenceDate.isFinite {
            problem = "the selection is not a finite date; it is shown as the earliest date allowed"
            result = minimum ?? Date(timeIntervalSinceReferenceDate: 0)
        } else if date < Self.earliest || date > Self.latest {
            problem =
                "the selection \(date.timeIntervalSinceReferenceDate) s is outside the years 1…9999; it is clamped"
            result = min(max(date, Self.earliest), Self.latest)
        }
        if let maximum, result > maximum { result = maximum }
        if let minimum, result < minimum { result = minimum }
        return (result, problem)
    }

    /// Whether `date` may be chosen.
    func contains(_ date: Date) -> Bool {
        (minimum.map { date >= $0 } ?? true) && (maximum.map { date <= $0 } ?? true)
    }
}
