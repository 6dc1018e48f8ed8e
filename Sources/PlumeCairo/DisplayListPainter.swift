import CCairo
import Foundation
import PlumeGraphics

/// Draws display lists into a cairo context: the shared core of `CairoRenderer`'s PNG, SVG and PDF
/// output. Content problems (empty paths, non-finite frames, missing images) draw nothing.
struct DisplayListPainter {
    let textEngine: PangoTextLayoutEngine
    let imageLoader: CairoImageLoader
    /// Pixels per device unit of the offscreen layers behind blur, shadow and color multiply: 1 when
    /// drawing pixels, 2 for vector output (whose device unit is a point).
    let layerFactor: Double
    /// The pixels claimed by the strokes of the current batching window (see `StrokeBatch`).
    let occupancy = PixelOccupancy()
    /// Shadows' layers kept between frames (a `RetainedRenderer`'s painters have one).
    var shadowLayers: ShadowLayerCache? = nil
    /// Coverage of small solid fills repeated at the same sub-pixel position, composited without
    /// cairo's scan conversion on the cache's target (see `CoverageMaskCache`).
    var coverageMasks: CoverageMaskCache? = nil

    /// Draws every item of `list` in order into `cr`, leaving the context's state as it found it.
    ///
    /// Runs of solid strokes that touch no pixel in common are drawn one cairo path per look
    /// (`StrokeBatch`) when drawing pixels: the same pixels as one by one, without cairo's cost per
    /// call. Vector output (SVG, PDF) keeps one path per stroke. Small solid shapes drawn again at
    /// the same sub-pixel position are composited from their kept coverage (`coverageMasks`).
    ///
    /// `clip` is the context's clip as already asked of cairo, when the caller knows it is unchanged.
    func draw(_ list: DisplayList, in cr: OpaquePointer, clip: DeviceClip? = nil) {
        let clip = clip ?? DeviceClip()
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        // Text and images outside the visible area (plus a margin for overhanging glyphs) are skipped.
        let visible = CGRect(x: x1 - 8, y: y1 - 8, width: x2 - x1 + 16, height: y2 - y1 + 16)
        let batching = list.items.count > 1 ? batchingArea(in: cr) : nil
        var matrix = cairo_matrix_t()
        if batching != nil { cairo_get_matrix(cr, &matrix) }
        var window: [StrokeBatch] = []
        for item in list.items {
            switch item {
            case .text(_, let frame, _), .image(_, let frame, _, _):
                // Entirely outside (comparisons with NaN are false, so odd frames are drawn as before).
                if frame.maxX < visible.minX || frame.minX > visible.maxX || frame.maxY < visible.minY
                    || frame.minY > visible.maxY
                {
                    continue
                }
            case .stroke(let path, let paint, let style, let antialiased):
                if coverageMasks?.target != nil, case .color(let color) = paint, !path.isEmpty,
                    let outline = Self.keptStrokeOutline(style, antialiased: antialiased)
                {
                    if !window.isEmpty {
                        drawStrokes(window, in: cr)
                        window.removeAll(keepingCapacity: true)
                    }
                    if drawFromKeptCoverage(path, outline, color: color, in: cr, clip: clip) { continue }
                }
                if let area = batching, let stroke = StrokeBatch(item, matrix: matrix) {
                    if window.isEmpty { occupancy.begin(covering: area) }
                    if !occupancy.claim(stroke.footprint) {
                        drawStrokes(window, in: cr)
                        window.removeAll(keepingCapacity: true)
                        occupancy.nextWindow()
                        _ = occupancy.claim(stroke.footprint)
                    }
                    window.append(stroke)
                    continue
                }
            default: break
            }
            if !window.isEmpty {
                drawStrokes(window, in: cr)
                window.removeAll(keepingCapacity: true)
            }
            draw(item, in: cr, clip: clip)
        }
        drawStrokes(window, in: cr)
    }

    /// The device rectangle where batched strokes can change pixels (the visible area of an image
    /// surface), or nil when strokes are not batched here (vector and recording surfaces).
    private func batchingArea(in cr: OpaquePointer) -> CGRect? {
        guard cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        return OffscreenLayer.visibleDeviceRect(cr)
    }

