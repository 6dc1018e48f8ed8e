import Foundation
import PlumeGraphics

/// Comes to rest with a view of the scroll target layout at the leading (top) edge of the visible
/// region, as SwiftUI's `ViewAlignedScrollTargetBehavior` (`.scrollTargetBehavior(.viewAligned)`).
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack { ForEach(cards) { CardView($0) } }
///         .scrollTargetLayout()
/// }
/// .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
/// ```
/// The views are those of the layout marked with `scrollTargetLayout()` (none marked: the scroll
/// view rests where its momentum stops). Positions past the end of the content rest at the end.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one gesture may scroll past, as SwiftUI's `LimitBehavior`.
    public struct LimitBehavior: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case automatic, always, never, alwaysByFew, alwaysByOne }
        let kind: Kind

        /// `.always` for a scroll view that scrolls only horizontally, `.never` otherwise (SwiftUI
        /// limits in compact horizontal size classes; Plume has one rule for every window).
        public static var automatic: LimitBehavior { LimitBehavior(kind: .automatic) }
        /// At most a visible region's worth of views per gesture.
        public static var always: LimitBehavior { LimitBehavior(kind: .always) }
        /// No limit: the view nearest to where the momentum stops.
        public static var never: LimitBehavior { LimitBehavior(kind: .never) }
        /// A few views per gesture (a visible region's worth, as `.always`).
        public static var alwaysByFew: LimitBehavior { LimitBehavior(kind: .alwaysByFew) }
        /// One view per gesture.
        public static var alwaysByOne: LimitBehavior { LimitBehavior(kind: .alwaysByOne) }
    }

    var limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in [Axis.horizontal, .vertical] where context.axes.contains(axis.set) {
            let end = max(0, context.contentSize[axis] - context.containerSize[axis])
            let stops = Set(context.targetFrames.map { min(max(0, $0.origin[axis]), end) }).sorted()
            let projected = target.rect.origin[axis]
            guard !stops.isEmpty, projected.isFinite else { continue }
            let start = context.originalTarget.rect.origin[axis]
            let allowed = reachable(stops, from: start, axis: axis, context: context)
            guard let best = allowed.min(by: { abs($0 - projected) < abs($1 - projected) }) else { continue }
            target.rect.origin[axis] = best
        }
        target.anchor = nil
    }

    /// The stops one gesture that began at offset `start` may end on.
    private func reachable(_ stops: [CGFloat], from start: CGFloat, axis: Axis, context: TargetContext) -> [CGFloat] {
        var kind = limitBehavior.kind
        if kind == .automatic { kind = context.axes == .horizontal ? .always : .never }
        switch kind {
        case .never, .automatic:
            return stops
        case .alwaysByOne:
            guard let here = stops.indices.min(by: { abs(stops[$0] - start) < abs(stops[$1] - start) }) else {
                return stops
            }
            return Array(stops[max(0, here - 1)...min(stops.count - 1, here + 1)])
        case .always, .alwaysByFew:
            let reach = max(context.containerSize[axis], 1)
            let near = stops.filter { abs($0 - start) <= reach + 0.5 }
            return near.isEmpty ? stops : near
        }
    }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests with a view of the scroll target layout at the leading edge (`.automatic` limit).
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Rests with a view of the scroll target layout at the leading edge, limited by `limitBehavior`.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
        -> ViewAlignedScrollTargetBehavior
    {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
