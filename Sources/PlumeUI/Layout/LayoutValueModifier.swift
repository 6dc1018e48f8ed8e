import Foundation

nonisolated extension View {
    /// Sets a value a custom layout reads with `subview[key]`, as SwiftUI's `layoutValue(key:value:)`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier<K>(value: value))
    }
}

nonisolated struct LayoutValueModifier<K: LayoutValueKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: K.Value
    @MainActor func makeBehavior() -> NodeBehavior { LayoutValueBehavior<K>() }
}

final class LayoutValueBehavior<K: LayoutValueKey>: ModifierBehavior<LayoutValueModifier<K>> {
    override var displayName: String? { "layoutValue" }
    override func layoutValue(for key: ObjectIdentifier) -> Any? {
        if key == ObjectIdentifier(K.self) { return modifier.value }
        return super.layoutValue(for: key)
    }
    /// The parent's layout reads the value: it lays out again.
    override func modifierChanged(from old: LayoutValueModifier<K>) { node.invalidateLayout() }
}
