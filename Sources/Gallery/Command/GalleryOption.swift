import Foundation
import Plume

/// One option of the `gallery` command, with the kind of value it takes (the one table the parser
/// and the usage text are both made from).
enum GalleryOption: String, CaseIterable {
    case all = "--all"
    case at = "--at"
    case size = "--size"
    case scheme = "--scheme"
    case scale = "--scale"
    case out = "--out"
    case touch = "--touch"
    case from = "--from"
    case to = "--to"
    case frames = "--frames"
    case tolerance = "--tolerance"
    case maxFraction = "--max-fraction"
    case tap = "--tap"
    case wait = "--wait"
    case type = "--type"
    case drag = "--drag"
    case scroll = "--scroll"

    /// The longest time an option may move the clock (`--at`, `--from`, `--to`, `--wait`, a drag).
    static let maximumSeconds: TimeInterval = 600

    /// What follows the option on the command line.
    enum Kind {
        case flag, text, seconds, size, scheme, scale, frames, tolerance, fraction
        /// A step of a scripted flow (`--tap`, `--wait`…): repeatable, kept in command-line order.
        case step
    }

    var kind: Kind {
        switch self {
        case .all, .touch: .flag
        case .out: .text
        case .at, .from, .to: .seconds
        case .size: .size
        case .scheme: .scheme
        case .scale: .scale
        case .frames: .frames
        case .tolerance: .tolerance
        case .maxFraction: .fraction
        case .tap, .wait, .type, .drag, .scroll: .step
        }
    }

    /// The value's name in the usage text.
    var metavar: String? {
        switch self {
        case .all, .touch: nil
        case .at, .from, .to, .wait: "SECONDS"
        case .size: "WxH"
        case .scheme: "light|dark"
        case .scale, .frames, .tolerance: "N"
        case .out: "PATH"
        case .maxFraction: "F"
        case .tap: "LABEL"
        case .type: "TEXT"
        case .drag: "X,Y:X,Y[:SECONDS]"
        case .scroll: "DY"
        }
    }

    /// `--name VALUE` (or `--name` for a flag).
    var synopsis: String { metavar.map { "\(rawValue) \($0)" } ?? rawValue }

    /// A parsed value.
    enum Value {
        case flag
        case text(String)
        case number(Double)
        case whole(Int)
        case size(CGSize)
        case scheme(ColorScheme)
    }

    /// Checks and converts `text`, the value given after the option; a bad value is a `badArgument`
    /// error naming the option and the accepted values.
    func value(_ text: String) throws -> Value {
        switch kind {
        case .flag: return .flag
        case .text, .step: return .text(text)
        case .seconds: return .number(try Self.seconds(text, option: rawValue))
        case .size:
            let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
            guard parts.count == 2, let w = parts[0], let h = parts[1], w > 0, w <= 10_000, h > 0, h <= 10_000 else {
                throw GalleryError.badArgument("--size must be WIDTHxHEIGHT in points, e.g. 400x600 (got '\(text)')")
            }
            return .size(CGSize(width: w, height: h))
        case .scheme:
            guard let scheme = ColorScheme(rawValue: text) else {
                throw GalleryError.badArgument("--scheme must be light or dark (got '\(text)')")
            }
            return .scheme(scheme)
        case .scale:
            guard let scale = Double(text), scale > 0, scale <= 4 else {
                throw GalleryError.badArgument("--scale must be a number in (0, 4] (got '\(text)')")
            }
            return .number(scale)
        case .frames: return .whole(try Self.whole(text, option: rawValue, in: 1...60))
        case .tolerance: return .whole(try Self.whole(text, option: rawValue, in: 0...255))
        case .fraction:
            guard let fraction = Double(text), (0...1).contains(fraction) else {
                throw GalleryError.badArgument("--max-fraction must be a number in 0…1 (got '\(text)')")
            }
            return .number(fraction)
        }
    }

    /// Seconds in 0…`maximumSeconds` (NaN, infinities and negative times are refused).
    static func seconds(_ text: String, option: String) throws -> TimeInterval {
        guard let seconds = Double(text), seconds.isFinite, seconds >= 0, seconds <= maximumSeconds else {
            throw GalleryError.badArgument(
                "\(option) must be a time in seconds from 0 to \(Int(maximumSeconds)) (got '\(text)')")
        }
        return seconds
    }

    private static func whole(_ text: String, option: String, in range: ClosedRange<Int>) throws -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw GalleryError.badArgument(
                "\(option) must be a whole number from \(range.lowerBound) to \(range.upperBound) (got '\(text)')")
        }
        return value
    }
}
