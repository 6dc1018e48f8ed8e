import Foundation
import PlumeGraphics

/// Which part of a scrollable view `contentMargins(_:_:for:)` insets, as SwiftUI's
/// `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    let kind: Kind

    /// The content and the scroll indicators.
    public static var automatic: ContentMarginPlacement { .init(kind: .automatic) }
    /// The content only: it starts and ends `length` points in from the edges and scrolls through
    /// the margins (it is not clipped there); the indicators keep their track.
    public static var scrollContent: ContentMarginPlacement { .init(kind: .scrollContent) }
    /// The scroll indicators' track only.
    public static var scrollIndicators: ContentMarginPlacement { .init(kind: .scrollIndicators) }
}

nonisolated extension View {
    /// Insets the content and/or the indicators of the scroll views inside (lists too, which
    /// scroll through one) by `length` points on `edges`, as SwiftUI's `contentMargins(_:_:for:)`.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { HStack { cards } }
    ///     .contentMargins(.horizontal, 16, for: .scrollContent)
    /// ```
    /// The margins add to the scrollable area: at rest the first card sits 16 points in from the
    /// leading edge, scrolled to the end the last one sits 16 points in from the trailing edge,
    /// and in between the content scrolls under the margins unclipped. Across a non-scrolling axis
    /// the content is proposed the width less the margins. A margin set further in replaces one
    /// set further out on the same edge; scroll views nested inside get the margins too, as in
    /// SwiftUI. A nil length means the default margin (none, on Plume); NaN, infinite and
    /// negative lengths count as 0.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        contentMargins(edges, EdgeInsets(uniform: length ?? 0), for: placement)
    }

    /// Insets the scroll views inside by `insets` on `edges` (see `contentMargins(_:_:for:)`), as
    /// SwiftUI's `contentMargins(_:_:for:)` with `EdgeInsets`.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        environmentRule(ScrollViewOptionsRule(change: .margins(edges, insets.clampedToMargins, placement)))
    }

    /// Insets the scroll views inside by `length` points on every edge, as SwiftUI's
    /// `contentMargins(_:for:)`.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}

extension EdgeInsets {
    /// The same `length` on every edge.
    init(uniform length: CGFloat) { self.init(top: length, leading: length, bottom: length, trailing: length) }

    /// These insets with unusable lengths (NaN, infinite, negative) as 0.
    var clampedToMargins: EdgeInsets {
        func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
        return EdgeInsets(top: clamp(top), leading: clamp(leading), bottom: clamp(bottom), trailing: clamp(trailing))
    }

    /// These insets with `edges` replaced by `other`'s.
    func replacing(_ edges: Edge.Set, with other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: edges.contains(.top) ? other.top : top, leading: edges.contains(.leading) ? other.leading : leading,
            bottom: edges.contains(.bottom) ? other.bottom : bottom,
            trailing: edges.contains(.trailing) ? other.trailing : trailing)
    }

    /// The sum of these insets and `other`.
    func adding(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: top + other.top, leading: leading + other.leading, bottom: bottom + other.bottom,
            trailing: trailing + other.trailing)
    }

    /// `size` grown by these insets.
    func growing(_ size: CGSize) -> CGSize {
        CGSize(width: size.width + leading + trailing, height: size.height + top + bottom)
    }
}

extension CGRect {
    /// This rectangle (window coordinates) less `insets`, whose leading edge is the right one
    /// when `rightToLeft`.
    func inset(by insets: EdgeInsets, rightToLeft: Bool) -> CGRect {
        let left = rightToLeft ? insets.trailing : insets.leading
        let right = rightToLeft ? insets.leading : insets.trailing
        return CGRect(
            x: minX + left, y: minY + insets.top, width: max(0, width - left - right),
            height: max(0, height - insets.top - insets.bottom))
    }
}

extension ScrollViewOptions {
    /// Applies a `contentMargins` modifier's margins on `edges` to `placement`.
    mutating func setMargins(_ edges: Edge.Set, _ insets: EdgeInsets, for placement: ContentMarginPlacement) {
        if placement.kind != .scrollIndicators { contentMargins = contentMargins.replacing(edges, with: insets) }
        if placement.kind != .scrollContent { indicatorMargins = indicatorMargins.replacing(edges, with: insets) }
    }
}

/// How a scroll view insets its content and indicators: the `contentMargins` in its environment
/// plus the `safeAreaPadding` of the modifier right around it. Read by `place`, `sizeThatFits`
/// and the indicators' drawing.
extension ScrollBehavior {
    /// The margins around the content, in the scrollable area.
    var contentMargins: EdgeInsets { node.environment.scrollViewOptions.contentMargins.adding(safeAreaMargins) }

    /// The margins around the indicators' tracks.
    var indicatorMargins: EdgeInsets { node.environment.scrollViewOptions.indicatorMargins.adding(safeAreaMargins) }
}
