import Foundation

/// The device pixels a shape may touch, conservatively: a pixel outside the footprint gets no
/// coverage from the shape. Either every pixel of a box, or the pixels a parallelogram (a straight
/// stroke's outline) reaches.
///
/// Made by `DisplayListPainter` for the shapes it batches; `PixelOccupancy` reads it. The outline is
/// grown by `slack` device pixels, more than cairo's 24.8 fixed-point rounding of the outline.
struct PixelFootprint {
    /// Whole device pixels covering the footprint: columns `x0..<x1`, rows `y0..<y1`.
    struct Bounds {
        let x0: Int
        let y0: Int
        let x1: Int
        let y1: Int
        var area: Int { max(0, x1 - x0) * max(0, y1 - y0) }
    }

    /// Device pixels the outline is grown by.
    static let slack = 1.0 / 64

    let pixelBounds: Bounds
    /// A separating axis of the parallelogram: an edge normal and the range of the corners'
    /// projections on it (grown by the slack).
    private struct Axis {
        let nx: Double
        let ny: Double
        let min: Double
        let max: Double
        let reach: Double

        /// The axis normal to the edge from `from` to `to`, or nil for a zero-length edge.
        init?(from: CGPoint, to: CGPoint, corners: (CGPoint, CGPoint, CGPoint, CGPoint)) {
            nx = Double(from.y - to.y)
            ny = Double(to.x - from.x)
            let length = (nx * nx + ny * ny).squareRoot()
            guard length > 1e-9 else { return nil }
            let p0 = Double(corners.0.x) * nx + Double(corners.0.y) * ny
            let p1 = Double(corners.1.x) * nx + Double(corners.1.y) * ny
            let p2 = Double(corners.2.x) * nx + Double(corners.2.y) * ny
            let p3 = Double(corners.3.x) * nx + Double(corners.3.y) * ny
            let grow = PixelFootprint.slack * length
            min = Swift.min(p0, p1, p2, p3) - grow
            max = Swift.max(p0, p1, p2, p3) + grow
            reach = (abs(nx) + abs(ny)) / 2
        }

        /// Whether the pixel square centred at (`cx`, `cy`) overlaps the parallelogram on this axis.
        func overlaps(cx: Double, cy: Double) -> Bool {
            let center = cx * nx + cy * ny
            return center + reach >= min && center - reach <= max
        }
    }
    private let first: Axis?
    private let second: Axis?

    /// Every pixel that `rect` (device space) reaches; nil when it is not finite.
    init?(box rect: CGRect) {
        guard let bounds = Self.bounds(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY) else {
            return nil
        }
        pixelBounds = bounds
        first = nil
        second = nil
    }

    /// The pixels the parallelogram with corners `a`, `b`, `c` and `a + c - b` (device space, `b`
    /// adjacent to both) reaches; nil when a corner is not finite.
    init?(parallelogram a: CGPoint, _ b: CGPoint, _ c: CGPoint) {
        let d = CGPoint(x: a.x + c.x - b.x, y: a.y + c.y - b.y)
        guard
            let bounds = Self.bounds(
                minX: min(a.x, b.x, c.x, d.x), minY: min(a.y, b.y, c.y, d.y), maxX: max(a.x, b.x, c.x, d.x),
                maxY: max(a.y, b.y, c.y, d.y))
        else { return nil }
        pixelBounds = bounds
        first = Axis(from: b, to: a, corners: (a, b, c, d))
        second = Axis(from: b, to: c, corners: (a, b, c, d))
    }

    private static func bounds(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) -> Bounds? {
        let limit = 1e8
        guard [minX, minY, maxX, maxY].allSatisfy({ $0.isFinite && abs($0) < limit }) else { return nil }
        return Bounds(
            x0: Int((Double(minX) - slack).rounded(.down)), y0: Int((Double(minY) - slack).rounded(.down)),
            x1: Int((Double(maxX) + slack).rounded(.up)), y1: Int((Double(maxY) + slack).rounded(.up)))
    }

    /// Whether the pixel whose top-left corner is (`x`, `y`) may get coverage (it is inside
    /// `pixelBounds`).
    func touches(x: Int, y: Int) -> Bool {
        let cx = Double(x) + 0.5
        let cy = Double(y) + 0.5
        if let first, !first.overlaps(cx: cx, cy: cy) { return false }
        if let second, !second.overlaps(cx: cx, cy: cy) { return false }
        return true
    }
}
