import Foundation
import PlumeGraphics

/// Draws a `Table`: the header row, then the rows in a scroll view over a lazy stack.
///
/// Made by `Table.body` with the rows' values and resolved columns; keeps the keyboard anchor (the
/// row last clicked or moved to) as state, and changes the selection and sort order only through
/// the bindings it was given.
struct TableView<Value: Identifiable>: View {
    let rows: [Value]
    let columns: [ResolvedTableColumn<Value>]
    let selection: RowSelection<Value.ID>?
    let sorting: TableSorting?
    /// The row the arrow keys move from.
    @State private var anchor: TableAnchor<Value.ID>?

    static var rowHeight: CGFloat { 28 }
    static var headerHeight: CGFloat { 30 }
    /// The space on each side of a cell's content.
    static var cellPadding: CGFloat { 8 }
    /// The table's background (the even rows).
    static var background: Color { Color(light: .white, dark: Color(red: 0.12, green: 0.12, blue: 0.13)) }
    /// The background of the odd rows.
    static var alternateBackground: Color {
        Color(light: Color(red: 0.96, green: 0.96, blue: 0.97), dark: Color(red: 0.17, green: 0.17, blue: 0.18))
    }

    var body: some View {
        GeometryReader { proxy in
            let widths = TableColumnWidths.widths(
                of: columns.map(\.width), in: proxy.size.width - 2 * Self.cellPadding * CGFloat(columns.count))
            ScrollViewReader { scroller in
                VStack(spacing: 0) {
                    header(widths: widths)
                    Divider()
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(items) { item in
                                row(item, widths: widths)
                            }
                        }
                    }
                }
                .rowKeyboardNavigation { key, modifiers in
                    handle(key, modifiers: modifiers, scroller: scroller)
                }
            }
        }
        .background(Self.background)
    }

    /// The columns' positions, as `ForEach` ids of their own type: plain `Int`s would be found by
    /// `scrollTo` for the rows whose ids are the same numbers.
    private var columnPositions: [TableColumnPosition] { TableColumnPosition.all(of: columns) }

    /// The rows with their offsets (for the alternating backgrounds), made one at a time as the lazy
    /// stack asks: a body evaluated again over the same rows (a selection step) makes none of them.
    private var items: TableRowItems<Value> { TableRowItems(rows: rows) }

    private func header(widths: [CGFloat]) -> some View {
        HStack(spacing: 0) {
            ForEach(columnPositions) { position in
                let index = position.index
                headerCell(columns[index], width: widths[index])
                if index < columns.count - 1 {
                    Rectangle().fill(Color.separator).frame(width: 1, height: 16)
                }
            }
            Spacer(minLength: 0)
        }
        .frame(height: Self.headerHeight)
        .background(Self.background)
    }

    @ViewBuilder
    private func headerCell(_ column: ResolvedTableColumn<Value>, width: CGFloat) -> some View {
        let order = column.comparator.flatMap { sorting?.leadingOrder($0) }
        let label = HStack(spacing: 4) {
            column.label.font(.subheadline.weight(.semibold)).foregroundColor(.secondary).lineLimit(1)
                .frame(maxWidth: .infinity, alignment: .leading)
            if let order {
                Image(systemName: order == .forward ? "chevron.up" : "chevron.down")
                    .font(.system(size: 10, weight: .semibold)).foregroundColor(.secondary)
            }
        }
        .padding(.horizontal, Self.cellPadding)
        .frame(width: width + 2 * Self.cellPadding - 1, height: Self.headerHeight, alignment: .leading)
        .contentShape(Rectangle())
        if let comparator = column.comparator, let sorting {
            Button {
                sorting.click(comparator)
            } label: {
                label
            }
            .buttonStyle(.plain)
            .accessibilityLabel("Sort by \(column.title)")
        } else {
            label
        }
    }

    private func row(_ item: TableRowItem<Value>, widths: [CGFloat]) -> some View {
        TableRowView(
            item: item, columns: columns, widths: widths, isSelected: selection?.isSelected(item.id) ?? false,
            selection: selection,
            tap: {
                guard let selection else { return }
                selection.click(item.id)
                anchor = TableAnchor(id: item.id, row: item.offset)
            }
        )
        .id(item.id)
    }

    private func handle(_ key: Key, modifiers: EventModifiers, scroller: ScrollViewProxy) -> Bool {
        guard let selection, key == .up || key == .down, modifiers.subtracting(.shift).isEmpty else { return false }
        let rows = self.rows
        let target = selection.move(
            fromRow: anchorRow(selection), by: key == .up ? -1 : 1, count: rows.count, id: { rows[$0].id },
            extending: modifiers.contains(.shift))
        anchor = target.map { TableAnchor(id: rows[$0].id, row: $0) }
        if let target { scroller.scrollTo(rows[target].id) }
        return true
    }

    /// Where the anchor row is now: where it was when it became the anchor, unless the rows moved
    /// (then it is looked for); with no anchor, the last selected row. Nil when the anchor is gone.
    private func anchorRow(_ selection: RowSelection<Value.ID>) -> Int? {
        guard let anchor else {
            let selected = selection.selected()
            return selected.isEmpty ? nil : rows.lastIndex { selected.contains($0.id) }
        }
        if anchor.row < rows.count, rows[anchor.row].id == anchor.id { return anchor.row }
        return rows.firstIndex { $0.id == anchor.id }
    }
}

/// The row the arrow keys of a table move from: its id, and its index when it became the anchor
/// (looked at first, so a step does not search the rows).
struct TableAnchor<ID: Hashable>: Hashable {
    let id: ID
    let row: Int
}

/// A column's place in a table, as the id of the views made for it.
struct TableColumnPosition: Hashable, Identifiable {
    let index: Int
    var id: Self { self }

    /// The positions of `columns`.
    static func all<Row>(of columns: [ResolvedTableColumn<Row>]) -> [TableColumnPosition] {
        columns.indices.map(TableColumnPosition.init)
    }
}

/// A table row's value and its offset among the rows.
struct TableRowItem<Value: Identifiable>: Identifiable {
    let offset: Int
    let value: Value
    var id: Value.ID { value.id }
}

/// A table's rows as `TableRowItem`s, each made when it is read. Equal, by the graph's view
/// equality, when the rows are (the same array storage), so the lazy stack knows the row ids are
/// unchanged without reading them.
struct TableRowItems<Value: Identifiable>: RandomAccessCollection {
    let rows: [Value]
    var startIndex: Int { 0 }
    var endIndex: Int { rows.count }
    subscript(position: Int) -> TableRowItem<Value> { TableRowItem(offset: position, value: rows[position]) }
}
