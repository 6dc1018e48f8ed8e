import Foundation
import PlumeGraphics

/// One column of a `Table`, as SwiftUI's `TableColumn`: a title, the cell each row shows, and
/// optionally how the column sorts (a `SortComparator` the table puts in its `sortOrder` when the
/// header is clicked).
///
/// ```swift
/// Table(people, sortOrder: $order) {
///     TableColumn("Name", value: \.name)                       // a Text cell; sorts by name
///     TableColumn("Age", value: \.age) { Text("\($0.age)") }   // sorts by age
///     TableColumn("Note") { Text($0.note) }                    // not sortable
///         .width(min: 80, max: 200)
/// }
/// ```
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>:
    TableColumnContent, PrimitiveTableColumnContent
{
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { fatalError("TableColumn is a primitive column") }

    let label: Label
    let title: String
    let content: (RowValue) -> Content
    let comparator: Sort?
    var width: TableColumnWidth = .flexible(min: nil, ideal: nil, max: nil)
    /// The key path whose string each cell shows, for the columns made with `value:` and no content
    /// (their `content` is a closure over it, new with each column value).
    var contentKeyPath: AnyKeyPath?

    var resolvedColumnsErased: Any {
        let content = self.content
        return [
            ResolvedTableColumn<RowValue>(
                label: AnyView(label), title: title, cell: { AnyView(content($0)) },
                comparator: comparator.map { AnyHashable($0) }, width: width,
                cellIdentity: TableCellIdentity(keyPath: contentKeyPath, content: content))
        ]
    }

    /// A column this wide; nil leaves the width as it was.
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var copy = self
        if let width { copy.width = .fixed(TableColumnWidths.clamped(width)) }
        return copy
    }

    /// A column that the table widens or narrows between `min` and `max`, starting from `ideal`.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var copy = self
        copy.width = .flexible(
            min: min.map(TableColumnWidths.clamped), ideal: ideal.map(TableColumnWidths.clamped),
            max: max.map(TableColumnWidths.clamped))
        return copy
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// An unsortable column titled `titleKey` whose cells `content` builds.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), title: titleKey.key, content: content, comparator: nil)
    }

    /// An unsortable column titled `title` whose cells `content` builds.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), title: String(title), content: content, comparator: nil)
    }

    /// An unsortable column titled by a `Text`.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, title: text.plainText, content: content, comparator: nil)
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// An unsortable column showing the string at `value` (for tables without `sortOrder`).
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable) {
        self.init(
            label: Text(titleKey), title: titleKey.key, content: { Text($0[keyPath: value]) }, comparator: nil,
            contentKeyPath: value)
    }

    /// An unsortable column titled `title` showing the string at `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String> & Sendable) {
        self.init(
            label: Text(title), title: String(title), content: { Text($0[keyPath: value]) }, comparator: nil,
            contentKeyPath: value)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column showing the string at `value`, sorting by it with `comparator`.
    ///
    /// Differs from SwiftUI on Linux: the default comparator is `.lexical` (Linux's Foundation has
    /// no `String.StandardComparator.localizedStandard`).
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable,
        comparator: String.StandardComparator = .lexical
    ) {
        self.init(
            label: Text(titleKey), title: titleKey.key, content: { Text($0[keyPath: value]) },
            comparator: KeyPathComparator(value, comparator: comparator), contentKeyPath: value)
    }

    /// A column titled `title` showing the string at `value`, sorting by it with `comparator`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, value: KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator = .lexical
    ) {
        self.init(
            label: Text(title), title: String(title), content: { Text($0[keyPath: value]) },
            comparator: KeyPathComparator(value, comparator: comparator), contentKeyPath: value)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column whose cells `content` builds, sorting by the comparable value at `value`.
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), title: titleKey.key, content: content, comparator: KeyPathComparator(value))
    }

    /// A column titled `title` whose cells `content` builds, sorting by the value at `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), title: String(title), content: content, comparator: KeyPathComparator(value))
    }

    /// A column whose cells `content` builds, sorting by the value at `value` with `comparator`.
    public init<V, C: SortComparator>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where C.Compared == V {
        self.init(
            label: Text(titleKey), title: titleKey.key, content: content,
            comparator: KeyPathComparator(value, comparator: comparator))
    }
}

extension TableColumn where Label == Text {
    /// A column whose cells `content` builds, sorting with `comparator` (any sort comparator over
    /// the rows).
    public init(
        _ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(titleKey), title: titleKey.key, content: content, comparator: comparator)
    }
}

/// Column width arithmetic for `Table`: bad widths clamped, and the share of flexible columns.
enum TableColumnWidths {
    /// The least width a column gets, and what a NaN or negative width becomes.
    static let minimum: CGFloat = 16
    /// The most a column may be given.
    static let maximum: CGFloat = 100_000

    /// `width` within `minimum...maximum` (NaN: `minimum`).
    static func clamped(_ width: CGFloat) -> CGFloat {
        guard width.isFinite else { return width.isNaN ? minimum : maximum }
        return Swift.min(Swift.max(width, minimum), maximum)
    }

    /// The widths of `columns` filling `total`: fixed columns get their width; the rest share what
    /// is left equally, each within its min and max (a column held at a bound leaves its share to
    /// the others). When the fixed and minimum widths exceed `total`, columns keep those widths and
    /// the table scrolls sideways.
    static func widths(of columns: [TableColumnWidth], in total: CGFloat) -> [CGFloat] {
        var widths = [CGFloat?](repeating: nil, count: columns.count)
        for (index, column) in columns.enumerated() {
            if case .fixed(let width) = column { widths[index] = width }
        }
        var remaining = max(total.isFinite ? total : 0, 0) - widths.compactMap { $0 }.reduce(0, +)
        // Settle flexible columns held at a bound until the others' equal share fits them all.
        while true {
            let open = widths.indices.filter { widths[$0] == nil }
            guard !open.isEmpty else { break }
            let share = remaining / CGFloat(open.count)
            var settled = false
            for index in open {
                guard case .flexible(let low, _, let high) = columns[index] else { continue }
                let lower = Swift.max(low ?? minimum, minimum)
                if share < lower {
                    widths[index] = lower
                    remaining -= lower
                    settled = true
                } else if let high, share > high {
                    widths[index] = Swift.max(high, lower)
                    remaining -= Swift.max(high, lower)
                    settled = true
                }
            }
            if !settled {
                for index in open { widths[index] = share }
                break
            }
        }
        return widths.map { $0 ?? minimum }
    }
}
