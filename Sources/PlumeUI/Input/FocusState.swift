import Foundation
import PlumeAnimation
import PlumeGraphics

/// Which view has keyboard focus, as SwiftUI's `@FocusState`: a `Bool` (with `.focused($flag)`) or
/// an optional `Hashable` value (with `.focused($field, equals: .username)`).
///
/// Setting it moves the focus at the next frame; focus moving (a tap, Tab) sets it.
/// ```swift
/// @FocusState private var loginFieldFocus: LogInField?
/// TextField("Username", text: $username).focused($loginFieldFocus, equals: .username)
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: InstallableProperty {
    /// A binding to a focus state, for `.focused`.
    @propertyWrapper
    public struct Binding {
        let get: () -> Value
        let set: (Value) -> Void
        let reset: Value
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }
        public var projectedValue: Binding { self }
    }

    let initial: Value
    let reset: Value
    var box: StateBox<Value>?

    /// A Boolean focus state, false at first.
    public init() where Value == Bool {
        initial = false
        reset = false
    }

    /// An optional focus state, nil at first.
    public init<T: Hashable>() where Value == T? {
        initial = nil
        reset = nil
    }

    /// The current value (the reset value outside a mounted view).
    public var wrappedValue: Value {
        get {
            if let box { return box.value }
            return initial
        }
        nonmutating set { box?.write(newValue) }
    }

    /// A binding for `.focused`.
    public var projectedValue: Binding {
        let box = self.box
        let initial = self.initial
        return Binding(get: { box?.value ?? initial }, set: { box?.write($0) }, reset: reset)
    }

    @MainActor static func install(at pointer: UnsafeMutableRawPointer, context: InstallContext) {
        let state = pointer.assumingMemoryBound(to: FocusState<Value>.self)
        let node = context.node
        state.pointee.box = context.nextStorage { StateBox(state.pointee.initial, node: node) }
    }
}

/// Ties a view's focus to a focus state value.
nonisolated struct FocusedModifier<Value: Hashable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let binding: FocusState<Value>.Binding
    let value: Value
    @MainActor func makeBehavior() -> NodeBehavior { FocusedBehavior<Value>() }
}

final class FocusedBehavior<Value: Hashable>: TransparentModifierBehavior<FocusedModifier<Value>>, LifecycleBehavior {
    override var lifecycleHandler: LifecycleBehavior? { self }
    override func modifierChanged(from old: FocusedModifier<Value>) {}

    /// The graph, kept for `disappeared()`, which runs after the node may be gone.
    private weak var graph: ViewGraph?

    override func update(changed: Bool) {
        super.update(changed: changed)
        let graph = node.graph
        self.graph = graph
        let modifier = self.modifier!
        graph.focus.bindings[ObjectIdentifier(node)] = FocusBindingRecord(node: node) { focused in
            let current = modifier.binding.wrappedValue
            if focused, current != modifier.value {
                modifier.binding.wrappedValue = modifier.value
            } else if !focused, current == modifier.value {
                modifier.binding.wrappedValue = modifier.binding.reset
            }
        }
        // The state asks for this view: focus it after layout (so it is on screen and ordered).
        if modifier.binding.wrappedValue == modifier.value {
            let node = self.node!
            graph.afterFrame {
                guard !node.isDestroyed,
                    graph.focusedNode.map({ graph.focus.bindings[ObjectIdentifier(node)]?.contains($0) != true })
                        ?? true
                else { return }
                graph.setFocus(node.firstFocusable)
            }
        } else if let focused = graph.focusedNode,
            graph.focus.bindings[ObjectIdentifier(node)]?.contains(focused) == true
        {
            graph.afterFrame {
                if graph.focusedNode === focused { graph.setFocus(nil) }
            }
        }
    }

    func appeared() {}
    func disappeared() {
        // Once the removal is complete, a focus inside the removed view is cleared and the focus
        // state hears it.
        guard let graph else { return }
        graph.afterFrame { [weak graph] in graph?.focus.syncBindings() }
    }
}

extension ViewNode {
    /// The first view in this subtree that can take focus.
    var firstFocusable: ViewNode? {
        if let f = behavior.focusTarget, f.acceptsFocus { return self }
        for child in children {
            if let found = child.firstFocusable { return found }
        }
        return nil
    }
}

nonisolated extension View {
    /// Focuses this view while `binding` is true; sets it while the view has focus.
    public func focused(_ binding: FocusState<Bool>.Binding) -> some View {
        modifier(FocusedModifier(binding: binding, value: true))
    }
    /// Focuses this view while `binding` equals `value`; sets it to `value` while the view has focus
    /// (and back to nil when focus leaves).
    public func focused<V: Hashable>(_ binding: FocusState<V?>.Binding, equals value: V) -> some View {
        modifier(FocusedModifier(binding: binding, value: value))
    }
}
