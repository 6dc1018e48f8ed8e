import Foundation
import PlumeAnimation
import PlumeGraphics

/// The cache of `GridLayout`: the rows and their cells (found from the `GridRow`s above the
/// subviews), the columns' alignments, and the column widths and row heights chosen for the last
/// proposal. `updateCache` makes it again when the subviews change.
public struct _GridLayoutCache {
    /// A cell: which subview, where it is, and what it asked of the grid.
    struct Cell {
        let index: Int
        let row: Int
        let column: Int
        let span: Int
        let unsized: Axis.Set
        let anchor: UnitPoint?
        /// Whether it lines up with its column's cells by their guide (and sizes the column).
        var lineUpHorizontally: Bool { span == 1 && !unsized.contains(.horizontal) && anchor == nil }
        /// Whether it lines up with its row's cells by their guide.
        var lineUpVertically: Bool { !unsized.contains(.vertical) && anchor == nil }
    }

    struct Row {
        var cells: [Cell]
        /// The `GridRow`'s alignment (nil: the grid's).
        var alignment: VerticalAlignment?
    }

    /// The column widths and row heights for one proposal.
    struct Allocation {
        let proposal: ProposedViewSize
        var widths: [CGFloat]
        var heights: [CGFloat]
    }

    private(set) var rows: [Row] = []
    private(set) var columnCount = 0
    private var columnAlignments: [HorizontalAlignment?] = []
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat
    /// The grid's vertical alignment (a row's when it sets none).
    let verticalAlignment: VerticalAlignment
    private var last: Allocation?

    init(_ subviews: LayoutSubviews, layout: GridLayout) {
        self = GraphIsolation.assumed { Self(isolatedFrom: subviews, layout: layout) }
    }

    /// The cache for `subviews`, read on the main actor (it looks through the nodes for `GridRow`s).
    @MainActor private init(isolatedFrom subviews: LayoutSubviews, layout: GridLayout) {
        let graph = subviews.first?.node.graph
        func spacing(_ value: CGFloat?, _ name: String) -> CGFloat {
            guard let value else { return 8 }
            if !value.isFinite {
                graph?.report("Grid: \(name) \(formatNumber(value)) is not a usable length; 0 is used")
            }
            return layoutLength(value)
        }
        horizontalSpacing = spacing(layout.horizontalSpacing, "horizontalSpacing")
        verticalSpacing = spacing(layout.verticalSpacing, "verticalSpacing")
        verticalAlignment = layout.alignment.vertical
        // Consecutive subviews under the same `GridRow` form a row; any other subview is a row alone.
        var groups: [(row: ObjectIdentifier?, alignment: VerticalAlignment?, members: [Int])] = []
        for i in subviews.indices {
            let marker = Self.row(of: subviews[i].node)
            if let marker, let lastRow = groups.last?.row, lastRow == marker.id {
                groups[groups.count - 1].members.append(i)
            } else {
                groups.append((marker?.id, marker?.alignment, [i]))
            }
        }
        func span(_ i: Int) -> Int {
            let n = subviews[i][GridCellColumnsKey.self]
            if n < 1 { graph?.report("Grid: gridCellColumns(\(n)) spans no column; 1 is used") }
            return max(1, n)
        }
        for group in groups where group.row != nil {
            columnCount = max(columnCount, group.members.reduce(0) { $0 + span($1) })
        }
        columnCount = max(columnCount, groups.isEmpty ? 0 : 1)
        columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for (r, group) in groups.enumerated() {
            var column = 0
            var cells: [Cell] = []
            for i in group.members {
                let n = group.row == nil ? columnCount : span(i)
                let subview = subviews[i]
                cells.append(
                    Cell(
                        index: i, row: r, column: column, span: n, unsized: subview[GridCellUnsizedAxesKey.self],
                        anchor: subview[GridCellAnchorKey.self]))
                if group.row != nil, let guide = subview[GridColumnAlignmentKey.self], columnAlignments[column] == nil {
                    columnAlignments[column] = guide
                }
                column += n
            }
            rows.append(Row(cells: cells, alignment: group.alignment))
        }
    }

    /// The `GridRow` a subview's node is in, found through the transparent nodes between it and the
    /// grid.
    @MainActor private static func row(of node: ViewNode) -> (id: ObjectIdentifier, alignment: VerticalAlignment?)? {
        var n = node.parent
        while let current = n, current.behavior.isTransparent {
            if let row = current.behavior.gridRow { return (ObjectIdentifier(current), row.alignment) }
            n = current.parent
        }
        return nil
    }

    /// The horizontal guide of `column`'s cells.
    func columnGuide(_ column: Int, _ layout: GridLayout) -> HorizontalAlignment {
        (column < columnAlignments.count ? columnAlignments[column] : nil) ?? layout.alignment.horizontal
    }

    /// Lengths laid end to end with `spacing` between them.
    func extent(_ lengths: [CGFloat], _ spacing: CGFloat) -> CGFloat {
        lengths.isEmpty ? 0 : lengths.reduce(0, +) + spacing * CGFloat(lengths.count - 1)
    }

    /// The width of a cell's columns and the spacing between them.
    func width(of cell: Cell, _ widths: [CGFloat]) -> CGFloat {
        let end = min(widths.count, cell.column + cell.span)
        guard cell.column < end else { return 0 }
        return extent(Array(widths[cell.column..<end]), horizontalSpacing)
    }

    /// What `cell` is proposed when placed: its space.
    func proposal(for cell: Cell, _ a: Allocation) -> ProposedViewSize {
        ProposedViewSize(width: width(of: cell, a.widths), height: a.heights[cell.row])
    }

    /// How far a row's guide is below the top of the cells lined up by it, and their extent.
    func rowGuide(_ row: Row, _ guide: VerticalAlignment, _ a: Allocation, _ subviews: LayoutSubviews)
        -> (before: CGFloat, extent: CGFloat)
    {
        var before: CGFloat = 0
        var after: CGFloat = 0
        for cell in row.cells where cell.lineUpVertically {
            let d = subviews[cell.index].dimensions(in: proposal(for: cell, a))
            before = max(before, d[guide])
            after = max(after, d.height - d[guide])
        }
        return (before, before + after)
    }

    /// The column widths and row heights for `proposal` (kept for the last one asked).
    mutating func allocation(for proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Allocation {
        if let last, last.proposal == proposal { return last }
        let widths = columnWidths(proposal.width, subviews)
        let heights = rowHeights(proposal.height, widths, subviews)
        let made = Allocation(proposal: proposal, widths: widths, heights: heights)
        last = made
        return made
    }
}
