import Foundation

#if !canImport(Darwin)
    extension String {
        /// A string to look up in a localization table, with the values interpolated into it, as
        /// Apple's `String.LocalizationValue`: `"\(count) items"` has the key `"%lld items"` and one
        /// integer argument. `String(localized:)` and `LocalizedStringResource` take one.
        ///
        /// Interpolated strings become `%@`, signed integers `%lld`, unsigned ones `%llu`, `Double` `%lf`
        /// and `Float` `%f` (Apple's specifiers, so keys in existing `.strings` and `.xcstrings` files
        /// match); a value with a `format:` style is formatted first and enters as `%@`. In a literal
        /// with values, a `%` of the text is `%%` in the key; a literal without values is its own key.
        public struct LocalizationValue: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
            /// The key: the text with a format specifier where each value was interpolated.
            public let key: String
            /// The interpolated values, in order.
            let arguments: [LocalizationArgument]

            /// A value whose key is the given text, with no arguments.
            public init(_ value: String) {
                key = value
                arguments = []
            }

            public init(stringLiteral value: String) { self.init(value) }

            public init(stringInterpolation: StringInterpolation) {
                key = stringInterpolation.key
                arguments = stringInterpolation.arguments
            }

            /// Builds the key and the argument list of an interpolated literal.
            public struct StringInterpolation: StringInterpolationProtocol {
                var key = ""
                var arguments: [LocalizationArgument] = []

                public init(literalCapacity: Int, interpolationCount: Int) {
                    key.reserveCapacity(literalCapacity + 4 * interpolationCount)
                }

                public mutating func appendLiteral(_ literal: String) {
                    key += literal.replacingOccurrences(of: "%", with: "%%")
                }

                public mutating func appendInterpolation(_ string: String) { append("%@", .string(string)) }

                public mutating func appendInterpolation(_ string: Substring) { append("%@", .string(String(string))) }

                public mutating func appendInterpolation<T: BinaryInteger & SignedInteger>(_ value: T) {
                    append("%lld", .integer(Int64(clamping: value)))
                }

                public mutating func appendInterpolation<T: BinaryInteger & UnsignedInteger>(_ value: T) {
                    append("%llu", .unsigned(UInt64(clamping: value)))
                }

                public mutating func appendInterpolation(_ value: Double) { append("%lf", .double(value)) }

                public mutating func appendInterpolation(_ value: Float) { append("%f", .double(Double(value))) }

                public mutating func appendInterpolation(_ value: Character) { append("%@", .string(String(value))) }

                /// A value formatted with a format style, as `"\(price, format: .currency(code: "EUR"))"`.
                public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
                where F.FormatOutput == String {
                    append("%@", .string(format.format(value)))
                }

                /// Another localized resource, looked up first and interpolated as text.
                public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
                    append("%@", .string(String(localized: resource)))
                }

                private mutating func append(_ specifier: String, _ argument: LocalizationArgument) {
                    key += specifier
                    arguments.append(argument)
                }
            }
        }
    }

    /// One value interpolated into a `String.LocalizationValue`.
    enum LocalizationArgument: Hashable, Sendable {
        case string(String)
        case integer(Int64)
        case unsigned(UInt64)
        case double(Double)

        /// The integer that chooses a plural variant (`one`, `other`…), if this argument is a count.
        var pluralCount: Double? {
            switch self {
            case .string: return nil
            case .integer(let value): return Double(value)
            case .unsigned(let value): return Double(value)
            case .double(let value): return value
            }
        }
    }
#endif
