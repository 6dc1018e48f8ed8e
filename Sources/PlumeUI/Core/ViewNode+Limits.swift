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

extension ViewNode {
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
