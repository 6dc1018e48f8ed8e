import Foundation
import Testing

@testable import PlumeFoundation

/// Lets the localization tests feed `LocalizedFormat` strings and numbers directly.
enum LocalizedFormatProbe {
    enum Value: ExpressibleByStringLiteral {
        case string(String)
        case integer(Int64)
        case double(Double)
        init(stringLiteral value: String) { self = .string(value) }

        var argument: LocalizationArgument {
            switch self {
            case .string(let s): return .string(s)
            case .integer(let v): return .integer(v)
            case .double(let v): return .double(v)
            }
        }
    }

    static func apply(_ format: String, _ values: [Value]) -> String {
        LocalizedFormat.apply(format, values.map(\.argument))
    }
}
