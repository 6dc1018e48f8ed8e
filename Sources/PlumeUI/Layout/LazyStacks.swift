import Foundation
import PlumeAnimation
import PlumeGraphics

/// A column that creates its `ForEach` rows only as they scroll into view, as SwiftUI's
/// `LazyVStack`.
///
/// ```swift
/// ScrollView {
///     LazyVStack(alignment: .leading) {
///         Text("Header")                                  // static: always created
///         ForEach(items) { item in ItemRow(item: item) }  // lazy: only rows near the viewport
///     }
/// }
/// ```
/// Inside a `ScrollView`, only the rows in the visible range plus a margin of a quarter of the
/// viewport exist as views; rows are proposed the stack's width and their ideal height. A row never
/// measured counts as the average height of the measured ones (44 points before any), and each
/// row's measured size is kept by its id, so scrolling back shows rows where they were. Rows more than
/// a viewport beyond the margin are destroyed — their `@State` goes with them and `onDisappear` runs;
/// scrolled back, they are created afresh (`onAppear` runs again), as SwiftUI's lazy stacks do.
/// The row holding keyboard focus is kept. When rows above the first visible one turn out taller
/// or shorter than estimated, the scroll offset is corrected so the visible rows stay put.
/// `ScrollViewReader.scrollTo(id)` finds ids of rows not yet created in the `ForEach` data,
/// scrolls to the estimated position, and corrects once the row exists (inside `withAnimation`,
/// the scroll follows the target as rows on the way are measured).
///
/// Differences from SwiftUI:
/// - Only `ForEach` directly in the content (possibly inside `Group`, `if` or tuples) is lazy;
///   other views, and a `ForEach` with a modifier applied to it, are created up front.
/// - A `ForEach` element that builds several views is one row (its views stacked with the
///   spacing), not several.
/// - Outside a `ScrollView` the stack creates every row and behaves as a stack of all of them.
/// - The stack takes the width it is offered (its rows' widest width when offered none).
/// - `pinnedViews` is accepted but headers are not pinned: a non-empty set is reported in
///   `ViewGraph.diagnostics`.
/// - At most 2,000 rows are created in one layout pass (rows of zero height would otherwise all be
///   "visible").
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A lazy column of the views `content` builds (default spacing 8, rows centered).
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
    func makeBehavior() -> NodeBehavior { LazyStackBehavior() }
}

/// A row that creates its `ForEach` columns only as they scroll into view, as SwiftUI's
/// `LazyHStack` (see `LazyVStack`: the same rules along the horizontal axis; columns are proposed
/// the stack's height and their ideal width).
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A lazy row of the views `content` builds (default spacing 8, centered vertically).
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
    func makeBehavior() -> NodeBehavior { LazyStackBehavior() }
}

/// Which section views a lazy stack pins to the scroll view's edges, as SwiftUI's
/// `PinnedScrollableViews` (Plume accepts it but pins nothing yet; see `LazyVStack`).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// What the lazy stack behaviour reads from either stack.
struct LazyStackDescription {
    let axis: Axis
    let spacing: CGFloat
    let pinnedViews: PinnedScrollableViews
    let content: any View
    /// A view's cross-axis guide for the stack's alignment.
    let guide: (ViewDimensions) -> CGFloat
    /// A lazy grid's columns (rows of a `LazyHGrid`); nil for a stack.
    var gridItems: [GridItem]? = nil
    /// What was wrong with the spacing given, reported when the view is updated.
    var spacingProblem: String? = nil
}

@MainActor
protocol LazyStackView {
    var lazyDescription: LazyStackDescription { get }
}

extension LazyVStack: LazyStackView {
    var lazyDescription: LazyStackDescription {
        let alignment = alignment
        return LazyStackDescription(
            axis: .vertical, spacing: spacing.map(layoutLength) ?? 8, pinnedViews: pinnedViews,
            content: content, guide: { $0[alignment] })
    }
}

extension LazyHStack: LazyStackView {
    var lazyDescription: LazyStackDescription {
        let alignment = alignment
        return LazyStackDescription(
            axis: .horizontal, spacing: spacing.map(layoutLength) ?? 8, pinnedViews: pinnedViews,
            content: content, guide: { $0[alignment] })
    }
}
