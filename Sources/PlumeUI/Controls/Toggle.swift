import Foundation
import PlumeAnimation
import PlumeGraphics

/// How toggles look, as SwiftUI's toggle styles.
public enum ToggleStyleKind: Hashable, Sendable {
    case `switch`, checkbox, button
}

/// Toggle styles with SwiftUI's spelling: `.toggleStyle(.switch)`, `.checkbox`, `.button`.
public protocol ToggleStyle { var _kind: ToggleStyleKind { get } }
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public var _kind: ToggleStyleKind { .switch }
}
public struct CheckboxToggleStyle: ToggleStyle {
    public init() {}
    public var _kind: ToggleStyleKind { .checkbox }
}
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public var _kind: ToggleStyleKind { .button }
}
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == CheckboxToggleStyle { public static var checkbox: CheckboxToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

struct ToggleStyleKey: EnvironmentKey { static let defaultValue = ToggleStyleKind.switch }
extension EnvironmentValues {
    var toggleStyle: ToggleStyleKind {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// The look of toggles inside.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { environment(\.toggleStyle, style._kind) }
}

/// A control that turns an option on or off, as SwiftUI's `Toggle` (a switch by default).
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $wifi)
/// ```
/// Tapping it (or activating its label) flips the binding with a short animation; under
/// `.focusable()` Space or Return flips the focused one. Disabled toggles are dimmed and inert.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.toggleStyle) private var style
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    /// A toggle with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: some View {
        let on = isOn.wrappedValue
        let binding = isOn
        return Button(action: { withAnimation(.easeInOut(duration: 0.2)) { binding.wrappedValue.toggle() } }) {
            switch style {
            case .switch:
                HStack {
                    label
                    Spacer()
                    ZStack(alignment: on ? .trailing : .leading) {
                        Capsule().fill(on ? (isEnabled ? Color.green : Color.gray) : Color.systemFill)
                            .frame(width: 51, height: 31)
                        Circle().fill(Color.white).frame(width: 27, height: 27)
                            .shadow(color: Color(white: 0, opacity: 0.2), radius: 2, y: 1)
                            .padding(2)
                    }
                    .accessibilityLabel(on ? "On" : "Off")
                }
            case .checkbox:
                HStack(spacing: 8) {
                    RoundedRectangle(cornerRadius: 4)
                        .fill(on ? tint : Color.clear)
                        .overlay(RoundedRectangle(cornerRadius: 4).strokeBorder(on ? tint : Color.gray, lineWidth: 1.5))
                        .overlay(
                            Image(systemName: "checkmark").font(.caption).foregroundColor(.white).opacity(on ? 1 : 0)
                        )
                        .frame(width: 20, height: 20)
                    label
                }
            case .button:
                label
                    .padding(.horizontal, 12)
                    .padding(.vertical, 7)
                    .background(RoundedRectangle(cornerRadius: 8).fill(on ? tint.opacity(0.25) : Color.clear))
            }
        }
        .buttonStyle(.plain)
        .opacity(isEnabled ? 1 : 0.5)
    }
}

extension Toggle where Label == Text {
    /// A toggle titled by a string literal.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
    /// A toggle titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
