import CCairo
import Foundation
import PlumeGraphics

extension DisplayListPainter {
    /// Draws the solid antialiased `shape` (a fill or an undashed stroke of `path`) in `color` from a
    /// kept coverage mask when that gives cairo's own pixels, and says whether it did; false leaves
    /// it to cairo. Called by `fill`, `stroke` and `draw(_:in:clip:)`.
    ///
    /// The conditions are those under which cairo composites the shape with its span renderer and no
    /// clip: the context draws with `OVER` straight onto `coverageMasks.target` (not into a group),
    /// cairo sees the shape as a polygon (`DeviceShape`), and the shape lies, with a pixel to spare,
    /// inside one rectangle of a clip made only of rectangles.
    func drawFromKeptCoverage(
        _ path: borrowing Path, _ outline: DeviceShape.Outline, color: Color.Resolved, in cr: OpaquePointer,
        clip: DeviceClip?
    ) -> Bool {
        guard let masks = coverageMasks, let target = masks.target, cairo_get_group_target(cr) == target,
            cairo_status(cr) == CAIRO_STATUS_SUCCESS, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER,
            let compositor = SolidCoverageCompositor(color)
        else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        var shapeOutline = outline
        if case .stroke(var pen) = outline {
            pen.linear = DeviceShape.Linear(xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy)
            shapeOutline = .stroke(pen)
        }
        guard let shape = DeviceShape(path, shapeOutline, matrix: matrix),
            let rects = (clip ?? DeviceClip()).rectangles(of: cr),
            let mask = Self.keptCoverage(of: shape, under: rects, in: masks)
        else { return false }
        compositor.composite(mask, originX: shape.originX, originY: shape.originY, onto: target)
        masks.countHit()
        return true
    }

    /// The kept coverage of `shape` that gives cairo's pixels under the clip `rects` (device
    /// rectangles), or nil when cairo must draw it (see `drawFromKeptCoverage`).
    private static func keptCoverage(
        of shape: borrowing DeviceShape, under rects: [cairo_rectangle_t], in masks: CoverageMaskCache
    ) -> CoverageMask? {
        let box = (x: shape.originX, y: shape.originY, width: shape.width, height: shape.height)
        guard rects.count == 1 else {
            // Under several rectangles, all that cairo reckons the shape may reach must be inside
            // one (cairo then gives the shape the rectangle holding that, or intersects its polygon
            // with the rectangles).
            guard DeviceClip.contains(rects, x: box.x, y: box.y, width: box.width, height: box.height) else {
                return nil
            }
            return masks.coverage(of: shape)
        }
        // Under one rectangle, the pixels the shape covers (and one more around them) must be inside.
        if let mask = masks.coverage(of: shape),
            DeviceClip.contains(
                rects, x: box.x + mask.x - 1, y: box.y + mask.y - 1, width: mask.width + 2, height: mask.height + 2)
        {
            return mask
        }
        // Else, when the rectangle is of whole pixels (or there is none: the surface's extents) and
        // cuts through the shape's pixels, cairo limits the shape to the cut: its mask is made so
        // (`DeviceShape.Window`).
        guard !DeviceClip.contains(rects, x: box.x, y: box.y, width: box.width, height: box.height),
            let cut = DeviceClip.wholePixels(rects[0]),
            let clipped = shape.clipped(toX: cut.x, y: cut.y, width: cut.width, height: cut.height)
        else { return nil }
        return masks.coverage(of: clipped)
    }

    /// The outline of a stroke in `style` when its coverage may be kept (solid, antialiased, not
    /// dashed, with a line), else nil.
    static func keptStrokeOutline(_ style: StrokeStyle, antialiased: Bool) -> DeviceShape.Outline? {
        guard antialiased, style.dash.isEmpty, style.lineWidth > 0, style.lineWidth.isFinite,
            style.miterLimit.isFinite
        else { return nil }
        return .stroke(DeviceShape.Pen(style))
    }
}

/// The clip of a context in device pixels, asked of cairo once and then kept: valid while the clip
/// does not change (one `DisplayListPainter.draw(_:in:clip:)` and the transforms inside it, which
/// leave the clip as they found it).
final class DeviceClip {
    /// The clip's rectangles, or nil when it is not made of rectangles; asked on first use.
    private var rects: [cairo_rectangle_t]?
    private var asked = false

    /// `cr`'s clip rectangles in device pixels (asked of cairo the first time), or nil when the clip
    /// is not made of rectangles.
    func rectangles(of cr: OpaquePointer) -> [cairo_rectangle_t]? {
        if !asked {
            asked = true
            rects = Self.rectangles(of: cr)
        }
        return rects
    }

    /// Whether one of `rects` holds the device pixels `x`, `y`, `width`, `height`.
    static func contains(_ rects: [cairo_rectangle_t], x: Int, y: Int, width: Int, height: Int) -> Bool {
        let minX = Double(x)
        let minY = Double(y)
        let maxX = minX + Double(width)
        let maxY = minY + Double(height)
        return rects.contains { r in r.x <= minX && r.y <= minY && r.x + r.width >= maxX && r.y + r.height >= maxY }
    }

    /// `rect` in whole device pixels, or nil when an edge is not on a whole pixel (cairo then clips
    /// the shape's coverage itself, another way).
    static func wholePixels(_ rect: cairo_rectangle_t) -> (x: Int, y: Int, width: Int, height: Int)? {
        func whole(_ v: Double) -> Bool { v.rounded() == v && abs(v) < DeviceShape.maximumCoordinate }
        guard whole(rect.x), whole(rect.y), whole(rect.width), whole(rect.height) else { return nil }
        return (Int(rect.x), Int(rect.y), Int(rect.width), Int(rect.height))
    }

    private static func rectangles(of cr: OpaquePointer) -> [cairo_rectangle_t]? {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let list = cairo_copy_clip_rectangle_list(cr)
        cairo_restore(cr)
        guard let list else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, let rects = list.pointee.rectangles else { return nil }
        return Array(UnsafeBufferPointer(start: rects, count: Int(list.pointee.num_rectangles)))
    }
}
