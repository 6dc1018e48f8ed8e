import Foundation
import PlumeAnimation
import PlumeGraphics

/// A container laid out by a `Layout` (what `MyLayout { … }` and the stacks build).
nonisolated struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    var stackAxis: Axis? = nil
    typealias Body = Never
    @MainActor func makeBehavior() -> NodeBehavior { LayoutBehavior<L>() }
}

/// Runs a `Layout` over the node's content items, as SwiftUI does: `makeCache` before the first
/// question, `updateCache` before the first question after the subviews changed, `spacing` for the
/// container's preferred spacing, and `explicitAlignment(of:…)` for its guides.
///
/// The layout questions are also compiled for the stacks' layouts (`@_specialize`): a class's
/// overrides are otherwise compiled once for every `L`, looking the cache's type up at each
/// question.
final class LayoutBehavior<L: Layout>: NodeBehavior {
    @exclusivity(unchecked) private var layout: L!
    /// The layout's cache, used in place by the questions (see `withCache`). This and the other
    /// layout-time properties have no dynamic exclusivity check: every access is an instant read
    /// or write that calls nothing that could reach it again, except the question's own access in
    /// `withCache`, which `cacheInUse` keeps any reentering question away from.
    @exclusivity(unchecked) private var cache: L.Cache?
    /// Whether the subviews changed since the cache was made or updated.
    @exclusivity(unchecked) private var cacheIsStale = false
    private var name: String?

    override var displayName: String? { name }

    override func update(changed: Bool) {
        if let view = node.view as? any LayoutViewProtocol {
            name = view.dumpName
            view.apply(to: self)
        }
        cachedSubviews = nil
        cacheIsStale = true
    }

    private var childEnvironment: (input: EnvironmentValues, axis: Axis?, output: EnvironmentValues)?

    fileprivate func set<C: View>(_ view: LayoutView<L, C>) {
        if !L._explicitAlignmentsAreStandard, node.explicitGuides.insertCustomLayout() {
            // Cached "no explicit value" answers are now wrong everywhere.
            node.graph.root?.invalidateAlignmentCaches()
        }
        layout = view.layout
        // The layout value may have changed: as in SwiftUI, the kept cache gets `updateCache`.
        cacheIsStale = true
        let axis = view.stackAxis ?? L.layoutProperties.stackOrientation
        // Reuse the children's environment while the input is the same, so unchanged children are skipped.
        if let cached = childEnvironment, cached.input.isIdentical(to: node.environment), cached.axis == axis {
            node.reconcileSingleChild(view.content, environment: cached.output)
            return
        }
        var env = node.environment
        if env.stackAxis != axis { env.stackAxis = axis }
        childEnvironment = (node.environment, axis, env)
        node.reconcileSingleChild(view.content, environment: env)
    }

    @exclusivity(unchecked) private var cachedSubviews: LayoutSubviews?

    /// The subviews, rebuilt only after the children or their layout changed.
    private var subviews: LayoutSubviews {
        if let cachedSubviews { return cachedSubviews }
        let made = LayoutSubviews(
            node.children.first?.layoutItems ?? [], layoutDirection: node.isRightToLeft ? .rightToLeft : .leftToRight)
        cachedSubviews = made
        return made
    }

    /// Whether a question is using `cache` now (a layout that reenters, a subview asking back,
    /// makes its own instead of seeing one half-updated).
    @exclusivity(unchecked) private var cacheInUse = false

    /// Runs `body` with the subviews and the layout's cache, updated first if the subviews changed.
    /// The cache is used where it is kept (not moved out and back, which copied it twice per question).
    private func withCache<R>(_ body: (LayoutSubviews, inout L.Cache) -> R) -> R {
        let subviews = self.subviews
        if cacheInUse {
            var own = layout.makeCache(subviews: subviews)
            return body(subviews, &own)
        }
        cacheInUse = true
        defer { cacheInUse = false }
        if cache == nil {
            cache = layout.makeCache(subviews: subviews)
        } else if cacheIsStale {
            layout.updateCache(&cache!, subviews: subviews)
        }
        cacheIsStale = false
        return body(subviews, &cache!)
    }

    /// Draws the subviews in `zIndex` order (as written when none sets one).
    override func draw(into list: inout DisplayList) {
        guard let ordered = ZIndexOrder.drawingOrder(of: node.children.first?.layoutItems ?? [], in: node.frameState)
        else {
            return node.renderChildren(into: &list)
        }
        for item in ordered { item.render(into: &list) }
    }

    /// Hit-tests the subviews front first, in `zIndex` order.
    override func hitTest(_ point: CGPoint) -> ViewNode? {
        guard let ordered = ZIndexOrder.drawingOrder(of: node.children.first?.layoutItems ?? [], in: node.frameState)
        else {
            return super.hitTest(point)
        }
        for item in ordered.reversed() {
            if let hit = item.behavior.hitTest(point) { return hit }
        }
        return nil
    }

    override func layoutInvalidated() {
        cachedSubviews = nil
        cacheIsStale = true
    }

    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == ZStackLayout)
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        withCache { subviews, cache in layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache) }
    }

    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == ZStackLayout)
    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        withCache { subviews, cache in
            layout.placeSubviews(in: rect, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    override var spacing: ViewSpacing {
        @_specialize(where L == HStackLayout)
        @_specialize(where L == VStackLayout)
        @_specialize(where L == ZStackLayout)
        get { withCache { subviews, cache in layout.spacing(subviews: subviews, cache: &cache) } }
    }

    /// Asks the layout for the guide in bounds at the origin, proposed `size` (the guide's value is
    /// then the same whether the layout answers relative to the bounds or in their coordinates).
    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == ZStackLayout)
    override func explicitAlignment(_ id: ObjectIdentifier, size: CGSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        let proposal = ProposedViewSize(size)
        let value: CGFloat? = withCache { subviews, cache in
            if let guide = GuideRegistry.vertical(id) {
                return layout.explicitAlignment(
                    of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
            if let guide = GuideRegistry.horizontal(id) {
                return layout.explicitAlignment(
                    of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
            return nil
        }
        guard let value else { return nil }
        guard value.isFinite else {
            node.graph.report(
                "\(node.typeName): explicitAlignment returned \(formatNumber(value)) for a guide; it is ignored")
            return nil
        }
        return value
    }
}

/// Lets `LayoutBehavior` read a `LayoutView` without knowing its content type.
@MainActor
protocol LayoutViewProtocol {
    var dumpName: String? { get }
    func apply<B>(to behavior: B)
}

@MainActor extension LayoutView: LayoutViewProtocol {
    var dumpName: String? {
        switch layout {
        case is HStackLayout: "HStack"
        case is VStackLayout: "VStack"
        case is ZStackLayout: "ZStack"
        default: ViewNode.shortName(of: L.self)
        }
    }
    func apply<B>(to behavior: B) { (behavior as! LayoutBehavior<L>).set(self) }
}
