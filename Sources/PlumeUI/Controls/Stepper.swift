import Foundation
import PlumeAnimation
import PlumeGraphics

/// Adds and subtracts a step, as SwiftUI's `Stepper`.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: () -> Void
    let onDecrement: () -> Void
    /// The value as its format shows it, read at each evaluation (the `format:` forms).
    var formattedValue: (() -> String)? = nil
    /// Told `true` before and `false` after each change the buttons make.
    var onEditingChanged: ((Bool) -> Void)? = nil
    @Environment(\.controlSize) private var controlSize

    /// A stepper running closures.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: @escaping () -> Void, onDecrement: @escaping () -> Void
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
    }

    public var body: some View {
        HStack {
            ControlLabel(content: label)
            Spacer()
            if let formattedValue {
                Text(formattedValue()).monospacedDigit().foregroundColor(.secondary).lineLimit(1)
                    .accessibilityIdentifier("stepper.value")
            }
            HStack(spacing: 0) {
                Button("−", action: editing(onDecrement)).frame(width: 46 * scale, height: 32 * scale)
                    .accessibilityLabel("Decrement")
                Divider().frame(height: 18 * scale)
                Button("+", action: editing(onIncrement)).frame(width: 46 * scale, height: 32 * scale)
                    .accessibilityLabel("Increment")
            }
            .buttonStyle(.plain)
            .background(Color.systemFill)
            .cornerRadius(8 * scale)
        }
    }

    /// `change` between the editing callbacks, when there are any.
    private func editing(_ change: @escaping () -> Void) -> () -> Void {
        guard let onEditingChanged else { return change }
        return {
            onEditingChanged(true)
            change()
            onEditingChanged(false)
        }
    }

    /// The buttons' size factor for the control size (46 × 32 points each at the regular size).
    private var scale: CGFloat { controlSize.scale }
}

extension Stepper {
    /// A stepper changing `value` by `step` within `bounds`, labelled by a view.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
    ) {
        self.init(
            label: label,
            onIncrement: { value.wrappedValue = min(bounds.upperBound, value.wrappedValue.advanced(by: step)) },
            onDecrement: { value.wrappedValue = max(bounds.lowerBound, value.wrappedValue.advanced(by: -step)) })
    }

    /// A stepper changing `value` by `step` with no bounds, labelled by a view.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.init(
            label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
            onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) })
    }
}

extension Stepper where Label == Text {
    /// A stepper changing `value` by `step` within `bounds`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
    ) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    /// A stepper changing `value` by `step` with no bounds.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    /// A stepper titled by a string changing `value` by `step` within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
    ) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    /// A stepper running closures, titled by a string literal, as SwiftUI's
    /// `Stepper("Quantity", onIncrement: { … }, onDecrement: { … })`.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: @escaping () -> Void, onDecrement: @escaping () -> Void
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// A stepper running closures, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: @escaping () -> Void, onDecrement: @escaping () -> Void
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}
