import Foundation
import PlumeAnimation
import PlumeGraphics

/// A fixed-size frame, as SwiftUI's `frame(width:height:alignment:)`: a given axis takes exactly
/// that size, an omitted one takes the content's.
nonisolated struct FixedFrameModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    /// Why some dimension given was unusable (reported in the graph's diagnostics), or nil.
    var invalid: String? = nil
    @MainActor func makeBehavior() -> NodeBehavior { FixedFrameBehavior() }
}

/// Places content of `size` inside `rect` by `alignment` (shared by frames, overlays, backgrounds).
@MainActor func align(_ node: ViewNode, size: CGSize, in rect: CGRect, alignment: Alignment) -> CGRect {
    let outer = ViewDimensions(size: rect.size)
    let inner = node.dimensions(for: size)
    return CGRect(
        x: rect.minX + outer[alignment.horizontal] - inner[alignment.horizontal],
        y: rect.minY + outer[alignment.vertical] - inner[alignment.vertical], width: size.width, height: size.height)
}

final class FixedFrameBehavior: ModifierBehavior<FixedFrameModifier> {
    override var displayName: String? { "frame" }

    override func update(changed: Bool) {
        super.update(changed: changed)
        if let invalid = modifier.invalid { node.graph.report(invalid) }
    }

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
    override func explicitAlignment(_ id: ObjectIdentifier, size: CGSize) -> CGFloat? {
        alignedContentAlignment(
            id, size: size, proposal: childProposal(ProposedViewSize(size)), alignment: modifier.alignment)
    }
}

/// A flexible frame, as SwiftUI's `frame(minWidth:idealWidth:maxWidth:…)`: the proposal is clamped to
/// min…max for the content, and the frame's size is the content's clamped toward the proposal.
nonisolated struct FlexibleFrameModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment
    /// Why some dimension given was unusable (reported in the graph's diagnostics), or nil.
    var invalid: String? = nil
    @MainActor func makeBehavior() -> NodeBehavior { FlexibleFrameBehavior() }
}

final class FlexibleFrameBehavior: ModifierBehavior<FlexibleFrameModifier> {
    override var displayName: String? { "frame" }

    override func update(changed: Bool) {
        super.update(changed: changed)
        if let invalid = modifier.invalid { node.graph.report(invalid) }
    }

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
    override func explicitAlignment(_ id: ObjectIdentifier, size: CGSize) -> CGFloat? {
        alignedContentAlignment(
            id, size: size, proposal: childProposal(ProposedViewSize(size)), alignment: modifier.alignment)
    }
}

nonisolated extension View {
    /// A frame of exactly `width` × `height` (an omitted axis takes the content's size). Negative and
    /// NaN values are treated as 0; infinite ones as omitted; each is reported in
    /// `ViewGraph.diagnostics` (SwiftUI logs "Invalid frame dimension").
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        var invalid = FrameDimensionCheck()
        func clean(_ v: CGFloat?, _ name: String) -> CGFloat? {
            guard let v else { return nil }
            guard v.isFinite, v >= 0 else {
                invalid.note(name, v, use: v.isInfinite ? "omitted" : "0")
                return v.isInfinite ? nil : 0
            }
            return v
        }
        return modifier(
            FixedFrameModifier(
                width: clean(width, "width"), height: clean(height, "height"), alignment: alignment,
                invalid: invalid.message))
    }

    /// A flexible frame. NaN and negative limits are treated as 0, infinite minimum and ideal sizes as
    /// omitted (each reported in `ViewGraph.diagnostics`; SwiftUI logs "Invalid frame dimension");
    /// a max below its min is raised to it. `maxWidth: .infinity` is valid: as wide as proposed.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        var invalid = FrameDimensionCheck()
        func clean(_ v: CGFloat?, _ name: String, infinityAllowed: Bool = false) -> CGFloat? {
            guard let v else { return nil }
            if v == .infinity && infinityAllowed { return v }
            guard v.isFinite, v >= 0 else {
                invalid.note(name, v, use: v == .infinity ? "omitted" : "0")
                return v == .infinity ? nil : 0
            }
            return v
        }
        let minW = clean(minWidth, "minWidth")
        let minH = clean(minHeight, "minHeight")
        let maxW = clean(maxWidth, "maxWidth", infinityAllowed: true).map { max($0, minW ?? 0) }
        let maxH = clean(maxHeight, "maxHeight", infinityAllowed: true).map { max($0, minH ?? 0) }
        return modifier(
            FlexibleFrameModifier(
                minWidth: minW, idealWidth: clean(idealWidth, "idealWidth"), maxWidth: maxW, minHeight: minH,
                idealHeight: clean(idealHeight, "idealHeight"), maxHeight: maxH, alignment: alignment,
                invalid: invalid.message))
    }
}

/// Collects the unusable dimensions given to a frame into one diagnostic.
struct FrameDimensionCheck {
    private var notes: [String] = []
    /// Records that `name` was `value` and `use` is used instead.
    mutating func note(_ name: String, _ value: CGFloat, use: String) {
        notes.append("\(name) \(formatNumber(value)) is used as \(use)")
    }
    /// The diagnostic, or nil when every dimension was usable.
    var message: String? {
        notes.isEmpty ? nil : "Invalid frame dimension (negative or non-finite): " + notes.joined(separator: ", ")
    }
}
