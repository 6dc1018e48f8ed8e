import Foundation
import PlumeGraphics

/// Comes to rest on a page: a multiple of the scroll view's visible size, as SwiftUI's
/// `PagingScrollTargetBehavior` (`.scrollTargetBehavior(.paging)`).
///
/// ```swift
/// ScrollView(.horizontal) {
///     HStack(spacing: 0) {
///         ForEach(photos) { PhotoView($0).containerRelativeFrame(.horizontal) }
///     }
/// }
/// .scrollTargetBehavior(.paging)
/// ```
/// A gesture moves at most one page from the page it started on, as UIKit's paging does: the page
/// nearest to where the momentum would have stopped, within one of the starting page. A last page
/// shorter than the visible size rests with the content's end at the scroll view's end.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in [Axis.horizontal, .vertical] where context.axes.contains(axis.set) {
            let page = context.containerSize[axis]
            guard page > 0, page.isFinite else { continue }
            let end = max(0, context.contentSize[axis] - page)
            let startPage = (context.originalTarget.rect.origin[axis] / page).rounded()
            let projected = target.rect.origin[axis]
            guard projected.isFinite else { continue }
            let chosen = min(max((projected / page).rounded(), startPage - 1), startPage + 1)
            target.rect.origin[axis] = min(max(0, chosen * page), end)
        }
        target.anchor = nil
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Rests on pages the size of the scroll view (`PagingScrollTargetBehavior`).
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension Axis {
    /// The set holding only this axis.
    var set: Axis.Set { self == .horizontal ? .horizontal : .vertical }
}
