import Foundation
import PlumeAnimation
import PlumeGraphics

/// A container laid out by a `Layout` (what `MyLayout { … }` and the stacks build).
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    var stackAxis: Axis? = nil
    typealias Body = Never
    func makeBehavior() -> NodeBehavior { LayoutBehavior<L>() }
}

/// Runs a `Layout` over the node's content items.
final class LayoutBehavior<L: Layout>: NodeBehavior {
    private var layout: L!
    private var cache: L.Cache?
    private var name: String?

    override var displayName: String? { name }

    override func update(changed: Bool) {
        if let view = node.view as? any LayoutViewProtocol {
            name = view.dumpName
            view.apply(to: self)
        }
        cache = nil
        cachedSubviews = nil
    }

    private var childEnvironment: (input: EnvironmentValues, axis: Axis?, output: EnvironmentValues)?

    fileprivate func set<C: View>(_ view: LayoutView<L, C>) {
        layout = view.layout
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

    private var cachedSubviews: LayoutSubviews?

    /// The subviews, rebuilt only after the children or their layout changed.
    private var subviews: LayoutSubviews {
        if let cachedSubviews { return cachedSubviews }
        let made = LayoutSubviews(node.children.first?.layoutItems ?? [])
        cachedSubviews = made
        return made
    }

    private func withCache<R>(_ body: (LayoutSubviews, inout L.Cache) -> R) -> R {
        let subviews = self.subviews
        var c = cache ?? layout.makeCache(subviews: subviews)
        let result = body(subviews, &c)
        cache = c
        return result
    }

    override func layoutInvalidated() {
        cache = nil
        cachedSubviews = nil
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        withCache { subviews, cache in layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache) }
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        withCache { subviews, cache in
            layout.placeSubviews(in: rect, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    override func explicitAlignment(_ id: ObjectIdentifier, size: CGSize) -> CGFloat? {
        let subviews = self.subviews
        if let stack = layout as? HStackLayout {
            return stack.stack.explicitAlignment(id, size: size, subviews: subviews)
        }
        if let stack = layout as? VStackLayout {
            return stack.stack.explicitAlignment(id, size: size, subviews: subviews)
        }
        if let stack = layout as? StackLayout { return stack.explicitAlignment(id, size: size, subviews: subviews) }
        return nil
    }
}

/// Lets `LayoutBehavior` read a `LayoutView` without knowing its content type.
protocol LayoutViewProtocol {
    var dumpName: String? { get }
    func apply<B>(to behavior: B)
}

extension LayoutView: LayoutViewProtocol {
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
