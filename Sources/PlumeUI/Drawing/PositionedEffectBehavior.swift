import Foundation
import PlumeGraphics

/// The behaviour of a modifier that draws its content with visual effects worked out from where
/// the view is (`visualEffect`, `scrollTransition`): lays the content out as if it were not there,
/// and after each placement — including a scroll or a lazy stack moving it, since it does not move
/// with its frame — asks `effectSteps()` again and draws with them. Subclasses say how the steps
/// follow from the position; they may read frames of the node and its ancestors, nothing else.
class PositionedEffectBehavior<M>: ModifierBehavior<M> {
    override var movesWithFrame: Bool { false }
    /// The effects drawn, from the last placement.
    private(set) var steps: [_VisualEffectStep] = []

    /// The effects for the view where it is now. Called after each placement and modifier change.
    func effectSteps() -> [_VisualEffectStep] { [] }

    override func modifierChanged(from old: M) { refreshSteps() }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        super.place(in: rect, proposal: proposal)
        refreshSteps()
    }

    /// Works the effects out again and draws again.
    func refreshSteps() {
        guard node.hasBeenPlaced else { return }
        steps = effectSteps()
        node.invalidateRender()
    }

    override func draw(into list: inout DisplayList) {
        var inner = DisplayList()
        node.renderChildren(into: &inner)
        guard !inner.isEmpty else { return }
        steps.draw(
            inner, frame: node.drawFrame, rightToLeft: node.isRightToLeft, scheme: node.environment.colorScheme,
            into: &list)
    }
}
