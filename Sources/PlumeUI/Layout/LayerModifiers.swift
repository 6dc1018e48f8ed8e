import Foundation
import PlumeAnimation
import PlumeGraphics

/// A view drawn behind or in front of the content, sized to it, as SwiftUI's `background`/`overlay`.
nonisolated struct LayerModifier<Layer: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let layer: Layer
    let alignment: Alignment
    let isBackground: Bool
    @MainActor func makeBehavior() -> NodeBehavior { LayerBehavior<Layer>() }
}

final class LayerBehavior<Layer: View>: ModifierBehavior<LayerModifier<Layer>> {
    override var displayName: String? { modifier.isBackground ? "background" : "overlay" }

    override func childViews(content: any View) -> [(key: AnyHashable, view: any View)] {
        [(AnyHashable(0), content), (AnyHashable(1), modifier.layer)]
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        placeContentAndLayer(in: rect, proposal: proposal, alignment: modifier.alignment)
    }

    override func hitTest(_ point: CGPoint) -> ViewNode? { hitTestLayered(point, layerBehind: modifier.isBackground) }

    override func draw(into list: inout DisplayList) { drawLayered(into: &list, layerBehind: modifier.isBackground) }
}

nonisolated extension View {
    /// Draws `content` behind this view, proposed this view's size and aligned by `alignment`.
    public func background<V: View>(_ content: V, alignment: Alignment = .center) -> some View {
        modifier(LayerModifier(layer: content, alignment: alignment, isBackground: true))
    }
    /// Draws the views `content` builds behind this view.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(LayerModifier(layer: content(), alignment: alignment, isBackground: true))
    }
    /// Fills the area behind this view with `style`.
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style))
    }
    /// Fills a shape behind this view with `style`.
    public func background<S: ShapeStyle, Sh: Shape>(_ style: S, in shape: Sh) -> some View {
        background(shape.fill(style))
    }
    /// Draws `content` in front of this view, proposed this view's size and aligned by `alignment`.
    public func overlay<V: View>(_ content: V, alignment: Alignment = .center) -> some View {
        modifier(LayerModifier(layer: content, alignment: alignment, isBackground: false))
    }
    /// Draws the views `content` builds in front of this view.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(LayerModifier(layer: content(), alignment: alignment, isBackground: false))
    }
    /// Fills the area in front of this view with `style`.
    @_disfavoredOverload
    public func overlay<S: ShapeStyle>(_ style: S) -> some View { overlay(Rectangle().fill(style)) }
    /// A border of `width` drawn inside the view's bounds.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
