import Foundation

/// Steppers that show their value in a format style, as SwiftUI's
/// `Stepper(_:value:in:step:format:onEditingChanged:)` and its companions:
///
/// ```swift
/// Stepper("Amount", value: $amount, in: 0...10, step: 0.5, format: .number)
/// ```
/// The formatted value is drawn in secondary text between the label and the buttons (SwiftUI on
/// macOS shows it in an editable field there; Plume's is not editable). A bounded stepper keeps
/// the value within its bounds; `onEditingChanged` is told `true` before and `false` after each
/// change a button makes (SwiftUI tells it when a press begins and ends).
extension Stepper {
    /// A stepper of `value` by `step` within `bounds`, showing the value in `format`.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: label)
        formattedValue = { format.format(value.wrappedValue) }
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper of `value` by `step` with no bounds, showing the value in `format`.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, label: label)
        formattedValue = { format.format(value.wrappedValue) }
        self.onEditingChanged = onEditingChanged
    }
}

extension Stepper where Label == Text {
    /// A stepper titled by a string literal, of `value` by `step` within `bounds`, showing the value
    /// in `format`.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            value: value, in: bounds, step: step, format: format, label: { Text(titleKey) },
            onEditingChanged: onEditingChanged)
    }

    /// A stepper titled by a string literal, of `value` by `step` with no bounds, showing the value
    /// in `format`.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            value: value, step: step, format: format, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled by a string, of `value` by `step` within `bounds`, showing the value in
    /// `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            value: value, in: bounds, step: step, format: format, label: { Text(title) },
            onEditingChanged: onEditingChanged)
    }

    /// A stepper titled by a string, of `value` by `step` with no bounds, showing the value in
    /// `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}
