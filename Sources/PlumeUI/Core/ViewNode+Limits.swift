import Foundation
import PlumeGraphics

/// The largest length and coordinate Plume's layout keeps, in points: 1e9 (a billion points).
///
/// Sizes and positions beyond it — `frame(width: 1e300)`, `padding(1e308)`, `offset(x: -1e300)`,
/// a custom `Layout` that returns 1e300 — are clamped to it and reported once in
/// `ViewGraph.diagnostics`, so that the sums layout makes stay exact enough to keep siblings
/// apart (1e300 + 16 is 1e300 in floating point, which would stack every sibling at one point).
/// SwiftUI keeps such numbers as they are.
let maximumLayoutLength: CGFloat = 1e9

/// A length given to a layout modifier (padding, spacing, a minimum length) as layout uses it: NaN
/// and infinities are 0, other values are kept within ±`maximumLayoutLength` (so that sums of them
/// stay finite).
func layoutLength(_ v: CGFloat) -> CGFloat {
    v.isFinite ? min(max(v, -maximumLayoutLength), maximumLayoutLength) : 0
}

/// The diagnostic for the numbers given to the modifier `name` that are not finite ("Invalid offset
/// (non-finite): nan is used as 0"), or nil when all are finite (without allocating: modifiers
/// call it in every body).
func nonFiniteInput(
    _ name: String, _ a: CGFloat, _ b: CGFloat = 0, _ c: CGFloat = 0, _ d: CGFloat = 0, usedAs replacement: String
) -> String? {
    guard !(a.isFinite && b.isFinite && c.isFinite && d.isFinite) else { return nil }
    let bad = [a, b, c, d].filter { !$0.isFinite }
    return "Invalid \(name) (non-finite): \(bad.map(formatNumber).joined(separator: ", ")) is used as \(replacement)"
}

/// The deepest a view can be in the graph: a child deeper than this is not made (an empty view
/// stands in its place) and the cut is reported in `ViewGraph.diagnostics`. Every layout,
/// update and drawing pass recurses through the depth of the tree, so an unbounded depth (a view
/// nested in itself 10,000 times) would overflow the thread's stack (a debug build's test thread
/// overflows at about 1,500 nodes; each modifier is a node). SwiftUI has no such limit.
let maximumViewDepth = 1_000

extension ViewNode {
    /// `view`, or an empty view when a child of this node would be deeper than `maximumViewDepth`.
    func shown(_ view: any View) -> any View {
        guard depth + 1 >= maximumViewDepth else { return view }
        graph.report(
            "The view tree is deeper than \(maximumViewDepth) levels (maximumViewDepth); the views below "
                + "\(typeName) at that depth are not shown")
        return EmptyView()
    }

    /// Reports a size that a view or a custom `Layout` answered which layout cannot use.
    func reportUnusable(_ size: CGSize) {
        graph.report(
            "\(typeName): sizeThatFits returned (\(formatNumber(size.width)), \(formatNumber(size.height))); "
                + "NaN and negative lengths are used as 0")
    }

    /// Reports a frame with an infinite side (a layout proposed `.infinity` to a view that takes all
    /// it is offered, and placed it at that size).
    func reportInfinitePlacement() {
        graph.report(
            "\(typeName): placed with an infinite width or height (a layout proposed .infinity to a view that "
                + "takes all it is offered); the infinite side is used as 0")
    }

    /// `size` with finite lengths beyond `maximumLayoutLength` clamped to it (infinities are the
    /// caller's to interpret, as in a `sizeThatFits(.infinity)` question).
    func limited(_ size: CGSize) -> CGSize {
        func tooLong(_ v: CGFloat) -> Bool { v > maximumLayoutLength && v.isFinite }
        guard tooLong(size.width) || tooLong(size.height) else { return size }
        func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? min(v, maximumLayoutLength) : v }
        reportLimit()
        return CGSize(width: clamp(size.width), height: clamp(size.height))
    }

    /// `rect` (already finite) with its origin within ±`maximumLayoutLength` and its sides at most
    /// `maximumLayoutLength`.
    func limited(_ rect: CGRect) -> CGRect {
        let l = maximumLayoutLength
        guard abs(rect.minX) > l || abs(rect.minY) > l || rect.width > l || rect.height > l else { return rect }
        reportLimit()
        return CGRect(
            x: min(max(rect.minX, -l), l), y: min(max(rect.minY, -l), l), width: min(rect.width, l),
            height: min(rect.height, l))
    }

    private func reportLimit() {
        graph.report(
            "\(typeName): a size or position beyond \(formatNumber(maximumLayoutLength)) points was clamped to it"
                + " (maximumLayoutLength)")
    }
}

extension ViewGraph {
    /// Reports a frame whose after-layout work (preference and geometry callbacks, `onChange`)
    /// changed state in each of its 8 passes: the frame ends there and the rest waits for the next
    /// frame, so a cycle (a preference that changes the state it is computed from) costs a bounded
    /// amount of work per frame instead of hanging.
    func reportUnsettledLayout() {
        report(
            "Layout did not settle within one frame: after-layout work (preference or geometry callbacks, "
                + "onChange) changed state in each of 8 passes; the rest waits for the next frame (a cycle "
                + "through preferences?)")
    }
}
