import Foundation
import Observation
import PlumeStreams

nonisolated extension View {
    /// Publishes `value` under `keyPath` while the focus is in this view (or inside it), as SwiftUI's
    /// `focusedValue(_:_:)`: `@FocusedValue(keyPath)` in the window's views and menu bar commands
    /// reads it. The publisher nearest the focused view wins.
    ///
    /// ```swift
    /// NoteEditor(note: $note).focusedValue(\.selectedNote, $note)
    /// ```
    /// A change of value is seen by readers after the frame it happens in. Values are compared as
    /// views are (`==` when Equatable; closures always count as changed).
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        modifier(FocusedValueModifier(keyPath: keyPath, value: value, isScene: false))
    }

    /// Publishes `value` (nil: nothing) under `keyPath` while the focus is in this view, as
    /// SwiftUI's `focusedValue(_:_:)` taking an optional.
    @_disfavoredOverload
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        modifier(FocusedValueModifier(keyPath: keyPath, value: value, isScene: false))
    }

    /// Publishes `value` under `keyPath` for the whole window while this view is shown, whichever
    /// view has the focus, as SwiftUI's `focusedSceneValue(_:_:)`. Values published by the focused
    /// view for the same key win over it.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
        -> some View
    {
        modifier(FocusedValueModifier(keyPath: keyPath, value: value, isScene: true))
    }

    /// Publishes `value` (nil: nothing) under `keyPath` for the whole window while this view is shown.
    @_disfavoredOverload
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?)
        -> some View
    {
        modifier(FocusedValueModifier(keyPath: keyPath, value: value, isScene: true))
    }

    /// Publishes an `@Observable` object by its type while the focus is in this view, as SwiftUI's
    /// `focusedValue(_:)`: `@FocusedValue(Model.self)` reads it.
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(
            FocusedValueModifier(
                keyPath: \FocusedValues.[object: FocusedObjectSlot(T.self)], value: object, isScene: false))
    }

    /// Publishes an `@Observable` object by its type for the whole window, as SwiftUI's
    /// `focusedSceneValue(_:)`.
    public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(
            FocusedValueModifier(
                keyPath: \FocusedValues.[object: FocusedObjectSlot(T.self)], value: object, isScene: true))
    }

    /// Publishes an `ObservableObject` by its type while the focus is in this view, as SwiftUI's
    /// `focusedObject(_:)`: `@FocusedObject` reads it.
    public func focusedObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(
            FocusedValueModifier(
                keyPath: \FocusedValues.[object: FocusedObjectSlot(T.self)], value: object, isScene: false))
    }

    /// Publishes an `ObservableObject` (nil: nothing) while the focus is in this view.
    @_disfavoredOverload
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
        modifier(
            FocusedValueModifier(
                keyPath: \FocusedValues.[object: FocusedObjectSlot(T.self)], value: object, isScene: false))
    }

    /// Publishes an `ObservableObject` by its type for the whole window, as SwiftUI's
    /// `focusedSceneObject(_:)`.
    public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(
            FocusedValueModifier(
                keyPath: \FocusedValues.[object: FocusedObjectSlot(T.self)], value: object, isScene: true))
    }

    /// Publishes an `ObservableObject` (nil: nothing) for the whole window.
    @_disfavoredOverload
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
        modifier(
            FocusedValueModifier(
                keyPath: \FocusedValues.[object: FocusedObjectSlot(T.self)], value: object, isScene: true))
    }
}

/// Publishes one value into the window's focused values (see `FocusedValuesRegistry`).
nonisolated struct FocusedValueModifier<Value>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let keyPath: WritableKeyPath<FocusedValues, Value?>
    let value: Value?
    let isScene: Bool
    @MainActor func makeBehavior() -> NodeBehavior { FocusedValueBehavior<Value>() }
}

/// Keeps the modifier's entry in the graph's registry: published when the view appears and each
/// time its value changes, told whether the focus is inside the view (or was, before an open menu
/// took it), withdrawn when the view goes.
final class FocusedValueBehavior<Value>: TransparentModifierBehavior<FocusedValueModifier<Value>>, LifecycleBehavior {
    override var lifecycleHandler: LifecycleBehavior? { self }
    /// The graph, kept for `disappeared()`, which runs after the node may be gone.
    private weak var graph: ViewGraph?
    /// The entry's identity in the registry (the node's), kept for `disappeared()` too.
    private var entryID: ObjectIdentifier?
    private var valueChanged = false

    override func modifierChanged(from old: FocusedValueModifier<Value>) {
        // A binding made again (`$model.text` of an observed object has no identity of its own)
        // that shows the same value is the same value to readers: treating it as new would
        // evaluate a view that both publishes and reads it again every frame.
        if let before = old.value as? FocusedBindingValue, let now = modifier.value, before.showsSameValue(as: now) {
            return
        }
        valueChanged = true
    }

    override func update(changed: Bool) {
        super.update(changed: changed)
        let graph = node.graph
        self.graph = graph
        let modifier = self.modifier!
        let node = self.node!
        entryID = ObjectIdentifier(node)
        graph.focusedValues.publish(
            from: node, isScene: modifier.isScene, write: { $0[keyPath: modifier.keyPath] = modifier.value },
            changed: valueChanged)
        valueChanged = false
        guard !modifier.isScene, graph.focus.bindings[ObjectIdentifier(node)] == nil else { return }
        let record = FocusBindingRecord(node: node) { _ in }
        graph.focus.bindings[ObjectIdentifier(node)] = FocusBindingRecord(node: node) {
            [weak graph, weak node] focused in
            guard let graph, let node else { return }
            // A menu holds the focus while it is up; the view it was taken from still publishes.
            let saved = graph.presentations.topmost?.savedFocus
            let holds = focused || (saved.map { record.contains($0) } ?? false)
            graph.focusedValues.setFocused(holds, at: node)
        }
        graph.focusedValues.setFocused(record.contains(graph.focusedNode), at: node)
    }

    func appeared() {}
    func disappeared() {
        guard let graph, let entryID else { return }
        graph.focusedValues.withdraw(entryID, graph: graph)
    }
}

/// A published binding whose value can be compared with another's (bindings to `Equatable` values).
protocol FocusedBindingValue {
    /// Whether `other` is a binding of the same type showing an equal value now.
    func showsSameValue(as other: Any) -> Bool
}

extension Binding: FocusedBindingValue where Value: Equatable {
    func showsSameValue(as other: Any) -> Bool {
        guard let other = other as? Binding<Value> else { return false }
        return wrappedValue == other.wrappedValue
    }
}
