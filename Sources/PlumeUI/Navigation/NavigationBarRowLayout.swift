import Foundation
import PlumeGraphics

/// The row of a navigation bar: its three subviews are the leading items (back button first), the
/// title or principal items, and the trailing items, as UIKit's navigation bar arranges them.
///
/// The title is centred on the bar and as wide as it wants, up to the bar's width less the side
/// margins. The trailing items take their ideal width; the leading items are offered the room left
/// of the centred title (so a back button shortens its label to fit, see `NavigationBarView`). When
/// the sides still need more room, the title moves off centre into the space between them and is
/// truncated there. Everything is centred vertically in the row.
struct NavigationBarRowLayout: Layout {
    /// The margin at each end of the bar.
    static let margin: CGFloat = 8
    /// The least gap between the title and the items beside it.
    static let gap: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let height = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
        return CGSize(width: proposal.width ?? 320, height: proposal.height ?? height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 3 else {
            for subview in subviews { subview.place(at: bounds.origin, proposal: .zero) }
            return
        }
        let (leading, title, trailing) = (subviews[0], subviews[1], subviews[2])
        let inner = max(0, bounds.width - 2 * Self.margin)
        let trailingSize = trailing.sizeThatFits(ProposedViewSize(width: inner, height: bounds.height))
        let idealTitle = title.sizeThatFits(ProposedViewSize(width: nil, height: bounds.height))
        let titleWidth = min(idealTitle.width, inner)
        let besideCentredTitle = max(0, (bounds.width - titleWidth) / 2 - Self.margin - (titleWidth > 0 ? Self.gap : 0))
        let leadingSize = leading.sizeThatFits(ProposedViewSize(width: besideCentredTitle, height: bounds.height))

        leading.place(
            at: CGPoint(x: bounds.minX + Self.margin, y: bounds.midY), anchor: .leading,
            proposal: ProposedViewSize(width: besideCentredTitle, height: bounds.height))
        trailing.place(
            at: CGPoint(x: bounds.maxX - Self.margin, y: bounds.midY), anchor: .trailing,
            proposal: ProposedViewSize(trailingSize))

        // The room between the sides; the title is centred on the bar when it fits there.
        let start = bounds.minX + Self.margin + leadingSize.width + (leadingSize.width > 0 ? Self.gap : 0)
        let end = bounds.maxX - Self.margin - trailingSize.width - (trailingSize.width > 0 ? Self.gap : 0)
        let room = max(0, end - start)
        let width = min(titleWidth, room)
        let centred = bounds.midX - width / 2
        let x = min(max(centred, start), max(start, end - width))
        title.place(
            at: CGPoint(x: x, y: bounds.midY), anchor: .leading,
            proposal: ProposedViewSize(width: width, height: bounds.height))
    }
}
