import Foundation
import PlumeAnimation
import PlumeGraphics

/// What a kind of view does in the graph: how it updates its children, lays out, draws and hit-tests.
///
/// Each primitive view makes one; composite views get `CompositeBehavior`. The defaults describe a leaf
/// that takes the proposed size (10×10 when unspecified) and draws nothing.
class NodeBehavior {
    /// The node this behaviour belongs to (set right after creation; the node owns the behaviour).
    unowned(unsafe) var node: ViewNode!

    /// Whether the node contributes its children's layout items instead of itself.
    var isTransparent: Bool { false }
    /// The name dumps use, when it should differ from the view type's.
    var displayName: String? { nil }

    /// The node got a new view value or environment (or was just created); refresh children.
    func update(changed: Bool) {}

    /// The size for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    /// Lays out children inside `rect` (the node's frame, already set); `proposal` is what the parent
    /// proposed when it chose that frame.
    func place(in rect: CGRect, proposal: ProposedViewSize) {}
    /// The node's cached sizes were dropped (a descendant changed).
    func layoutInvalidated() {}
    /// Appends the node's drawing: its own content, then its children.
    func draw(into list: inout DisplayList) { node.renderChildren(into: &list) }
    /// An explicit alignment guide value in the node's coordinates.
    func explicitAlignment(_ id: ObjectIdentifier, size: CGSize) -> CGFloat? { nil }
    /// The node's `layoutPriority`.
    var layoutPriority: Double { 0 }
    /// Spacing the node prefers next to its neighbours.
    var spacing: ViewSpacing { ViewSpacing() }
    /// A `layoutValue` set on this node.
    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value? { nil }
    /// The node was removed from the graph.
    func destroyed() {}
    /// Extra dump details (text content, colors…), shown after the frame.
    var dumpDetails: String? { nil }

    /// The topmost hit-testable leaf at `point` in this subtree (window coordinates), or nil.
    func hitTest(_ point: CGPoint) -> ViewNode? {
        for child in node.children.reversed() {
            if let hit = child.behavior.hitTest(point) { return hit }
        }
        return nil
    }
}

/// Groups, tuples, conditionals, optionals, `AnyView`, `ForEach`, `EmptyView`, and modifiers
/// applied to a view list (one child per element, each with the modifier): children only.
final class ContainerBehavior: NodeBehavior {
    override var isTransparent: Bool { true }
    override var displayName: String? { "" }

    override func update(changed: Bool) {
        if let provider = node.view as? ChildViewsProvider {
            node.reconcileChildren(provider.childViews(), environment: node.environment)
        } else if let list = node.view as? ViewList {
            node.reconcileChildren(list.listElements(), environment: node.environment)
        }
    }
}

/// A modifier behaviour whose content (child 0) is laid out as one unit: several content items are
/// stacked vertically (centered, spacing 8) as an implicit `VStack`.
class SingleContentBehavior: NodeBehavior {
    /// The content's layout items.
    var contentItems: [ViewNode] { node.children.first?.layoutItems ?? [] }

    /// The content's size for `proposal`.
    func contentSize(_ proposal: ProposedViewSize) -> CGSize { Self.size(of: contentItems, proposal) }

    /// The size of content `items` laid out as one unit (an implicit `VStack` when several).
    static func size(of items: [ViewNode], _ proposal: ProposedViewSize) -> CGSize {
        if items.count == 1 { return items[0].sizeThatFits(proposal) }
        if items.isEmpty { return .zero }
        var cache = _StackLayoutCache()
        return StackLayout.implicit.sizeThatFits(proposal: proposal, subviews: LayoutSubviews(items), cache: &cache)
    }

    /// Places the content in `rect`, proposed `proposal`.
    func placeContent(in rect: CGRect, proposal: ProposedViewSize) {
        let items = contentItems
        if items.count == 1 {
            items[0].place(in: rect, proposal: proposal)
            return
        }
        guard !items.isEmpty else { return }
        var cache = _StackLayoutCache()
        StackLayout.implicit.placeSubviews(
            in: rect, proposal: proposal, subviews: LayoutSubviews(items), cache: &cache)
    }

    /// Places the content, proposed `proposal`, at its size aligned inside `rect` by `alignment`
    /// (frames and aspect ratios).
    func placeContentAligned(in rect: CGRect, proposal: ProposedViewSize, alignment: Alignment) {
        let size = contentSize(proposal)
        guard let item = contentItems.first else { return }
        placeContent(in: align(item, size: size, in: rect, alignment: alignment), proposal: proposal)
    }

    /// Places the content in `rect`, then the items of child 1 (an overlay, background or mask
    /// layer) over it: proposed the content's size and aligned by `alignment`.
    func placeContentAndLayer(in rect: CGRect, proposal: ProposedViewSize, alignment: Alignment) {
        placeContent(in: rect, proposal: proposal)
        guard node.children.count > 1 else { return }
        let p = ProposedViewSize(rect.size)
        for item in node.children[1].layoutItems {
            let size = item.sizeThatFits(p)
            item.place(in: align(item, size: size, in: rect, alignment: alignment), proposal: p)
        }
    }

    /// Hit-tests the content (child 0) and its layer (child 1), front first.
    func hitTestLayered(_ point: CGPoint, layerBehind: Bool) -> ViewNode? {
        for child in layerBehind ? node.children : node.children.reversed() {
            if let hit = child.behavior.hitTest(point) { return hit }
        }
        return nil
    }

    /// Draws the content (child 0) and its layer (child 1), back first.
    func drawLayered(into list: inout DisplayList, layerBehind: Bool) {
        guard node.children.count > 1, layerBehind else { return node.renderChildren(into: &list) }
        node.children[1].render(into: &list)
        node.children[0].render(into: &list)
    }

    /// The content's explicit guide at `size`.
    func contentAlignment(_ id: ObjectIdentifier, size: CGSize) -> CGFloat? {
        let items = contentItems
        return items.count == 1 ? items[0].explicitAlignment(id, size: size) : nil
    }

    override func explicitAlignment(_ id: ObjectIdentifier, size: CGSize) -> CGFloat? {
        contentAlignment(id, size: size)
    }
    override var layoutPriority: Double { contentItems.count == 1 ? contentItems[0].behavior.layoutPriority : 0 }
    override func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value? {
        contentItems.count == 1 ? contentItems[0].behavior.layoutValue(key) : nil
    }
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { contentSize(proposal) }
    override func place(in rect: CGRect, proposal: ProposedViewSize) { placeContent(in: rect, proposal: proposal) }
}
