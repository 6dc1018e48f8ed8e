import Foundation

/// Decides whether a text is a whole number in a formatter's style, so that formatted text fields
/// reject "12a" or "1.5" for an integer (Foundation's parsers on Linux stop at the first character
/// they cannot use and return what they read so far).
///
/// The grammar is learnt from the formatter's own output for a few sample values: the affixes
/// around 1 and −1 (a minus sign, a currency or percent sign), the grouping separator in
/// 1,234,567 and the decimal separator in 1.5 (only when the formatter shows fractions). A text is
/// accepted when, after trimming spaces, it is one of those prefix/suffix pairs (or a plain "-" or
/// "+") around digits that may contain grouping separators between digits and at most one decimal
/// separator.
/// ```swift
/// let grammar = StrictNumberGrammar(numberFormatter: formatter)
/// grammar.accepts("1,200")  // true
/// grammar.accepts("12a")    // false
/// ```
struct StrictNumberGrammar {
    var affixes: [(prefix: String, suffix: String)] = [("-", ""), ("+", ""), ("", "")]
    var grouping: Set<Character> = []
    var decimal: String?

    /// Learns the grammar from formatted samples: `format(1)`, `format(-1)`, `format(1234567)`,
    /// `format(1.5)` (nil when fractions do not show).
    init(one: String?, minusOne: String?, big: String?, oneAndHalf: String?) {
        for sample in [minusOne, one].compactMap({ $0 }) {
            if let range = sample.range(of: "1") {
                affixes.insert((String(sample[..<range.lowerBound]), String(sample[range.upperBound...])), at: 0)
            }
        }
        if let big {
            grouping = Set(
                big.filter { !$0.isWholeNumber && $0 != "-" && !$0.isWhitespace || $0 == "\u{A0}" || $0 == "\u{202F}" })
            grouping.subtract(Set(affixes.flatMap { Array($0.prefix + $0.suffix) }))
        }
        if let oneAndHalf, let one = oneAndHalf.range(of: "1"), let five = oneAndHalf.range(of: "5"),
            one.upperBound < five.lowerBound
        {
            let separator = String(oneAndHalf[one.upperBound..<five.lowerBound])
            if !separator.isEmpty, !separator.contains(where: \.isWholeNumber) { decimal = separator }
        }
    }

    /// The grammar of a `NumberFormatter`.
    init(numberFormatter f: NumberFormatter) {
        self.init(
            one: f.string(from: 1), minusOne: f.string(from: -1), big: f.string(from: 1_234_567),
            oneAndHalf: f.allowsFloats && f.maximumFractionDigits > 0 ? f.string(from: 1.5) : nil)
    }

    /// The grammar of a format style over `Value`, or nil when `Value` is not a number type.
    init?<Value>(sampling type: Value.Type, format: (Value) -> String) {
        func sample(_ n: Double) -> String? {
            let value: Any?
            switch type {
            case let integer as any BinaryInteger.Type: value = Self.integer(integer, n)
            case let floating as any BinaryFloatingPoint.Type: value = floating.init(n)
            case is Decimal.Type: value = Decimal(n)
            default: return nil
            }
            return (value as? Value).map(format)
        }
        guard let one = sample(1) else { return nil }
        let isInteger = type is any BinaryInteger.Type
        self.init(one: one, minusOne: sample(-1), big: sample(1_234_567), oneAndHalf: isInteger ? nil : sample(1.5))
    }

    private static func integer<T: BinaryInteger>(_ type: T.Type, _ n: Double) -> T? { T(exactly: n) }

    /// Whether `text` is a whole number in this grammar.
    func accepts(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for (prefix, suffix) in affixes
        where trimmed.hasPrefix(prefix) && trimmed.hasSuffix(suffix)
            && trimmed.count >= prefix.count + suffix.count
        {
            let body = trimmed.dropFirst(prefix.count).dropLast(suffix.count)
            if isNumberBody(body) { return true }
        }
        return false
    }

    private func isNumberBody(_ body: Substring) -> Bool {
        var sawDigit = false
        var sawDecimal = false
        var previousWasDigit = false
        var rest = body[...]
        while let c = rest.first {
            if let decimal, !sawDecimal, rest.hasPrefix(decimal) {
                sawDecimal = true
                previousWasDigit = false
                rest = rest.dropFirst(decimal.count)
                continue
            }
            if c.isWholeNumber {
                sawDigit = true
                previousWasDigit = true
            } else if grouping.contains(c), previousWasDigit, !sawDecimal {
                previousWasDigit = false
            } else {
                return false
            }
            rest = rest.dropFirst()
        }
        return sawDigit && (previousWasDigit || sawDecimal)
    }
}
