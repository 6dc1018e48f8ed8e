import Foundation
import PlumeAnimation
import PlumeGraphics

/// Drives a `DynamicAnimator` from the view graph's clock (see `View.dynamicAnimator(_:onStep:)`).
nonisolated struct DynamicAnimatorModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let animator: DynamicAnimator
    let onStep: () -> Void
    @MainActor func makeBehavior() -> NodeBehavior { DynamicAnimatorBehavior() }
}

final class DynamicAnimatorBehavior: TransparentModifierBehavior<DynamicAnimatorModifier>, AnimationTicking {
    override var animationTarget: AnimationTicking? { self }
    private var ticking = false

    override func modifierChanged(from old: DynamicAnimatorModifier) {
        if old.animator !== modifier.animator { ticking = false }
    }

    override func update(changed: Bool) {
        super.update(changed: changed)
        startIfRunning()
    }

    /// Starts ticking when the animator has awake items (after a change made by the view's owner).
    private func startIfRunning() {
        guard !ticking, modifier.animator.isRunning else { return }
        ticking = true
        modifier.animator.resetClock()
        modifier.animator.advance(to: node.frameState.time)
        node.graph.startAnimating(node)
    }

    func animationFrame(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        guard ticking else { return false }
        let moved = modifier.animator.advance(to: time)
        let running = modifier.animator.isRunning
        if moved || !running { modifier.onStep() }
        if !running { ticking = false }
        return running
    }
}

nonisolated extension View {
    /// Steps `animator` at a fixed 1/120 s with the view graph's clock while any of its items is
    /// awake, calling `onStep` after the frames in which items moved (update state there so the
    /// view re-reads the items' `center` and `angle`). While every item sleeps the graph produces
    /// no frames; a change to the animator (a new item, a velocity) is picked up the next time this
    /// view's body is evaluated. Plume's way to host UIKit Dynamics, which has no SwiftUI form.
    public func dynamicAnimator(_ animator: DynamicAnimator, onStep: @escaping () -> Void) -> some View {
        modifier(DynamicAnimatorModifier(animator: animator, onStep: onStep))
    }
}
