import Foundation

/// An instant for the `RunLoop` and `OperationQueue` schedulers: a `Date`, with strides in seconds.
///
/// Combine gives each of those schedulers its own nested type; Plume's are two distinct
/// specialisations of this one implementation: `RunLoop.SchedulerTimeType` is
/// `DateSchedulerTime<RunLoop>` and `OperationQueue.SchedulerTimeType` is
/// `DateSchedulerTime<OperationQueue>` (`Owner` only tells them apart; their strides differ too).
public struct DateSchedulerTime<Owner: AnyObject>: Strideable, Codable, Hashable, Sendable {
    /// The instant.
    public var date: Date

    /// Creates an instant.
    public init(_ date: Date) { self.date = date }

    /// The interval to `other`.
    public func distance(to other: DateSchedulerTime) -> Stride {
        Stride(other.date.timeIntervalSince(date))
    }

    /// The instant `n` later.
    public func advanced(by n: Stride) -> DateSchedulerTime {
        DateSchedulerTime(date.addingTimeInterval(n.magnitude))
    }

    /// Codes as the date.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(date)
    }

    /// Decodes from a date.
    public init(from decoder: Decoder) throws {
        date = try decoder.singleValueContainer().decode(Date.self)
    }

    /// An interval in seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
        Hashable, Codable, Sendable, CustomStringConvertible
    {
        /// The interval in seconds.
        public var magnitude: TimeInterval

        /// Creates a stride of `timeInterval` seconds.
        public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
        /// Creates a stride of seconds from an integer literal.
        public init(integerLiteral value: Int) { magnitude = TimeInterval(value) }
        /// Creates a stride of seconds from a float literal.
        public init(floatLiteral value: Double) { magnitude = value }
        /// Creates a stride of whole seconds.
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let value = TimeInterval(exactly: source) else { return nil }
            magnitude = value
        }

        /// The interval in seconds.
        public var timeInterval: TimeInterval { magnitude }
        /// `"0.5s"`.
        public var description: String { "\(magnitude)s" }

        /// Sum.
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
        /// Difference.
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
        /// Product.
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
        /// Adds in place.
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        /// Subtracts in place.
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        /// Multiplies in place.
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        /// Ordering.
        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }

        /// Whole seconds.
        public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
        /// Fractional seconds.
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        /// Milliseconds.
        public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
        /// Microseconds.
        public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
        /// Nanoseconds.
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }
    }
}
