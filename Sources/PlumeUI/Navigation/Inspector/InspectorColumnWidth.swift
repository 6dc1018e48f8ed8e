import Foundation
import PlumeGraphics

/// The width an inspector's content asked for (`inspectorColumnWidth`), read by the inspector
/// around it.
struct InspectorColumnWidth: Equatable {
    var min: CGFloat?
    var ideal: CGFloat
    var max: CGFloat?

    /// Plume's default: 320 points, as an iPad's inspector.
    static let standard = InspectorColumnWidth(min: nil, ideal: 320, max: nil)

    /// The column's width in a window `available` points wide: the ideal width within the
    /// bounds, no wider than half the window, never below the minimum or 0.
    func width(in available: CGFloat) -> CGFloat {
        var width = Swift.min(ideal, available / 2)
        if let max { width = Swift.min(width, max) }
        if let min { width = Swift.max(width, min) }
        return Swift.max(0, width)
    }
}

/// The innermost `inspectorColumnWidth` of an inspector's content.
struct InspectorColumnWidthKey: PreferenceKey {
    static let defaultValue: InspectorColumnWidth? = nil
    static func reduce(value: inout InspectorColumnWidth?, nextValue: () -> InspectorColumnWidth?) {
        value = nextValue() ?? value
    }
}

nonisolated extension View {
    /// The width of the inspector column this view is the content of, as SwiftUI's
    /// `inspectorColumnWidth(min:ideal:max:)`: the column takes `ideal` (at most half the window),
    /// kept within `min` and `max`.
    ///
    /// ```swift
    /// .inspector(isPresented: $showInspector) {
    ///     Properties().inspectorColumnWidth(min: 200, ideal: 280, max: 400)
    /// }
    /// ```
    /// Difference from SwiftUI: the column has no handle to resize it, so only `ideal` and the
    /// bounds matter. NaN, infinite and negative widths are ignored (the ideal then stays 320).
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        func usable(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
        return preference(
            key: InspectorColumnWidthKey.self,
            value: InspectorColumnWidth(
                min: usable(min), ideal: usable(ideal) ?? InspectorColumnWidth.standard.ideal, max: usable(max)))
    }

    /// A fixed width for the inspector column this view is the content of, as SwiftUI's
    /// `inspectorColumnWidth(_:)`.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        inspectorColumnWidth(min: width, ideal: width, max: width)
    }
}
