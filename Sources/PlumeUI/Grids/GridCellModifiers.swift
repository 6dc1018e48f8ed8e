import Foundation
import PlumeAnimation
import PlumeGraphics

nonisolated extension View {
    /// Makes the view span `count` columns of its `GridRow`, as SwiftUI's `gridCellColumns(_:)`.
    /// A count below 1 is 1 (reported in `ViewGraph.diagnostics`).
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: count)
    }

    /// Sets the horizontal alignment of every cell in the view's grid column, as SwiftUI's
    /// `gridColumnAlignment(_:)` (the first row that sets one for a column wins).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Places the view in its grid cell with its `anchor` at the same point of the cell (over the
    /// row's and column's alignment), as SwiftUI's `gridCellAnchor(_:)`.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Keeps the view from sizing its grid column (`.horizontal`) or row (`.vertical`), as SwiftUI's
    /// `gridCellUnsizedAxes(_:)`: it is then offered the cell's size there, so a `Divider` or a
    /// `Color` takes the width the other cells make instead of widening the grid.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}

/// The columns a grid cell spans (`gridCellColumns`).
struct GridCellColumnsKey: LayoutValueKey {
    static let defaultValue = 1
}

/// The alignment a cell sets for its column (`gridColumnAlignment`).
struct GridColumnAlignmentKey: LayoutValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}

/// A cell's own anchor in its space (`gridCellAnchor`).
struct GridCellAnchorKey: LayoutValueKey {
    static let defaultValue: UnitPoint? = nil
}

/// The axes along which a cell does not size its row or column (`gridCellUnsizedAxes`).
struct GridCellUnsizedAxesKey: LayoutValueKey {
    static let defaultValue: Axis.Set = []
}
