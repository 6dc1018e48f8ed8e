import Dispatch
import Foundation

extension DispatchQueue: Scheduler {
    /// An instant for the dispatch scheduler: a `DispatchTime`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The instant.
        public var dispatchTime: DispatchTime

        /// Creates an instant.
        public init(_ time: DispatchTime) { dispatchTime = time }

        /// The interval to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(Int(truncatingIfNeeded: other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds))
        }

        /// The instant `n` later.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            let base = Int64(clamping: dispatchTime.uptimeNanoseconds)
            let (sum, overflow) = base.addingReportingOverflow(Int64(n.magnitude))
            let nanos = overflow ? (n.magnitude > 0 ? Int64.max : 0) : Swift.max(0, sum)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(nanos)))
        }

        /// Hashes the instant.
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        /// Equal instants.
        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        /// Codes as uptime nanoseconds.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        /// Decodes from uptime nanoseconds.
        public init(from decoder: Decoder) throws {
            dispatchTime = DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self))
        }

        /// An interval in nanoseconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Sendable, CustomStringConvertible
        {
            /// The interval in nanoseconds.
            public var magnitude: Int

            /// Creates a stride of `nanoseconds`.
            public init(_ nanoseconds: Int) { magnitude = nanoseconds }
            /// Creates a stride of whole seconds from an integer literal.
            public init(integerLiteral value: Int) { magnitude = value &* 1_000_000_000 }
            /// Creates a stride of seconds from a float literal.
            public init(floatLiteral value: Double) { magnitude = Stride.nanos(value) }
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
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude &+ rhs.magnitude) }
            /// Difference.
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude &- rhs.magnitude) }
            /// Product (of nanosecond counts).
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude &* rhs.magnitude) }
            /// Adds in place.
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            /// Subtracts in place.
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            /// Multiplies in place.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            /// Ordering.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }

            /// Whole seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(s &* 1_000_000_000) }
            /// Fractional seconds.
            public static func seconds(_ s: Double) -> Stride { Stride(nanos(s)) }
            /// Milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(ms &* 1_000_000) }
            /// Microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(us &* 1_000) }
            /// Nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(ns) }
        }
    }

    /// Options for dispatching (quality of service, flags, group).
    public struct SchedulerOptions {
        /// The quality of service of the work item.
        public var qos: DispatchQoS
        /// The work item flags.
        public var flags: DispatchWorkItemFlags
        /// The group the work belongs to.
        public var group: DispatchGroup?

        /// Creates options.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// The current uptime instant.
    public var now: SchedulerTimeType { SchedulerTimeType(DispatchTime.now()) }
    /// Zero.
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    /// Runs `action` asynchronously on this queue.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [], execute: action)
    }

    /// Runs `action` on this queue at `date` or later.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        asyncAfter(
            deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [], execute: action
        )
    }

    /// Runs `action` on this queue at `date` and every `interval` after it, until cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.setEventHandler(handler: action)
        timer.schedule(
            deadline: date.dispatchTime, repeating: .nanoseconds(Swift.max(1, interval.magnitude)),
            leeway: .nanoseconds(Swift.max(0, tolerance.magnitude)))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
