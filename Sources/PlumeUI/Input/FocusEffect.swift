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

nonisolated extension View {
    /// Stops focused views inside from drawing their focus effect (a text field keeps its caret but
    /// draws no focus ring), as SwiftUI's `focusEffectDisabled(_:)`.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        environmentRule(FocusEffectDisabledRule(disabled: disabled))
    }
}

/// `focusEffectDisabled(_:)` as a value: the effect stays enabled only where every enclosing one
/// says so.
struct FocusEffectDisabledRule: EnvironmentRule {
    let disabled: Bool
    static var keyPath: WritableKeyPath<EnvironmentValues, Bool> { \.isFocusEffectEnabled }
    func apply(to value: inout Bool) { value = value && !disabled }
}
