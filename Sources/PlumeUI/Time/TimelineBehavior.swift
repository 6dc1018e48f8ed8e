import Foundation

/// Keeps a `TimelineView`'s content at the latest entry of its schedule: walks the entries forward
/// as the frame clock passes them and asks the graph's `WakeUps` for a frame at the next one.
///
/// A new view value (its schedule or content closure changed) starts the entries again from the
/// current date; a wake-up or `invalidateTimelineContent()` keeps them. At most
/// `maximumStepsPerFrame` entries are skipped in one frame (a long jump of the clock past a dense
/// schedule); beyond that the entries start again from the current date (reported once).
final class TimelineBehavior<Schedule: TimelineSchedule, Content: View>:
    SingleContentViewBehavior<TimelineView<Schedule, Content>>
{
    override var movesWithFrame: Bool { false }
    static var maximumStepsPerFrame: Int { 100_000 }

    private var entries: Schedule.Entries.Iterator?
    private var current: Date?
    private var upcoming: Date?
    /// Set by a wake-up or an invalidation: the next update keeps the entries.
    private var keepsEntries = false
    private var reportedJump = false
    private var reportedOrder = false

    override var displayName: String? { "TimelineView" }

    override func update(changed: Bool) {
        let graph = node.graph
        let now = graph.dateAtTimeZero.addingTimeInterval(graph.time)
        if !keepsEntries || entries == nil { restart(at: now) }
        keepsEntries = false
        if !advance(to: now) {
            if !reportedJump {
                reportedJump = true
                graph.report(
                    "TimelineView: more than \(Self.maximumStepsPerFrame) entries passed in one frame; "
                        + "the schedule starts again from the current date")
            }
            restart(at: now)
            _ = advance(to: now)
        }
        let context = TimelineViewDefaultContext(
            date: current ?? now, cadence: .live,
            invalidate: { [weak self] in self?.refresh() })
        node.reconcileChildren([(AnyHashable(0), view.content(context))], environment: node.environment)
        if let upcoming {
            graph.wakeUps.schedule(self, at: upcoming.timeIntervalSince(graph.dateAtTimeZero)) { [weak self] in
                self?.refresh()
            }
        } else {
            graph.wakeUps.cancel(self)
        }
    }

    /// Rebuilds the content at the next frame, keeping the entries.
    private func refresh() {
        keepsEntries = true
        node.invalidateBody(transaction: Transaction())
    }

    private func restart(at now: Date) {
        var iterator = view.schedule.entries(from: now, mode: .normal).makeIterator()
        current = nil
        upcoming = iterator.next()
        entries = iterator
    }

    /// Moves `current` to the last entry at or before `now`; false when that takes too many steps.
    private func advance(to now: Date) -> Bool {
        var steps = 0
        while let next = upcoming, next <= now {
            current = next
            upcoming = entries?.next()
            if let later = upcoming, later <= next {
                if !reportedOrder {
                    reportedOrder = true
                    node.graph.report("TimelineView: the schedule's entries must increase; it ends at \(next)")
                }
                upcoming = nil
            }
            steps += 1
            if steps > Self.maximumStepsPerFrame { return false }
        }
        return true
    }

    override func destroyed() { node.graph.wakeUps.cancel(self) }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { contentSize(proposal) }
    override func place(in rect: CGRect, proposal: ProposedViewSize) { placeContent(in: rect, proposal: proposal) }
}
