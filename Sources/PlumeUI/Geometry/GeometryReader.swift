import Foundation
import PlumeAnimation
import PlumeGraphics

/// The size and position of a `GeometryReader`, as SwiftUI's `GeometryProxy`.
@MainActor @preconcurrency
public struct GeometryProxy {
    let globalFrame: CGRect
    /// Weak: content closures keep the proxy (`anchorPreference { proxy[$0] }`) in views their nodes
    /// hold, and a strong reference back to the reader's node would keep the whole subtree alive.
    weak var node: ViewNode?

    /// The reader's size.
    public var size: CGSize { globalFrame.size }
    /// The safe-area insets of the window, where they overlap the reader.
    public var safeAreaInsets: EdgeInsets {
        guard let graph = node?.graph else { return EdgeInsets() }
        let i = graph.safeAreaInsets
        let f = globalFrame
        return EdgeInsets(
            top: max(0, i.top - f.minY), leading: max(0, i.leading - f.minX),
            bottom: max(0, f.maxY - (graph.size.height - i.bottom)),
            trailing: max(0, f.maxX - (graph.size.width - i.trailing)))
    }
    /// The reader's frame in `space`.
    public func frame(in space: CoordinateSpace) -> CGRect {
        let origin = node?.origin(of: space) ?? .zero
        return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
    /// A rectangle anchor in the reader's coordinates.
    public subscript(anchor: Anchor<CGRect>) -> CGRect {
        anchor.value.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }
    /// A point anchor in the reader's coordinates.
    public subscript(anchor: Anchor<CGPoint>) -> CGPoint {
        CGPoint(x: anchor.value.x - globalFrame.minX, y: anchor.value.y - globalFrame.minY)
    }
}

/// A container that takes all the space offered and builds its content from its own geometry, as
/// SwiftUI's `GeometryReader`. Content is placed at the top-leading corner, proposed the reader's size.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public typealias Body = Never
    func makeBehavior() -> NodeBehavior { GeometryReaderBehavior<Content>() }
}

final class GeometryReaderBehavior<Content: View>: PrimitiveBehavior<GeometryReader<Content>> {
    override var movesWithFrame: Bool { false }
    private var lastFrame: CGRect?
    override var displayName: String? { "GeometryReader" }

    override func update(changed: Bool) {
        // The content depends on the geometry; build it now with the last known frame so that state
        // and identity exist, and again at placement if the geometry changed.
        build(frame: lastFrame ?? .zero)
    }

    private func build(frame: CGRect) {
        lastFrame = frame
        let proxy = GeometryProxy(globalFrame: frame, node: node)
        node.reconcileSingleChild(view.content(proxy), environment: node.environment)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    private var lastInsets = EdgeInsets()

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        let insets = node.graph.safeAreaInsets
        if rect != lastFrame || insets != lastInsets {
            lastInsets = insets
            build(frame: rect)
        }
        let p = ProposedViewSize(rect.size)
        for item in node.children.first?.layoutItems ?? [] {
            let size = item.sizeThatFits(p)
            item.place(in: CGRect(origin: rect.origin, size: size), proposal: p)
        }
    }
}
