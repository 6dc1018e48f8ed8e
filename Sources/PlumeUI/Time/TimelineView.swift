import Foundation

/// A view whose content is rebuilt at the dates of a schedule, as SwiftUI's `TimelineView`.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, format: .dateTime.hour().minute().second())
/// }
/// TimelineView(.animation) { context in
///     let angle = context.date.timeIntervalSinceReferenceDate.remainder(dividingBy: 4) * 90
///     Rectangle().rotationEffect(.degrees(angle)).frame(width: 40, height: 40)
/// }
/// ```
/// Driven by the graph's frame clock: the timeline's dates are `ViewGraph.dateAtTimeZero` plus the
/// frame time (the manual clock in tests, `ViewHost.startDate` at time 0; real time in a window).
/// The content shows the latest entry at or before the frame's date and asks the host for a frame
/// at the next entry (`ViewGraph.nextWakeUpTime`); a paused or finished schedule asks for none, so
/// an idle window stays idle. The content is laid out as the timeline's only child (several views
/// are stacked as an implicit `VStack`). `context.cadence` is always `.live` (Plume never throttles
/// a window); `invalidateTimelineContent()` rebuilds the content at the next frame.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    /// What the content is given: the entry's date and the update rate.
    public struct Context {
        /// How often the content is being updated, as SwiftUI's `TimelineView.Context.Cadence`.
        public enum Cadence: Comparable, Sendable {
            case live, seconds, minutes
        }
        /// The date of the entry being shown.
        public let date: Date
        /// How often the content is updated (always `.live` in Plume).
        public let cadence: Cadence
        let invalidate: () -> Void
        /// Rebuilds the content at the next frame, for the same entry.
        public func invalidateTimelineContent() { invalidate() }
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// A timeline updating `content` at `schedule`'s dates.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public typealias Body = Never
    func makeBehavior() -> NodeBehavior { TimelineBehavior<Schedule, Content>() }
}

/// The context every timeline's content is given, whatever its schedule and content (as in SwiftUI,
/// the content closure takes this type, so that the content's type can be inferred from it).
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context
