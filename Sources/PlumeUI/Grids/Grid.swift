import Foundation
import PlumeAnimation
import PlumeGraphics

/// A container that arranges its rows and columns in a two-dimensional table, as SwiftUI's `Grid`
/// (it lays out with `GridLayout`; see there for the rules).
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow {
///         Text("Name").gridColumnAlignment(.trailing)
///         Text("Ada Lovelace")
///     }
///     Divider().gridCellUnsizedAxes(.horizontal)
///     GridRow {
///         Text("Born")
///         Text("1815")
///     }
/// }
/// ```
/// Unlike the lazy grids, a `Grid` creates all its cells up front.
public struct Grid<Content: View>: View {
    let layout: GridLayout
    let content: Content

    /// A grid whose cells are aligned by `alignment` in their space, `horizontalSpacing` apart in a
    /// row and `verticalSpacing` apart in a column (8 when nil).
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        layout = GridLayout(
            alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    public var body: some View {
        LayoutView(layout: layout, content: content, stackAxis: .vertical)
    }
}

/// A horizontal row of cells in a `Grid` (or a `GridLayout`), as SwiftUI's `GridRow`: each view
/// its content builds (through `ForEach`, `Group` and conditionals) is a cell of the row.
///
/// `alignment` sets how the row's cells line up vertically (nil: the grid's vertical alignment).
/// The row has no frame of its own: its cells are laid out by the grid. Outside a grid the row
/// contributes its cells to the enclosing layout as a `Group` does.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of the cells `content` builds.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
    func makeBehavior() -> NodeBehavior { GridRowBehavior() }
}

/// What `GridRowBehavior` reads from a `GridRow` of any content.
@MainActor
protocol GridRowView {
    var rowAlignment: VerticalAlignment? { get }
    var rowContent: any View { get }
}

extension GridRow: GridRowView {
    var rowAlignment: VerticalAlignment? { alignment }
    var rowContent: any View { content }
}

/// A `GridRow`'s node: transparent (its content's items are the layout items), and marks the
/// cells under it as one row for the grid (`gridRow`).
final class GridRowBehavior: NodeBehavior {
    override var isTransparent: Bool { true }
    override var displayName: String? { "GridRow" }
    override var gridRow: GridRowBehavior? { self }
    /// The row's vertical alignment (nil: the grid's).
    private(set) var alignment: VerticalAlignment?
    private var row: (any GridRowView)?

    override func viewAssigned(_ view: any View) {
        row = typedView(view, as: (any GridRowView).self, node: node) ?? row
    }

    override func update(changed: Bool) {
        guard let row else { return }
        if alignment != row.rowAlignment {
            alignment = row.rowAlignment
            node.invalidateLayout()
        }
        node.reconcileSingleChild(row.rowContent, environment: node.environment)
    }
}
