import CCairo
import Foundation
import PlumeGraphics

/// A fill or a stroke as cairo will rasterize it: the path's points in device space, rounded to
/// cairo's 24.8 fixed point exactly as cairo rounds them, taken relative to a whole device pixel,
/// with what else shapes its coverage (fill rule; or line width, caps, joins and the matrix's
/// linear part).
///
/// Made by `DisplayListPainter` for small antialiased shapes on an image surface. Two shapes with
/// equal keys are scan-converted by cairo into the same coverage, whole pixels apart: cairo flattens,
/// strokes and rasterizes from the fixed-point coordinates' differences with integer arithmetic and
/// never uses the matrix's translation. That is what lets `CoverageMaskCache` keep the coverage.
/// Only shapes cairo rasterizes as polygons qualify: a path of horizontal and vertical lines is
/// drawn by cairo as boxes, another way, and gives nil.
struct DeviceShape {
    /// What makes two shapes' coverage the same.
    struct Key: Hashable {
        /// The path: each step's raw value (`Step`) followed by its points, two coordinates each, in
        /// 1/256ths of a device pixel from the origin.
        let path: FixedPointCode
        let outline: Outline
        /// The part of the shape's pixels cairo is given to draw, when a clip rectangle or the
        /// surface's edge cuts through them (`Window.whole` when nothing does).
        var window = Window.whole

        /// Hashes the path's numbers and the window (the outline is mostly the same for many
        /// shapes; the cuts of one shape along an edge differ only by their windows).
        func hash(into hasher: inout Hasher) {
            path.hash(into: &hasher)
            hasher.combine(window)
        }

        /// A key no shape has (no numbers): what a cache compares with before it has a shape.
        static let empty = Key(path: FixedPointCode(), outline: .fill(evenOdd: false))
    }

    /// Whole device pixels from a shape's origin: the rectangle within its pixels that cairo draws
    /// into when the one clip rectangle (or the surface, which cairo counts as one) cuts them.
    ///
    /// cairo then limits the shape's polygon to that rectangle (its composite extents: the stroke's
    /// or fill's estimated extents cut by the clip), which changes the coverage of the pixels at the
    /// cut: a mask made without the cut and trimmed differs from cairo's by a few levels there. A
    /// mask made by cairo on a surface whose edges are the cut (the same limits, whole pixels away)
    /// is cairo's own coverage again.
    struct Window: Hashable {
        var x: Int32
        var y: Int32
        var width: Int32
        var height: Int32

        /// Nothing cut: the shape's whole `width` × `height` pixels.
        static let whole = Window(x: 0, y: 0, width: 0, height: 0)
    }

    /// How the path becomes coverage.
    enum Outline: Hashable {
        case fill(evenOdd: Bool)
        case stroke(Pen)
    }

    /// What of an undashed stroke's style and of the device matrix cairo's stroker uses.
    struct Pen: Hashable {
        var lineWidth: CGFloat
        var lineCap: StrokeStyle.LineCap
        var lineJoin: StrokeStyle.LineJoin
        var miterLimit: CGFloat
        var linear = Linear()

        /// The pen of `style` (whose dash is ignored).
        init(_ style: StrokeStyle) {
            (lineWidth, lineCap, lineJoin, miterLimit) = (
                style.lineWidth, style.lineCap, style.lineJoin, style.miterLimit
            )
        }

