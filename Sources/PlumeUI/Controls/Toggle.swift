import Foundation
import PlumeAnimation
import PlumeGraphics

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

    /// A toggle with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: some View {
        style.make(
            ToggleStyleConfiguration(
                label: ToggleStyleConfiguration.Label(content: AnyView(label)), isOn: isOn, isMixed: false))
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

extension Toggle where Label == PlumeUI.Label<Text, Image> {
    /// A toggle titled by a string literal with a system symbol (shown by `.button`-like styles and
    /// label styles that show icons).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { PlumeUI.Label(titleKey, systemImage: systemImage) }
    }
    /// A toggle titled by a string with a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { PlumeUI.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle made from a style's configuration, so a custom style can wrap another style's look:
    /// `Toggle(configuration).toggleStyle(.switch).padding()`.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}
