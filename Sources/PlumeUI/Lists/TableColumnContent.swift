import Foundation
import PlumeGraphics

/// The columns of a `Table`, as SwiftUI's `TableColumnContent`: a `TableColumn`, several of them
/// built by `TableColumnBuilder`, or a type of your own whose `tableColumnBody` is made of those.
///
/// A `Table` asks its columns once per update for their resolved form (title, cell builder, sort
/// comparator, width); built-in columns answer directly, any other conformance through its body.
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The rows' value type.
    associatedtype TableRowValue: Identifiable
    /// How the columns sort rows (`Never` for unsortable columns).
    associatedtype TableColumnSortComparator: SortComparator
    /// The columns this content is made of.
    associatedtype TableColumnBody: TableColumnContent
    /// The columns this content is made of.
    var tableColumnBody: TableColumnBody { get }
}

extension Never: TableColumnContent {
    public typealias TableRowValue = Never
    public typealias TableColumnSortComparator = Never
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { fatalError("Never has no columns") }
}

/// Columns that resolve themselves (the built-in ones), rather than through `tableColumnBody`.
@MainActor
protocol PrimitiveTableColumnContent {
    /// The resolved columns, as `[ResolvedTableColumn<TableRowValue>]` (erased to `Any` because the
    /// table asks through an existential).
    var resolvedColumnsErased: Any { get }
}

extension TableColumnContent {
    /// The columns, resolved for the table: a built-in column's own, otherwise its body's.
    func resolvedColumns() -> [ResolvedTableColumn<TableRowValue>] {
        if let primitive = self as? PrimitiveTableColumnContent,
            let columns = primitive.resolvedColumnsErased as? [ResolvedTableColumn<TableRowValue>]
        {
            return columns
        }
        if TableColumnBody.self == Never.self { return [] }
        return tableColumnBody.resolvedColumns().map { $0.retyped(as: TableRowValue.self) }.compactMap { $0 }
    }
}

/// One column as a table draws it: the header, a cell for a row, how it sorts and how wide it is.
struct ResolvedTableColumn<Row> {
    /// The header's label.
    let label: AnyView
    /// The header's text, for accessibility ("Sort by Name").
    let title: String
    /// The cell of a row.
    let cell: (Row) -> AnyView
    /// The column's sort comparator (a `SortComparator`, so hashable), when the column sorts.
    let comparator: AnyHashable?
    var width: TableColumnWidth = .flexible(min: nil, ideal: nil, max: nil)
    /// What the cells are made from, to tell whether another resolution's cells are the same.
    let cellIdentity: TableCellIdentity

    /// Whether `other` is known to make the same cell as this column for every row (so a row whose
    /// value is unchanged need not be made again).
    func hasSameCells(as other: ResolvedTableColumn) -> Bool { cellIdentity == other.cellIdentity }

    /// The same column over rows of `Other` (the same type, seen through another generic
    /// parameter); nil when the types differ.
    func retyped<Other>(as: Other.Type) -> ResolvedTableColumn<Other>? {
        if let same = self as? ResolvedTableColumn<Other> { return same }
        return nil
    }
}

/// What a column's cells are made from: the key path whose string a `TableColumn(_:value:)` shows,
/// or the content closure the app gave (the same function with the same captured context, as the
/// graph's view equality compares closures). It holds the closure, so the context it compares by
/// address stays alive while it is compared. Two equal identities make the same cell for a row.
struct TableCellIdentity: Equatable {
    let keyPath: AnyKeyPath?
    /// The closure's function and context addresses (nil when its layout is not the two words of
    /// a Swift closure: then it never equals another).
    private let closureWords: [UInt]?
    private let closure: Any

    init<Row, Content>(keyPath: AnyKeyPath?, content: @escaping (Row) -> Content) {
        self.keyPath = keyPath
        closure = content
        closureWords =
            keyPath != nil || MemoryLayout<(Row) -> Content>.size != 2 * MemoryLayout<UInt>.size
            ? nil
            : withUnsafeBytes(of: content) {
                [$0.load(as: UInt.self), $0.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self)]
            }
    }

    static func == (lhs: TableCellIdentity, rhs: TableCellIdentity) -> Bool {
        if let keyPath = lhs.keyPath { return keyPath == rhs.keyPath }
        guard rhs.keyPath == nil, let words = lhs.closureWords else { return false }
        return words == rhs.closureWords
    }
}

/// How wide a column is: fixed, or flexible between bounds.
enum TableColumnWidth: Equatable {
    case fixed(CGFloat)
    case flexible(min: CGFloat?, ideal: CGFloat?, max: CGFloat?)
}
