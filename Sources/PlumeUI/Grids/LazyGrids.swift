import Foundation
import PlumeAnimation
import PlumeGraphics

/// A grid that grows vertically and creates its `ForEach` cells only as they scroll into view, as
/// SwiftUI's `LazyVGrid`.
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///         ForEach(photos) { photo in PhotoCell(photo) }
///     }
/// }
/// ```
/// Cells fill the first row from leading to trailing, then the next row; `columns` become tracks as
/// `GridItem` describes, `spacing` (8 when nil) separates the rows, and each row is as tall as its
/// tallest cell. A cell is proposed its column's width and its ideal height, and sits in its
/// column and row by its item's `alignment` (centered by default). The grid takes the width it is
/// offered; when the columns are narrower, `alignment` places them (centered by default).
///
/// The design: a lazy grid is a lazy stack whose lines hold several cells. The same
/// `LazyStackBehavior` runs both, with the rules of `LazyVStack`: inside a `ScrollView` only the
/// rows in the visible range plus a quarter of the viewport exist as views, a row never measured
/// counts as the average measured height, far rows are destroyed (their `@State` with them) and
/// made afresh when scrolled back, `ScrollViewReader.scrollTo` finds cells never created, and
/// outside a scroll view every cell is created. The unit made or dropped is a `ForEach` element
/// (a static view is always created); a row is made whole, with every element that has a cell in
/// it.
///
/// Differences from SwiftUI:
/// - A `ForEach` element that builds several views gives that many cells (as in SwiftUI), but all
///   elements must build the same number: the first element created sets it, and an element that
///   builds another number is reported in `ViewGraph.diagnostics` (missing cells leave their slots
///   empty; extra cells are placed with zero size).
/// - `Section` headers and footers are not laid out across the grid (the lazy stacks do not support
///   sections either): a `Section` is one cell. `pinnedViews` is accepted, not supported, and a
///   non-empty set is reported.
/// - Vertical cell alignment uses the guide's fraction of the row (top, center, bottom); text
///   baselines are not lined up across a row.
/// - An empty `columns` array shows nothing (and is reported); a `spacing` that is NaN, infinite or
///   negative is 0 (reported), so rows never overlap.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A lazy grid of `columns` whose rows are `spacing` apart (8 when nil).
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
    func makeBehavior() -> NodeBehavior { LazyStackBehavior() }
}

/// A grid that grows horizontally and creates its `ForEach` cells only as they scroll into view,
/// as SwiftUI's `LazyHGrid`: `LazyVGrid` turned on its side (cells fill the first column from top
/// to bottom, then the next; `rows` become tracks; each column is as wide as its widest cell; a
/// cell is proposed its row's height and its ideal width). The same differences from SwiftUI apply.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHGrid(rows: [GridItem(.fixed(60)), GridItem(.fixed(60))]) {
///         ForEach(0..<1_000) { Text("\($0)") }
///     }
/// }
/// ```
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A lazy grid of `rows` whose columns are `spacing` apart (8 when nil).
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
    func makeBehavior() -> NodeBehavior { LazyStackBehavior() }
}

extension LazyVGrid: LazyStackView {
    var lazyDescription: LazyStackDescription {
        let alignment = alignment
        let (spacing, problem) = lazyGridSpacing(spacing, "LazyVGrid")
        return LazyStackDescription(
            axis: .vertical, spacing: spacing, pinnedViews: pinnedViews, content: content,
            guide: { $0[alignment] }, gridItems: columns, spacingProblem: problem)
    }
}

extension LazyHGrid: LazyStackView {
    var lazyDescription: LazyStackDescription {
        let alignment = alignment
        let (spacing, problem) = lazyGridSpacing(spacing, "LazyHGrid")
        return LazyStackDescription(
            axis: .horizontal, spacing: spacing, pinnedViews: pinnedViews, content: content,
            guide: { $0[alignment] }, gridItems: rows, spacingProblem: problem)
    }
}

/// A lazy grid's spacing between its lines: 8 when nil; NaN, infinite and negative values are 0
/// (with the problem to report), so lines never overlap.
func lazyGridSpacing(_ spacing: CGFloat?, _ name: String) -> (CGFloat, String?) {
    guard let spacing else { return (8, nil) }
    guard spacing.isFinite, spacing >= 0 else {
        return (0, "\(name): spacing \(formatNumber(spacing)) is not a usable length; 0 is used")
    }
    return (min(spacing, maximumLayoutLength), nil)
}
