import Foundation
import PlumeAnimation
import PlumeGraphics

/// Insets the content, as SwiftUI's `padding`; the default length is 16 points.
nonisolated struct PaddingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let insets: EdgeInsets
    /// Why a length given was unusable (reported in the graph's diagnostics), or nil.
    var invalid: String? = nil
    @MainActor func makeBehavior() -> NodeBehavior { PaddingBehavior() }
}

final class PaddingBehavior: ModifierBehavior<PaddingModifier> {
    override var displayName: String? { "padding" }
    private var insets: EdgeInsets { modifier.insets }

    override func update(changed: Bool) {
        super.update(changed: changed)
        if let invalid = modifier.invalid { node.graph.report(invalid) }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let h = insets.leading + insets.trailing
        let v = insets.top + insets.bottom
        let inner = ProposedViewSize(width: proposal.width.map { $0 - h }, height: proposal.height.map { $0 - v })
        let size = contentSize(inner)
        return CGSize(width: size.width + h, height: size.height + v)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        let h = insets.leading + insets.trailing
        let v = insets.top + insets.bottom
        let inner = ProposedViewSize(width: proposal.width.map { $0 - h }, height: proposal.height.map { $0 - v })
        placeContent(
            in: CGRect(
                x: rect.minX + insets.leading, y: rect.minY + insets.top, width: max(0, rect.width - h),
                height: max(0, rect.height - v)),
            proposal: inner)
    }

    override func explicitAlignment(_ id: ObjectIdentifier, size: CGSize) -> CGFloat? {
        let inner = CGSize(
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
        guard let value = contentAlignment(id, size: inner) else { return nil }
        return value + (isVertical(id) ? insets.top : insets.leading)
    }
}

/// Whether an alignment id belongs to a vertical guide (y positions).
func isVertical(_ id: ObjectIdentifier) -> Bool { GuideRegistry.vertical(id) != nil }

nonisolated extension View {
    /// Pads the given edges by `length` (16 points when nil). A NaN or infinite length pads by 0 and
    /// is reported in `ViewGraph.diagnostics`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length.map(layoutLength) ?? 16
        return modifier(
            PaddingModifier(
                insets: EdgeInsets(
                    top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                    bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0),
                invalid: nonFiniteInput("padding", length ?? 0, usedAs: "0")))
    }
    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
    /// Pads by explicit insets (NaN and infinite ones pad by 0 and are reported in `ViewGraph.diagnostics`).
    public func padding(_ insets: EdgeInsets) -> some View {
        let f = layoutLength
        return modifier(
            PaddingModifier(
                insets: EdgeInsets(
                    top: f(insets.top), leading: f(insets.leading), bottom: f(insets.bottom),
                    trailing: f(insets.trailing)),
                invalid: nonFiniteInput(
                    "padding", insets.top, insets.leading, insets.bottom, insets.trailing, usedAs: "0")))
    }
}
