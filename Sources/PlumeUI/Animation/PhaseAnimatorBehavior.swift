import Foundation
import PlumeAnimation

/// Moves a `PhaseAnimator` from phase to phase: shows `content(phase)` as its only child, and while
/// a run lasts, times the animation to the current phase and moves on when it is logically complete.
///
/// The graph calls `update(changed:)` (a new view value, or a move this behaviour scheduled) and,
/// while moving, `animationFrame(at:completions:)` each frame; it touches only its own node (body
/// invalidation with the move's transaction) and the graph's animation driver.
final class PhaseAnimatorBehavior<Phase: Equatable, Content: View>:
    SingleContentViewBehavior<PhaseAnimator<Phase, Content>>, AnimationTicking
{
    override var animationTarget: AnimationTicking? { self }
    override var displayName: String? { "PhaseAnimator" }

    /// The phase shown (an index into the view's phases).
    private var index = 0
    /// Whether the animator is moving: cycling, or in a triggered run.
    private var running = false
    /// The timing of the move to the current phase (nil: it completed at once).
    private var move: AnimatedValue<Double>?
    /// Set when this behaviour scheduled the body update (a move), so the update keeps the phase.
    private var moving = false
    private var lastTrigger: AnyEquatable?
    private var appeared = false
    private var reportedEmpty = false

    override func update(changed: Bool) {
        let phases = view.phases
        guard !phases.isEmpty else {
            if !reportedEmpty {
                reportedEmpty = true
                node.graph.report("PhaseAnimator: no phases were given; it shows nothing")
            }
            running = false
            node.reconcileChildren([], environment: node.environment)
            return
        }
        if index >= phases.count { index = 0 }
        if !moving { noticeViewChange(phaseCount: phases.count) }
        moving = false
        node.reconcileChildren([(AnyHashable(0), view.content(phases[index]))], environment: node.environment)
        appeared = true
    }

    /// A new view value: starts cycling on appearance, or a triggered run when the trigger changed.
    private func noticeViewChange(phaseCount: Int) {
        let trigger = view.trigger
        defer { lastTrigger = trigger }
        guard phaseCount > 1 else {
            running = false
            return
        }
        if trigger == nil {
            if !appeared || !running { startRun() }
        } else if appeared, lastTrigger != trigger {
            startRun()
        }
    }

    /// Asks for the move to the next phase after this frame's update (so the first phase is laid
    /// out before it animates away).
    private func startRun() {
        running = true
        move = nil
        node.graph.afterFrame { [weak self] in self?.moveToNextPhase() }
    }

    /// Moves to the following phase under its animation, or ends a triggered run that is back at
    /// the first phase.
    private func moveToNextPhase() {
        guard running, !node.isDestroyed, !view.phases.isEmpty else { return }
        let phases = view.phases
        index = (index + 1) % phases.count
        let animation = view.animation(phases[index])
        let graph = node.graph
        move = animation.map { AnimatedValue(from: 0.0, to: 1.0, animation: $0, startTime: graph.time) }
        moving = true
        node.invalidateBody(transaction: Transaction(animation: animation))
        graph.startAnimating(node)
    }

    /// Whether the run ends at the phase just reached (a triggered run back at the first phase).
    private var runEndsHere: Bool { view.trigger != nil && index == 0 }

    func animationFrame(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        guard running, !node.isDestroyed else { return false }
        // An animation that never completes (`repeatForever`) keeps the phase, as in SwiftUI.
        if let move, !move.isLogicallyComplete(at: time) { return true }
        if runEndsHere {
            running = false
            return false
        }
        moveToNextPhase()
        return true
    }
}
