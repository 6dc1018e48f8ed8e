import Foundation
import PlumeAnimation
import PlumeGraphics

/// A fixed-size frame, as SwiftUI's `frame(width:height:alignment:)`: a given axis takes exactly
/// that size, an omitted one takes the content's.
struct FixedFrameModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    func makeBehavior() -> NodeBehavior { FixedFrameBehavior() }
}

/// Places content of `size` inside `rect` by `alignment` (shared by frames, overlays, backgrounds).
func align(_ node: ViewNode, size: CGSize, in rect: CGRect, alignment: Alignment) -> CGRect {
    let outer = ViewDimensions(size: rect.size)
    let inner = node.dimensions(for: size)
    return CGRect(
        x: rect.minX + outer[alignment.horizontal] - inner[alignment.horizontal],
        y: rect.minY + outer[alignment.vertical] - inner[alignment.vertical], width: size.width, height: size.height)
}

final class FixedFrameBehavior: ModifierBehavior<FixedFrameModifier> {
    override var displayName: String? { "frame" }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: modifier.width ?? p.width, height: modifier.height ?? p.height)
    }
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let w = modifier.width, let h = modifier.height { return CGSize(width: w, height: h) }
        let c = contentSize(childProposal(proposal))
        return CGSize(width: modifier.width ?? c.width, height: modifier.height ?? c.height)
    }
    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        placeContentAligned(in: rect, proposal: childProposal(proposal), alignment: modifier.alignment)
    }
    override func explicitAlignment(_ id: ObjectIdentifier, size: CGSize) -> CGFloat? { nil }
}

/// A flexible frame, as SwiftUI's `frame(minWidth:idealWidth:maxWidth:…)`: the proposal is clamped to
/// min…max for the content, and the frame's size is the content's clamped toward the proposal.
struct FlexibleFrameModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment
    func makeBehavior() -> NodeBehavior { FlexibleFrameBehavior() }
}

final class FlexibleFrameBehavior: ModifierBehavior<FlexibleFrameModifier> {
    override var displayName: String? { "frame" }

    private func clamp(_ v: CGFloat, _ lo: CGFloat?, _ hi: CGFloat?) -> CGFloat {
        var v = v
        if let hi { v = min(v, hi) }
        if let lo { v = max(v, lo) }
        return v
    }
    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        let m = modifier!
        return ProposedViewSize(
            width: p.width.map { clamp($0, m.minWidth, m.maxWidth) } ?? m.idealWidth,
            height: p.height.map { clamp($0, m.minHeight, m.maxHeight) } ?? m.idealHeight)
    }
    private func axis(_ child: CGFloat, proposed: CGFloat?, lo: CGFloat?, ideal: CGFloat?, hi: CGFloat?) -> CGFloat {
        if lo == nil && hi == nil {
            return proposed == nil ? (ideal ?? child) : child
        }
        let p = proposed ?? ideal ?? child
        var r = child
        if let lo { r = max(lo, min(r, p)) }
        if let hi { r = min(hi, max(r, p)) }
        return r
    }
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let m = modifier!
        let c = contentSize(childProposal(proposal))
        return CGSize(
            width: axis(c.width, proposed: proposal.width, lo: m.minWidth, ideal: m.idealWidth, hi: m.maxWidth),
            height: axis(c.height, proposed: proposal.height, lo: m.minHeight, ideal: m.idealHeight, hi: m.maxHeight))
    }
    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        placeContentAligned(in: rect, proposal: childProposal(proposal), alignment: modifier.alignment)
    }
    override func explicitAlignment(_ id: ObjectIdentifier, size: CGSize) -> CGFloat? { nil }
}

extension View {
    /// A frame of exactly `width` × `height` (an omitted axis takes the content's size). Negative and
    /// NaN values are treated as 0; infinite ones as omitted.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        func clean(_ v: CGFloat?) -> CGFloat? {
            guard let v else { return nil }
            if v.isNaN { return 0 }
            return v.isInfinite ? nil : max(0, v)
        }
        return modifier(FixedFrameModifier(width: clean(width), height: clean(height), alignment: alignment))
    }

    /// A flexible frame. NaN and negative limits are treated as 0; a max below its min is raised to it.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        func clean(_ v: CGFloat?) -> CGFloat? { v.map { $0.isNaN ? 0 : max(0, $0) } }
        let minW = clean(minWidth)
        let minH = clean(minHeight)
        let maxW = clean(maxWidth).map { max($0, minW ?? 0) }
        let maxH = clean(maxHeight).map { max($0, minH ?? 0) }
        return modifier(
            FlexibleFrameModifier(
                minWidth: minW, idealWidth: clean(idealWidth), maxWidth: maxW, minHeight: minH,
                idealHeight: clean(idealHeight), maxHeight: maxH, alignment: alignment))
    }
}
