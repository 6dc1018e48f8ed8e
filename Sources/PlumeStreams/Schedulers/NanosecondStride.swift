import Dispatch
import Foundation

/// An interval in whole nanoseconds: the stride of the `DispatchQueue` and `TestScheduler` time types.
///
/// Combine nests a stride type in each scheduler's time type; Plume's two nanosecond strides are this
/// one type (`DispatchQueue.SchedulerTimeType.Stride` and `TestScheduler.SchedulerTimeType.Stride`
/// are aliases of it). As in Combine it converts to and from `DispatchTimeInterval`; arithmetic and
/// conversions saturate at `Int.min`/`Int.max` nanoseconds instead of wrapping or trapping.
public struct NanosecondStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
    Hashable, Codable, Sendable, CustomStringConvertible
{
    /// The interval in nanoseconds.
    public var magnitude: Int

    /// Creates a stride of `nanoseconds`.
    public init(_ nanoseconds: Int) { magnitude = nanoseconds }
    /// Creates a stride from a dispatch interval (`.never` is the largest stride).
    public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let s): magnitude = NanosecondStride.scaled(s, by: 1_000_000_000)
        case .milliseconds(let ms): magnitude = NanosecondStride.scaled(ms, by: 1_000_000)
        case .microseconds(let us): magnitude = NanosecondStride.scaled(us, by: 1_000)
        case .nanoseconds(let ns): magnitude = ns
        case .never: magnitude = Int.max
        @unknown default: magnitude = Int.max
        }
    }
    /// Creates a stride of whole seconds from an integer literal.
    public init(integerLiteral value: Int) { magnitude = NanosecondStride.scaled(value, by: 1_000_000_000) }
    /// Creates a stride of seconds from a float literal.
    public init(floatLiteral value: Double) { magnitude = NanosecondStride.nanos(value) }
    /// Creates a stride of whole seconds; `nil` if that many nanoseconds do not fit an `Int`.
    public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        let (nanos, overflow) = value.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return nil }
        magnitude = nanos
    }

    /// The interval as a dispatch interval (`.nanoseconds(magnitude)`), as in Combine.
    public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }
    /// `"0.5s"`.
    public var description: String { "\(Double(magnitude) / 1e9)s" }

    static func nanos(_ seconds: Double) -> Int {
        guard seconds.isFinite else { return seconds > 0 ? Int.max : (seconds < 0 ? Int.min : 0) }
        let value = (seconds * 1e9).rounded()
        return value >= 9.2e18 ? Int.max : (value <= -9.2e18 ? Int.min : Int(value))
    }

    /// `value * factor`, saturated.
    static func scaled(_ value: Int, by factor: Int) -> Int {
        let (product, overflow) = value.multipliedReportingOverflow(by: factor)
        guard overflow else { return product }
        return (value < 0) == (factor < 0) ? Int.max : Int.min
    }

    /// Sum (saturated).
    public static func + (lhs: NanosecondStride, rhs: NanosecondStride) -> NanosecondStride {
        let (sum, overflow) = lhs.magnitude.addingReportingOverflow(rhs.magnitude)
        return NanosecondStride(overflow ? (rhs.magnitude > 0 ? Int.max : Int.min) : sum)
    }
    /// Difference (saturated).
    public static func - (lhs: NanosecondStride, rhs: NanosecondStride) -> NanosecondStride {
        let (difference, overflow) = lhs.magnitude.subtractingReportingOverflow(rhs.magnitude)
        return NanosecondStride(overflow ? (rhs.magnitude < 0 ? Int.max : Int.min) : difference)
    }
    /// Product of nanosecond counts (saturated).
    public static func * (lhs: NanosecondStride, rhs: NanosecondStride) -> NanosecondStride {
        NanosecondStride(scaled(lhs.magnitude, by: rhs.magnitude))
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
    public static func seconds(_ s: Int) -> NanosecondStride { NanosecondStride(scaled(s, by: 1_000_000_000)) }
    /// Fractional seconds.
    public static func seconds(_ s: Double) -> NanosecondStride { NanosecondStride(nanos(s)) }
    /// Milliseconds.
    public static func milliseconds(_ ms: Int) -> NanosecondStride { NanosecondStride(scaled(ms, by: 1_000_000)) }
    /// Microseconds.
    public static func microseconds(_ us: Int) -> NanosecondStride { NanosecondStride(scaled(us, by: 1_000)) }
    /// Nanoseconds.
    public static func nanoseconds(_ ns: Int) -> NanosecondStride { NanosecondStride(ns) }
}