        var style: StrokeStyle {
            StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit)
        }
    }

    /// The linear part of a cairo matrix (what cairo's stroker uses of it).
    struct Linear: Hashable {
        var xx = 1.0
        var yx = 0.0
        var xy = 0.0
        var yy = 1.0
    }

    /// The cairo path operations, with the number of points each takes from `points`.
    enum Step: Int32 {
        case move, line, curve, close
    }

    private(set) var key: Key
    /// The device pixel that the key's points are relative to.
    let originX: Int
    let originY: Int
    /// Whole device pixels from the origin holding every pixel cairo may touch (for a stroke, as far
    /// as cairo's own estimate of its reach), with a pixel of margin on each side.
    let width: Int
    let height: Int

    /// Shapes whose pixels (with the reach of a stroke) exceed this are left to cairo: their own
    /// scan conversion is then mostly the pixels' work, and their masks would take memory.
    static let maximumPixels = 16384
    /// Coordinates past this many device pixels from the canvas origin are left to cairo (far
    /// outside any canvas, and where its fixed point would overflow).
    static let maximumCoordinate = 1_048_576.0

    /// `path` filled or stroked as `outline` under the device matrix `matrix` (the context's, on a
    /// surface without a device offset or scale), or nil when it is empty, too large, not finite, or
    /// drawn by cairo as boxes.
    init?(_ path: borrowing Path, _ outline: Outline, matrix m: cairo_matrix_t) {
        var builder = Builder(matrix: m)
        path.forEach { builder.add($0) }
        guard builder.valid, builder.slanted, builder.minX <= builder.maxX else { return nil }
        let (minX, minY, maxX, maxY) = (builder.minX, builder.minY, builder.maxX, builder.maxY)
        // How far past the points cairo's estimate of a stroke reaches (in device pixels).
        let (reachX, reachY) = Self.reach(of: outline, matrix: m)
        guard reachX.isFinite, reachY.isFinite, reachX < 4096, reachY < 4096 else { return nil }
        // Whole pixels around the points and the reach, one more on each side.
        let originX = Int(((Double(minX) / 256) - reachX).rounded(.down)) - 1
        let originY = Int(((Double(minY) / 256) - reachY).rounded(.down)) - 1
        let width = Int(((Double(maxX) / 256) + reachX).rounded(.up)) + 1 - originX
        let height = Int(((Double(maxY) / 256) + reachY).rounded(.up)) + 1 - originY
        guard width * height <= Self.maximumPixels else { return nil }
        builder.code.offset(by: Int32(originX * 256), Int32(originY * 256))
        self.key = Key(path: builder.code, outline: outline)
        self.originX = originX
        self.originY = originY
        self.width = width
        self.height = height
    }

    /// The shape as cairo draws it under a clip of the one device rectangle `x`, `y`, `width`,
    /// `height` (whole pixels; the surface's extents when nothing clips): itself when its pixels
    /// lie inside, with the rectangle's cut as its key's window when they cross the rectangle's
    /// edges, nil when they lie outside it.
    func clipped(toX x: Int, y: Int, width clipWidth: Int, height clipHeight: Int) -> DeviceShape? {
        let minX = max(originX, x)
        let minY = max(originY, y)
        let maxX = min(originX + width, x + clipWidth)
        let maxY = min(originY + height, y + clipHeight)
        guard minX < maxX, minY < maxY else { return nil }
        if minX == originX, minY == originY, maxX == originX + width, maxY == originY + height { return self }
        var cut = self
        cut.key.window = Window(
            x: Int32(minX - originX), y: Int32(minY - originY), width: Int32(maxX - minX), height: Int32(maxY - minY))
        return cut
    }

    /// Collects a path's steps in fixed point as cairo rounds them, with their bounds and whether a
    /// segment is slanted (neither horizontal nor vertical, which makes cairo draw a polygon).
    private struct Builder {
        let m: cairo_matrix_t
        var code = FixedPointCode()
        var valid = true
        var slanted = false
        var current = (x: Int32(0), y: Int32(0))
        var start = (x: Int32(0), y: Int32(0))
        /// The current point and the subpath's start in user space (a quadratic curve's cubic
        /// controls are made from them, as `DisplayListPainter.forEachCairoSegment` makes them).
        var userCurrent = CGPoint.zero
        var userStart = CGPoint.zero
        var minX = Int32.max
        var minY = Int32.max
        var maxX = Int32.min
        var maxY = Int32.min

        init(matrix: cairo_matrix_t) { m = matrix }

        /// `p` in device space in 24.8 fixed point, exactly as cairo_matrix_transform_point and
        /// _cairo_fixed_from_double compute it.
        mutating func fixed(_ p: CGPoint) -> (x: Int32, y: Int32) {
            let x = (m.xx * Double(p.x) + m.xy * Double(p.y)) + m.x0
            let y = (m.yx * Double(p.x) + m.yy * Double(p.y)) + m.y0
            guard abs(x) < DeviceShape.maximumCoordinate, abs(y) < DeviceShape.maximumCoordinate else {
                valid = false
                return (0, 0)
            }
            return (Int32((x * 256).rounded(.toNearestOrEven)), Int32((y * 256).rounded(.toNearestOrEven)))
        }

        mutating func append(_ p: (x: Int32, y: Int32)) {
            code.append(p.x)
            code.append(p.y)
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }

        mutating func segment(to point: CGPoint) {
            let p = fixed(point)
            if p.x != current.x && p.y != current.y { slanted = true }
            current = p
            append(p)
        }

        /// Adds `element` as the cairo operation that draws it (a quadratic curve as a cubic).
        mutating func add(_ element: Path.Element) {
            switch element {
            case .move(let p):
                current = fixed(p)
                start = current
                code.append(Step.move.rawValue)
                append(current)
                (userCurrent, userStart) = (p, p)
            case .line(let p):
                code.append(Step.line.rawValue)
                segment(to: p)
                userCurrent = p
            case .quadCurve(let p, let c):
                let (c1, c2) = DisplayListPainter.cubicControls(from: userCurrent, quadraticControl: c, to: p)
                curve(c1, c2, p)
            case .curve(let p, let c1, let c2):
                curve(c1, c2, p)
            case .closeSubpath:
                code.append(Step.close.rawValue)
                if start.x != current.x && start.y != current.y { slanted = true }
                current = start
                userCurrent = userStart
            }
        }

        /// Adds a cubic curve with controls `c1`, `c2` to `p`.
        mutating func curve(_ c1: CGPoint, _ c2: CGPoint, _ p: CGPoint) {
            code.append(Step.curve.rawValue)
            segment(to: c1)
            segment(to: c2)
            segment(to: p)
            userCurrent = p
        }
    }

    /// How far past its points cairo estimates a stroke may draw (its
    /// `_cairo_stroke_style_max_distance_from_path`, taken at its largest), in device pixels; zero
    /// for a fill.
    private static func reach(of outline: Outline, matrix m: cairo_matrix_t) -> (Double, Double) {
        guard case .stroke(let style) = outline else { return (0, 0) }
        var expansion = style.lineCap == .square ? 0.5.squareRoot() : 0.5
        if style.lineJoin == .miter { expansion = max(expansion, 2.0.squareRoot() * Double(style.miterLimit)) }
        expansion *= Double(style.lineWidth)
        return (expansion * length(m.xx, m.xy), expansion * length(m.yy, m.yx))
    }

    /// `hypot(a, b)`, without the library call when one side is zero (where it is exactly `abs` of
    /// the other): the matrix of most drawing has no rotation.
    private static func length(_ a: Double, _ b: Double) -> Double {
        if b == 0 { return abs(a) }
        if a == 0 { return abs(b) }
        return hypot(a, b)
    }

    /// The shape's coverage as cairo's antialiased fill or stroke computes it (within its key's
    /// window), or nil when cairo cannot draw it.
    func coverage() -> CoverageMask? {
        // A cut shape is drawn on a surface of its window: cairo's extents end where they end on
        // the canvas.
        let window = key.window == .whole ? Window(x: 0, y: 0, width: Int32(width), height: Int32(height)) : key.window
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, window.width, window.height)!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let cr = cairo_create(surface)!
        // Identity matrix: each coordinate, a multiple of 1/256 (less whole pixels), becomes the
        // same fixed-point value.
        let code = key.path.values
        let (left, top) = (Double(window.x), Double(window.y))
        var index = 0
        func next() -> (Double, Double) {
            defer { index += 2 }
            return (Double(code[index]) / 256 - left, Double(code[index + 1]) / 256 - top)
        }
        while index < code.count, let step = Step(rawValue: code[index]) {
            index += 1
            switch step {
            case .move:
                let (x, y) = next()
                cairo_move_to(cr, x, y)
            case .line:
                let (x, y) = next()
                cairo_line_to(cr, x, y)
            case .curve:
                let (x1, y1) = next()
                let (x2, y2) = next()
                let (x3, y3) = next()
                cairo_curve_to(cr, x1, y1, x2, y2, x3, y3)
            case .close:
                cairo_close_path(cr)
            }
        }
        switch key.outline {
        case .fill(let evenOdd):
            cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        case .stroke(let pen):
            // The stroker uses the matrix's linear part only (pen, line width); the path is already
            // in device space.
            let linear = pen.linear
            var matrix = cairo_matrix_t(xx: linear.xx, yx: linear.yx, xy: linear.xy, yy: linear.yy, x0: 0, y0: 0)
            cairo_set_matrix(cr, &matrix)
            DisplayListPainter.setStrokeStyle(pen.style, in: cr)
            cairo_stroke(cr)
        }
        let status = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard status == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return nil }
        return CoverageMask(
            trimming: data, stride: Int(cairo_image_surface_get_stride(surface)), width: Int(window.width),
            height: Int(window.height), offsetX: Int(window.x), offsetY: Int(window.y))
    }
}

