import Foundation

/// An interval in whole nanoseconds: the stride of the `DispatchQueue` and `TestScheduler` time types.
///
/// Combine nests a stride type in each scheduler's time type; Plume's two nanosecond strides are this
/// one type (`DispatchQueue.SchedulerTimeType.Stride` and `TestScheduler.SchedulerTimeType.Stride`
/// are aliases of it). Arithmetic wraps instead of trapping; seconds that do not fit saturate.
public struct NanosecondStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
    Hashable, Sendable, CustomStringConvertible
{
    /// The interval in nanoseconds.
    public var magnitude: Int

    /// Creates a stride of `nanoseconds`.
    public init(_ nanoseconds: Int) { magnitude = nanoseconds }
    /// Creates a stride of whole seconds from an integer literal.
    public init(integerLiteral value: Int) { magnitude = value &* 1_000_000_000 }
    /// Creates a stride of seconds from a float literal.
    public init(floatLiteral value: Double) { magnitude = NanosecondStride.nanos(value) }
    /// Creates a stride of whole seconds.
    public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        magnitude = value &* 1_000_000_000
    }

    /// The interval in seconds.
    public var timeInterval: Double { Double(magnitude) / 1e9 }
    /// `"0.5s"`.
    public var description: String { "\(timeInterval)s" }

    static func nanos(_ seconds: Double) -> Int {
        guard seconds.isFinite else { return seconds > 0 ? Int.max : (seconds < 0 ? Int.min : 0) }
        let value = (seconds * 1e9).rounded()
        return value >= 9.2e18 ? Int.max : (value <= -9.2e18 ? Int.min : Int(value))
    }

    /// Sum.
    public static func + (lhs: NanosecondStride, rhs: NanosecondStride) -> NanosecondStride {
        NanosecondStride(lhs.magnitude &+ rhs.magnitude)
    }
    /// Difference.
    public static func - (lhs: NanosecondStride, rhs: NanosecondStride) -> NanosecondStride {
        NanosecondStride(lhs.magnitude &- rhs.magnitude)
    }
    /// Product (of nanosecond counts).
    public static func * (lhs: NanosecondStride, rhs: NanosecondStride) -> NanosecondStride {
        NanosecondStride(lhs.magnitude &* rhs.magnitude)
    }
    /// Adds in place.
    public static func += (lhs: inout NanosecondStride, rhs: NanosecondStride) { lhs = lhs + rhs }
    /// Subtracts in place.
    public static func -= (lhs: inout NanosecondStride, rhs: NanosecondStride) { lhs = lhs - rhs }
    /// Multiplies in place.
    public static func *= (lhs: inout NanosecondStride, rhs: NanosecondStride) { lhs = lhs * rhs }
    /// Ordering.
    public static func < (lhs: NanosecondStride, rhs: NanosecondStride) -> Bool { lhs.magnitude < rhs.magnitude }

    /// Whole seconds.
    public static func seconds(_ s: Int) -> NanosecondStride { NanosecondStride(s &* 1_000_000_000) }
    /// Fractional seconds.
    public static func seconds(_ s: Double) -> NanosecondStride { NanosecondStride(nanos(s)) }
    /// Milliseconds.
    public static func milliseconds(_ ms: Int) -> NanosecondStride { NanosecondStride(ms &* 1_000_000) }
    /// Microseconds.
    public static func microseconds(_ us: Int) -> NanosecondStride { NanosecondStride(us &* 1_000) }
    /// Nanoseconds.
    public static func nanoseconds(_ ns: Int) -> NanosecondStride { NanosecondStride(ns) }
}
