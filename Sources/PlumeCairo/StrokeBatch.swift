import CCairo
import Foundation
import PlumeGraphics

/// A solid-color stroke that `DisplayListPainter` may draw in one cairo path with other strokes of
/// the same look, and the pixels it may touch.
///
/// Strokes are batched only when the result is the same pixels as stroking each on its own: the
/// strokes of one batching window touch no pixel in common (`PixelOccupancy`), so the order in which
/// they are drawn does not matter and one path's coverage of a pixel is the one stroke's there.
/// Only strokes cairo rasterizes as polygons are batched (slanted or curved ones): cairo draws
/// axis-aligned strokes as boxes, whose edge pixels depend on the path's extents and on a clip of
/// several rectangles (see `DisplayListDamage`). Dashed strokes (whose dash restarts per subpath)
/// and paints other than a color are drawn on their own.
struct StrokeBatch {
    /// What strokes drawn in one path share.
    struct Look: Hashable {
        let color: Color.Resolved
        let style: StrokeStyle
    }

    /// Shapes whose footprint spans more pixels than this are drawn on their own: marking their
    /// pixels would cost more than batching saves.
    static let maximumPixels = 4096

    let path: Path
    let look: Look
    let footprint: PixelFootprint

    /// The batchable form of `item` under the device matrix `matrix`, or nil when it must be drawn on
    /// its own.
    init?(_ item: DisplayItem, matrix: cairo_matrix_t) {
        guard case .stroke(let path, .color(let color), let style, antialiased: true) = item,
            !path.isEmpty, style.lineWidth > 0, style.dash.isEmpty, Self.isRectilinear(path, matrix: matrix) == false,
            let footprint = Self.footprint(of: path, style: style, matrix: matrix),
            footprint.pixelBounds.area <= Self.maximumPixels
        else { return nil }
        self.path = path
        self.look = Look(color: color, style: style)
        self.footprint = footprint
    }

    private static func device(_ p: CGPoint, _ m: cairo_matrix_t) -> CGPoint {
        CGPoint(x: m.xx * p.x + m.xy * p.y + m.x0, y: m.yx * p.x + m.yy * p.y + m.y0)
    }

    /// Whether cairo will see `path` as rectilinear (every line horizontal or vertical in device
    /// space, no curves), or nil when that is too close to call (a segment within cairo's fixed-point
    /// rounding of being axis-aligned).
    private static func isRectilinear(_ path: Path, matrix: cairo_matrix_t) -> Bool? {
        var rectilinear = true
        var current = CGPoint.zero
        var start = CGPoint.zero
        var tooClose = false
        func segment(to p: CGPoint) {
            let dx = abs(p.x - current.x)
            let dy = abs(p.y - current.y)
            current = p
            if dx == 0 || dy == 0 { return }
            // Within two 1/256ths of a pixel of axis-aligned, cairo's rounding decides: not batched.
            if dx * 256 < 2 || dy * 256 < 2 {
                tooClose = true
                return
            }
            rectilinear = false
        }
        path.forEach { element in
            switch element {
            case .move(let p):
                current = device(p, matrix)
                start = current
            case .line(let p):
                segment(to: device(p, matrix))
            case .quadCurve(let p, _), .curve(let p, _, _):
                rectilinear = false
                current = device(p, matrix)
            case .closeSubpath:
                segment(to: start)
            }
        }
        return tooClose ? nil : rectilinear
    }

    /// The ends of `path` when it is one straight segment (a move and a line), else nil.
    private static func singleLine(_ path: Path) -> (CGPoint, CGPoint)? {
        guard path.elementCount == 2 else { return nil }
        var start: CGPoint?
        var end: CGPoint?
        var index = 0
        path.forEach { element in
            switch (index, element) {
            case (0, .move(let p)): start = p
            case (1, .line(let p)): end = p
            default: break
            }
            index += 1
        }
        guard let start, let end else { return nil }
        return (start, end)
    }

    /// The pixels the stroke of `path` may touch: the outline of a single straight segment exactly,
    /// otherwise the bounds of the points grown by how far a join or cap may reach.
    private static func footprint(of path: Path, style: StrokeStyle, matrix: cairo_matrix_t) -> PixelFootprint? {
        let half = Double(style.lineWidth) / 2
        if let (p0, p1) = Self.singleLine(path) {
            let length = hypot(p1.x - p0.x, p1.y - p0.y)
            guard length > 0 else { return nil }
            let ux = (p1.x - p0.x) / length
            let uy = (p1.y - p0.y) / length
            // Round and square caps reach half the width past the ends (a round cap less).
            let past = style.lineCap == .butt ? 0 : half
            let nx = -uy * half
            let ny = ux * half
            let s = CGPoint(x: p0.x - ux * past, y: p0.y - uy * past)
            let e = CGPoint(x: p1.x + ux * past, y: p1.y + uy * past)
            return PixelFootprint(
                parallelogram: device(CGPoint(x: s.x + nx, y: s.y + ny), matrix),
                device(CGPoint(x: s.x - nx, y: s.y - ny), matrix), device(CGPoint(x: e.x - nx, y: e.y - ny), matrix))
        }
        let bounds = path.controlPointBounds
        guard !bounds.isNull else { return nil }
        let (minX, minY, maxX, maxY) = (bounds.minX, bounds.minY, bounds.maxX, bounds.maxY)
        let reach =
            half * max(style.lineJoin == .miter ? Double(style.miterLimit) : 1, style.lineCap == .square ? 2 : 1)
        let corners = [
            CGPoint(x: minX - reach, y: minY - reach), CGPoint(x: maxX + reach, y: minY - reach),
            CGPoint(x: minX - reach, y: maxY + reach), CGPoint(x: maxX + reach, y: maxY + reach),
        ].map { device($0, matrix) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return PixelFootprint(
            box: CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
    }
}
