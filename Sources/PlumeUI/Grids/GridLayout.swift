import Foundation
import PlumeAnimation
import PlumeGraphics

/// A grid as a `Layout`, as SwiftUI's `GridLayout` (what `Grid` lays out with; use it directly in
/// conditional layouts with `AnyLayout`).
///
/// ```swift
/// GridLayout(alignment: .leading, horizontalSpacing: 12) {
///     GridRow { Text("Name"); Text("Ada") }
///     GridRow { Text("Born"); Text("1815") }
/// }
/// ```
/// The rules, as SwiftUI documents them:
/// - Each `GridRow` is a row; its views are cells, one column each (`gridCellColumns(_:)` spans
///   several). A view outside a `GridRow` is a row of one cell spanning every column. The grid has
///   as many columns as its longest row.
/// - A column is as wide as its widest cell and a row as tall as its tallest; offered a length,
///   the grid shares it among columns (rows) as a stack does among its views: the least flexible
///   first, each offered an equal part of what is left. A cell spanning columns widens them
///   equally when it needs more than they and their spacing give. A flexible view outside a row (a
///   `Divider`) thus widens the grid to the width offered, unless it has
///   `gridCellUnsizedAxes(.horizontal)`.
/// - A cell is proposed the size of its space (its columns' width and spacing, its row's height)
///   and placed in it by, from strongest to weakest: its `gridCellAnchor(_:)`, the column's
///   `gridColumnAlignment(_:)` (horizontally) and the row's `GridRow(alignment:)` (vertically),
///   the grid's `alignment`. Cells of a column line up by the horizontal guide, cells of a row by
///   the vertical one (so `.firstTextBaseline` lines up texts of different sizes).
/// - Spacing is 8 when nil. Plume-specific clamps, reported in `ViewGraph.diagnostics`: a spacing
///   that is NaN or infinite is 0; `gridCellColumns` below 1 is 1 (a span past the last column is
///   kept: the grid grows the columns it needs).
///
/// Unlike a user's `Layout`, it also reads from the graph which `GridRow` each subview is in
/// (`LayoutSubviews` has no public notion of rows).
///
/// Differences from SwiftUI: the grid gives no alignment guides of its own (a `Grid` in an
/// `HStack(alignment: .firstTextBaseline)` aligns by its default guides).
@frozen public struct GridLayout: Layout {
    /// How cells are aligned in their space.
    public var alignment: Alignment
    /// The distance between cells in a row (nil: 8).
    public var horizontalSpacing: CGFloat?
    /// The distance between rows (nil: 8).
    public var verticalSpacing: CGFloat?

    /// A grid layout with the given alignment and spacing.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public typealias Cache = _GridLayoutCache

    public static var _explicitAlignmentsAreStandard: Bool { true }

    /// Finds the rows, the columns each cell spans and the columns' alignments.
    public func makeCache(subviews: Subviews) -> Cache { Cache(subviews, layout: self) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let a = cache.allocation(for: proposal, subviews)
        return CGSize(
            width: cache.extent(a.widths, cache.horizontalSpacing),
            height: cache.extent(a.heights, cache.verticalSpacing))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let a = cache.allocation(for: proposal, subviews)
        var xs: [CGFloat] = []
        var x = bounds.minX
        for w in a.widths {
            xs.append(x)
            x += w + cache.horizontalSpacing
        }
        // Each column's cells line up by its guide: how far the guide is from the cells' leading
        // edges, and the aligned cells' extent.
        var columnGuides = [(before: CGFloat, extent: CGFloat)](repeating: (0, 0), count: a.widths.count)
        for row in cache.rows {
            for cell in row.cells where cell.lineUpHorizontally {
                let d = subviews[cell.index].dimensions(in: cache.proposal(for: cell, a))
                let guide = d[cache.columnGuide(cell.column, self)]
                let old = columnGuides[cell.column]
                let before = max(old.before, guide)
                columnGuides[cell.column] = (before, max(old.extent - old.before, d.width - guide) + before)
            }
        }
        var y = bounds.minY
        for (r, row) in cache.rows.enumerated() {
            let height = a.heights[r]
            let vertical = row.alignment ?? alignment.vertical
            let lined = cache.rowGuide(row, vertical, a, subviews)
            for cell in row.cells {
                let p = cache.proposal(for: cell, a)
                let d = subviews[cell.index].dimensions(in: p)
                let box = CGRect(x: xs[cell.column], y: y, width: p.width ?? 0, height: height)
                var origin = CGPoint.zero
                if let anchor = cell.anchor {
                    origin = CGPoint(
                        x: box.minX + anchor.x * (box.width - d.width), y: box.minY + anchor.y * (box.height - d.height)
                    )
                } else {
                    let horizontal = cell.span == 1 ? cache.columnGuide(cell.column, self) : alignment.horizontal
                    if cell.lineUpHorizontally {
                        let g = columnGuides[cell.column]
                        origin.x =
                            box.minX + g.before - d[horizontal] + gridFraction(horizontal) * (box.width - g.extent)
                    } else {
                        origin.x = box.minX + gridFraction(horizontal) * (box.width - d.width)
                    }
                    if cell.lineUpVertically {
                        origin.y =
                            box.minY + lined.before - d[vertical] + gridFraction(vertical) * (box.height - lined.extent)
                    } else {
                        origin.y = box.minY + gridFraction(vertical) * (box.height - d.height)
                    }
                }
                subviews[cell.index].place(at: origin, proposal: p)
            }
            y += height + cache.verticalSpacing
        }
    }
}

/// Where a guide sits in a unit square: how much of the extra space in a cell goes before a view.
func gridFraction(_ guide: HorizontalAlignment) -> CGFloat { ViewDimensions(size: CGSize(width: 1, height: 1))[guide] }

/// Where a guide sits in a unit square: how much of the extra space in a cell goes above a view.
func gridFraction(_ guide: VerticalAlignment) -> CGFloat { ViewDimensions(size: CGSize(width: 1, height: 1))[guide] }
