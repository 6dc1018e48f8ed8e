import Foundation

/// When two `ForEach` values are the same rows, for `ViewEquality`: a `ForEach` made again from
/// equal data, the same id key path (or the same id function) and the same content closure (one
/// that captures nothing, or one passed down unchanged) makes the same rows, so the graph skips it
/// and the container above it (a `List` over a thousand rows made again because a sheet was
/// presented from the view that makes it does not make, compare or lay out its rows again).
///
/// Rows over objects (`Data.Element` a class) always count as changed: an object's id can change
/// in place (`id: \.name`), where the collection holding it still compares equal.
protocol ForEachRowsMarker {
    static var rowsComparator: ViewEquality.Comparator { get }
}

extension ForEach: ForEachRowsMarker {
    nonisolated static var rowsComparator: ViewEquality.Comparator {
        if Data.Element.self is AnyClass { return { _, _ in false } }
        return ViewEquality.fieldwiseComparator(for: Self.self)
    }
}
