import Foundation
import PlumeGraphics

/// Rows of values in columns with clickable headers, as SwiftUI's `Table` (the desktop table).
///
/// ```swift
/// @State private var people: [Person] = …
/// @State private var selection = Set<Person.ID>()
/// @State private var sortOrder = [KeyPathComparator(\Person.name)]
///
/// Table(people, selection: $selection, sortOrder: $sortOrder) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Age", value: \.age) { Text("\($0.age)") }.width(60)
/// }
/// .onChange(of: sortOrder) { _, order in people.sort(using: order) }
/// ```
/// Drawn as macOS draws an inset table: a header row of column titles (a sorted column shows a
/// chevron), rows with alternating backgrounds, the selection in the accent colour with white
/// text. Clicking a sortable column's header puts its comparator first in `sortOrder`; clicking it
/// again reverses it. The table never sorts the data itself: the app sorts it when `sortOrder`
/// changes, as in SwiftUI.
///
/// A click selects a row (with a `Set` selection it adds or removes the row); Up and Down move the
/// selection, Shift with them extends a `Set` selection, and the table scrolls to keep the row in
/// view. Rows are lazy (`LazyVStack`): only the visible ones exist, so 10,000 rows mount quickly.
///
/// Columns share the width: fixed ones (`.width(_:)`) take theirs, the rest divide what is left
/// equally within their `.width(min:ideal:max:)` bounds.
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    let rows: Rows
    let columns: Columns
    let selection: RowSelection<Value.ID>?
    let sorting: TableSorting?

    public var body: some View {
        TableView(rows: rows.rowValues(), columns: columns.resolvedColumns(), selection: selection, sorting: sorting)
    }
}

extension Table {
    /// A table of `data`'s elements.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil, sorting: nil)
    }

    /// A table of `data`'s elements, one of which can be selected.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection), sorting: nil)
    }

    /// A table of `data`'s elements, several of which can be selected.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection), sorting: nil)
    }

    /// A table of `data`'s elements whose headers set `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: nil, sorting: .over(sortOrder))
    }

    /// A table with one selectable row whose headers set `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection),
            sorting: .over(sortOrder))
    }

    /// A table with several selectable rows whose headers set `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection),
            sorting: .over(sortOrder))
    }

    /// A table of the rows `rows` lists (`TableRow(value)`), with columns over `valueType`.
    public init(
        of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: nil)
    }

    /// A table of listed rows, one of which can be selected.
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: .single(selection), sorting: nil)
    }

    /// A table of listed rows, several of which can be selected.
    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sorting: nil)
    }

    /// A table of listed rows whose headers set `sortOrder`.
    public init<Sort: SortComparator>(
        of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: .over(sortOrder))
    }
}

/// A table's `sortOrder` binding, erased: which column's comparator leads it and in what order,
/// and what a click on a column's header does.
struct TableSorting {
    /// The order of `column`'s comparator when it is the first in `sortOrder`; nil otherwise.
    let leadingOrder: (_ column: AnyHashable) -> SortOrder?
    /// A click on the header of the column sorting with `column`.
    let click: (_ column: AnyHashable) -> Void

    /// Over `binding`: a click puts the column's comparator first (removing it from further back),
    /// or reverses it when it is already first.
    static func over<Sort: SortComparator>(_ binding: Binding<[Sort]>) -> TableSorting {
        /// Whether two comparators sort by the same thing (whatever their order).
        func same(_ a: Sort, _ b: Sort) -> Bool {
            var (a, b) = (a, b)
            a.order = .forward
            b.order = .forward
            return a == b
        }
        return TableSorting(
            leadingOrder: { column in
                guard let column = column.base as? Sort, let first = binding.wrappedValue.first, same(first, column)
                else { return nil }
                return first.order
            },
            click: { column in
                guard let column = column.base as? Sort else { return }
                var order = binding.wrappedValue
                if let first = order.first, same(first, column) {
                    order[0].order = first.order == .forward ? .reverse : .forward
                } else {
                    order.removeAll { same($0, column) }
                    order.insert(column, at: 0)
                }
                binding.wrappedValue = order
            })
    }
}
