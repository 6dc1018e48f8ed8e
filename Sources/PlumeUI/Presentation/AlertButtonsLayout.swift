import Foundation
import PlumeGraphics

/// Lays out the buttons of an alert or dialog as Apple does: two alert buttons side by side when
/// both labels fit (the cancel button first), otherwise one full-width row per button with the
/// cancel button last. Rows are `rowHeight` tall and `separator` apart, with a separator above the
/// first row, so the color behind shows as hairlines between them.
struct AlertButtonsLayout: Layout {
    /// Whether two buttons may share a row (alerts; dialogs always stack).
    let allowsPair: Bool

    static let rowHeight: CGFloat = 44
    static let separator: CGFloat = 1

    /// The subviews in display order.
    private func ordered(_ subviews: Subviews, pair: Bool) -> [LayoutSubview] {
        let cancel = subviews.filter { $0[AlertActionRoleKey.self] == .cancel }
        let others = subviews.filter { $0[AlertActionRoleKey.self] != .cancel }
        return pair ? cancel + others : others + cancel
    }

    private func isPair(_ subviews: Subviews, width: CGFloat) -> Bool {
        guard allowsPair, subviews.count == 2 else { return false }
        let half = (width - Self.separator) / 2
        return subviews.allSatisfy { $0.sizeThatFits(.unspecified).width <= half }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? PresentationPlacement.alertWidth
        guard !subviews.isEmpty else { return CGSize(width: width, height: 0) }
        let rows = isPair(subviews, width: width) ? 1 : subviews.count
        return CGSize(width: width, height: CGFloat(rows) * (Self.rowHeight + Self.separator))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let pair = isPair(subviews, width: bounds.width)
        let views = ordered(subviews, pair: pair)
        if pair {
            let half = (bounds.width - Self.separator) / 2
            for (i, view) in views.enumerated() {
                view.place(
                    at: CGPoint(x: bounds.minX + CGFloat(i) * (half + Self.separator), y: bounds.minY + Self.separator),
                    proposal: ProposedViewSize(width: half, height: Self.rowHeight))
            }
            return
        }
        for (i, view) in views.enumerated() {
            view.place(
                at: CGPoint(
                    x: bounds.minX, y: bounds.minY + CGFloat(i) * (Self.rowHeight + Self.separator) + Self.separator),
                proposal: ProposedViewSize(width: bounds.width, height: Self.rowHeight))
        }
    }
}
