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

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.output }

    /// Builds the text of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }
        public mutating func appendInterpolation(_ value: String) { output += value }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            output += String(format: specifier, Int(value))
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            output += String(format: specifier, Double(value))
        }
        public mutating func appendInterpolation(_ value: Int, specifier: String) {
            output += String(format: specifier, value)
        }
        public mutating func appendInterpolation(_ value: Double, specifier: String) {
            output += String(format: specifier, value)
        }
        public mutating func appendInterpolation<T>(_ value: T, formatter: Formatter) {
            output += formatter.string(for: value) ?? String(describing: value)
        }
        public mutating func appendInterpolation(_ text: Text) { output += text.plainText }
    }
}