    /// Draws the strokes of one batching window (which touch no pixel in common): those of one look
    /// as one path, each look in the order it first appears.
    private func drawStrokes(_ window: [StrokeBatch], in cr: OpaquePointer) {
        guard window.count > 1 else {
            if let only = window.first {
                stroke(only.path, paint: .color(only.look.color), style: only.look.style, in: cr)
            }
            return
        }
        // A window has few looks: found by comparing with the last one used, then the others.
        var looks: [StrokeBatch.Look] = []
        var paths: [[Path]] = []
        var last = 0
        for stroke in window {
            if last < looks.count, looks[last] == stroke.look {
                paths[last].append(stroke.path)
            } else if let index = looks.firstIndex(of: stroke.look) {
                paths[index].append(stroke.path)
                last = index
            } else {
                looks.append(stroke.look)
                paths.append([stroke.path])
                last = looks.count - 1
            }
        }
        for (look, group) in zip(looks, paths) {
            cairo_save(cr)
            cairo_new_path(cr)
            for path in group { Self.appendPath(path, to: cr, replacing: false) }
            Self.setStrokeStyle(look.style, in: cr)
            let c = look.color
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.opacity)
            cairo_stroke(cr)
            cairo_restore(cr)
        }
    }

    private func draw(_ item: DisplayItem, in cr: OpaquePointer, clip: DeviceClip) {
        switch item {
        case .fill(let path, let paint, let style):
            fill(path, paint: paint, style: style, in: cr, clip: clip)
        case .stroke(let path, let paint, let style, let antialiased):
            stroke(path, paint: paint, style: style, antialiased: antialiased, in: cr, clip: clip)
        case .text(let request, let frame, let color):
            drawText(request, frame: frame, color: color, in: cr)
        case .image(let source, let frame, let tint, let interpolation):
            // A missing or unreadable image draws nothing; the UI reports the error.
            guard let image = try? imageLoader.decodedImage(for: source) else { return }
            image.draw(in: cr, frame: frame, tint: tint, interpolation: interpolation)
        case .effect(let effect, let content):
            apply(effect, to: content, in: cr, clip: clip)
        }
    }

    private func fill(_ path: Path, paint: Paint, style: FillStyle, in cr: OpaquePointer, clip: DeviceClip) {
        guard !path.isEmpty else { return }
        if case .color(let color) = paint, style.isAntialiased,
            drawFromKeptCoverage(path, .fill(evenOdd: style.isEOFilled), color: color, in: cr, clip: clip)
        {
            return
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        Self.appendPath(path, to: cr)
        cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        if setSource(paint, in: cr, covering: Self.coverage(of: paint, in: cr, cairo_fill_extents)) {
            cairo_fill(cr)
        }
        cairo_new_path(cr)
    }

    func stroke(
        _ path: Path, paint: Paint, style: StrokeStyle, antialiased: Bool = true, in cr: OpaquePointer,
        clip: DeviceClip? = nil
    ) {
        guard !path.isEmpty, style.lineWidth > 0 else { return }
        if case .color(let color) = paint, let outline = Self.keptStrokeOutline(style, antialiased: antialiased),
            drawFromKeptCoverage(path, outline, color: color, in: cr, clip: clip)
        {
            return
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        Self.appendPath(path, to: cr)
        Self.setStrokeStyle(style, in: cr)
        if !antialiased { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
        if setSource(paint, in: cr, covering: Self.coverage(of: paint, in: cr, cairo_stroke_extents)) {
            cairo_stroke(cr)
        }
        cairo_new_path(cr)
    }

    /// Sets the context's line width, caps, joins, miter limit and dash to `style`'s.
    static func setStrokeStyle(_ style: StrokeStyle, in cr: OpaquePointer) {
        cairo_set_line_width(cr, style.lineWidth)
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, style.miterLimit)
        // cairo rejects a dash pattern whose lengths are all zero: that draws a solid line here.
        if !style.dash.isEmpty, style.dash.reduce(0, +) > 0 {
            let dashes = style.dash.map { Double($0) }
            cairo_set_dash(cr, dashes, Int32(dashes.count), style.dashPhase)
        }
    }

    /// Draws the request's layout (the same Pango layout the engine measured) with its lines aligned
    /// within `frame`'s width and its top at the frame's top.
    private func drawText(_ request: TextLayoutRequest, frame: CGRect, color: Color.Resolved, in cr: OpaquePointer) {
        guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else { return }
        // cairo draws color glyphs (emoji) ignoring the source's alpha: a translucent text color
        // with emoji is drawn opaque into a group that is then faded, so the emoji fade with it.
        let fadesEmoji =
            color.opacity < 1 && !request.runs.contains { $0.color != nil }
            && request.runs.contains { run in
                run.text.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
            }
        guard fadesEmoji else { return drawLines(request, frame: frame, color: color, in: cr) }
        guard color.opacity > 0 else { return }
        withContentClip(DisplayList([.text(request, frame: frame, color: color)]), in: cr) {
            cairo_push_group(cr)
            var opaque = color
            opaque.opacity = 1
            drawLines(request, frame: frame, color: opaque, in: cr)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, color.opacity)
        }
    }

    private func drawLines(_ request: TextLayoutRequest, frame: CGRect, color: Color.Resolved, in cr: OpaquePointer) {
        textEngine.withLayout(request) { layout, result, lines in
            let alignmentOffset: Double
            switch request.alignment {
            case .leading: alignmentOffset = 0
            case .center: alignmentOffset = (frame.width - result.size.width) / 2
            case .trailing: alignmentOffset = frame.width - result.size.width
            }
            // Lines far outside the visible area are skipped (a long text in a scroll view).
            var clipX1 = 0.0
            var clipY1 = 0.0
            var clipX2 = 0.0
            var clipY2 = 0.0
            cairo_clip_extents(cr, &clipX1, &clipY1, &clipX2, &clipY2)
            let slack = 64.0
            cairo_save(cr)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
            // Lines go down the layout: the first one reaching the clip is found by bisection, and
            // drawing stops at the first one below it.
            let first = Self.firstLine(in: lines, reaching: clipY1 - slack - frame.minY)
            var node = pango_layout_get_lines_readonly(layout)
            for _ in 0..<first { node = node?.pointee.next }
            var index = first
            while let current = node, index < lines.count {
                let line = lines[index]
                guard frame.minY + line.top <= clipY2 + slack else { break }
                node = current.pointee.next
                index += 1
                guard let pangoLine = current.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self)
                else { continue }
                cairo_move_to(cr, frame.minX + alignmentOffset + line.x, frame.minY + line.baseline)
                pango_cairo_show_layout_line(cr, pangoLine)
            }
            cairo_restore(cr)
        }
    }

    /// The index of the first of `lines` (in layout order, top to bottom) whose bottom is at or below
    /// `top`, or `lines.count` when none is.
    static func firstLine(in lines: [PangoLineGeometry], reaching top: Double) -> Int {
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].bottom >= top { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The area the current path covers, for paints that need it (angular gradients); other paints
    /// skip the measurement, which costs cairo a tessellation of the path.
    private static func coverage(
        of paint: Paint, in cr: OpaquePointer,
        _ extents: (
            OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?,
            UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?
        ) -> Void
    ) -> CGRect {
        guard case .angular = paint else { return .null }
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Replaces the context's current path with `path`, or adds `path`'s subpaths to it when not
    /// `replacing` (quadratic curves become cubics).
    static func appendPath(_ path: Path, to cr: OpaquePointer, replacing: Bool = true) {
        if replacing { cairo_new_path(cr) }
        forEachCairoSegment(of: path) { segment in
            switch segment {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .curve(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cr)
            }
        }
    }

    /// One cairo path operation, in user space.
    enum CairoSegment {
        case move(CGPoint)
        case line(CGPoint)
        /// A cubic curve: its two control points, then its end.
        case curve(CGPoint, CGPoint, CGPoint)
        case close
    }

    /// Calls `body` with the cairo operations that draw `path`, in order (quadratic curves become
    /// cubics, `cubicControls`): what `appendPath` gives cairo. `DeviceShape` reads a path's
    /// elements itself and makes the same cubics.
    @inline(__always)
    static func forEachCairoSegment(of path: borrowing Path, _ body: (CairoSegment) -> Void) {
        var current = CGPoint.zero
        var start = CGPoint.zero
        path.forEach { element in
            switch element {
            case .move(let p):
                body(.move(p))
                current = p
                start = p
            case .line(let p):
                body(.line(p))
                current = p
            case .quadCurve(let p, let c):
                let (c1, c2) = cubicControls(from: current, quadraticControl: c, to: p)
                body(.curve(c1, c2, p))
                current = p
            case .curve(let p, let c1, let c2):
                body(.curve(c1, c2, p))
                current = p
            case .closeSubpath:
                body(.close)
                current = start
            }
        }
    }

    /// The two control points of the cubic curve that is the quadratic one from `current` through
    /// control `c` to `p` (how cairo is given a quadratic curve).
    @inline(__always)
    static func cubicControls(from current: CGPoint, quadraticControl c: CGPoint, to p: CGPoint) -> (CGPoint, CGPoint) {
        (
            CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y)),
            CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        )
    }
}