/// A shape's coverage (one byte a pixel, 0 to 255) within the rectangle where it is not zero.
struct CoverageMask {
    /// Where the rectangle starts, in pixels from the shape's origin, and its size.
    let x: Int
    let y: Int
    let width: Int
    let height: Int
    /// `width` × `height` bytes, row after row.
    let bytes: [UInt8]

    /// The non-zero part of the `width` × `height` bytes at `data` (rows `stride` bytes apart),
    /// whose first byte is `offsetX`, `offsetY` pixels from the shape's origin.
    init(trimming data: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int, offsetX: Int = 0, offsetY: Int = 0)
    {
        var minX = width
        var minY = height
        var maxX = -1
        var maxY = -1
        for row in 0..<height {
            for column in 0..<width where data[row * stride + column] != 0 {
                minX = min(minX, column)
                maxX = max(maxX, column)
                minY = min(minY, row)
                maxY = max(maxY, row)
            }
        }
        guard maxX >= minX, maxY >= minY else {
            (x, y, self.width, self.height, bytes) = (0, 0, 0, 0, [])
            return
        }
        x = offsetX + minX
        y = offsetY + minY
        self.width = maxX - minX + 1
        self.height = maxY - minY + 1
        var bytes = [UInt8](repeating: 0, count: self.width * self.height)
        for row in 0..<self.height {
            for column in 0..<self.width {
                bytes[row * self.width + column] = data[(minY + row) * stride + minX + column]
            }
        }
        self.bytes = bytes
    }
}
