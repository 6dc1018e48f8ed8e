import Foundation
import PlumeAnimation
import PlumeGraphics

/// Progress, as SwiftUI's `ProgressView`: determinate (a bar, or a ring with `.circular`) or
/// indeterminate (a spinner, or a sliding bar with `.linear`).
///
/// ```swift
/// ProgressView(value: downloaded, total: size)
/// ProgressView("Loading…")                       // a spinner with a title
/// ProgressView().progressViewStyle(.linear)      // an indeterminate bar
/// ```
/// Indeterminate views animate forever on the graph's clock (so tests see any instant).
public struct ProgressView: View {
    let fraction: Double?
    let label: String?
    @Environment(\.tint) private var tint
    @Environment(\.progressStyle) private var style
    @State private var phase = false

    /// An indeterminate progress view.
    public init() {
        fraction = nil
        label = nil
    }
    /// An indeterminate progress view with a title.
    public init(_ titleKey: LocalizedStringKey) {
        fraction = nil
        label = titleKey.key
    }
    /// Progress of `value` out of `total` (clamped; NaN shows as 0; nil is indeterminate).
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
        // A spinner centers its title under it; bars put theirs above, leading.
        let centered = fraction == nil ? style != .linear : style == .circular
        return VStack(alignment: centered ? .center : .leading, spacing: 6) {
            if let fraction {
                if let label { Text(label).font(.footnote) }
                if style == .circular { ring(fraction) } else { bar(fraction) }
            } else if style == .linear {
                if let label { Text(label).font(.footnote) }
                slidingBar
            } else {
                spinner
                if let label { Text(label).font(.footnote).foregroundColor(.secondary) }
            }
        }
    }

    private func ring(_ fraction: Double) -> some View {
        ZStack {
            Circle().stroke(Color.systemFill, lineWidth: 4)
            Circle().trim(from: 0, to: CGFloat(fraction))
                .stroke(tint, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .frame(width: 28, height: 28)
    }

    private func bar(_ fraction: Double) -> some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.systemFill)
                Capsule().fill(tint).frame(width: proxy.size.width * CGFloat(fraction))
            }
        }
        .frame(height: 4)
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
        .frame(height: 4)
        .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { phase = true } }
    }

    /// A three-quarter ring turning once a second.
    private var spinner: some View {
        Circle().trim(from: 0, to: 0.75)
            .stroke(Color.gray, style: StrokeStyle(lineWidth: 3, lineCap: .round))
            .frame(width: 20, height: 20)
            .rotationEffect(.degrees(phase ? 360 : 0))
            .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { phase = true } }
    }
}

/// Progress view styles: `.automatic` (bar when determinate, spinner when not), `.linear`,
/// `.circular`.
public enum ProgressStyleKind: Hashable, Sendable { case automatic, linear, circular }
public protocol ProgressViewStyle { var _kind: ProgressStyleKind { get } }
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: ProgressStyleKind { .automatic }
}
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: ProgressStyleKind { .linear }
}
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: ProgressStyleKind { .circular }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { .init() }
}
struct ProgressStyleKey: EnvironmentKey { static let defaultValue = ProgressStyleKind.automatic }
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
