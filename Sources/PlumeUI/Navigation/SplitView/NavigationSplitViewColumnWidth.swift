import Foundation

/// The width a split view column asks for (`navigationSplitViewColumnWidth`). Bad input is clamped:
/// a NaN or infinite ideal is ignored (the column keeps its default width), negative values count
/// as 0, and a `max` below `min` is raised to `min`.
struct SplitColumnWidth: Equatable {
    var min: CGFloat?
    var ideal: CGFloat
    var max: CGFloat?

    /// The column's width: `ideal` within `min`…`max`, or `fallback` when `ideal` is not finite.
    func resolved(fallback: CGFloat) -> CGFloat {
        let ideal = ideal.isFinite ? Swift.max(0, ideal) : fallback
        let low = min.flatMap { $0.isFinite ? Swift.max(0, $0) : nil } ?? 0
        let high = Swift.max(low, max.flatMap { $0.isFinite ? $0 : nil } ?? .greatestFiniteMagnitude)
        return Swift.min(high, Swift.max(low, ideal))
    }
}

/// The outermost `navigationSplitViewColumnWidth` of a column wins.
struct SplitColumnWidthKey: PreferenceKey {
    static let defaultValue: SplitColumnWidth? = nil
    static func reduce(value: inout SplitColumnWidth?, nextValue: () -> SplitColumnWidth?) {
        value = value ?? nextValue()
    }
}

nonisolated extension View {
    /// The width of the split view column this view is in, as SwiftUI's
    /// `navigationSplitViewColumnWidth(_:)`. The detail column takes what the others leave and
    /// ignores it.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        preference(key: SplitColumnWidthKey.self, value: SplitColumnWidth(min: nil, ideal: width, max: nil))
    }

    /// The width of the split view column this view is in, within `min`…`max`, as SwiftUI's
    /// `navigationSplitViewColumnWidth(min:ideal:max:)`. Plume has no column resizing by dragging,
    /// so the column is `ideal` wide (clamped to the bounds).
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        preference(key: SplitColumnWidthKey.self, value: SplitColumnWidth(min: min, ideal: ideal, max: max))
    }
}
