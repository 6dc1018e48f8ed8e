import Foundation
import PlumeAnimation
import PlumeGraphics

/// Draws its content with the effects a closure makes for the view's scroll-transition phase
/// (`scrollTransition`).
nonisolated struct ScrollTransitionModifier<Effect: VisualEffect>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let transition: (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    @MainActor func makeBehavior() -> NodeBehavior { ScrollTransitionBehavior<Effect>() }
}

/// After each placement, measures how far the view is into the visible region of the nearest
/// scroll view around it (its viewport, found through the ancestors' `scrollTarget`), and draws it
/// with the transition's effects: for an interactive configuration the edge phase's effects
/// blended towards the identity's by that progress; for an animated one the phase's, animating to
/// the new phase when the threshold is crossed. Outside a scroll view the view is drawn as at
/// `.identity`.
final class ScrollTransitionBehavior<Effect: VisualEffect>: PositionedEffectBehavior<ScrollTransitionModifier<Effect>>,
    AnimationTicking
{
    override var displayName: String? { "scrollTransition" }
    override var animationTarget: AnimationTicking? { self }
    /// An animated configuration's blend towards the identity (1) or the edge phase (0).
    private var shownAmount: AnimatedValue<Double>?
    /// The edge the view was last nearest to (what an animated blend goes towards).
    private var edgePhase = ScrollTransitionPhase.bottomTrailing

    /// The nearest scroll view's viewport and scrolling axis, if the view is in one.
    private var scrollViewport: (frame: CGRect, axis: Axis)? {
        var n = node.parent
        while let candidate = n {
            if let scrollable = candidate.behavior.scrollTarget {
                let axes = scrollable.scrollAxes
                return (scrollable.node.frame, modifier.axis ?? (axes.contains(.vertical) ? .vertical : .horizontal))
            }
            n = candidate.parent
        }
        return nil
    }

    override func effectSteps() -> [_VisualEffectStep] {
        let identity = modifier.transition(EmptyVisualEffect(), .identity)._visualEffectSteps
        guard let viewport = scrollViewport else { return identity }
        let frame = node.frame
        let before = viewport.axis == .vertical ? frame.midY < viewport.frame.midY : frame.midX < viewport.frame.midX
        edgePhase = before ? .topLeading : .bottomTrailing
        let configuration = before ? modifier.topLeading : modifier.bottomTrailing
        let progress = configuration.threshold.progress(of: frame, in: viewport.frame, axis: viewport.axis)
        let edge = modifier.transition(EmptyVisualEffect(), edgePhase)._visualEffectSteps
        switch configuration.mode {
        case .identity:
            return identity
        case .interactive(let curve):
            return edge.interpolated(towards: identity, amount: curve.value(at: progress))
        case .animated(let animation):
            let target: Double = progress >= 1 ? 1 : 0
            let time = node.frameState.time
            if let shown = shownAmount {
                if shown.target != target {
                    shownAmount = shown.retargeted(to: target, animation: animation, at: time)
                    node.graph.startAnimating(node)
                }
            } else {
                // The first placement shows the phase at once.
                shownAmount = AnimatedValue(from: target, to: target, animation: animation, startTime: time)
            }
            return edge.interpolated(towards: identity, amount: shownAmount?.value(at: time) ?? target)
        }
    }

    func animationFrame(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        refreshSteps()
        guard let shown = shownAmount else { return false }
        return !shown.isComplete(at: time)
    }
}

nonisolated extension View {
    /// Draws this view with effects that depend on how far it is into the visible region of the
    /// scroll view around it, as SwiftUI's `scrollTransition(_:axis:transition:)`.
    ///
    /// ```swift
    /// ScrollView {
    ///     ForEach(cards) { card in
    ///         CardView(card)
    ///             .scrollTransition { content, phase in
    ///                 content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.8)
    ///             }
    ///     }
    /// }
    /// ```
    /// `transition` is asked for the effects of `.identity` and of the edge the view is at; an
    /// interactive configuration (the default) blends them as the view scrolls from hidden to its
    /// threshold (`.visible`: wholly inside), an animated one switches with its animation when the
    /// threshold is crossed. `axis` is the scroll view's axis when nil. Layout is unchanged, and
    /// taps land on the laid-out frame.
    public func scrollTransition<Effect: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    ) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// A scroll transition configured separately at the top (or leading) edge and at the bottom
    /// (or trailing) edge, as SwiftUI's `scrollTransition(topLeading:bottomTrailing:axis:transition:)`.
    public func scrollTransition<Effect: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    ) -> some View {
        modifier(
            ScrollTransitionModifier(
                topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis, transition: transition))
    }
}
