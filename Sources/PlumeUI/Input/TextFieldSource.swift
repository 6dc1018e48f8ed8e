import Foundation

/// Where a text field's text comes from and goes to: a `String` binding, or a value shown through
/// a format style or a `Formatter`.
///
/// `read` gives the text to show (the binding's string, or the value's formatting); `write` is
/// called with the text after every edit: a string binding takes it as it is, a formatted source
/// writes the value only when the whole text parses strictly.
struct TextFieldSource {
    let read: () -> String
    let write: (String) -> Void
    /// Whether editing ends by showing `read()` again (formatted values).
    let isFormatted: Bool

    /// A plain string binding.
    static func text(_ binding: Binding<String>) -> TextFieldSource {
        TextFieldSource(read: { binding.wrappedValue }, write: { binding.wrappedValue = $0 }, isFormatted: false)
    }

    /// A value shown with `format`; numeric values are checked by `StrictNumberGrammar`, other values
    /// must format back to exactly the text typed.
    static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F) -> TextFieldSource
    where F.FormatOutput == String {
        let grammar = StrictNumberGrammar(sampling: F.FormatInput.self) { format.format($0) }
        return TextFieldSource(
            read: { format.format(value.wrappedValue) },
            write: { text in
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                guard let parsed = try? format.parseStrategy.parse(trimmed) else { return }
                if let grammar {
                    guard grammar.accepts(trimmed) else { return }
                } else if format.format(parsed) != trimmed {
                    return
                }
                value.wrappedValue = parsed
            }, isFormatted: true)
    }

    /// A value shown with a Foundation `Formatter`. A `NumberFormatter`'s text is checked by
    /// `StrictNumberGrammar` (Foundation's parsing on Linux accepts "12a" as 12); a
    /// `DateFormatter`'s text must format back to exactly the text typed. Other formatters cannot
    /// parse on Linux (Foundation keeps `getObjectValue` internal there): such a field shows the
    /// value but never writes it.
    static func formatted<V>(_ value: Binding<V>, formatter: Formatter) -> TextFieldSource {
        let numberFormatter = formatter as? NumberFormatter
        let grammar = numberFormatter.map { StrictNumberGrammar(numberFormatter: $0) }
        return TextFieldSource(
            read: { formatter.string(for: value.wrappedValue) ?? "" },
            write: { text in
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                let object: AnyObject
                if let numberFormatter, let grammar {
                    guard grammar.accepts(trimmed), let number = numberFormatter.number(from: trimmed) else { return }
                    object = number
                } else if let dateFormatter = formatter as? DateFormatter {
                    guard let date = dateFormatter.date(from: trimmed), dateFormatter.string(from: date) == trimmed
                    else { return }
                    object = date as NSDate
                } else {
                    return
                }
                guard let converted: V = Self.convert(object) else { return }
                value.wrappedValue = converted
            }, isFormatted: true)
    }

    /// Turns what a formatter parsed into the bound type (numbers into any numeric type that holds
    /// them exactly).
    static func convert<V>(_ object: AnyObject) -> V? {
        if let direct = object as? V { return direct }
        if V.self == Date.self, let date = object as? NSDate { return (date as Date) as? V }
        guard let number = object as? NSNumber else { return nil }
        switch V.self {
        case is Int.Type: return Int(exactly: number.doubleValue) as? V
        case is Int32.Type: return Int32(exactly: number.doubleValue) as? V
        case is Int64.Type: return Int64(exactly: number.doubleValue) as? V
        case is UInt.Type: return UInt(exactly: number.doubleValue) as? V
        case is Double.Type: return number.doubleValue as? V
        case is Float.Type: return number.floatValue as? V
        case is CGFloat.Type: return CGFloat(number.doubleValue) as? V
        case is Decimal.Type: return number.decimalValue as? V
        case is NSNumber.Type: return number as? V
        default: return nil
        }
    }
}
