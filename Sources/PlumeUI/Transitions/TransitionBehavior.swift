import Foundation
import PlumeAnimation
import PlumeGraphics

/// Applies a transition to its content.
nonisolated struct TransitionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transition: AnyTransition
    @MainActor func makeBehavior() -> NodeBehavior { TransitionBehavior() }
}

/// Plays a view's transition: on insertion in an animated transaction it updates from the insertion
/// state to identity in the same frame (so the change animates); on removal it animates to the
/// removal state and then lets the graph drop the view.
final class TransitionBehavior: ModifierBehavior<TransitionModifier> {
    override var transitionBehavior: TransitionBehavior? { self }
    private var phase = TransitionPhase.identity
    private var hasUpdated = false

    override var displayName: String? { "transition" }
    override var isTransparent: Bool { true }

    override func childViews(content: any View) -> [(key: AnyHashable, view: any View)] {
        [(AnyHashable(0), modifier.transition.apply(AnyView(erasing: content), phase))]
    }

    override func modifierChanged(from old: TransitionModifier) {}

    override func update(changed: Bool) {
        let first = !hasUpdated
        hasUpdated = true
        let transaction = node.graph.transaction
        if first, transaction.animation != nil, !transaction.disablesAnimations {
            phase = .willAppear
            super.update(changed: changed)
            phase = .identity
        }
        if phase == .didDisappear { return }
        super.update(changed: true)
    }

    /// Starts the removal transition in `transaction`; `done` runs when it has ended.
    func beginRemoval(in transaction: Transaction, done: @escaping () -> Void) {
        let graph = node.graph
        var t = transaction
        let group = AnimationCompletionGroup(criteria: .removed, action: done)
        t.completion = group
        let saved = graph.transaction
        graph.transaction = t
        phase = .didDisappear
        node.changeStamp = (graph.frameNumber, t)
        node.reconcileChildren(
            [(AnyHashable(0), modifier.transition.apply(AnyView(erasing: assignedContent), .didDisappear))],
            environment: node.environment)
        graph.transaction = saved
        graph.animations.track(group)
    }
}

extension ViewNode {
    /// The transition that plays when this node is removed: its own, or that of the single view it
    /// shows through views without layout of their own (a composite view's body, a group).
    var removalTransition: TransitionBehavior? {
        if let t = behavior.transitionBehavior { return t }
        guard behavior.isTransparent, children.count == 1 else { return nil }
        return children[0].removalTransition
    }
}
