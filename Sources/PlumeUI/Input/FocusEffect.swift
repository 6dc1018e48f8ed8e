import Foundation

struct FocusEffectEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether focused views inside draw their focus effect (a text field's focus ring), as
    /// SwiftUI's `isFocusEffectEnabled`.
    public var isFocusEffectEnabled: Bool {
        get { self[FocusEffectEnabledKey.self] }
        set { self[FocusEffectEnabledKey.self] = newValue }
    }
}

extension View {
    /// Stops focused views inside from drawing their focus effect (a text field keeps its caret but
    /// draws no focus ring), as SwiftUI's `focusEffectDisabled(_:)`.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.isFocusEffectEnabled) { $0 = $0 && !disabled }
    }
}
