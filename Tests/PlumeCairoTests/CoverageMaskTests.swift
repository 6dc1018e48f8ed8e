import CCairo
import Foundation
import PlumeGraphics
import Testing

@testable import PlumeCairo

/// Small solid fills and strokes composited from kept coverage masks (`CoverageMaskCache`,
/// `SolidCoverageCompositor`) draw exactly cairo's own pixels: every test draws the same list with
/// the masks and with cairo alone and compares the bytes, and checks that masks were used.
@Suite struct CoverageMaskTests {
    /// A deterministic generator, so a failure can be replayed.
    private struct Random {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    private static let light = Color.Resolved(red: 1, green: 1, blue: 1)
    private static let dark = Color.Resolved(red: 0.11, green: 0.11, blue: 0.12)
    private static let translucent = Color.Resolved(red: 0.3, green: 0.6, blue: 0.9, opacity: 0.5)

    /// The bytes of `list` drawn on a `width` × `height` canvas at `scale` over `background`, with
    /// coverage masks or not, under `clip` (device rectangles) when given; and how many shapes came
    /// from a mask.
    private func draw(
        _ list: DisplayList, width: Int = 160, height: Int = 120, scale: Double = 1, background: Color.Resolved,
        masks: Bool, clip: [CGRect]? = nil
    ) -> (bytes: [UInt8], hits: Int) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        if let clip {
            for rect in clip { cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height) }
            cairo_clip(cr)
        }
        RetainedRenderer.startFrame(on: cr, background: background, scale: scale)
        var painter = DisplayListPainter(textEngine: .shared, imageLoader: .shared, layerFactor: 1)
        let cache = CoverageMaskCache(drawingOn: surface, background: background)
        if masks { painter.coverageMasks = cache }
        painter.draw(list, in: cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let count = Int(cairo_image_surface_get_stride(surface)) * height
        return ([UInt8](UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: count)), cache.hits)
    }

    /// Expects `list` to draw the same bytes with and without masks, with at least `minimumHits`
    /// shapes from masks.
    private func expectSamePixels(
        _ list: DisplayList, scale: Double = 1, backgrounds: [Color.Resolved] = [light, dark, translucent],
        clip: [CGRect]? = nil, minimumHits: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for background in backgrounds {
            let cairo = draw(list, scale: scale, background: background, masks: false, clip: clip)
            let kept = draw(list, scale: scale, background: background, masks: true, clip: clip)
            let differing = zip(cairo.bytes, kept.bytes).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) bytes differ over \(background)", sourceLocation: sourceLocation)
            #expect(kept.hits >= minimumHits, "\(kept.hits) shapes from masks", sourceLocation: sourceLocation)
        }
    }

    private static let colors = [
        Color.Resolved(red: 0.9, green: 0.2, blue: 0.3), Color.Resolved(red: 0.1, green: 0.5, blue: 1, opacity: 0.6),
        Color.Resolved(red: 0.2, green: 0.8, blue: 0.4, opacity: 0.35), Color.Resolved(red: 1, green: 0.8, blue: 0),
        Color.Resolved(red: 0.5, green: 0.1, blue: 0.9, opacity: 0.998),
        Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.05),
    ]

    /// Random small shapes, each drawn twice: once more a whole number of pixels away (a kept mask)
    /// and once more in place, over itself. Circles, ellipses, triangles, rounded rectangles and
    /// even-odd stars, translucent and opaque, overlapping one another and the canvas's edges.
    private func randomFills(seed: UInt64, count: Int) -> DisplayList {
        var random = Random(state: seed)
        var items: [DisplayItem] = []
        for index in 0..<count {
            let x = random.next() * 170 - 10
            let y = random.next() * 130 - 10
            let size = 2 + random.next() * 20
            let rect = CGRect(x: x, y: y, width: size, height: size * (0.5 + random.next()))
            var path: Path
            var style = FillStyle()
            switch index % 4 {
            case 0: path = Path(ellipseIn: rect)
            case 1: path = Path(roundedRect: rect, cornerRadius: size / 4)
            case 2:
                path = Path()
                path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.closeSubpath()
            default:
                path = Path()
                for corner in 0..<5 {
                    let angle = Double(corner) * 4 * Double.pi / 5
                    let p = CGPoint(x: rect.midX + size / 2 * sin(angle), y: rect.midY - size / 2 * cos(angle))
                    if corner == 0 { path.move(to: p) } else { path.addLine(to: p) }
                }
                path.closeSubpath()
                style = FillStyle(eoFill: true)
            }
            let color = Self.colors[index % Self.colors.count]
            let item = DisplayItem.fill(path, .color(color), style)
            let dx = Double(Int(random.next() * 40) - 20)
            items.append(item)
            items.append(.effect(.transform(CGAffineTransform(translationX: dx, y: 7)), DisplayList([item])))
            items.append(item)
        }
        return DisplayList(items)
    }

    /// Random short strokes, each drawn twice: slanted, curved, several segments, closed, with each
    /// cap and join, several widths, translucent and opaque.
    private func randomStrokes(seed: UInt64, count: Int) -> DisplayList {
        var random = Random(state: seed)
        let caps: [StrokeStyle.LineCap] = [.butt, .round, .square]
        let joins: [StrokeStyle.LineJoin] = [.miter, .round, .bevel]
        var items: [DisplayItem] = []
        for index in 0..<count {
            let start = CGPoint(x: random.next() * 170 - 5, y: random.next() * 130 - 5)
            let end = CGPoint(x: start.x + random.next() * 12 - 6, y: start.y + random.next() * 12 - 6)
            var path = Path()
            path.move(to: start)
            switch index % 4 {
            case 0: path.addLine(to: end)
            case 1: path.addQuadCurve(to: end, control: CGPoint(x: start.x + 9, y: end.y - 4))
            case 2:
                path.addLine(to: end)
                path.addLine(to: CGPoint(x: end.x + 4, y: start.y + 1))
            default:
                path.addLine(to: end)
                path.addLine(to: CGPoint(x: end.x + 5, y: end.y + 2))
                path.closeSubpath()
            }
            let style = StrokeStyle(
                lineWidth: [0.5, 1, 1.5, 3.2][index % 4], lineCap: caps[(index / 2) % 3],
                lineJoin: joins[(index / 3) % 3], miterLimit: [10, 2][index % 2])
            let item = DisplayItem.stroke(path, .color(Self.colors[(index / 4) % Self.colors.count]), style)
            items.append(item)
            items.append(.effect(.transform(CGAffineTransform(translationX: 3, y: -5)), DisplayList([item])))
        }
        return DisplayList(items)
    }

    @Test func randomFillsDrawCairosPixels() {
        for seed in 1...4 as ClosedRange<UInt64> {
            expectSamePixels(randomFills(seed: seed, count: 60), minimumHits: 60)
        }
    }

    @Test func randomStrokesDrawCairosPixels() {
        for seed in 1...4 as ClosedRange<UInt64> {
            expectSamePixels(randomStrokes(seed: seed, count: 80), minimumHits: 40)
        }
    }

    @Test func scaledRotatedAndSkewedShapesDrawCairosPixels() {
        let shapes = DisplayList(randomFills(seed: 9, count: 30).items + randomStrokes(seed: 9, count: 30).items)
        expectSamePixels(shapes, scale: 2, minimumHits: 10)
        for transform in [
            CGAffineTransform(rotationAngle: 0.3), CGAffineTransform(a: 1, b: 0.2, c: -0.4, d: 0.9, tx: 3.3, ty: -2.7),
            CGAffineTransform(scaleX: -1.5, y: 0.75).translatedBy(x: -150, y: 10),
        ] {
            expectSamePixels(DisplayList([.effect(.transform(transform), shapes)]), minimumHits: 20)
        }
    }

    @Test func underClipsOfRectanglesAndPathsTheyDrawCairosPixels() {
        let shapes = DisplayList(randomFills(seed: 5, count: 40).items + randomStrokes(seed: 5, count: 40).items)
        // Two rectangles: shapes inside one rectangle use masks, the others not.
        expectSamePixels(
            shapes, clip: [CGRect(x: 10, y: 10, width: 60, height: 90), CGRect(x: 80, y: 20, width: 70, height: 60)],
            minimumHits: 10)
        // One rectangle, and one off whole pixels (not a region for cairo: drawn by cairo alone).
        expectSamePixels(shapes, clip: [CGRect(x: 12, y: 9, width: 130, height: 95)], minimumHits: 20)
        expectSamePixels(shapes, clip: [CGRect(x: 12.5, y: 9, width: 130, height: 95)], minimumHits: 0)
        // A clip path: drawn by cairo alone, the same as before.
        let clipped = DisplayList([
            .effect(.clip(Path(ellipseIn: CGRect(x: 20, y: 10, width: 120, height: 100)), FillStyle()), shapes)
        ])
        expectSamePixels(clipped, minimumHits: 0)
        // Inside a group (an offscreen surface cairo knows to be clear): drawn by cairo alone.
        expectSamePixels(
            DisplayList([.effect(.compositingGroup, shapes), .effect(.opacity(0.5), shapes)]), minimumHits: 0)
    }

    /// Rows of the same stroke or fill along each edge, at several positions within a pixel and
    /// several depths across the edge: cut by the surface or by a clip rectangle, each cut is made
    /// into a mask of its own by cairo (`DeviceShape.Window`).
    private func shapesAcrossEdges(width: Double, height: Double) -> DisplayList {
        var items: [DisplayItem] = []
        for (index, fraction) in [0.0, 0.25, 0.5, 0.8].enumerated() {
            for depth in [-3.0, -1.5, -0.5, 0.0, 0.5, 1, 2.5] {
                var stroke = Path()
                stroke.move(to: CGPoint(x: 0, y: 0))
                stroke.addLine(to: CGPoint(x: 3, y: 2))
                let dot = Path(ellipseIn: CGRect(x: 0, y: 0, width: 5, height: 4))
                let color = Self.colors[index % Self.colors.count]
                let shapes: [DisplayItem] = [
                    .stroke(stroke, .color(color), StrokeStyle(lineWidth: 1 + fraction)),
                    .fill(dot, .color(color)),
                ]
                // Along the left, top, right and bottom edges, each twice, whole pixels apart along
                // the edge (a mask is kept the second time).
                let places = [
                    (CGPoint(x: depth + fraction, y: 20 + fraction * 3), CGSize(width: 0, height: 8)),
                    (CGPoint(x: 30 + fraction, y: depth - fraction), CGSize(width: 9, height: 0)),
                    (CGPoint(x: width - 3 - depth + fraction, y: 40 + fraction), CGSize(width: 0, height: 8)),
                    (CGPoint(x: 50 + fraction, y: height - 2 - depth + fraction), CGSize(width: 9, height: 0)),
                ]
                for (place, step) in places {
                    for repeatIndex in 0..<2 {
                        let move = CGAffineTransform(
                            translationX: place.x + step.width * Double(repeatIndex + index * 2),
                            y: place.y + step.height * Double(repeatIndex + index * 2))
                        items.append(.effect(.transform(move), DisplayList(shapes)))
                    }
                }
            }
        }
        return DisplayList(items)
    }

    @Test func shapesCutByTheCanvasEdgeOrOneClipRectangleDrawCairosPixels() {
        let shapes = shapesAcrossEdges(width: 160, height: 120)
        expectSamePixels(shapes, minimumHits: 150)
        // The same shapes under one clip rectangle of whole pixels cutting through them.
        expectSamePixels(shapes, clip: [CGRect(x: 1, y: 2, width: 157, height: 115)], minimumHits: 150)
        expectSamePixels(
            DisplayList([.effect(.transform(CGAffineTransform(translationX: 20, y: 15)), shapes)]),
            clip: [CGRect(x: 20, y: 15, width: 160, height: 120)], minimumHits: 150)
        // Scaled by 2 (the masks are made in device pixels).
        expectSamePixels(shapes, scale: 2, clip: [CGRect(x: 0, y: 0, width: 320, height: 240)], minimumHits: 20)
    }

    /// The benchmark's canvas (`drawing.canvas10k`) in small: short strokes on a grid whose last row
    /// and column cross the canvas's bottom and right edges.
    @Test func aGridOfStrokesCrossingTheCanvasEdgesDrawsCairosPixels() {
        for phase in 0..<7 {
            var items: [DisplayItem] = []
            for index in 0..<1600 {
                let x = Double(index % 40) * 4 + Double(phase)
                let y = Double(index / 40) * 3
                var path = Path()
                path.move(to: CGPoint(x: x, y: y))
                path.addLine(to: CGPoint(x: x + 3, y: y + 2))
                let color = index.isMultiple(of: 2) ? Self.colors[0] : Self.colors[3]
                items.append(.stroke(path, .color(color), StrokeStyle(lineWidth: 1)))
            }
            expectSamePixels(DisplayList(items), backgrounds: [Self.light], minimumHits: 1500)
        }
    }

    @Test func aThousandMovingDotsOnARetainedCanvasDrawCairosPixels() throws {
        func dots(_ t: Double) -> DisplayList {
            DisplayList(
                (0..<200).map { index in
                    let circle = DisplayItem.fill(
                        Path(ellipseIn: CGRect(x: 0, y: 0, width: 16, height: 16)),
                        .color(Color.Resolved(red: Double(index % 7) / 7, green: 0.4, blue: 0.8, opacity: 1 - 0.65 * t))
                    )
                    let move = CGAffineTransform(
                        translationX: Double(index % 20) * 16 + 4 + 12 * t, y: Double(index / 20) * 16 + 4 + 8 * t)
                    return .effect(.transform(move), DisplayList([circle]))
                })
        }
        let size = CGSize(width: 340, height: 180)
        let kept = RetainedRenderer()
        let alone = RetainedRenderer()
        alone.keepsCoverageMasks = false
        for background in [Self.light, Self.dark] {
            for frame in 0...6 {
                let list = dots(Double(frame) / 7)
                try kept.render(list, size: size, background: background)
                try alone.render(list, size: size, background: background)
                let whole = try CairoRenderer().render(list, size: size, background: background)
                #expect(kept.image().bytes == alone.image().bytes, "frame \(frame)")
                #expect(kept.image().bytes == whole.bytes, "frame \(frame)")
            }
        }
        #expect(kept.keptCoverageMasks > 1000)
        #expect(alone.keptCoverageMasks == 0)
    }

    @Test func withoutAPaintedBackgroundCairoDrawsEverything() {
        let list = randomFills(seed: 3, count: 20)
        for background in [Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.001), nil] as [Color.Resolved?] {
            let cache = CoverageMaskCache(drawingOn: OpaquePointer(bitPattern: 1)!, background: background)
            #expect(cache.target == nil)
        }
        expectSamePixels(list, backgrounds: [Self.light], minimumHits: 20)
    }
}
