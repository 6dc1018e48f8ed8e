import Foundation
import PlumeAnimation
import PlumeGraphics

/// What a toggle style draws from, as SwiftUI's `ToggleStyleConfiguration`: the toggle's label, its
/// state as a binding (`configuration.isOn.toggle()` flips it; `configuration.$isOn` is the binding)
/// and whether it stands for a mixed state.
public struct ToggleStyleConfiguration {
    /// The toggle's label, type-erased, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { ControlLabel(content: content) }
    }
    /// The label.
    public let label: Label
    /// Whether the toggle is on; setting it writes through to the toggle's binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ (always false for a `Toggle` made
    /// from one binding).
    public var isMixed: Bool
}

/// How toggles look and behave, as SwiftUI's `ToggleStyle`.
///
/// ```swift
/// struct CheckmarkToggleStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             Label { configuration.label } icon: {
///                 Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
///             }
///         }
///     }
/// }
/// Toggle("Wi-Fi", isOn: $wifi).toggleStyle(CheckmarkToggleStyle())
/// ```
/// A style's body is a view like any other: it gets the environment and may hold state.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The properties of the toggle being styled.
    typealias Configuration = ToggleStyleConfiguration
    /// Makes the view of one toggle.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A toggle style stored in the environment, erased.
struct AnyToggleStyle {
    let make: @MainActor (ToggleStyleConfiguration) -> AnyView
    /// `style` is made on the main actor, each time the style makes a body (a stored style is a copy).
    init<S: ToggleStyle>(_ style: @autoclosure @escaping @MainActor () -> S) {
        make = { AnyView(style().makeBody(configuration: $0)) }
    }
}

struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyToggleStyle { AnyToggleStyle(SwitchToggleStyle()) }
}

extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the toggles inside: `.switch` (the default), `.checkbox`, `.button` or a
    /// custom `ToggleStyle`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let style = MainActorHandOff(style)
        return environment(\.toggleStyle, AnyToggleStyle(style.value))
    }
}

/// The platform's style: a switch, as on macOS for `Toggle` in a form and on iOS everywhere.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

/// A switch after the label, filling the width (green when on).
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ToggleStyleTapTarget(configuration: configuration) { on, isEnabled, _ in
            HStack {
                configuration.label
                ControlLabelSpacer()
                SwitchTrack(isOn: on, isEnabled: isEnabled)
                    .accessibilityLabel(on ? "On" : "Off")
            }
        }
    }
}

/// A square box before the label, ticked when on (filled in the tint).
public struct CheckboxToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ToggleStyleTapTarget(configuration: configuration) { on, _, tint in
            HStack(spacing: 8) {
                RoundedRectangle(cornerRadius: 4)
                    .fill(on ? tint : Color.clear)
                    .overlay(RoundedRectangle(cornerRadius: 4).strokeBorder(on ? tint : Color.gray, lineWidth: 1.5))
                    .overlay(
                        Image(systemName: "checkmark").font(.caption).foregroundColor(.white).opacity(on ? 1 : 0)
                    )
                    .modifier(ControlSizedSquare(side: 20))
                configuration.label
            }
        }
    }
}

/// The label as a button, with a tinted background while on.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ToggleStyleTapTarget(configuration: configuration) { on, _, tint in
            configuration.label
                .padding(.horizontal, 12)
                .padding(.vertical, 7)
                .background(RoundedRectangle(cornerRadius: 8).fill(on ? tint.opacity(0.25) : Color.clear))
        }
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { .init() }
}
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == CheckboxToggleStyle { public static var checkbox: CheckboxToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

/// The built-in styles' shared behaviour: the whole drawing is one plain button that flips the
/// state with a short animation (so Space, Return and accessibility activation work too), dimmed
/// when disabled.
struct ToggleStyleTapTarget<Content: View>: View {
    let configuration: ToggleStyleConfiguration
    let content: (_ isOn: Bool, _ isEnabled: Bool, _ tint: Color) -> Content
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    init(
        configuration: ToggleStyleConfiguration,
        @ViewBuilder content: @escaping (_ isOn: Bool, _ isEnabled: Bool, _ tint: Color) -> Content
    ) {
        self.configuration = configuration
        self.content = content
    }

    var body: some View {
        let binding = configuration.$isOn
        return Button(action: { withAnimation(.easeInOut(duration: 0.2)) { binding.wrappedValue.toggle() } }) {
            content(configuration.isOn, isEnabled, tint)
        }
        .buttonStyle(.plain)
        .opacity(isEnabled ? 1 : 0.5)
    }
}

/// The switch of `SwitchToggleStyle`: a capsule (green when on) with a white knob, 51 × 31 points at
/// the regular control size, scaled for the others.
struct SwitchTrack: View {
    let isOn: Bool
    let isEnabled: Bool
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let scale = controlSize.scale
        return ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? (isEnabled ? Color.green : Color.gray) : Color.systemFill)
                .frame(width: 51 * scale, height: 31 * scale)
            Circle().fill(Color.white).frame(width: 27 * scale, height: 27 * scale)
                .shadow(color: Color(white: 0, opacity: 0.2), radius: 2, y: 1)
                .padding(2 * scale)
        }
    }
}

/// A square frame whose side is `side` points at the regular control size, scaled for the others
/// (the checkbox's box).
nonisolated struct ControlSizedSquare: ViewModifier {
    let side: CGFloat
    @Environment(\.controlSize) private var controlSize
    @MainActor func body(content: Content) -> some View {
        content.frame(width: side * controlSize.scale, height: side * controlSize.scale)
    }
}
