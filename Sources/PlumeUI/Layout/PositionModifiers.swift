import Foundation
import PlumeAnimation
import PlumeGraphics

/// Moves the content by an offset without changing its layout, as SwiftUI's `offset`.
nonisolated struct OffsetModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let offset: CGSize
    /// Why a number given was unusable (reported in the graph's diagnostics), or nil.
    var invalid: String? = nil
    @MainActor func makeBehavior() -> NodeBehavior { OffsetBehavior() }
}

final class OffsetBehavior: ModifierBehavior<OffsetModifier> {
    override var displayName: String? { "offset" }
    override func update(changed: Bool) {
        super.update(changed: changed)
        if let invalid = modifier.invalid { node.graph.report(invalid) }
    }
    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        placeContent(in: rect.offsetBy(dx: modifier.offset.width, dy: modifier.offset.height), proposal: proposal)
    }
}

/// Centers the content at a point of the space it is offered, as SwiftUI's `position`; takes all of
/// that space.
nonisolated struct PositionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let position: CGPoint
    /// Why a number given was unusable (reported in the graph's diagnostics), or nil.
    var invalid: String? = nil
    @MainActor func makeBehavior() -> NodeBehavior { PositionBehavior() }
}

final class PositionBehavior: ModifierBehavior<PositionModifier> {
    override var displayName: String? { "position" }
    override func update(changed: Bool) {
        super.update(changed: changed)
        if let invalid = modifier.invalid { node.graph.report(invalid) }
    }
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        let size = contentSize(.unspecified)
        placeContent(
            in: CGRect(
                x: rect.minX + modifier.position.x - size.width / 2,
                y: rect.minY + modifier.position.y - size.height / 2,
                width: size.width, height: size.height),
            proposal: .unspecified)
    }
    override func explicitAlignment(_ id: ObjectIdentifier, size: CGSize) -> CGFloat? { nil }
}

/// Proposes nil (the ideal size) to the content on the chosen axes, as SwiftUI's `fixedSize`.
nonisolated struct FixedSizeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let horizontal: Bool
    let vertical: Bool
    @MainActor func makeBehavior() -> NodeBehavior { FixedSizeBehavior() }
}

final class FixedSizeBehavior: ModifierBehavior<FixedSizeModifier> {
    override var displayName: String? { "fixedSize" }
    private func fix(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: modifier.horizontal ? nil : p.width, height: modifier.vertical ? nil : p.height)
    }
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { contentSize(fix(proposal)) }
    override func place(in rect: CGRect, proposal: ProposedViewSize) { placeContent(in: rect, proposal: fix(proposal)) }
}

/// Sets the priority stacks use when sharing space, as SwiftUI's `layoutPriority`.
nonisolated struct LayoutPriorityModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let priority: Double
    @MainActor func makeBehavior() -> NodeBehavior { LayoutPriorityBehavior() }
}

final class LayoutPriorityBehavior: ModifierBehavior<LayoutPriorityModifier> {
    override var displayName: String? { "layoutPriority" }
    override var layoutPriority: Double { modifier.priority }
    /// The parent's layout reads the priority: it lays out again.
    override func modifierChanged(from old: LayoutPriorityModifier) { node.invalidateLayout() }
}

/// Overrides an alignment guide, as SwiftUI's `alignmentGuide`.
nonisolated struct AlignmentGuideModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let id: ObjectIdentifier
    let compute: (ViewDimensions) -> CGFloat
    @MainActor func makeBehavior() -> NodeBehavior { AlignmentGuideBehavior() }
}

