import Foundation
import PlumeAnimation
import PlumeGraphics

/// The text of a string literal given to `Text`, `Button` and friends, as SwiftUI's
/// `LocalizedStringKey`. Plume does not localize: the key is the text.
///
/// Interpolations format like SwiftUI's: `"\(value, specifier: "%.1f")"` uses a printf format,
/// `"\(count)"` the value's description, `"\(date, formatter: f)"` a formatter.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The resolved text.
    public let key: String
    /// The text as markdown for `Text`: the literal's characters as written, interpolated values
    /// with their markdown characters escaped (shown as they are, as in SwiftUI).
    let markdown: String

    public init(_ value: String) { (key, markdown) = (value, value) }
    public init(stringLiteral value: String) { (key, markdown) = (value, value) }
    public init(stringInterpolation: StringInterpolation) {
        (key, markdown) = (stringInterpolation.output, stringInterpolation.markdown)
    }

    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool { lhs.markdown == rhs.markdown }
    public func hash(into hasher: inout Hasher) { hasher.combine(markdown) }

    /// Builds the text of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var markdown = ""
        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) {
            output += literal
            markdown += literal
        }
        /// An interpolated value: shown as it is (its markdown characters are escaped).
        private mutating func appendValue(_ value: String) {
            output += value
            markdown += MarkdownText.escaped(value)
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
        public mutating func appendInterpolation(_ text: Text) { appendValue(text.plainText) }
    }
}
