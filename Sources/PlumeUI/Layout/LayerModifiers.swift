import Foundation
import PlumeAnimation
import PlumeGraphics

/// A view drawn behind or in front of the content, sized to it, as SwiftUI's `background`/`overlay`.
struct LayerModifier<Layer: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let layer: Layer
    let alignment: Alignment
    let isBackground: Bool
    func makeBehavior() -> NodeBehavior { LayerBehavior<Layer>() }
}

final class LayerBehavior<Layer: View>: ModifierBehavior<LayerModifier<Layer>> {
    override var displayName: String? { modifier.isBackground ? "background" : "overlay" }

    override func childViews(content: any View) -> [(key: AnyHashable, view: any View)] {
        [(AnyHashable(0), content), (AnyHashable(1), modifier.layer)]
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        placeContent(in: rect, proposal: proposal)
        guard node.children.count > 1 else { return }
        let items = node.children[1].layoutItems
        let p = ProposedViewSize(rect.size)
        for item in items {
            let size = item.sizeThatFits(p)
            item.place(in: align(item, size: size, in: rect, alignment: modifier.alignment), proposal: p)
        }
    }

    override func hitTest(_ point: CGPoint) -> ViewNode? {
        let order = modifier.isBackground ? node.children : node.children.reversed()
        for child in order {
            if let hit = child.behavior.hitTest(point) { return hit }
        }
        return nil
    }

    override func draw(into list: inout DisplayList) {
        guard node.children.count > 1 else { return node.renderChildren(into: &list) }
        if modifier.isBackground {
            node.children[1].render(into: &list)
            node.children[0].render(into: &list)
        } else {
            node.children[0].render(into: &list)
            node.children[1].render(into: &list)
        }
    }
}

extension View {
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
