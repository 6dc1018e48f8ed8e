import Foundation

extension Text {
    /// A value formatted with a format style, as SwiftUI's `Text(price, format: .currency(code: "EUR"))`
    /// or `Text(date, format: .dateTime.day().month())`, in the environment's `\.locale`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        segments = [Segment(string: format.format(input), formatted: LocaleFormattedValue(input, format: format))]
    }

    /// A value formatted with a `Formatter`, as SwiftUI's `Text(value, formatter:)`; an object the
    /// formatter cannot format shows as empty text (as SwiftUI's).
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// A value formatted with a `Formatter` (objects).
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}
