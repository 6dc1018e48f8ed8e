import Foundation
import PlumeGraphics

/// Lays out and draws a `Canvas`: keeps its tagged symbol views as children (laid out at their ideal
/// sizes at the canvas's origin, never drawn or hit in place), and in drawing runs the renderer with
/// a `GraphicsContext` over a fresh list, in the canvas's coordinates, with the symbols drawn.
///
/// The node caches the drawing; a new view value or environment (`update(changed:)`) or a symbol
/// that redraws invalidates it, so the renderer runs again at the next frame.
final class CanvasBehavior<Symbols: View>: PrimitiveBehavior<Canvas<Symbols>> {
    override var movesWithFrame: Bool { false }
    /// The tag of each child, in child order.
    private var symbolTags: [AnyHashable] = []
    private var reportedColorMode = false
    /// Each child's ideal size (its symbol's size), in child order, as of the last placement.
    private var symbolSizes: [CGSize] = []

    override var displayName: String? { "Canvas" }

    override func update(changed: Bool) {
        guard changed else { return }
        let options = PickerOptions.options(in: view.symbols).filter { $0.tag != nil }
        symbolTags = options.compactMap(\.tag)
        node.reconcileChildren(options.map { ($0.key, $0.view) }, environment: node.environment)
        if view.colorMode != .nonLinear, !reportedColorMode {
            reportedColorMode = true
            node.graph.report("Canvas: colorMode \(view.colorMode) is drawn as .nonLinear (8-bit sRGB) in Plume")
        }
        node.invalidateLayout()
        node.invalidateRender()
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        symbolSizes = node.children.map { child in
            let items = child.layoutItems
            let size = SingleContentBehavior.size(of: items, .unspecified)
            if items.count == 1 {
                items[0].place(in: CGRect(origin: rect.origin, size: size), proposal: .unspecified)
            } else if !items.isEmpty {
                var cache = _StackLayoutCache()
                StackLayout.implicit.placeSubviews(
                    in: CGRect(origin: rect.origin, size: size), proposal: .unspecified,
                    subviews: LayoutSubviews(items), cache: &cache)
            }
            return size
        }
    }

    override func hitTest(_ point: CGPoint) -> ViewNode? { node.frame.contains(point) ? node : nil }

    override func draw(into list: inout DisplayList) {
        let frame = node.drawFrame
        var symbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
        for (index, (child, tag)) in zip(node.children, symbolTags).enumerated() where symbols[tag] == nil {
            var drawn = DisplayList()
            child.render(into: &drawn)
            let size = index < symbolSizes.count ? symbolSizes[index] : .zero
            symbols[tag] = GraphicsContext.ResolvedSymbol(size: size, list: drawn, origin: node.frame.origin)
        }
        let graph = node.graph
        let destination = GraphicsContext.Destination(
            textEngine: graph.textEngine, imageLoader: graph.imageLoader, symbols: symbols,
            bounds: CGRect(origin: .zero, size: frame.size), report: { [weak graph] in graph?.report($0) })
        var context = GraphicsContext(environment: node.environment, destination: destination)
        view.renderer(&context, frame.size)
        guard !destination.list.isEmpty else { return }
        if frame.origin == .zero {
            list.append(contentsOf: destination.list)
        } else {
            list.append(
                .effect(.transform(CGAffineTransform(translationX: frame.minX, y: frame.minY)), destination.list))
        }
    }
}
