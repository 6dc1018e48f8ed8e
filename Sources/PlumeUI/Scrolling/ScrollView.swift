import Foundation
import PlumeAnimation
import PlumeGraphics

/// A scrollable view, as SwiftUI's `ScrollView`: takes the space it is offered, proposes its content
/// an unspecified size along the scrolling axes, and shows the part at its content offset, clipped.
///
/// ```swift
/// ScrollView { VStack { ForEach(0..<100) { Text("Row \($0)") } } }
/// ```
/// The offset moves with the scroll wheel (`ViewGraph.scrollWheel`, `ViewHost.scroll`) and stays
/// within the content. Dragging, momentum, bounce and indicators come with the interaction work
/// (issue #6); until then the view scrolls by wheel only and draws no indicators.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public typealias Body = Never
    func makeBehavior() -> NodeBehavior { ScrollBehavior<Content>() }
}

/// What the graph needs of any scroll view.
protocol Scrollable: AnyObject {
    func scroll(by delta: CGSize) -> Bool
}

final class ScrollBehavior<Content: View>: SingleContentBehavior, Scrollable {
    private var view: ScrollView<Content> { node.view as! ScrollView<Content> }
    /// How far the content is scrolled (positive: content moved up / left).
    private(set) var contentOffset: CGPoint = .zero

    override var displayName: String? { "ScrollView" }
    override var dumpDetails: String? {
        contentOffset == .zero ? nil : "offset (\(formatNumber(contentOffset.x)), \(formatNumber(contentOffset.y)))"
    }

    private var childEnvironment: (input: EnvironmentValues, output: EnvironmentValues)?

    override func update(changed: Bool) {
        if let cached = childEnvironment, cached.input.isIdentical(to: node.environment) {
            return node.reconcileSingleChild(view.content, environment: cached.output)
        }
        var env = node.environment
        if env.stackAxis != nil { env.stackAxis = nil }
        childEnvironment = (node.environment, env)
        node.reconcileSingleChild(view.content, environment: env)
    }

    private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: view.axes.contains(.horizontal) ? nil : p.width,
            height: view.axes.contains(.vertical) ? nil : p.height)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let content = contentSize(contentProposal(proposal))
        return CGSize(
            width: view.axes.contains(.horizontal) ? (proposal.width ?? content.width) : content.width,
            height: view.axes.contains(.vertical) ? (proposal.height ?? content.height) : content.height)
    }

    private var contentExtent: CGSize = .zero

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        let p = contentProposal(ProposedViewSize(rect.size))
        var size = contentSize(p)
        if !view.axes.contains(.horizontal) { size.width = max(size.width, 0) }
        contentExtent = size
        clampOffset(viewport: rect.size)
        // Content narrower than the viewport is centered across the axis, as SwiftUI does.
        let x =
            view.axes.contains(.horizontal) ? rect.minX - contentOffset.x : rect.minX + (rect.width - size.width) / 2
        let y =
            view.axes.contains(.vertical) ? rect.minY - contentOffset.y : rect.minY + (rect.height - size.height) / 2
        placeContent(in: CGRect(x: x, y: y, width: size.width, height: size.height), proposal: p)
    }

    private func clampOffset(viewport: CGSize) {
        contentOffset.x = min(max(0, contentOffset.x), max(0, contentExtent.width - viewport.width))
        contentOffset.y = min(max(0, contentOffset.y), max(0, contentExtent.height - viewport.height))
        if !view.axes.contains(.horizontal) { contentOffset.x = 0 }
        if !view.axes.contains(.vertical) { contentOffset.y = 0 }
    }

    /// Scrolls by `delta` points (positive moves the content up / left); returns whether it moved.
    func scroll(by delta: CGSize) -> Bool {
        guard delta.width.isFinite, delta.height.isFinite else { return false }
        let before = contentOffset
        contentOffset.x += delta.width
        contentOffset.y += delta.height
        clampOffset(viewport: node.frame.size)
        guard contentOffset != before else { return false }
        node.invalidateLayout()
        return true
    }

    override func explicitAlignment(_ id: ObjectIdentifier, size: CGSize) -> CGFloat? { nil }

    override func hitTest(_ point: CGPoint) -> ViewNode? {
        guard node.frame.contains(point) else { return nil }
        return super.hitTest(point) ?? node
    }

    override func draw(into list: inout DisplayList) {
        var inner = DisplayList()
        node.renderChildren(into: &inner)
        guard !inner.isEmpty else { return }
        // Only items that can be visible are kept, so long lists draw in time proportional to the viewport.
        let frame = node.drawFrame
        inner.items = inner.items.filter { $0.bounds.map { $0.intersects(frame) } ?? true }
        list.append(.effect(.clip(Path(frame), FillStyle()), inner))
    }
}

extension DisplayItem {
    /// A conservative bounding box for culling, or nil when unknown (effects).
    var bounds: CGRect? {
        switch self {
        case .fill(let path, _, _): return path.controlPointBounds
        case .stroke(let path, _, let style):
            return path.controlPointBounds.insetBy(dx: -style.lineWidth, dy: -style.lineWidth)
        case .text(_, let frame, _): return frame.insetBy(dx: -4, dy: -4)
        case .image(_, let frame, _, _): return frame
        case .effect: return nil
        }
    }
}

extension Path {
    /// The bounds of all points and control points (cheaper than `boundingRect`, never smaller).
    var controlPointBounds: CGRect {
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c):
                add(p)
                add(c)
            case .curve(let p, let c1, let c2):
                add(p)
                add(c1)
                add(c2)
            case .closeSubpath: break
            }
        }
        return minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }
}

extension ViewGraph {
    /// A scroll wheel (or trackpad) moved by `delta` points over `point`: the innermost scroll view
    /// there that can move scrolls. Returns whether one did.
    @discardableResult
    public func scrollWheel(at point: CGPoint, delta: CGSize) -> Bool {
        var node = hitTest(point)
        while let n = node {
            if let scrollable = n.behavior as? Scrollable, scrollable.scroll(by: delta) { return true }
            node = n.parent
        }
        return false
    }
}
