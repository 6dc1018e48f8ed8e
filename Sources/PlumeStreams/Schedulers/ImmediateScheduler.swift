/// A scheduler that runs every action at once, on the calling thread (delays are ignored).
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The shared instance.
    public static let shared = ImmediateScheduler()

    /// Time for the immediate scheduler: always the same instant.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// Intervals (counted, but never waited for).
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Codable, Sendable
        {
            /// The interval as a count.
            public var magnitude: Int

            /// Creates a stride.
            public init(_ value: Int) { magnitude = value }
            /// Creates a stride from an integer literal.
            public init(integerLiteral value: Int) { magnitude = value }
            /// Creates a stride from a float literal (truncated).
            public init(floatLiteral value: Double) { magnitude = Int(value) }
            /// Creates a stride from an exact integer.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }

            /// Sum.
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude &+ rhs.magnitude) }
            /// Difference.
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude &- rhs.magnitude) }
            /// Product.
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude &* rhs.magnitude) }
            /// Adds in place.
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            /// Subtracts in place.
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            /// Multiplies in place.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            /// Ordering.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }

            /// A stride of seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(s) }
            /// A stride of seconds.
            public static func seconds(_ s: Double) -> Stride { Stride(Int(s)) }
            /// A stride of milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(ms) }
            /// A stride of microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(us) }
            /// A stride of nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(ns) }
        }

        /// The distance to another instant (always zero).
        public func distance(to other: SchedulerTimeType) -> Stride { Stride(0) }
        /// The same instant.
        public func advanced(by n: Stride) -> SchedulerTimeType { self }
    }

    /// No options.
    public typealias SchedulerOptions = Never

    /// The only instant.
    public var now: SchedulerTimeType { SchedulerTimeType() }
    /// Zero.
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    /// Runs `action` now.
    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }

    /// Runs `action` now (the date is ignored).
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
        _ action: @escaping () -> Void
    ) { action() }

    /// Runs `action` once, now, and returns a cancellable that does nothing.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: Never?, _ action: @escaping () -> Void
    ) -> Cancellable {
        action()
        return AnyCancellable {}
    }
}
