import Foundation
import PlumeAnimation
import PlumeGraphics

/// Behaviours that want to hear when their node appears or disappears.
@MainActor
protocol LifecycleBehavior: AnyObject {
    func appeared()
    func disappeared()
}

/// Runs actions when the view appears and disappears, as SwiftUI's `onAppear`/`onDisappear`.
///
/// "Appears" means its identity was created in the graph; the action runs after that frame's layout.
nonisolated struct LifecycleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?
    @MainActor func makeBehavior() -> NodeBehavior { LifecycleModifierBehavior() }
}

final class LifecycleModifierBehavior: TransparentModifierBehavior<LifecycleModifier>, LifecycleBehavior {
    override var lifecycleHandler: LifecycleBehavior? { self }
    override func modifierChanged(from old: LifecycleModifier) {}
    func appeared() { modifier.onAppear?() }
    func disappeared() { modifier.onDisappear?() }
}

/// Runs an action when a value changes, as SwiftUI's `onChange(of:)`.
nonisolated struct OnChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void
    @MainActor func makeBehavior() -> NodeBehavior { OnChangeBehavior<Value>() }
}

final class OnChangeBehavior<Value: Equatable>: TransparentModifierBehavior<OnChangeModifier<Value>>, LifecycleBehavior
{
    override var lifecycleHandler: LifecycleBehavior? { self }
    private var last: Value?

    override func update(changed: Bool) {
        super.update(changed: changed)
        let current = modifier.value
        if let old = last, old != current {
            let action = modifier.action
            node.graph.afterFrame { action(old, current) }
        }
        last = current
    }
    override func modifierChanged(from old: OnChangeModifier<Value>) {}
    func appeared() {
        if modifier.initial { modifier.action(modifier.value, modifier.value) }
    }
    func disappeared() {}
}

nonisolated extension View {
    /// Runs `action` after the view first appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(onAppear: action, onDisappear: nil))
    }
    /// Runs `action` after the view disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(onAppear: nil, onDisappear: action))
    }
    /// Runs `action` with the new value after `value` changes.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: false) { _, new in action(new) })
    }
    /// Runs `action` with the old and new values after `value` changes (and once on appear if `initial`).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: action))
    }
    /// Runs `action` after `value` changes (and once on appear if `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    {
        modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
    }
}
