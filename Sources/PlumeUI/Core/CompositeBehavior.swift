import Foundation
import Observation
import PlumeGraphics

/// A view with a `body`: connects its dynamic properties, evaluates the body (tracking the
/// `@Observable` properties it reads) and keeps one child for the result.
final class CompositeBehavior: NodeBehavior {
    override var isTransparent: Bool { true }

    override func update(changed: Bool) {
        node.needsBody = false
        let node = self.node!
        let body = withObservationTracking {
            evaluateBody(node.view, node: node)
        } onChange: { [weak node, graph = node.graph] in
            graph.observedChange { node?.invalidateBody(transaction: Transaction.current) }
        }
        node.reconcileSingleChild(body, environment: node.environment)
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
