import Foundation
import PlumeGraphics

/// One row of a `Table`: its cells in the columns' widths, on the alternating background or, when
/// selected, the accent colour with white text. A tap on it calls `tap`.
///
/// Made by `TableView` for each row the lazy stack creates or keeps, every time the table's body
/// runs. It is `Equatable` by what it shows: the row's value and offset, whether it is selected, the
/// widths, the columns' cells (`ResolvedTableColumn.hasSameCells`) and the selection binding it acts
/// on. So after a selection step only the rows whose highlight changed are made again; a kept row's
/// `tap` acts through the same bindings (the selection's and the table's anchor state), so it acts
/// on the present.
struct TableRowView<Value: Identifiable>: View, Equatable {
    let item: TableRowItem<Value>
    let columns: [ResolvedTableColumn<Value>]
    let widths: [CGFloat]
    let isSelected: Bool
    /// The table's selection: only compared (a kept row's `tap` must act on the same binding).
    let selection: RowSelection<Value.ID>?
    let tap: () -> Void

    nonisolated static func == (lhs: TableRowView, rhs: TableRowView) -> Bool {
        MainActor.assumeIsolated {
            lhs.item.offset == rhs.item.offset && lhs.isSelected == rhs.isSelected && lhs.widths == rhs.widths
                && ViewEquality.areEqualValues(lhs.item.value, rhs.item.value)
                && lhs.columns.count == rhs.columns.count
                && zip(lhs.columns, rhs.columns).allSatisfy { $0.hasSameCells(as: $1) }
                && sameSelection(lhs.selection, rhs.selection)
        }
    }

    /// Whether both rows act on the same selection binding (or both on none).
    private static func sameSelection(_ a: RowSelection<Value.ID>?, _ b: RowSelection<Value.ID>?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?): return a.actsOnSameBinding(as: b)
        default: return false
        }
    }

    var body: some View {
        HStack(spacing: 0) {
            ForEach(TableColumnPosition.all(of: columns)) { position in
                columns[position.index].cell(item.value)
                    .lineLimit(1)
                    .padding(.horizontal, TableView<Value>.cellPadding)
                    .frame(width: widths[position.index] + 2 * TableView<Value>.cellPadding, alignment: .leading)
            }
            Spacer(minLength: 0)
        }
        .frame(height: TableView<Value>.rowHeight)
        .foregroundColor(isSelected ? .white : nil)
        .background(
            isSelected
                ? Color.accentColor
                : item.offset % 2 == 1 ? TableView<Value>.alternateBackground : TableView<Value>.background
        )
        .contentShape(Rectangle())
        .onTapGesture(perform: tap)
    }
}
