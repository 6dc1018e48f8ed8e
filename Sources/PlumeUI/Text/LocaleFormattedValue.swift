import Foundation

/// A value and the format style that shows it (`Text(price, format: .currency(code: "EUR"))`,
/// `"\(count, format: .number)"`), kept until the text knows its environment: `TextBehavior` formats
/// it in the environment's `\.locale` (`string(in:)`), as SwiftUI does. Two are equal when their
/// values and format styles are.
struct LocaleFormattedValue: Equatable {
    private let box: any LocaleFormattedBox

    init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        box = FormatStyleBox(input: input, format: format)
    }

    /// The value formatted in `locale`.
    func string(in locale: Locale) -> String { box.string(in: locale) }

    static func == (lhs: LocaleFormattedValue, rhs: LocaleFormattedValue) -> Bool { lhs.box.isEqual(to: rhs.box) }
}

/// A typed value and format style behind `LocaleFormattedValue`.
private protocol LocaleFormattedBox {
    func string(in locale: Locale) -> String
    func isEqual(to other: any LocaleFormattedBox) -> Bool
}

private struct FormatStyleBox<F: FormatStyle>: LocaleFormattedBox
where F.FormatInput: Equatable, F.FormatOutput == String {
    let input: F.FormatInput
    let format: F

    func string(in locale: Locale) -> String { format.locale(locale).format(input) }

    func isEqual(to other: any LocaleFormattedBox) -> Bool {
        guard let other = other as? FormatStyleBox<F> else { return false }
        return other.input == input && other.format == format
    }
}
