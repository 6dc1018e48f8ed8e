import Foundation
import PlumeAnimation
import PlumeGraphics

/// Picks a value from a range by dragging a knob along a track, as SwiftUI's `Slider`.
///
/// ```swift
/// Slider(value: $volume, in: 0...1)
/// Slider(value: $celsius, in: -10...40, step: 1) {
///     Text("Temperature")
/// } minimumValueLabel: { Text("-10") } maximumValueLabel: { Text("40") } onEditingChanged: { editing in … }
/// ```
/// Pressing or dragging anywhere on the track moves the knob there; `step` rounds the value.
/// `onEditingChanged(true)` runs when a press starts moving the knob and `(false)` when it ends.
/// The minimum and maximum value labels stand at the ends of the track; the label is not drawn (as on
/// iOS) and names the slider for accessibility when it is a `Text`. Disabled sliders are gray,
/// dimmed and inert.
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let onEditingChanged: (Bool) -> Void
    @State private var isEditing = false
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize
    /// Right to left, the minimum is at the right: the track fills and the knob moves from there (the
    /// graph mirrors their placement) and a press's distance is measured from the right edge.
    @Environment(\.layoutDirection) private var layoutDirection

    /// A slider over `bounds` with labels (NaN or empty ranges become 0…1; a step that is not a
    /// positive finite number means no step).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A slider over `bounds` moving by `step`, with labels.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label, minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel, onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        let lo = Double(bounds.lowerBound)
        let hi = Double(bounds.upperBound)
        self.bounds = lo.isFinite && hi.isFinite && hi > lo ? lo...hi : 0...1
        // No closure here: the init is main-actor isolated and Swift 5 code makes sliders on any thread,
        // where Swift 6 checks a main-actor closure handed to the standard library (and stops).
        if let step, Double(step) > 0, Double(step).isFinite { self.step = Double(step) } else { self.step = nil }
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    private var fraction: Double {
        let v = value.wrappedValue
        guard v.isFinite else { return 0 }
        return min(max((v - bounds.lowerBound) / (bounds.upperBound - bounds.lowerBound), 0), 1)
    }

    public var body: some View {
        Group {
            if ValueLabel.self == EmptyView.self {
                track
            } else {
                HStack(spacing: 8) {
                    minimumValueLabel
                    track
                    maximumValueLabel
                }
            }
        }
        .opacity(isEnabled ? 1 : 0.5)
        .accessibilityLabel((label as? Text)?.plainText ?? "Slider")
    }

    /// The knob's diameter: 28 points at the regular control size.
    private var knob: CGFloat { 28 * controlSize.scale }

    private var track: some View {
        let f = CGFloat(fraction)
        let knob = self.knob
        return GeometryReader { proxy in
            let width = proxy.size.width
            ZStack(alignment: .leading) {
                Capsule().fill(Color.systemFill).frame(height: 4)
                Capsule().fill(isEnabled ? tint : Color.gray).frame(width: max(4, width * f), height: 4)
                Circle().fill(Color.white)
                    .shadow(color: Color(white: 0, opacity: 0.25), radius: 2, y: 1)
                    .frame(width: knob, height: knob)
                    .offset(x: (width - knob) * f)
            }
            .frame(height: knob)
            .contentShape(Rectangle())
            .trackPointer(
                changed: { point, size in
                    if !isEditing {
                        isEditing = true
                        onEditingChanged(true)
                    }
                    set(from: layoutDirection == .rightToLeft ? size.width - point.x : point.x, width: size.width)
                },
                ended: { _, _ in
                    guard isEditing else { return }
                    isEditing = false
                    onEditingChanged(false)
                })
        }
        .frame(height: knob)
    }

    private func set(from x: CGFloat, width: CGFloat) {
        let knob = self.knob
        guard width > knob else { return }
        var v =
            bounds.lowerBound + Double(min(max((x - knob / 2) / (width - knob), 0), 1))
            * (bounds.upperBound - bounds.lowerBound)
        if let step {
            v = min(bounds.upperBound, bounds.lowerBound + ((v - bounds.lowerBound) / step).rounded() * step)
        }
        value.wrappedValue = v
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider over `bounds` with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A slider over `bounds` moving by `step`, with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A slider over `bounds` moving by `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}
