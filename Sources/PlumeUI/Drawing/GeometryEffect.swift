import Foundation
import PlumeAnimation
import PlumeGraphics

/// A modifier that moves how its content is drawn and hit by a projective transform worked out from
/// the content's size, leaving layout alone, as SwiftUI's `GeometryEffect`.
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var travel: CGFloat = 8
///     var animatableData: CGFloat
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: travel * sin(animatableData * .pi * 6), y: 0))
///     }
/// }
/// ```
/// The graph interpolates `animatableData` and asks for `effectValue(size:)` each frame with the
/// content's drawn size; the transform is in the content's own coordinates (origin at its top-left).
/// Differences from SwiftUI: a geometry effect does not move the frames that `GeometryReader` and
/// anchors report (as if every effect were `ignoredByLayout()`).
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform of the content's drawing for a content of `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

/// Draws and hit-tests the content of a `GeometryEffect` through its transform.
///
/// Made by `ModifiedContent` for any `GeometryEffect` modifier. It animates the effect's data (as
/// `EffectBehavior` does its effects), asks `effectValue(size:)` for the drawn frame's size, and moves
/// the answer into the graph's absolute coordinates. It invalidates only drawing, never layout.
final class GeometryEffectBehavior<Effect: GeometryEffect>: ModifierBehavior<Effect>, AnimationTicking {
    override var animationTarget: AnimationTicking? { self }
    private let slot = AnimatedSlot<Effect>()

    override func update(changed: Bool) {
        super.update(changed: changed)
        if changed { slot.update(modifier, node: node) }
    }

    func animationFrame(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        node.invalidateRender()
        return slot.tick(at: time, completions: &completions)
    }

    override func modifierChanged(from old: Effect) { node.invalidateRender() }

    /// The effect's transform now, in the graph's coordinates; nil when it is not finite (reported;
    /// the content is then drawn and hit as if there were no effect).
    private var projection: ProjectionTransform? {
        let frame = node.drawFrame
        let local = slot.value(modifier, at: node.frameState.time).effectValue(size: frame.size)
        guard local.isFinite else {
            node.graph.report("\(Effect.self).effectValue(size:) gave a transform that is not finite; it is ignored")
            return nil
        }
        if local.isIdentity { return local }
        let toLocal = ProjectionTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
        let back = ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        return toLocal.concatenating(local).concatenating(back)
    }

    override func hitTest(_ point: CGPoint) -> ViewNode? {
        guard let projection, !projection.isIdentity else { return super.hitTest(point) }
        guard let inner = projection.preimage(of: point) else { return nil }
        return super.hitTest(inner)
    }

    override func draw(into list: inout DisplayList) {
        var inner = DisplayList()
        node.renderChildren(into: &inner)
        guard !inner.isEmpty else { return }
        guard let projection, !projection.isIdentity else { return list.append(contentsOf: inner) }
        list.append(.effect(projection.isAffine ? .transform(projection.affine) : .projection(projection), inner))
    }
}

/// Makes the behaviour of a `GeometryEffect` modifier (the effect's type opened from `any`).
@MainActor func geometryEffectBehavior<Effect: GeometryEffect>(for effect: Effect) -> NodeBehavior {
    GeometryEffectBehavior<Effect>()
}
