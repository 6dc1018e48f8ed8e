import Foundation

/// A control for choosing a date, a time of day or both, as SwiftUI's `DatePicker`.
///
/// ```swift
/// DatePicker("Start", selection: $start, in: Date.now..., displayedComponents: [.date])
///     .datePickerStyle(.graphical)
/// ```
/// The look is the `datePickerStyle` (`.compact` by default). Dates are counted in the environment's
/// `\.calendar` and shown in its `\.timeZone` and `\.locale`. Choosing a date keeps the parts not
/// shown (picking a day keeps the time of day).
///
/// Differences from SwiftUI: a selection outside `in:` is shown as the nearest bound and written back
/// as that bound on the next change (SwiftUI shows it clamped too); dates outside the years 1…9999, and
/// non-finite dates, are clamped into them and reported in `ViewGraph.diagnostics`, as is a range whose
/// bounds are not finite (that bound is ignored).
public struct DatePicker<Label: View>: View {
    /// The parts of a date a picker shows.
    public typealias Components = DatePickerComponents

    let label: Label
    let selection: Binding<Date>
    let minimumDate: Date?
    let maximumDate: Date?
    let displayedComponents: DatePickerComponents
    @Environment(\.datePickerStyle) private var style

    init(
        selection: Binding<Date>, minimum: Date?, maximum: Date?, displayedComponents: DatePickerComponents,
        label: Label
    ) {
        self.selection = selection
        minimumDate = minimum
        maximumDate = maximum
        self.displayedComponents = displayedComponents.resolved
        self.label = label
    }

    /// A picker labelled by a view, over every date.
    public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, minimum: nil, maximum: nil, displayedComponents: displayedComponents, label: label())
    }

    /// A picker labelled by a view, over the dates in `range`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, minimum: range.lowerBound, maximum: range.upperBound,
            displayedComponents: displayedComponents, label: label())
    }

    /// A picker labelled by a view, over the dates from `range`'s start on.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, minimum: range.lowerBound, maximum: nil, displayedComponents: displayedComponents,
            label: label())
    }

    /// A picker labelled by a view, over the dates up to `range`'s end.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, minimum: nil, maximum: range.upperBound, displayedComponents: displayedComponents,
            label: label())
    }

    public var body: some View {
        let limits = DateLimits(minimum: minimumDate, maximum: maximumDate)
        let selection = self.selection
        let (shown, problem) = limits.clamp(selection.wrappedValue)
        let clamped = Binding<Date>(
            get: { shown },
            set: { selection.wrappedValue = limits.clamp($0).date })
        let configuration = DatePickerStyleConfiguration(
            label: DatePickerStyleConfiguration.Label(content: AnyView(label)), selection: clamped,
            minimumDate: limits.minimum, maximumDate: limits.maximum, displayedComponents: displayedComponents)
        let title = (label as? Text)?.plainText
        var problems = limits.problems
        if let problem { problems.append(problem) }
        return style.make(configuration)
            .accessibilityLabel(title ?? "Date Picker")
            .reportingDiagnostics(problems.map { "DatePicker\(title.map { " \"\($0)\"" } ?? ""): \($0)" })
    }
}

extension DatePicker where Label == Text {
    /// A picker titled by a string literal, over every date.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A picker titled by a string literal, over the dates in `range`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A picker titled by a string literal, over the dates from `range`'s start on.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A picker titled by a string literal, over the dates up to `range`'s end.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker titled by a string, over every date.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    /// A picker titled by a string, over the dates in `range`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
    /// A picker titled by a string, over the dates from `range`'s start on.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
    /// A picker titled by a string, over the dates up to `range`'s end.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}
