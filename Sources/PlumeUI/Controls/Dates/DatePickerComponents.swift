import Foundation

/// The parts of a date a `DatePicker` shows and edits, as SwiftUI's `DatePickerComponents`:
/// `.date` (day, month and year), `.hourAndMinute`, or both (`[.date, .hourAndMinute]`, the default).
/// An empty set shows both, as SwiftUI does.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The hour and the minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, the month and the year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)

    /// This set with the empty set read as both parts.
    var resolved: DatePickerComponents { isEmpty ? [.date, .hourAndMinute] : self }
}
