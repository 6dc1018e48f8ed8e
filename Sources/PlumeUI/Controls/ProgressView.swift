import Foundation
import PlumeAnimation
import PlumeGraphics

/// Progress, as SwiftUI's `ProgressView`: determinate (a bar, or a ring with `.circular`) or
/// indeterminate (a spinner, or a sliding bar with `.linear`), with an optional label and, when
/// determinate, an optional current-value label under the bar.
///
/// ```swift
/// ProgressView(value: downloaded, total: size)
/// ProgressView("Loading…")                       // a spinner with a title
/// ProgressView().progressViewStyle(.linear)      // an indeterminate bar
/// ProgressView(value: 0.4) { Text("Upload") } currentValueLabel: { Text("40 %") }
/// ```
/// Indeterminate views animate forever on the graph's clock (so tests see any instant).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// The dates a timer progress view runs between (`init(timerInterval:…)`); its fraction then
    /// follows the graph's clock instead of `fraction`.
    var timer: ProgressTimer? = nil
    @Environment(\.progressViewStyle) private var style

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// The fraction `value / total`, clamped to 0...1 (NaN and infinities show as 0; nil is
    /// indeterminate).
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
        guard let value else { return nil }
        let f = Double(value) / Double(total)
        return f.isFinite ? min(max(f, 0), 1) : 0
    }

    @ViewBuilder public var body: some View {
        if let timer {
            let style = self.style
            let configuration = self.configuration
            TimelineView(timer.schedule) { context in
                style.make(configuration(timer.fraction(at: context.date)))
            }
        } else {
            style.make(configuration(fraction))
        }
    }

    /// The style's configuration at `fraction`.
    private func configuration(_ fraction: Double?) -> ProgressViewStyleConfiguration {
        ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map {
                ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0))
            })
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view.
    public init() where Label == EmptyView { self.init(fraction: nil, label: nil, currentValueLabel: nil) }
    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label(), currentValueLabel: nil) }
    /// An indeterminate progress view titled by a string literal.
    public init(_ titleKey: LocalizedStringKey) where Label == Text {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }
    /// An indeterminate progress view titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Label == Text {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// Progress of `value` out of `total` (clamped; NaN shows as 0; nil is indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0)
    where Label == EmptyView, CurrentValueLabel == EmptyView {
        self.init(fraction: Self.fraction(value, total: total), label: nil, currentValueLabel: nil)
    }
    /// Progress with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label)
    where CurrentValueLabel == EmptyView {
        self.init(fraction: Self.fraction(value, total: total), label: label(), currentValueLabel: nil)
    }
    /// Progress with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fraction: Self.fraction(value, total: total), label: label(), currentValueLabel: currentValueLabel())
    }
    /// Progress titled by a string literal.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
    where Label == Text, CurrentValueLabel == EmptyView {
        self.init(fraction: Self.fraction(value, total: total), label: Text(titleKey), currentValueLabel: nil)
    }
    /// Progress titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0)
    where Label == Text, CurrentValueLabel == EmptyView {
        self.init(fraction: Self.fraction(value, total: total), label: Text(title), currentValueLabel: nil)
    }
    /// A progress view made from a style's configuration, so a custom style can wrap another style.
    public init(_ configuration: ProgressViewStyleConfiguration)
    where
        Label == ProgressViewStyleConfiguration.Label,
        CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
    {
        self.init(
            fraction: configuration.fractionCompleted, label: configuration.label,
            currentValueLabel: configuration.currentValueLabel)
    }
}

/// The built-in look: what the default, linear and circular styles draw.
struct BuiltInProgressBody: View {
    enum Shape { case automatic, linear, circular }
    let configuration: ProgressViewStyleConfiguration
    let shape: Shape
    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var controlSize
    @State private var phase = false

    var body: some View {
        let fraction = configuration.fractionCompleted
        // A spinner centers its title under it; bars put theirs above, leading.
        let centered = fraction == nil ? shape != .linear : shape == .circular
        return VStack(alignment: centered ? .center : .leading, spacing: 6) {
            if let fraction {
                if let label = configuration.label { label.font(.footnote) }
                if shape == .circular { ring(fraction) } else { bar(fraction) }
                if let value = configuration.currentValueLabel { value.font(.footnote).foregroundColor(.secondary) }
            } else if shape == .linear {
                if let label = configuration.label { label.font(.footnote) }
                slidingBar
            } else {
                spinner
                if let label = configuration.label { label.font(.footnote).foregroundColor(.secondary) }
            }
        }
    }

    private func ring(_ fraction: Double) -> some View {
        ZStack {
            Circle().stroke(Color.systemFill, lineWidth: 4 * controlSize.scale)
            Circle().trim(from: 0, to: CGFloat(fraction))
                .stroke(tint, style: StrokeStyle(lineWidth: 4 * controlSize.scale, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .frame(width: 28 * controlSize.scale, height: 28 * controlSize.scale)
    }

    private func bar(_ fraction: Double) -> some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.systemFill)
                Capsule().fill(tint).frame(width: proxy.size.width * CGFloat(fraction))
            }
        }
        .frame(height: 4 * controlSize.scale)
    }

    /// A third of the track sweeping from left to right, once a second.
    private var slidingBar: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.systemFill)
                Capsule().fill(tint).frame(width: proxy.size.width / 3)
                    .offset(x: phase ? proxy.size.width : -proxy.size.width / 3)
            }
            .clipShape(Capsule())
        }
        .frame(height: 4 * controlSize.scale)
        .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { phase = true } }
    }

    /// A three-quarter ring turning once a second.
    private var spinner: some View {
        Circle().trim(from: 0, to: 0.75)
            .stroke(Color.gray, style: StrokeStyle(lineWidth: 3 * controlSize.scale, lineCap: .round))
            .frame(width: 20 * controlSize.scale, height: 20 * controlSize.scale)
            .rotationEffect(.degrees(phase ? 360 : 0))
            .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { phase = true } }
    }
}
