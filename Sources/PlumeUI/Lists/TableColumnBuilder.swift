import Foundation

/// Builds a `Table`'s columns, as SwiftUI's `TableColumnBuilder`: each line is a column (or a
/// `TableColumnContent` of several); columns that do not sort (`Sort == Never`) may sit among
/// sortable ones; `if` and `if`/`else` choose columns.
@MainActor @preconcurrency @resultBuilder
public enum TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// A column that sorts with the table's comparator type (or a table without sorting).
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    /// A column that does not sort, in a table that does.
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never {
        column
    }

    /// The columns, in order.
    public static func buildBlock<each Column: TableColumnContent>(_ column: repeat each Column)
        -> TupleTableColumnContent<RowValue, Sort, (repeat each Column)>
    {
        var columns: [ResolvedTableColumn<RowValue>] = []
        for one in repeat each column {
            columns += one.resolvedColumns().compactMap { $0.retyped(as: RowValue.self) }
        }
        return TupleTableColumnContent(columns: columns)
    }

    /// Columns present only when a condition holds.
    public static func buildOptional<Column: TableColumnContent>(_ column: Column?)
        -> TupleTableColumnContent<RowValue, Sort, Column?>
    {
        TupleTableColumnContent(
            columns: column.map { $0.resolvedColumns().compactMap { $0.retyped(as: RowValue.self) } } ?? [])
    }

    /// The first of two choices of columns.
    public static func buildEither<First: TableColumnContent, Second: TableColumnContent>(first: First)
        -> TupleTableColumnContent<RowValue, Sort, (First?, Second?)>
    {
        TupleTableColumnContent(columns: first.resolvedColumns().compactMap { $0.retyped(as: RowValue.self) })
    }

    /// The second of two choices of columns.
    public static func buildEither<First: TableColumnContent, Second: TableColumnContent>(second: Second)
        -> TupleTableColumnContent<RowValue, Sort, (First?, Second?)>
    {
        TupleTableColumnContent(columns: second.resolvedColumns().compactMap { $0.retyped(as: RowValue.self) })
    }
}

/// Several columns (what `TableColumnBuilder` builds), as SwiftUI's `TupleTableColumnContent`.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent,
    PrimitiveTableColumnContent
{
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { fatalError("TupleTableColumnContent is a primitive column list") }

    let columns: [ResolvedTableColumn<RowValue>]
    var resolvedColumnsErased: Any { columns }
}
