import Foundation

/// A time as a rational number of seconds, as CoreMedia's `CMTime` (`AVPlayer.seek(to:)` and
/// `currentTime()` speak it): `value / timescale` seconds.
public struct CMTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The numerator.
    public var value: Int64
    /// The denominator (per second); 0 makes an invalid time.
    public var timescale: Int32

    /// `value / timescale` seconds.
    public init(value: Int64, timescale: Int32) {
        self.value = value
        self.timescale = timescale
    }

    /// `seconds`, rounded to a multiple of `1 / preferredTimescale`; not a number or infinite, or a
    /// timescale ≤ 0: ``invalid``. Beyond what 64 bits hold the value is clamped.
    public init(seconds: Double, preferredTimescale: Int32) {
        guard seconds.isFinite, preferredTimescale > 0 else {
            self = .invalid
            return
        }
        let scaled = (seconds * Double(preferredTimescale)).rounded()
        // Double(Int64.max) is 2⁶³, one past the largest value: compare before converting.
        let value: Int64 =
            scaled >= Double(Int64.max) ? .max : scaled <= Double(Int64.min) ? .min : Int64(scaled)
        self.init(value: value, timescale: preferredTimescale)
    }

    /// Zero seconds.
    public static let zero = CMTime(value: 0, timescale: 1)
    /// No time (a timescale of 0).
    public static let invalid = CMTime(value: 0, timescale: 0)

    /// Whether the time is a time (its timescale is positive).
    public var isValid: Bool { timescale > 0 }
    /// The time in seconds (not a number when invalid).
    public var seconds: Double { isValid ? Double(value) / Double(timescale) : .nan }

    public static func == (lhs: CMTime, rhs: CMTime) -> Bool {
        guard lhs.isValid, rhs.isValid else { return lhs.isValid == rhs.isValid }
        return Int128(lhs.value) * Int128(rhs.timescale) == Int128(rhs.value) * Int128(lhs.timescale)
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(seconds) }
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool {
        Int128(lhs.value) * Int128(rhs.timescale) < Int128(rhs.value) * Int128(lhs.timescale)
    }

    public var description: String { isValid ? "\(value)/\(timescale) s" : "invalid" }
}
