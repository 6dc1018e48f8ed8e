import Foundation

#if !canImport(Darwin)
    /// Puts the arguments of a `String.LocalizationValue` into a format string from a localization
    /// table, as Apple's `String(format:)` does for the specifiers a localization value produces.
    ///
    /// Called by `String(localized:)` after the table look-up; a text with no values is returned as
    /// it is (so `"100%"` stays `"100%"`). Understands `%%`, `%@`, the integer
    /// conversions `d i u x X o` with `l`/`ll`/`h` length modifiers, the floating ones `f F e E g G`
    /// with `l`, flags, width, precision and positional arguments (`%2$@`, as translators reorder
    /// them). Widths and precisions above 999 are ignored. A specifier with no matching argument, or of a kind that does not match its argument,
    /// is replaced by the argument's plain text (or left as it is when there is none), never read
    /// from memory as C's `printf` would.
    enum LocalizedFormat {
        static func apply(_ format: String, _ arguments: [LocalizationArgument]) -> String {
            if arguments.isEmpty { return format }
            var result = ""
            var nextIndex = 0
            var scalars = Substring(format).unicodeScalars[...]
            while let percent = scalars.firstIndex(of: "%") {
                result.unicodeScalars.append(contentsOf: scalars[..<percent])
                scalars = scalars[scalars.index(after: percent)...]
                guard let spec = Specifier(parsing: &scalars) else {
                    result += "%"
                    continue
                }
                if spec.conversion == "%" {
                    result += "%"
                    continue
                }
                let index = spec.position.map { $0 - 1 } ?? nextIndex
                if spec.position == nil { nextIndex += 1 }
                guard arguments.indices.contains(index) else {
                    result += spec.text
                    continue
                }
                result += spec.render(arguments[index])
            }
            result.unicodeScalars.append(contentsOf: scalars)
            return result
        }

        /// One `%…` specifier, parsed from the text just after its `%`.
        struct Specifier {
            var text: String
            var position: Int?
            var flagsWidthPrecision: String
            var conversion: Character

            init?(parsing scalars: inout Substring.UnicodeScalarView.SubSequence) {
                var consumed = ""
                var cursor = scalars.startIndex
                func peek() -> Unicode.Scalar? { cursor < scalars.endIndex ? scalars[cursor] : nil }
                func take() {
                    consumed.unicodeScalars.append(scalars[cursor])
                    cursor = scalars.index(after: cursor)
                }
                var digits = ""
                while let c = peek(), ("0"..."9").contains(c) {
                    digits.unicodeScalars.append(c)
                    take()
                }
                if peek() == "$", let number = Int(digits), number > 0 {
                    take()
                    position = number
                    digits = ""
                } else {
                    position = nil
                }
                var middle = digits
                while let c = peek(), "-+ #0123456789.".unicodeScalars.contains(c) {
                    middle.unicodeScalars.append(c)
                    take()
                }
                while let c = peek(), "hlLqjzt".unicodeScalars.contains(c) { take() }
                guard let c = peek(), "%@diuxXofFeEgGcs".unicodeScalars.contains(c) else { return nil }
                take()
                conversion = Character(c)
                // A width or precision of four digits or more would only build huge strings: dropped.
                flagsWidthPrecision =
                    middle.split(whereSeparator: { !$0.isNumber }).contains { $0.count > 3 } ? "" : middle
                text = "%" + consumed
                scalars = scalars[cursor...]
            }

            func render(_ argument: LocalizationArgument) -> String {
                switch (conversion, argument) {
                case ("@", .string(let s)), ("s", .string(let s)): return s
                case ("d", .integer(let v)), ("i", .integer(let v)):
                    return String(format: "%\(flagsWidthPrecision)lld", v)
                case ("d", .unsigned(let v)), ("i", .unsigned(let v)), ("u", .unsigned(let v)):
                    return String(format: "%\(flagsWidthPrecision)llu", v)
                case ("u", .integer(let v)):
                    return String(format: "%\(flagsWidthPrecision)lld", v)
                case ("x", .integer(let v)), ("X", .integer(let v)), ("o", .integer(let v)):
                    return String(format: "%\(flagsWidthPrecision)ll\(conversion)", UInt64(bitPattern: v))
                case ("x", .unsigned(let v)), ("X", .unsigned(let v)), ("o", .unsigned(let v)):
                    return String(format: "%\(flagsWidthPrecision)ll\(conversion)", v)
                case (_, .double(let v)) where "fFeEgG".contains(conversion):
                    return String(format: "%\(flagsWidthPrecision)\(conversion)", v)
                case (_, .integer(let v)) where "fFeEgG".contains(conversion):
                    return String(format: "%\(flagsWidthPrecision)\(conversion)", Double(v))
                case (_, .unsigned(let v)) where "fFeEgG".contains(conversion):
                    return String(format: "%\(flagsWidthPrecision)\(conversion)", Double(v))
                default:
                    return argument.plainText
                }
            }
        }
    }

    extension LocalizationArgument {
        /// The argument as text, for `%@` and for a specifier that does not fit it.
        var plainText: String {
            switch self {
            case .string(let s): return s
            case .integer(let v): return String(v)
            case .unsigned(let v): return String(v)
            case .double(let v): return String(v)
            }
        }
    }
#endif
