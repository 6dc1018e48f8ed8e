import Foundation
import PlumeAnimation
import PlumeGraphics

/// Slides a page by a fraction of the stack's width (1: off the trailing edge; -0.3: the parallax of
/// a covered page); animatable, so pushes and pops slide on the graph clock.
///
/// A primitive modifier: one node that moves its content where it places it (as `offset` does), with
/// the fraction animated by the node itself, rather than a modifier whose body makes an `offset`
/// (three nodes, and the body made again at every frame of a slide). The push's transition uses it
/// too (`NavigationStackModel.slideTransition`).
struct NavigationSlideEffect: AnimatableModifier, PrimitiveModifier {
    typealias Body = Never
    var fraction: CGFloat
    let width: CGFloat
    nonisolated var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }
    func makeBehavior() -> NodeBehavior { NavigationSlideBehavior() }
}

/// Places the content moved by the slide's presented fraction of the width. Updated by the graph
/// when the modifier's value changes (animating under the node's transaction) and ticked by the
/// animation driver while it slides; each tick only places the content again.
final class NavigationSlideBehavior: ModifierBehavior<NavigationSlideEffect>, AnimationTicking {
    private let slide = AnimatedSlot<NavigationSlideEffect>()
    override var animationTarget: AnimationTicking? { self }
    override var displayName: String? { "offset" }

    override func update(changed: Bool) {
        super.update(changed: changed)
        slide.update(modifier, node: node)
    }

    func animationFrame(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        guard !node.isDestroyed else { return false }
        let running = slide.tick(at: time, completions: &completions)
        node.invalidateContent()
        return running
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        let shown = slide.value(modifier, at: node.graph.time)
        placeContent(in: rect.offsetBy(dx: shown.fraction * shown.width, dy: 0), proposal: proposal)
    }
}
