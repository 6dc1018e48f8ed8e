import Foundation

nonisolated extension View {
    /// Shows `content` along the top or bottom edge of this view and gives this view the rest of
    /// the height, as SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)` (a bar of buttons
    /// under a list, a summary over it). The inset is offered the full width and placed by
    /// `alignment`; `spacing` (0 when nil) separates the two.
    ///
    /// Difference from SwiftUI: the view is laid out beside the inset, not under it with a smaller
    /// safe area, so a scroll view does not scroll its content beneath a translucent bar.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        // The layout's view made directly: `Layout.callAsFunction` is main-actor isolated, as SwiftUI's.
        LayoutView(
            layout: SafeAreaInsetLayout(edge: edge == .top ? .top : .bottom, spacing: spacing ?? 0),
            content: ViewBuilder.buildBlock(
                self,
                content().frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))))
    }

    /// Shows `content` along the leading or trailing edge of this view and gives this view the
    /// rest of the width (see the vertical form).
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        LayoutView(
            layout: SafeAreaInsetLayout(edge: edge == .leading ? .leading : .trailing, spacing: spacing ?? 0),
            content: ViewBuilder.buildBlock(
                self,
                content().frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))))
    }
}

/// Lays out a view (first subview) and its inset (second) along one edge: the inset takes its
/// size across the edge (offered the view's full length along it), the view the rest. A NaN or
/// negative spacing counts as 0.
struct SafeAreaInsetLayout: Layout {
    let edge: Edge
    let spacing: CGFloat

    private var gap: CGFloat { spacing.isFinite ? max(0, spacing) : 0 }
    private var isVertical: Bool { edge == .top || edge == .bottom }

    /// The inset's size for a container proposed `proposal`.
    private func insetSize(_ inset: LayoutSubview, _ proposal: ProposedViewSize) -> CGSize {
        isVertical
            ? inset.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
            : inset.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
    }

    /// What is left for the view once the inset and the gap are taken.
    private func remaining(_ proposal: ProposedViewSize, inset: CGSize) -> ProposedViewSize {
        if isVertical {
            return ProposedViewSize(
                width: proposal.width, height: proposal.height.map { max(0, $0 - inset.height - gap) })
        }
        return ProposedViewSize(width: proposal.width.map { max(0, $0 - inset.width - gap) }, height: proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count == 2 else { return subviews.first?.sizeThatFits(proposal) ?? .zero }
        let inset = insetSize(subviews[1], proposal)
        let main = subviews[0].sizeThatFits(remaining(proposal, inset: inset))
        if isVertical {
            return CGSize(width: max(main.width, inset.width), height: main.height + gap + inset.height)
        }
        return CGSize(width: main.width + gap + inset.width, height: max(main.height, inset.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else {
            subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
            return
        }
        let (main, inset) = (subviews[0], subviews[1])
        let insetSize = insetSize(inset, ProposedViewSize(bounds.size))
        let rest = remaining(ProposedViewSize(bounds.size), inset: insetSize)
        let restSize = CGSize(width: rest.width ?? bounds.width, height: rest.height ?? bounds.height)
        switch edge {
        case .top:
            inset.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: insetSize.height))
            main.place(
                at: CGPoint(x: bounds.minX, y: bounds.minY + insetSize.height + gap),
                proposal: ProposedViewSize(restSize))
        case .bottom:
            main.place(at: bounds.origin, proposal: ProposedViewSize(restSize))
            inset.place(
                at: CGPoint(x: bounds.minX, y: bounds.maxY - insetSize.height),
                proposal: ProposedViewSize(width: bounds.width, height: insetSize.height))
        case .leading:
            inset.place(at: bounds.origin, proposal: ProposedViewSize(width: insetSize.width, height: bounds.height))
            main.place(
                at: CGPoint(x: bounds.minX + insetSize.width + gap, y: bounds.minY),
                proposal: ProposedViewSize(restSize))
        case .trailing:
            main.place(at: bounds.origin, proposal: ProposedViewSize(restSize))
            inset.place(
                at: CGPoint(x: bounds.maxX - insetSize.width, y: bounds.minY),
                proposal: ProposedViewSize(width: insetSize.width, height: bounds.height))
        }
    }
}
