import Foundation
import Observation
import PlumeAnimation
import PlumeGraphics

/// A view with a `body`: connects its dynamic properties, evaluates the body (tracking the
/// `@Observable` properties it reads) and keeps one child for the result.
@MainActor
final class CompositeBehavior: NodeBehavior, AnimationTicking {
    override var isTransparent: Bool { true }
    override var animationTarget: AnimationTicking? { self }
    private var animator: AnyAttributeAnimator?
    private var checkedAnimatable = false

    override func update(changed: Bool) {
        node.needsBody = false
        let node = self.node!
        var view = node.view
        if !checkedAnimatable {
            checkedAnimatable = true
            animator = makeAnimator(for: view)
        } else if let animator,
            animator.setValue(view, transaction: node.effectiveTransaction, time: node.frameState.time)
        {
            node.graph.startAnimating(node)
        }
        if let animator { view = animator.presentedValue(at: node.frameState.time) as! any View }
        let recorder = EnvironmentReadRecorder()
        let body = withObservationTracking {
            evaluateBody(view, node: node, recorder: recorder)
        } onChange: { [handle = node.handle, inbox = node.graph.scheduler.observedChanges] in
            // Neither the node nor the scheduler: the observed object may outlive the graph (a
            // SwiftData model the store still holds), and Observation keeps this closure until the
            // next change (see `ObservedChangeInbox`, `NodeHandle`).
            inbox.post { handle.node?.invalidateBody(transaction: Transaction.current) }
        }
        environmentReads = recorder
        node.reconcileSingleChild(body, environment: node.environment)
    }

    /// What the view's dynamic properties read from the environment (since the last evaluation).
    private(set) var environmentReads: EnvironmentReadRecorder?

    /// Only the environment changed: when nothing the body read changed, hand the new environment
    /// to the child without evaluating the body again. Returns whether that was enough.
    override func environmentOnlyChange() -> Bool {
        guard animator == nil, let reads = environmentReads, !node.needsBody, reads.isUnchanged(in: node.environment),
            let child = node.children.first
        else { return false }
        child.update(view: child.view, environment: node.environment, isFirst: false)
        return true
    }
}

extension CompositeBehavior {
    /// An `Animatable` view re-evaluates its body with the interpolated data every frame.
    func animationFrame(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        guard let animator else { return false }
        completions += animator.finish(at: time)
        node.invalidateBody(transaction: Transaction())
        return animator.isAnimating
    }
}

/// Connects `view`'s dynamic properties to `node` and returns its body.
@MainActor func evaluateBody(_ view: any View, node: ViewNode, recorder: EnvironmentReadRecorder? = nil) -> any View {
    func open<V: View>(_ view: V) -> any View {
        var installed = view
        PropertyInstaller.install(into: &installed, node: node, recorder: recorder)
        node.graph.bodyEvaluations += 1
        return installed.body
    }
    return _openExistential(view, do: open)
}
