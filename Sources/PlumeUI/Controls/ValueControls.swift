import Foundation
import PlumeAnimation
import PlumeGraphics

/// Picks a value from a range by dragging a knob along a track, as SwiftUI's `Slider`.
///
/// ```swift
/// Slider(value: $volume, in: 0...1)
/// ```
/// Pressing or dragging anywhere on the track moves the knob there; `step` rounds the value.
/// Disabled sliders are gray, dimmed and inert.
public struct Slider: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    /// A slider over `bounds` (NaN or empty ranges become 0…1).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil)
    where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        let lo = Double(bounds.lowerBound)
        let hi = Double(bounds.upperBound)
        self.bounds = lo.isFinite && hi.isFinite && hi > lo ? lo...hi : 0...1
        self.step = step.map { Double($0) }.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    }

    private var fraction: Double {
        let v = value.wrappedValue
        guard v.isFinite else { return 0 }
        return min(max((v - bounds.lowerBound) / (bounds.upperBound - bounds.lowerBound), 0), 1)
    }

    public var body: some View {
        let f = CGFloat(fraction)
        return GeometryReader { proxy in
            let width = proxy.size.width
            ZStack(alignment: .leading) {
                Capsule().fill(Color.systemFill).frame(height: 4)
                Capsule().fill(isEnabled ? tint : Color.gray).frame(width: max(4, width * f), height: 4)
                Circle().fill(Color.white)
                    .shadow(color: Color(white: 0, opacity: 0.25), radius: 2, y: 1)
                    .frame(width: 28, height: 28)
                    .offset(x: (width - 28) * f)
            }
            .frame(height: 28)
            .contentShape(Rectangle())
            .trackPointer { point, size in set(from: point.x, width: size.width) }
        }
        .frame(height: 28)
        .opacity(isEnabled ? 1 : 0.5)
        .accessibilityLabel("Slider")
    }

    private func set(from x: CGFloat, width: CGFloat) {
        guard width > 28 else { return }
        var v =
            bounds.lowerBound + Double(min(max((x - 14) / (width - 28), 0), 1))
            * (bounds.upperBound - bounds.lowerBound)
        if let step {
            v = min(bounds.upperBound, bounds.lowerBound + ((v - bounds.lowerBound) / step).rounded() * step)
        }
        value.wrappedValue = v
    }
}

/// Adds and subtracts a step, as SwiftUI's `Stepper`.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: () -> Void
    let onDecrement: () -> Void

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
            label
            Spacer()
            HStack(spacing: 0) {
                Button("−", action: onDecrement).frame(width: 46, height: 32).accessibilityLabel("Decrement")
                Divider().frame(height: 18)
                Button("+", action: onIncrement).frame(width: 46, height: 32).accessibilityLabel("Increment")
            }
            .buttonStyle(.plain)
            .background(Color.systemFill)
            .cornerRadius(8)
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper changing `value` by `step` within `bounds`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
    ) {
        self.init(
            label: { Text(titleKey) },
            onIncrement: { value.wrappedValue = min(bounds.upperBound, value.wrappedValue.advanced(by: step)) },
            onDecrement: { value.wrappedValue = max(bounds.lowerBound, value.wrappedValue.advanced(by: -step)) })
    }
}
