import Foundation
import PlumeAnimation
import PlumeGraphics

/// The text of a string literal given to `Text`, `Button` and friends, as SwiftUI's
/// `LocalizedStringKey`. Plume does not localize: the key is the text.
///
/// Interpolations format like SwiftUI's (see `StringInterpolation`): `"\(value, specifier: "%.1f")"`
/// uses a printf format, `"\(price, format: .currency(code: "EUR"))"` a format style, `"\(count)"` the
/// value's description; `"\(date, style: .relative)"` keeps updating, and `"\(Text("bold").bold())"`
/// and `"\(Image(systemName: "star"))"` keep their own styling inside the text.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, @unchecked Sendable {
    /// The resolved text.
    public let key: String
    /// The text as markdown for `Text`: the literal's characters as written, interpolated values
    /// with their markdown characters escaped (shown as they are, as in SwiftUI).
    let markdown: String
    /// When the literal interpolates texts, images or live dates: the markdown between them and the
    /// texts themselves, in order (empty otherwise: `markdown` is the whole text). Unchecked
    /// `Sendable`: immutable value types (`Text` is not marked `Sendable` only for its closures-free
    /// fonts and colours).
    let pieces: [InterpolatedPiece]

    public init(_ value: String) { (key, markdown, pieces) = (value, value, []) }
    public init(stringLiteral value: String) { (key, markdown, pieces) = (value, value, []) }
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.output
        markdown = stringInterpolation.markdown
        pieces = stringInterpolation.finishedPieces
    }

    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        lhs.markdown == rhs.markdown && lhs.pieces == rhs.pieces
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(markdown) }

    /// One part of an interpolated literal that holds a styled text: markdown to parse, or a text as is.
    enum InterpolatedPiece: Equatable {
        case markdown(String)
        case text(Text)
    }

    /// Builds the text of an interpolated literal, as SwiftUI's `LocalizedStringKey.StringInterpolation`.
    /// The compiler calls these methods for each `\(…)`; values become characters, texts, images and
    /// dates in a style become pieces of their own (see `Text.init(_: LocalizedStringKey)`).
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var markdown = ""
        /// The pieces so far; empty while nothing but characters was interpolated.
        private var pieces: [InterpolatedPiece] = []
        /// The markdown since the last embedded text.
        private var pendingMarkdown = ""

        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }

        /// The pieces, closed with the markdown after the last embedded text (empty when none).
        var finishedPieces: [InterpolatedPiece] {
            guard !pieces.isEmpty else { return [] }
            return pendingMarkdown.isEmpty ? pieces : pieces + [.markdown(pendingMarkdown)]
        }

        public mutating func appendLiteral(_ literal: String) {
            output += literal
            markdown += literal
            pendingMarkdown += literal
        }
        /// An interpolated value: shown as it is (its markdown characters are escaped).
        private mutating func appendValue(_ value: String) {
            output += value
            let escaped = MarkdownText.escaped(value)
            markdown += escaped
            pendingMarkdown += escaped
        }
        /// A styled text: a piece of its own, keeping its segments (and their styles, live dates, images).
        private mutating func appendText(_ text: Text) {
            let plain = text.plainText
            output += plain
            markdown += MarkdownText.escaped(plain)
            if !pendingMarkdown.isEmpty { pieces.append(.markdown(pendingMarkdown)) }
            pendingMarkdown = ""
            pieces.append(.text(text))
        }

        public mutating func appendInterpolation<T>(_ value: T) { appendValue(String(describing: value)) }
        public mutating func appendInterpolation(_ value: String) { appendValue(value) }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            appendValue(String(format: specifier, Int(value)))
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            appendValue(String(format: specifier, Double(value)))
        }
        public mutating func appendInterpolation(_ value: Int, specifier: String) {
            appendValue(String(format: specifier, value))
        }
        public mutating func appendInterpolation(_ value: Double, specifier: String) {
            appendValue(String(format: specifier, value))
        }
        public mutating func appendInterpolation<T>(_ value: T, formatter: Formatter) {
            appendValue(formatter.string(for: value) ?? String(describing: value))
        }
        /// A value in a format style: `"\(price, format: .currency(code: "EUR"))"`, `"\(n, format: .number)"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            // A piece of its own: it is formatted in the locale of the environment it is shown in.
            appendText(Text(input, format: format))
        }
        /// A value in a format style that makes an attributed string: its runs keep their attributes.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
            appendText(Text(format.format(input)))
        }
        /// A text with its own styling: `"\(Text("bold").bold()) and plain"`.
        public mutating func appendInterpolation(_ text: Text) { appendText(text) }
        /// An image inside the text: `"\(Image(systemName: "star.fill")) Rated"` (system images; see `Text(_: Image)`).
        public mutating func appendInterpolation(_ image: Image) { appendText(Text(image)) }
        /// An attributed string with its runs' attributes.
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            appendText(Text(attributedString))
        }
        /// An attributed substring with its runs' attributes.
        public mutating func appendInterpolation(_ attributedSubstring: AttributedSubstring) {
            appendText(Text(AttributedString(attributedSubstring)))
        }
        /// A date in a style: `"Due \(date, style: .date)"`; `.relative`, `.offset` and `.timer` keep updating.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            appendText(Text(date, style: style))
        }
        /// The dates of a range: `"\(start...end)"`.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) { appendText(Text(dates)) }
        /// The dates of an interval.
        public mutating func appendInterpolation(_ interval: DateInterval) { appendText(Text(interval)) }
        /// A timer over an interval, as `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
        public mutating func appendInterpolation(
            timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
        ) {
            appendText(
                Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
            )
        }
    }
}
