import Foundation
import PlumeAnimation
import PlumeGraphics

/// Holds one animated attribute of a behaviour: call `update` with the model value when the view
/// changes (it animates under the node's transaction) and `value` when drawing.
@MainActor
final class AnimatedSlot<T: Animatable> {
    private var animator: AttributeAnimator<T>?
    private let animates = T.AnimatableData.self != EmptyAnimatableData.self

    /// Records the new model value; registers the node for frames while it animates.
    func update(_ value: T, node: ViewNode) {
        guard animates else { return }
        guard let animator else {
            animator = AttributeAnimator(value)
            return
        }
        if animator.set(value, transaction: node.effectiveTransaction, time: node.frameState.time) {
            node.graph.startAnimating(node)
        }
    }

    /// Whether the value animates now.
    var isAnimating: Bool { animator?.isAnimating ?? false }

    /// The value to show now (the model value when not animating).
    func value(_ model: T, at time: TimeInterval) -> T {
        guard let animator, animator.isAnimating else { return model }
        return animator.presented(at: time)
    }

    /// Ends finished animations; returns whether one still runs.
    func tick(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        guard let animator else { return false }
        let finished = animator.finish(at: time)
        // Most ticks finish nothing: appending an empty array still costs a call per animation.
        if !finished.isEmpty { completions += finished }
        return animator.isAnimating
    }
}

/// An animated solid color (fills, text).
@MainActor
final class ColorSlot {
    private let slot = AnimatedSlot<AnimatableColor>()
    private var model: Color.Resolved?

    func update(_ color: Color.Resolved?, node: ViewNode) {
        model = color
        if let color { slot.update(AnimatableColor(color: color), node: node) }
    }

    /// The color to draw now, or nil when the model is not a solid color.
    func value(at time: TimeInterval) -> Color.Resolved? {
        guard let model else { return nil }
        return slot.value(AnimatableColor(color: model), at: time).color
    }

    func tick(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        slot.tick(at: time, completions: &completions)
    }
}

extension Paint {
    /// The paint with its solid color replaced by `color` (gradients are unchanged).
    func replacingColor(_ color: Color.Resolved?) -> Paint {
        if case .color = self, let color { return .color(color) }
        return self
    }
}
