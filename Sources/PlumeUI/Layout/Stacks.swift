import Foundation
import PlumeAnimation
import PlumeGraphics

/// Views in a row, as SwiftUI's `HStack` (default spacing 8, centered vertically).
public struct HStack<Content: View>: View, PrimitiveView {
    let layout: HStackLayout
    let content: Content
    /// A row of the views `content` builds.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    public typealias Body = Never
    func makeBehavior() -> NodeBehavior { LayoutBehavior<HStackLayout>() }
}

/// Views in a column, as SwiftUI's `VStack` (default spacing 8, centered horizontally).
public struct VStack<Content: View>: View, PrimitiveView {
    let layout: VStackLayout
    let content: Content
    /// A column of the views `content` builds.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    public typealias Body = Never
    func makeBehavior() -> NodeBehavior { LayoutBehavior<VStackLayout>() }
}

/// Views on top of each other, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View, PrimitiveView {
    let layout: ZStackLayout
    let content: Content
    /// Overlapping views, later ones in front.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
    public typealias Body = Never
    func makeBehavior() -> NodeBehavior { LayoutBehavior<ZStackLayout>() }
}

extension HStack: LayoutViewProtocol {
    var dumpName: String? { "HStack" }
    func apply<B>(to behavior: B) { LayoutView(layout: layout, content: content).apply(to: behavior) }
}
extension VStack: LayoutViewProtocol {
    var dumpName: String? { "VStack" }
    func apply<B>(to behavior: B) { LayoutView(layout: layout, content: content).apply(to: behavior) }
}
extension ZStack: LayoutViewProtocol {
    var dumpName: String? { "ZStack" }
    func apply<B>(to behavior: B) { LayoutView(layout: layout, content: content, stackAxis: nil).apply(to: behavior) }
}

/// Overlapping subviews aligned by `alignment`, as SwiftUI's `ZStackLayout`; its size is the union of
/// the aligned subviews, each proposed the container's proposal.
public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public static var _explicitAlignmentsAreStandard: Bool { true }

    private func extents(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (CGRect, [CGSize], [CGPoint]) {
        var union = CGRect.null
        var sizes: [CGSize] = []
        var guides: [CGPoint] = []
        for s in subviews {
            let d = s.dimensions(in: proposal)
            let size = d.size
            let g = CGPoint(x: d[alignment.horizontal], y: d[alignment.vertical])
            sizes.append(size)
            guides.append(g)
            union = union.union(CGRect(x: -g.x, y: -g.y, width: size.width, height: size.height))
        }
        return (union.isNull ? .zero : union, sizes, guides)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        extents(proposal, subviews).0.size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (union, _, guides) = extents(proposal, subviews)
        // The alignment point inside the bounds: where the union's guide lands after aligning the union.
        let boundsDims = ViewDimensions(size: bounds.size)
        let unionDims = ViewDimensions(size: union.size)
        let anchor = CGPoint(
            x: bounds.minX + boundsDims[alignment.horizontal] - unionDims[alignment.horizontal] - union.minX,
            y: bounds.minY + boundsDims[alignment.vertical] - unionDims[alignment.vertical] - union.minY)
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: anchor.x - guides[i].x, y: anchor.y - guides[i].y), proposal: proposal)
        }
    }
}

/// Flexible space along the enclosing stack's axis, as SwiftUI's `Spacer` (minimum length 8).
///
/// Outside a stack it expands on both axes.
nonisolated public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength.map { max(0, layoutLength($0)) } }
    public typealias Body = Never
    @MainActor func makeBehavior() -> NodeBehavior { SpacerBehavior() }
}

final class SpacerBehavior: PrimitiveBehavior<Spacer> {
    override var displayName: String? { "Spacer" }
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let minLength = view.minLength ?? 8
        switch node.environment.stackAxis {
        case .horizontal: return CGSize(width: max(minLength, proposal.width ?? minLength), height: 0)
        case .vertical: return CGSize(width: 0, height: max(minLength, proposal.height ?? minLength))
        case nil:
            return CGSize(
                width: max(minLength, proposal.width ?? minLength), height: max(minLength, proposal.height ?? minLength)
            )
        }
    }
    override var spacing: ViewSpacing { ViewSpacing() }
}

/// A thin line across the enclosing stack's axis, as SwiftUI's `Divider` (1 point, separator color).
public struct Divider: View, PrimitiveView {
    public init() {}
    public typealias Body = Never
    func makeBehavior() -> NodeBehavior { DividerBehavior() }
}

final class DividerBehavior: NodeBehavior {
    override var displayName: String? { "Divider" }
    override func update(changed: Bool) { if changed { node.invalidateRender() } }
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if node.environment.stackAxis == .horizontal { return CGSize(width: 1, height: proposal.height ?? 10) }
        return CGSize(width: proposal.width ?? 10, height: 1)
    }
    override func draw(into list: inout DisplayList) {
        let color = Color.separator.resolve(in: node.environment.colorScheme)
        list.append(.fill(Path(node.drawFrame), .color(color)))
    }
}
