import Foundation

/// The view a modifier such as `phaseAnimator(_:content:animation:)` or
/// `keyframeAnimator(initialValue:repeating:content:keyframes:)` hands its `content` closure: the
/// view the modifier was applied to, as SwiftUI's `PlaceholderContentView`.
///
/// Made only by those modifiers; apply modifiers to it in the closure to animate the original view.
nonisolated public struct PlaceholderContentView<Value>: View, PrimitiveView {
    let content: any View

    init(_ content: Value) where Value: View { self.content = content }

    public typealias Body = Never
    @MainActor func makeBehavior() -> NodeBehavior { PlaceholderContentBehavior<Value>() }
}

/// Lays out and draws the placeholder's original view as its only child.
final class PlaceholderContentBehavior<Value>: SingleContentViewBehavior<PlaceholderContentView<Value>> {
    override var isTransparent: Bool { true }
    override var displayName: String? { "" }

    override func update(changed: Bool) {
        node.reconcileChildren([(AnyHashable(0), view.content)], environment: node.environment)
    }
}
