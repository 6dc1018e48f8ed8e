import Foundation

/// Progress views that follow a span of time, as SwiftUI's
/// `ProgressView(timerInterval:countsDown:label:currentValueLabel:)`:
///
/// ```swift
/// ProgressView(timerInterval: start...start.addingTimeInterval(60))   // empties over a minute
/// ```
/// The bar is full at the lower bound and empty at the upper one when `countsDown` (the default),
/// the other way round otherwise, and stands still outside the interval. Its time is the graph's
/// clock (`TimelineView`): a window moves it on its own, a test by advancing the manual clock. The
/// default current-value label is the time left (or passed) as a timer text ("0:59").
extension ProgressView {
    /// A progress view over `timerInterval` with a label and a current-value label.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: nil, label: label(), currentValueLabel: currentValueLabel())
        timer = ProgressTimer(interval: timerInterval, countsDown: countsDown)
    }

    /// A progress view over `timerInterval` with a label; the current value is the time as a timer.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label)
    where CurrentValueLabel == DefaultDateProgressLabel {
        self.init(
            timerInterval: timerInterval, countsDown: countsDown, label: label,
            currentValueLabel: { DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown) })
    }

    /// A progress view over `timerInterval`; the current value is the time as a timer.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true)
    where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
        self.init(
            fraction: nil, label: nil,
            currentValueLabel: DefaultDateProgressLabel(
                interval: timerInterval, countsDown: countsDown))
        timer = ProgressTimer(interval: timerInterval, countsDown: countsDown)
    }
}

/// The current-value label of a timer progress view, as SwiftUI's `DefaultDateProgressLabel`: the
/// time left to the interval's end (or passed since its start) as `Text(timerInterval:countsDown:)`.
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    public var body: some View { Text(timerInterval: interval, countsDown: countsDown) }
}

/// The span of a timer progress view and how its fraction follows the date.
struct ProgressTimer: Equatable {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    /// The fraction shown at `date`: the share of the interval passed (or left, counting down),
    /// clamped to 0…1; an empty interval is over.
    func fraction(at date: Date) -> Double {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let passed = date.timeIntervalSince(interval.lowerBound)
        let share = length > 0 ? min(max(passed / length, 0), 1) : 1
        return countsDown ? 1 - share : share
    }

    /// When the bar is drawn again.
    var schedule: ProgressTimerSchedule { ProgressTimerSchedule(interval: interval) }
}

/// The dates a timer progress view is drawn at: from the date it appears, every 1/500 of the
/// interval (at least 1/30 s apart) until the upper bound, then no more; none after the upper
/// bound but the first.
struct ProgressTimerSchedule: TimelineSchedule, Equatable {
    let interval: ClosedRange<Date>

    func entries(from startDate: Date, mode: TimelineScheduleMode) -> ProgressTimerEntries {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let step = max(length / 500, 1.0 / 30)
        return ProgressTimerEntries(upcoming: startDate, end: interval.upperBound, step: step.isFinite ? step : 1)
    }
}

/// The entries of a `ProgressTimerSchedule`: `upcoming`, then one every `step` before `end`, then
/// `end`.
struct ProgressTimerEntries: Sequence, IteratorProtocol {
    var upcoming: Date?
    let end: Date
    let step: TimeInterval

    mutating func next() -> Date? {
        guard let current = upcoming else { return nil }
        if current >= end {
            upcoming = nil
        } else {
            let following = current.addingTimeInterval(step)
            upcoming = following < end ? following : end
        }
        return current
    }
}
