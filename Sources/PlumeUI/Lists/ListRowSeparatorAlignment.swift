import Foundation
import PlumeGraphics

extension HorizontalAlignment {
    enum ListRowSeparatorLeading: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
    }
    enum ListRowSeparatorTrailing: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.trailing] }
    }

    /// Where the separator below a list row starts, as SwiftUI's guide of the same name: set it on
    /// a view inside the row (`.alignmentGuide(.listRowSeparatorLeading) { d in d[.leading] }`) and
    /// the separator starts at that x. Rows that do not set it keep the style's inset (16 points).
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)
    /// Where the separator below a list row ends (the row's trailing edge unless a view inside the
    /// row sets it).
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailing.self)
}

/// Marks a view as the separator between two rows of a list section (read by `ListRowsLayout`).
struct ListRowSeparatorMark: LayoutValueKey { static let defaultValue = false }

/// The column of a list section's rows and separators: a `VStack(alignment: .leading)` of them
/// whose separators (views marked with `ListRowSeparatorMark`) run from the row above's
/// `listRowSeparatorLeading` guide to its `listRowSeparatorTrailing` guide.
///
/// Made by `SectionGroupView` for rows that are not cells of their own. Sizes, the rows' places and
/// the column's own guides are the vertical stack's. A separator whose row sets no guide starts
/// `defaultLeadingInset` in and runs to the trailing edge; a guide outside the row, NaN or infinite
/// is clamped into the row's width.
struct ListRowsLayout: Layout {
    typealias Cache = _StackLayoutCache
    let spacing: CGFloat
    /// Where a separator starts when its row sets no leading guide.
    static let defaultLeadingInset: CGFloat = 16

    private var stack: StackLayout { StackLayout(axis: .vertical, guide: .horizontal(.leading), spacing: spacing) }

    static var _explicitAlignmentsAreStandard: Bool { true }
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    func makeCache(subviews: Subviews) -> Cache { stack.makeCache(subviews: subviews) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var rowAbove: (index: Int, proposal: ProposedViewSize)?
        stack.arrange(in: bounds, proposal: proposal, subviews: subviews, cache: &cache) { i, origin, p in
            guard subviews[i][ListRowSeparatorMark.self], let row = rowAbove else {
                subviews[i].place(at: origin, proposal: p)
                rowAbove = (i, p)
                return
            }
            let (leading, trailing) = Self.separatorSpan(of: subviews[row.index].dimensions(in: row.proposal))
            subviews[i].place(
                at: CGPoint(x: origin.x + leading, y: origin.y),
                proposal: ProposedViewSize(width: trailing - leading, height: p.height))
        }
    }

    /// Where a separator runs under a row of dimensions `row`: from its leading separator guide (or
    /// the default inset) to its trailing one (or its trailing edge), both within the row.
    static func separatorSpan(of row: ViewDimensions) -> (leading: CGFloat, trailing: CGFloat) {
        let width = row.width
        func clamped(_ value: CGFloat?, _ fallback: CGFloat) -> CGFloat {
            guard let value, value.isFinite else { return fallback }
            return min(max(value, 0), width)
        }
        let leading = clamped(row[explicit: .listRowSeparatorLeading], min(defaultLeadingInset, width))
        let trailing = clamped(row[explicit: .listRowSeparatorTrailing], width)
        return (leading, max(leading, trailing))
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        stack.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        stack.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
