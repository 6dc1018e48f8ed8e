import Foundation
import PlumeAnimation
import PlumeStreams

/// Drives `Timer.publish` from a host's manual clock: ticks fire when the host advances past them.
///
/// A `ViewHost` made with `drivesTimers: true` installs its clock as `Timer.TimerPublisher`'s
/// override while it mounts, updates and handles input (scoped with `withClockOverride`, so tests
/// running at the same time never see it) and fires due ticks, in time order, before each frame.
public final class ManualTimerClock: TimerPublisherClock {
    private struct Entry {
        let id: Int
        let interval: TimeInterval
        var next: TimeInterval
        let tick: (Date) -> Void
    }

    private let clock: ManualClock
    private var entries: [Entry] = []
    private var nextID = 0
    private let lock = NSLock()

    init(clock: ManualClock) { self.clock = clock }

    public func scheduleRepeating(
        every interval: TimeInterval, tolerance: TimeInterval?, _ tick: @escaping (Date) -> Void
    ) -> Cancellable {
        lock.lock()
        nextID += 1
        let id = nextID
        let step = interval.isFinite && interval > 0 ? interval : 0.001
        entries.append(Entry(id: id, interval: step, next: clock.now + step, tick: tick))
        lock.unlock()
        return TimerCancel { [weak self] in
            guard let self else { return }
            self.lock.lock()
            self.entries.removeAll { $0.id == id }
            self.lock.unlock()
        }
    }

    /// At most this many ticks of one timer fire in one `fire(upTo:)`. When more are due (the host's
    /// clock jumped), the rest are skipped and the timer's next tick is the first one after the jump,
    /// as Foundation's `Timer` skips the ticks it missed.
    public static let maximumCatchUpTicks = 1_000

    /// Fires every tick due at or before `time`, earliest first (at most `maximumCatchUpTicks` per timer).
    func fire(upTo time: TimeInterval) {
        var fired: [Int: Int] = [:]
        while true {
            lock.lock()
            guard let index = entries.indices.min(by: { entries[$0].next < entries[$1].next }),
                entries[index].next <= time + 1e-9
            else {
                lock.unlock()
                return
            }
            let entry = entries[index]
            fired[entry.id, default: 0] += 1
            entries[index].next += entry.interval
            if fired[entry.id] == Self.maximumCatchUpTicks, entries[index].next <= time + 1e-9 {
                let missed = ((time + 1e-9 - entries[index].next) / entry.interval).rounded(.down) + 1
                entries[index].next += missed * entry.interval
            }
            lock.unlock()
            entry.tick(Date(timeIntervalSinceReferenceDate: entry.next))
        }
    }

    private final class TimerCancel: Cancellable {
        let action: () -> Void
        init(_ action: @escaping () -> Void) { self.action = action }
        func cancel() { action() }
    }
}
