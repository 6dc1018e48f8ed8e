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
            let (from, to) = (dispatchTime.uptimeNanoseconds, other.dispatchTime.uptimeNanoseconds)
            return to >= from ? Stride(Int(clamping: to - from)) : Stride(-Int(clamping: from - to))
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

        /// An interval in nanoseconds (see `NanosecondStride`).
        public typealias Stride = NanosecondStride
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
