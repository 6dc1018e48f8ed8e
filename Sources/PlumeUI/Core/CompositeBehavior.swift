import Foundation
import Observation
import PlumeAnimation
import PlumeGraphics

/// A view with a `body`: connects its dynamic properties, evaluates the body (tracking the
/// `@Observable` properties it reads) and keeps one child for the result.
final class CompositeBehavior: NodeBehavior, AnimationTicking {
    override var isTransparent: Bool { true }
    private var animator: AnyAttributeAnimator?
    private var checkedAnimatable = false

    override func update(changed: Bool) {
        node.needsBody = false
        let node = self.node!
        var view = node.view
        if !checkedAnimatable {
            checkedAnimatable = true
            animator = makeAnimator(for: view)
        } else if let animator, animator.setValue(view, transaction: node.effectiveTransaction, time: node.graph.time) {
            node.graph.startAnimating(node)
        }
        if let animator { view = animator.presentedValue(at: node.graph.time) as! any View }
        let body = withObservationTracking {
            evaluateBody(view, node: node)
        } onChange: { [weak node, graph = node.graph] in
            graph.observedChange { node?.invalidateBody(transaction: Transaction.current) }
        }
        node.reconcileSingleChild(body, environment: node.environment)
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
func evaluateBody(_ view: any View, node: ViewNode) -> any View {
    func open<V: View>(_ view: V) -> any View {
        var installed = view
        PropertyInstaller.install(into: &installed, node: node)
        node.graph.bodyEvaluations += 1
        return installed.body
    }
    return _openExistential(view, do: open)
}
