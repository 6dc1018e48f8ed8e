import Foundation

/// What a date picker style draws from, as SwiftUI's `DatePickerStyleConfiguration`: the picker's
/// label, its selection as a binding (already kept inside the range: setting a date outside it
/// stores the nearest bound), the range's ends and the parts of the date to show.
public struct DatePickerStyleConfiguration {
    /// The picker's label, type-erased, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { ControlLabel(content: content) }
    }
    /// The label.
    public let label: Label
    /// The chosen date; `configuration.$selection` is the binding.
    @Binding public var selection: Date
    /// The earliest date that can be chosen (nil: no limit).
    public var minimumDate: Date?
    /// The latest date that can be chosen (nil: no limit).
    public var maximumDate: Date?
    /// The parts of the date the picker shows.
    public var displayedComponents: DatePickerComponents
}

/// How date pickers look and let the user choose, as SwiftUI's `DatePickerStyle`; set it with
/// `datePickerStyle(_:)`.
///
/// ```swift
/// DatePicker("Start", selection: $start).datePickerStyle(.graphical)
/// ```
/// The built-in styles are `.automatic` (`.compact`), `.compact`, `.graphical`, `.wheel` and `.field`.
/// Write your own as with any style: `makeBody(configuration:)` returns a view built from the
/// configuration (a style may wrap another: `DatePicker(configuration)` is not in SwiftUI, so call
/// `GraphicalDatePickerStyle().makeBody(configuration:)`).
@MainActor @preconcurrency
public protocol DatePickerStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The properties of the picker being styled.
    typealias Configuration = DatePickerStyleConfiguration
    /// Makes the view of one picker.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A date picker style stored in the environment, erased.
struct AnyDatePickerStyle {
    let make: @MainActor (DatePickerStyleConfiguration) -> AnyView
    /// `style` is made on the main actor, each time the style makes a body (a stored style is a copy).
    init<S: DatePickerStyle>(_ style: @autoclosure @escaping @MainActor () -> S) {
        make = { AnyView(style().makeBody(configuration: $0)) }
    }
}

struct DatePickerStyleKey: EnvironmentKey {
    static var defaultValue: AnyDatePickerStyle { AnyDatePickerStyle(DefaultDatePickerStyle()) }
}

extension EnvironmentValues {
    var datePickerStyle: AnyDatePickerStyle {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the date pickers inside: `.automatic`, `.compact`, `.graphical`, `.wheel`,
    /// `.field` or your own `DatePickerStyle`.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let style = MainActorHandOff(style)
        return environment(\.datePickerStyle, AnyDatePickerStyle(style.value))
    }
}

/// The platform's style, as SwiftUI's `DefaultDatePickerStyle`: `.compact`, as on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        CompactDatePickerStyle().makeBody(configuration: configuration)
    }
}

/// The label, then the date and the time as buttons that open a calendar and a time wheel in
/// popovers, as SwiftUI's `CompactDatePickerStyle`.
public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        CompactDatePicker(configuration: configuration)
    }
}

/// A month calendar with month and year navigation, and the time below it when shown, as SwiftUI's
/// `GraphicalDatePickerStyle`. The label is not drawn (as on iOS); it names the picker for
/// accessibility.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GraphicalDatePicker(configuration: configuration)
    }
}

/// Turning columns, one per part of the date (month, day, year; hour, minute and AM/PM where the
/// locale uses a 12-hour clock), as SwiftUI's `WheelDatePickerStyle`. The label stands above them.
public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        WheelDatePicker(configuration: configuration)
    }
}

/// The date written out in a bordered field after the label, as macOS's `FieldDatePickerStyle`:
/// a press opens the wheel columns in a popover to change it (Plume's field is not typed into).
public struct FieldDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        FieldDatePicker(configuration: configuration)
    }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's style (compact).
    public static var automatic: DefaultDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// Buttons that open a calendar and a time wheel.
    public static var compact: CompactDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A month calendar.
    public static var graphical: GraphicalDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Turning columns.
    public static var wheel: WheelDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// The date in a field.
    public static var field: FieldDatePickerStyle { .init() }
}
