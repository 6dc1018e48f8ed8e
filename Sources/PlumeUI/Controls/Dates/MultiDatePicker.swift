import Foundation
import PlumeGraphics

/// A calendar on which the person picks any number of days, as SwiftUI's `MultiDatePicker`.
///
/// ```swift
/// @State private var days: Set<DateComponents> = []
/// MultiDatePicker("Holidays", selection: $days, in: Date.now...)
/// ```
/// It is the graphical date picker's month grid (`DatePickerStyle.graphical`): a tap on a day adds
/// it to the selection (a tinted disc) or takes it out. Each day is stored as
/// `DateComponents` with the environment's calendar, era, year, month and day; a selected element is
/// matched by its year, month and day, so components written by hand (`DateComponents(year: 2026,
/// month: 1, day: 7)`) show as selected and are removed by a tap. Days outside `bounds` are dimmed
/// and inert. As on iOS, the label is not drawn: it names the calendar for accessibility. The month
/// shown first is the one of the earliest selected day, or else the current month (within the
/// bounds).
public struct MultiDatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Set<DateComponents>>
    let minimum: Date?
    /// The last instant allowed (a `Range`'s upper bound is not).
    let maximum: Date?

    /// A picker of days from any date.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection, minimum: nil, maximum: nil)
    }

    /// A picker of days within `bounds` (its upper bound excluded).
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(
            label: label(), selection: selection, minimum: bounds.lowerBound,
            maximum: bounds.upperBound.addingTimeInterval(-0.001))
    }

    /// A picker of days from `bounds.lowerBound` on.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection, minimum: bounds.lowerBound, maximum: nil)
    }

    /// A picker of days before `bounds.upperBound`.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(
            label: label(), selection: selection, minimum: nil, maximum: bounds.upperBound.addingTimeInterval(-0.001))
    }

    init(label: Label, selection: Binding<Set<DateComponents>>, minimum: Date?, maximum: Date?) {
        self.label = label
        self.selection = selection
        self.minimum = minimum
        self.maximum = maximum
    }

    public var body: some View {
        MultiDateCalendar(selection: selection, minimum: minimum, maximum: maximum)
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker of days titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(label: Text(titleKey), selection: selection, minimum: nil, maximum: nil)
    }

    /// A picker of days titled `titleKey`, within `bounds` (its upper bound excluded).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of days titled `titleKey`, from `bounds.lowerBound` on.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of days titled `titleKey`, before `bounds.upperBound`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of days titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(label: Text(title), selection: selection, minimum: nil, maximum: nil)
    }

    /// A picker of days titled by a string, within `bounds` (its upper bound excluded).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// A picker of days titled by a string, from `bounds.lowerBound` on.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// A picker of days titled by a string, before `bounds.upperBound`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}
