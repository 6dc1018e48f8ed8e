import Foundation
import PlumeGraphics

/// Draws its content with the effects a closure makes from the view's geometry (`visualEffect`).
nonisolated struct VisualEffectModifier<Effect: VisualEffect>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let effect: @MainActor (EmptyVisualEffect, GeometryProxy) -> Effect
    @MainActor func makeBehavior() -> NodeBehavior { VisualEffectBehavior<Effect>() }
}

/// Calls the closure with a proxy of the view's frame after each placement (a scroll moving the
/// view places it again) and draws with what it returns.
final class VisualEffectBehavior<Effect: VisualEffect>: PositionedEffectBehavior<VisualEffectModifier<Effect>> {
    override var displayName: String? { "visualEffect" }

    override func effectSteps() -> [_VisualEffectStep] {
        modifier.effect(EmptyVisualEffect(), GeometryProxy(globalFrame: node.frame, node: node))._visualEffectSteps
    }
}

nonisolated extension View {
    /// Draws this view with effects computed from its geometry, as SwiftUI's `visualEffect(_:)`:
    /// offset, scale, rotation, opacity, blur and colour effects that leave layout alone.
    ///
    /// ```swift
    /// Image("hero")
    ///     .visualEffect { content, proxy in
    ///         content.offset(y: proxy.frame(in: .global).minY * -0.2)
    ///     }
    /// ```
    /// `effect` runs again whenever the view is placed somewhere else — when its scroll view
    /// scrolls, when the window resizes — so the drawing follows the view's position. Taps still
    /// land on the view's laid-out frame (as in SwiftUI, where visual effects do not move hit
    /// testing either). The closure runs on the main actor, since Plume's `GeometryProxy` is
    /// main-actor bound (SwiftUI's is `Sendable`).
    public func visualEffect<Effect: VisualEffect>(
        _ effect: @escaping @MainActor @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect
    ) -> some View {
        modifier(VisualEffectModifier(effect: effect))
    }
}
