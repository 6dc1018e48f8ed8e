import Foundation
import PlumeGraphics

/// When a default focus applies, as SwiftUI's `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, userInitiated }
    let kind: Kind

    /// When the view appears with nothing focused.
    public static let automatic = DefaultFocusEvaluationPriority(kind: .automatic)
    /// SwiftUI also applies it when the person moves focus into the view (Tab); Plume applies it as
    /// `.automatic` (when the view appears with nothing focused), and Tab goes to the next view in
    /// order.
    public static let userInitiated = DefaultFocusEvaluationPriority(kind: .userInitiated)
}

/// Sets a focus state to a value when its view appears and nothing has focus, as SwiftUI's
/// `defaultFocus(_:_:priority:)`.
nonisolated struct DefaultFocusModifier<Value: Hashable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let binding: FocusState<Value>.Binding
    let value: Value
    @MainActor func makeBehavior() -> NodeBehavior { DefaultFocusBehavior<Value>() }
}

/// Applies a `defaultFocus` once, after the frame in which its view appeared: if no view has
/// focus and the focus state holds its reset value (nil, or false), the state is set to the default,
/// and the `.focused` view with that value takes focus in the next update.
final class DefaultFocusBehavior<Value: Hashable>: TransparentModifierBehavior<DefaultFocusModifier<Value>>,
    LifecycleBehavior
{
    override var lifecycleHandler: LifecycleBehavior? { self }
    override var displayName: String? { "" }
    override func modifierChanged(from old: DefaultFocusModifier<Value>) {}

    func appeared() {
        guard !node.isDestroyed, let modifier else { return }
        let binding = modifier.binding
        guard node.graph.focusedNode == nil, binding.wrappedValue == binding.reset else { return }
        binding.wrappedValue = modifier.value
    }

    func disappeared() {}
}

nonisolated extension View {
    /// Focuses the view whose `.focused(binding, equals: value)` matches when this view appears and
    /// nothing has focus yet, as SwiftUI's `defaultFocus(_:_:priority:)`.
    ///
    /// ```swift
    /// @FocusState private var field: Field?
    /// Form {
    ///     TextField("Name", text: $name).focused($field, equals: .name)
    ///     TextField("Email", text: $email).focused($field, equals: .email)
    /// }
    /// .defaultFocus($field, .email)
    /// ```
    /// A focus the person or the app already chose wins: the default applies only while no view
    /// has focus and the state holds nil (or false).
    public func defaultFocus<V: Hashable>(
        _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        modifier(DefaultFocusModifier(binding: binding, value: value))
    }
}
