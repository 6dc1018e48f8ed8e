import Foundation
import PlumeAnimation
import PlumeGraphics

/// Behaviours with animated attributes: sampled once per frame while registered with the graph.
protocol AnimationTicking: AnyObject {
    /// Shows the attributes' values at `time` (invalidating drawing or the body as needed); returns
    /// whether an animation still runs, appending the completions of those that ended.
    func animationFrame(at time: TimeInterval, completions: inout [() -> Void]) -> Bool
}

extension ViewGraph {
    /// Whether any attribute is animating (the host keeps producing frames while so).
    public var isAnimating: Bool { !animatingNodes.isEmpty }

    /// Registers `node` to be sampled every frame until its animations end.
    func startAnimating(_ node: ViewNode) {
        animatingNodes[ObjectIdentifier(node)] = node
        needsFrame = true
    }

    /// Samples every running animation at the frame time.
    func tickAnimations() {
        guard !animatingNodes.isEmpty else { return }
        var completions: [() -> Void] = []
        for (id, node) in animatingNodes {
            if node.isDestroyed || !node.animationFrame(at: time, completions: &completions) {
                animatingNodes[id] = nil
            }
        }
        for action in completions { afterFrame(action) }
        needsFrame = true
    }

    /// Completion groups whose transaction started no animation complete after their first frame.
    func finishIdleCompletionGroups() {
        guard !completionGroups.isEmpty else { return }
        for group in completionGroups {
            if let action = group.finishIfIdle() { afterFrame(action) }
        }
        completionGroups.removeAll()
    }
}
