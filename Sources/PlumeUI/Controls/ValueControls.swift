import Foundation
import PlumeAnimation
import PlumeGraphics

/// Picks a value from a range by dragging a knob along a track, as SwiftUI's `Slider`.
///
/// ```swift
/// Slider(value: $volume, in: 0...1)
/// ```
/// Pressing or dragging anywhere on the track moves the knob there; `step` rounds the value.
public struct Slider: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    @Environment(\.tint) private var tint

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
                Capsule().fill(tint).frame(width: max(4, width * f), height: 4)
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

/// Progress, determinate (a bar or a ring) or indeterminate (a spinner), as SwiftUI's `ProgressView`.
public struct ProgressView: View {
    let fraction: Double?
    let label: String?
    @Environment(\.tint) private var tint
    @Environment(\.progressStyle) private var style
    @State private var spinning = false

    /// An indeterminate progress view (a spinner).
    public init() {
        fraction = nil
        label = nil
    }
    /// Progress of `value` out of `total` (clamped; NaN shows as 0).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        if let value {
            let f = Double(value) / Double(total)
            fraction = f.isFinite ? min(max(f, 0), 1) : 0
        } else {
            fraction = nil
        }
        label = nil
    }
    /// Progress with a title.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        let plain = ProgressView(value: value, total: total)
        fraction = plain.fraction
        label = titleKey.key
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            if let label { Text(label).font(.footnote) }
            if let fraction {
                if style == .circular {
                    ZStack {
                        Circle().stroke(Color.systemFill, lineWidth: 4)
                        Circle().trim(from: 0, to: CGFloat(fraction)).stroke(
                            tint, style: StrokeStyle(lineWidth: 4, lineCap: .round)
                        )
                        .rotationEffect(.degrees(-90))
                    }
                    .frame(width: 28, height: 28)
                } else {
                    GeometryReader { proxy in
                        ZStack(alignment: .leading) {
                            Capsule().fill(Color.systemFill)
                            Capsule().fill(tint).frame(width: proxy.size.width * CGFloat(fraction))
                        }
                    }
                    .frame(height: 4)
                }
            } else {
                Circle().trim(from: 0, to: 0.75).stroke(Color.gray, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                    .frame(width: 20, height: 20)
                    .rotationEffect(.degrees(spinning ? 360 : 0))
                    .onAppear {
                        withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spinning = true }
                    }
            }
        }
    }
}

/// Progress view styles: `.linear` and `.circular`.
public enum ProgressStyleKind: Hashable, Sendable { case linear, circular }
public protocol ProgressViewStyle { var _kind: ProgressStyleKind { get } }
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: ProgressStyleKind { .linear }
}
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: ProgressStyleKind { .circular }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { .init() }
}
struct ProgressStyleKey: EnvironmentKey { static let defaultValue = ProgressStyleKind.linear }
extension EnvironmentValues {
    var progressStyle: ProgressStyleKind {
        get { self[ProgressStyleKey.self] }
        set { self[ProgressStyleKey.self] = newValue }
    }
}
extension View {
    /// The look of progress views inside.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressStyle, style._kind)
    }
}