final class AlignmentGuideBehavior: ModifierBehavior<AlignmentGuideModifier> {
    override var displayName: String? { "alignmentGuide" }
    override func update(changed: Bool) {
        if !node.explicitGuides.contains(modifier?.id ?? ObjectIdentifier(Self.self)) || changed {
            let id = assignedModifier.id
            if node.explicitGuides.insert(id) {
                // Cached "no explicit value" answers for this guide are now wrong everywhere.
                node.graph.root?.invalidateAlignmentCaches()
            }
        }
        super.update(changed: changed)
    }
    override func explicitAlignment(_ id: ObjectIdentifier, size: CGSize) -> CGFloat? {
        if id == modifier.id {
            let d = ViewDimensions(size: size) { [unowned self] other, _ in self.contentAlignment(other, size: size) }
            let v = modifier.compute(d)
            return v.isFinite ? v : 0
        }
        return contentAlignment(id, size: size)
    }
}

/// How content fills a space with a fixed aspect ratio, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable {
    case fit, fill
}

/// Proposes the content a size of a given aspect ratio that fits in or fills the proposal, as
/// SwiftUI's `aspectRatio`. A nil ratio uses the content's ideal size's ratio.
nonisolated struct AspectRatioModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let ratio: CGFloat?
    let mode: ContentMode
    @MainActor func makeBehavior() -> NodeBehavior { AspectRatioBehavior() }
}

final class AspectRatioBehavior: ModifierBehavior<AspectRatioModifier> {
    override var displayName: String? { "aspectRatio" }
    private func proposalFor(_ p: ProposedViewSize) -> ProposedViewSize {
        var ratio = modifier.ratio
        if ratio == nil {
            let ideal = contentSize(.unspecified)
            ratio = ideal.height > 0 ? ideal.width / ideal.height : 1
        }
        guard let r = ratio, r > 0, r.isFinite else { return p }
        switch (p.width, p.height) {
        case (nil, nil): return p
        case (let w?, nil): return ProposedViewSize(width: w, height: w / r)
        case (nil, let h?): return ProposedViewSize(width: h * r, height: h)
        case (let w?, let h?):
            let byWidth = CGSize(width: w, height: w / r)
            let byHeight = CGSize(width: h * r, height: h)
            let fits = byWidth.height <= h
            let chosen = modifier.mode == .fit ? (fits ? byWidth : byHeight) : (fits ? byHeight : byWidth)
            return ProposedViewSize(chosen)
        }
    }
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { contentSize(proposalFor(proposal)) }
    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        placeContentAligned(in: rect, proposal: proposalFor(proposal), alignment: .center)
    }
}

nonisolated extension View {
    /// Draws the view moved by `offset` (layout is unchanged).
    public func offset(_ offset: CGSize) -> some View {
        modifier(
            OffsetModifier(
                offset: CGSize(
                    width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0),
                invalid: nonFiniteInput("offset", offset.width, offset.height, usedAs: "0")))
    }
    /// Draws the view moved by (x, y).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }
    /// Centers the view at `position` in its parent's offered space.
    public func position(_ position: CGPoint) -> some View {
        modifier(
            PositionModifier(
                position: CGPoint(x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0),
                invalid: nonFiniteInput("position", position.x, position.y, usedAs: "0")))
    }
    /// Centers the view at (x, y) in its parent's offered space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
    /// Gives the view its ideal size on both axes.
    public func fixedSize() -> some View { modifier(FixedSizeModifier(horizontal: true, vertical: true)) }
    /// Gives the view its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
    /// The priority of this view when its stack shares space (default 0; higher goes first).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(LayoutPriorityModifier(priority: value.isFinite ? value : 0))
    }
    /// Overrides a horizontal alignment guide.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    {
        modifier(AlignmentGuideModifier(id: g.id, compute: computeValue))
    }
    /// Overrides a vertical alignment guide.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View
    {
        modifier(AlignmentGuideModifier(id: g.id, compute: computeValue))
    }
    /// Constrains the view to an aspect ratio (width / height); nil uses the view's ideal ratio.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }, mode: contentMode))
    }
    /// Constrains the view to the aspect ratio of `size`.
    public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> some View {
        aspectRatio(size.height > 0 ? size.width / size.height : nil, contentMode: contentMode)
    }
    /// Scales the view to fit its parent, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    /// Scales the view to fill its parent, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
