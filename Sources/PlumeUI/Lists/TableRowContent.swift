import Foundation

/// The rows of a `Table`, as SwiftUI's `TableRowContent`: the rows of a collection
/// (`TableForEachContent`, what `Table(data)` makes), `TableRow`s listed by `TableRowBuilder`, or a
/// type of your own whose `tableRowBody` is made of those.
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    /// The rows' value type.
    associatedtype TableRowValue: Identifiable
    /// The rows this content is made of.
    associatedtype TableRowBody: TableRowContent
    /// The rows this content is made of.
    var tableRowBody: TableRowBody { get }
}

extension Never: TableRowContent {
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError("Never has no rows") }
}

/// Rows that list their values themselves (the built-in ones).
@MainActor
protocol PrimitiveTableRowContent {
    /// The rows' values in order, as `[TableRowValue]` erased to `Any`.
    var rowValuesErased: Any { get }
}

extension TableRowContent {
    /// The rows' values in order: a built-in content's own, otherwise its body's.
    func rowValues() -> [TableRowValue] {
        if let primitive = self as? PrimitiveTableRowContent, let values = primitive.rowValuesErased as? [TableRowValue]
        {
            return values
        }
        if TableRowBody.self == Never.self { return [] }
        return tableRowBody.rowValues().compactMap { $0 as? TableRowValue }
    }
}

/// A row for each element of a collection, as SwiftUI's `TableForEachContent` (what
/// `Table(_ data:…)` shows).
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent, PrimitiveTableRowContent
where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError("TableForEachContent is a primitive row list") }

    let data: Data
    var rowValuesErased: Any { Array(data) }
}

/// One row of a `Table` built with `Table(of:columns:rows:)`, as SwiftUI's `TableRow`.
public struct TableRow<Value: Identifiable>: TableRowContent, PrimitiveTableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError("TableRow is a primitive row") }

    let value: Value
    /// The row showing `value`.
    public init(_ value: Value) { self.value = value }
    var rowValuesErased: Any { [value] }
}

/// Several rows (what `TableRowBuilder` builds), as SwiftUI's `TupleTableRowContent`.
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent, PrimitiveTableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError("TupleTableRowContent is a primitive row list") }

    let values: [Value]
    var rowValuesErased: Any { values }
}

/// Lists a `Table`'s rows, as SwiftUI's `TableRowBuilder`: each line is a `TableRow` (or rows of
/// your own type); `if` includes rows conditionally.
///
/// Differs from SwiftUI: `ForEach` inside the rows builder is not supported (Plume's `ForEach`
/// holds views); use `Table(data)` for rows of a collection.
@MainActor @preconcurrency @resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
    /// The rows, in order.
    public static func buildBlock<each Row: TableRowContent>(_ row: repeat each Row)
        -> TupleTableRowContent<Value, (repeat each Row)>
    {
        var values: [Value] = []
        for one in repeat each row { values += one.rowValues().compactMap { $0 as? Value } }
        return TupleTableRowContent(values: values)
    }

    /// Rows present only when a condition holds.
    public static func buildOptional<Row: TableRowContent>(_ row: Row?) -> TupleTableRowContent<Value, Row?> {
        TupleTableRowContent(values: row.map { $0.rowValues().compactMap { $0 as? Value } } ?? [])
    }

    /// The first of two choices of rows.
    public static func buildEither<First: TableRowContent, Second: TableRowContent>(first: First)
        -> TupleTableRowContent<Value, (First?, Second?)>
    {
        TupleTableRowContent(values: first.rowValues().compactMap { $0 as? Value })
    }

    /// The second of two choices of rows.
    public static func buildEither<First: TableRowContent, Second: TableRowContent>(second: Second)
        -> TupleTableRowContent<Value, (First?, Second?)>
    {
        TupleTableRowContent(values: second.rowValues().compactMap { $0 as? Value })
    }
}
