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
            let scale = try Self.number(text, option: rawValue)
            guard scale > 0, scale <= 4 else {
                throw GalleryError.badArgument("--scale must be in (0, 4] (got '\(text)')")
            }
            return .number(scale)
        case .frames:
            let frames = try Self.whole(text, option: rawValue)
            guard (1...60).contains(frames) else {
                throw GalleryError.badArgument("--frames must be between 1 and 60 (got '\(text)')")
            }
            return .whole(frames)
        case .tolerance:
            let tolerance = try Self.whole(text, option: rawValue)
            guard (0...255).contains(tolerance) else { throw Self.compareRange(text) }
            return .whole(tolerance)
        case .fraction:
            let fraction = try Self.number(text, option: rawValue)
            guard (0...1).contains(fraction) else { throw Self.compareRange(text) }
            return .number(fraction)
        }
    }

    private static func compareRange(_ text: String) -> GalleryError {
        GalleryError.badArgument("--tolerance must be 0…255 and --max-fraction 0…1 (got '\(text)')")
    }

    /// A finite number (NaN and infinities are refused).
    private static func number(_ text: String, option: String) throws -> Double {
        guard let value = Double(text), value.isFinite else {
            throw GalleryError.badArgument("\(option) needs a number, got '\(text)'")
        }
        return value
    }

    private static func whole(_ text: String, option: String) throws -> Int {
        guard let value = Int(text) else {
            throw GalleryError.badArgument("\(option) needs a whole number, got '\(text)'")
        }
        return value
    }

    /// Seconds in 0…`maximumSeconds` (NaN, infinities and negative times are refused).
    static func seconds(_ text: String, option: String) throws -> TimeInterval {
        let seconds = try number(text, option: option)
        guard seconds >= 0 else {
            throw GalleryError.badArgument("\(option) must be 0 or more seconds (got '\(text)')")
        }
        guard seconds <= maximumSeconds else {
            throw GalleryError.badArgument("\(option) must be at most \(Int(maximumSeconds)) seconds (got '\(text)')")
        }
        return seconds
    }
}
