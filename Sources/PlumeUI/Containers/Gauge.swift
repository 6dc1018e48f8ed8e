import Foundation
import PlumeGraphics

/// A value within a range, as SwiftUI's `Gauge`: a bar or a ring filled to the value, with labels.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) { Text("Battery") } currentValueLabel: { Text("\(Int(battery))%") }
///     .gaugeStyle(.accessoryCircularCapacity)
/// ```
/// A value outside the range is shown at its nearer end; NaN is shown empty.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    @Environment(\.gaugeStyle) private var style

    init(fraction: Double, label: Label, current: CurrentValueLabel, minimum: BoundsLabel, maximum: BoundsLabel) {
        self.fraction = fraction
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    public var body: some View {
        style.make(
            GaugeStyleConfiguration(
                value: fraction, label: .init(content: AnyView(label)),
                currentValueLabel: CurrentValueLabel.self == EmptyView.self
                    ? nil : .init(content: AnyView(currentValueLabel)),
                minimumValueLabel: BoundsLabel.self == EmptyView.self
                    ? nil : .init(content: AnyView(minimumValueLabel)),
                maximumValueLabel: BoundsLabel.self == EmptyView.self ? nil : .init(content: AnyView(maximumValueLabel))
            ))
    }

    /// Where `value` is in `bounds`, from 0 to 1 (clamped; NaN and empty ranges give 0).
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        // Halves, so that the span of finite bounds (up to ±1.8e308) does not overflow.
        let (value, lower, upper) = (Double(value) / 2, Double(bounds.lowerBound) / 2, Double(bounds.upperBound) / 2)
        let span = upper - lower
        let offset = value - lower
        guard span.isFinite, span > 0, !offset.isNaN else { return 0 }
        return min(1, max(0, offset / span))
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            fraction: Self.fraction(value, in: bounds), label: label(), current: EmptyView(), minimum: EmptyView(),
            maximum: EmptyView())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fraction: Self.fraction(value, in: bounds), label: label(), current: currentValueLabel(),
            minimum: EmptyView(), maximum: EmptyView())
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with a label, a label for the current value and labels for both ends.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            fraction: Self.fraction(value, in: bounds), label: label(), current: currentValueLabel(),
            minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
}

/// What a gauge style draws from, as SwiftUI's `GaugeStyleConfiguration`.
public struct GaugeStyleConfiguration {
    /// One of the gauge's labels as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The gauge's label for its current value.
    public typealias CurrentValueLabel = Label
    /// A label of one end of the range.
    public typealias BoundsLabel = Label
    /// Where the value is in the range, from 0 to 1.
    public let value: Double
    /// What the gauge measures.
    public let label: Label
    /// The current value's label, if any.
    public let currentValueLabel: CurrentValueLabel?
    /// The lower end's label, if any.
    public let minimumValueLabel: BoundsLabel?
    /// The upper end's label, if any.
    public let maximumValueLabel: BoundsLabel?
}

/// How gauges look, as SwiftUI's `GaugeStyle`.
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    /// Makes the view of one gauge.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A bar filled to the value, with the label above and the bounds' labels at its ends (SwiftUI's
/// `.linearCapacity`, and the automatic style on iOS).
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                configuration.label
                Spacer(minLength: 8)
                configuration.currentValueLabel.foregroundStyle(.secondary)
            }
            HStack(spacing: 6) {
                configuration.minimumValueLabel.font(.caption).foregroundStyle(.secondary)
                GaugeBar(fraction: configuration.value, height: 6)
                configuration.maximumValueLabel.font(.caption).foregroundStyle(.secondary)
            }
        }
    }
}

/// A thin bar for small places: the bounds' labels at its ends, the label under it (SwiftUI's
/// `.accessoryLinearCapacity`; `.accessoryLinear` draws the same bar).
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 3) {
            HStack(spacing: 4) {
                configuration.minimumValueLabel.font(.caption2)
                GaugeBar(fraction: configuration.value, height: 4)
                configuration.maximumValueLabel.font(.caption2)
            }
            configuration.label.font(.caption)
        }
    }
}

/// An open ring (a 270° arc) filled to the value with the current value's label in the middle and
/// the bounds' labels at its ends (SwiftUI's `.accessoryCircular`).
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GaugeRing(configuration: configuration, sweep: 0.75)
            .overlay(alignment: .bottom) {
                HStack {
                    configuration.minimumValueLabel
                    Spacer(minLength: 0)
                    configuration.maximumValueLabel
                }
                .font(.system(size: 9))
                .foregroundStyle(.secondary)
                .padding(.horizontal, 6)
            }
    }
}

/// A closed ring filled to the value with the current value's label in the middle (SwiftUI's
/// `.accessoryCircularCapacity`).
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GaugeRing(configuration: configuration, sweep: 1)
    }
}

/// A rounded track with the tint filling `fraction` of it.
struct GaugeBar: View {
    let fraction: Double
    let height: CGFloat
    @Environment(\.tint) private var tint
    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.systemFill)
                Capsule().fill(tint).frame(width: max(height, proxy.size.width * fraction))
                    .opacity(fraction > 0 ? 1 : 0)
            }
        }
        .frame(height: height)
    }
}

/// A ring of `sweep` of a turn (open at the bottom when less than one), filled clockwise to the
/// gauge's value from the top (a whole ring) or from the lower left, 50 points across, with the
/// current value's label (or else the gauge's label) inside.
struct GaugeRing: View {
    let configuration: GaugeStyleConfiguration
    let sweep: Double
    @Environment(\.tint) private var tint

    var body: some View {
        let fraction = configuration.value
        // A closed ring starts at the top; an open one at the lower left, leaving the bottom open.
        let rotation = Angle.degrees(sweep >= 1 ? -90 : 90 + (1 - sweep) * 180)
        ZStack {
            Circle().trim(from: 0, to: sweep)
                .stroke(Color.systemFill, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .rotationEffect(rotation)
            Circle().trim(from: 0, to: sweep * fraction)
                .stroke(tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .rotationEffect(rotation)
                .opacity(fraction > 0 ? 1 : 0)
            (configuration.currentValueLabel.map { AnyView($0) } ?? AnyView(configuration.label))
                .font(.system(size: 15, weight: .semibold))
        }
        .frame(width: 50, height: 50)
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// The platform's style: a bar.
    public static var automatic: LinearCapacityGaugeStyle { .init() }
    /// A bar filled to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A thin bar for small places.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
    /// A thin bar for small places (Plume draws it as `.accessoryLinearCapacity`).
    public static var accessoryLinear: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A closed ring.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}

struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<GaugeStyleConfiguration> {
        AnyStyle(make: {
            AnyView(LinearCapacityGaugeStyle().makeBody(configuration: $0))
        })
    }
}

extension EnvironmentValues {
    var gaugeStyle: AnyStyle<GaugeStyleConfiguration> {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how the `Gauge`s inside look.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let style = MainActorHandOff(style)
        return environment(
            \.gaugeStyle, AnyStyle<GaugeStyleConfiguration>(make: { AnyView(style.value.makeBody(configuration: $0)) }))
    }
}
