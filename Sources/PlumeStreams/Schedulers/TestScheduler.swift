import Foundation

/// A scheduler with virtual time for deterministic tests: nothing runs until you `advance` it.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let c = subject.debounce(for: .seconds(0.5), scheduler: scheduler).sink { print($0) }
/// subject.send(1)
/// scheduler.advance(by: .seconds(0.5))  // prints 1
/// ```
/// Actions scheduled "now" run at the next `advance` (or `run()`), in the order scheduled; actions
/// at the same instant run in scheduling order. Thread safe; actions run on the advancing thread.
public final class TestScheduler: Scheduler, @unchecked Sendable {
    /// A virtual instant, in nanoseconds since the scheduler's start.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable, CustomStringConvertible {
        /// Nanoseconds since the start.
        public var nanoseconds: Int

        /// Creates an instant.
        public init(nanoseconds: Int) { self.nanoseconds = nanoseconds }

        /// The interval to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.nanoseconds &- nanoseconds) }
        /// The instant `n` later.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            let (sum, overflow) = nanoseconds.addingReportingOverflow(n.magnitude)
            return SchedulerTimeType(nanoseconds: overflow ? (n.magnitude > 0 ? Int.max : Int.min) : sum)
        }
        /// The time in seconds since the start.
        public var seconds: Double { Double(nanoseconds) / 1e9 }
        /// `"t=1.5s"`.
        public var description: String { "t=\(seconds)s" }

        /// An interval in nanoseconds (see `NanosecondStride`).
        public typealias Stride = NanosecondStride
    }

    /// No options.
    public typealias SchedulerOptions = Never

    private struct Item {
        let id: Int
        let date: SchedulerTimeType
        let action: () -> Void
    }

    private let lock = Lock()
    // Guarded by `lock`, so they skip Swift's dynamic exclusivity checks (a third of debounce's cost).
    @exclusivity(unchecked) private var current: SchedulerTimeType
    @exclusivity(unchecked) private var items: [Item] = []
    @exclusivity(unchecked) private var nextID = 0
    @exclusivity(unchecked) private var cancelled: Set<Int> = []

    /// The date that virtual time zero maps to (for `Timer.publish` driven by this scheduler).
    public let referenceDate: Date

    /// Creates a scheduler at virtual time `now` (default zero).
    public init(
        now: SchedulerTimeType = SchedulerTimeType(nanoseconds: 0), referenceDate: Date = Date(timeIntervalSince1970: 0)
    ) {
        current = now
        self.referenceDate = referenceDate
    }

    /// The current virtual instant.
    public var now: SchedulerTimeType { lock.withLock { current } }
    /// Zero.
    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    /// The number of actions waiting to run.
    public var pendingCount: Int { lock.withLock { items.count } }

    /// Queues `action` at the current instant.
    public func schedule(options: Never?, _ action: @escaping () -> Void) {
        enqueue(at: now, action)
    }

    /// Queues `action` at `date` (past dates run at the next advance).
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
        _ action: @escaping () -> Void
    ) {
        enqueue(at: date, action)
    }

    /// Queues `action` at `date` and every `interval` after it until cancelled (`interval` of at least 1 ns).
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: Never?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let step = Swift.max(interval, .nanoseconds(1))
        let state = RepeatState()
        func fire(at date: SchedulerTimeType) {
            let id = enqueue(at: date) { [weak self] in
                guard let self, !state.isCancelled else { return }
                action()
                fire(at: date.advanced(by: step))
            }
            state.setCurrent(id)
        }
        fire(at: date)
        return AnyCancellable { [weak self] in
            state.cancel()
            if let id = state.currentID { self?.lock.withLock { _ = self?.cancelled.insert(id) } }
        }
    }

    @discardableResult
    private func enqueue(at date: SchedulerTimeType, _ action: @escaping () -> Void) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let id = nextID
        nextID += 1
        let item = Item(id: id, date: date, action: action)
        let index = items.firstIndex { $0.date > date } ?? items.count
        items.insert(item, at: index)
        return id
    }

    /// Moves virtual time forward by `stride`, running every action due on the way, in time order.
    public func advance(by stride: SchedulerTimeType.Stride = .zero) {
        advance(to: now.advanced(by: Swift.max(stride, .zero)))
    }

    /// Moves virtual time forward to `instant` (never backwards), running the actions due.
    public func advance(to instant: SchedulerTimeType) {
        while true {
            lock.lock()
            guard let first = items.first, first.date <= instant else {
                if instant > current { current = instant }
                lock.unlock()
                return
            }
            items.removeFirst()
            if first.date > current { current = first.date }
            let skip = !cancelled.isEmpty && cancelled.remove(first.id) != nil
            lock.unlock()
            if !skip { first.action() }
        }
    }

    /// Runs every queued action, advancing time as needed, until none is left or `maxSteps` ran.
    ///
    /// A repeating action keeps the queue non-empty forever; `maxSteps` stops such a run instead of
    /// hanging. Returns the number of actions run.
    @discardableResult
    public func run(maxSteps: Int = 100_000) -> Int {
        var steps = 0
        while steps < maxSteps {
            lock.lock()
            guard let first = items.first else {
                lock.unlock()
                return steps
            }
            lock.unlock()
            advance(to: first.date)
            steps += 1
        }
        return steps
    }

    /// The wall-clock date corresponding to a virtual instant (`referenceDate` plus its seconds).
    public func date(for instant: SchedulerTimeType) -> Date {
        referenceDate.addingTimeInterval(instant.seconds)
    }
}

/// The state of one repeating action of a `TestScheduler`.
private final class RepeatState: @unchecked Sendable {
    private let lock = Lock()
    private var cancelledFlag = false
    private var id: Int?

    var isCancelled: Bool { lock.withLock { cancelledFlag } }
    var currentID: Int? { lock.withLock { id } }
    func setCurrent(_ id: Int) { lock.withLock { self.id = id } }
    func cancel() { lock.withLock { cancelledFlag = true } }
}
