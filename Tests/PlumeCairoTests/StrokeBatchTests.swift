import Foundation
import PlumeCairo
import PlumeGraphics
import Testing

private typealias T = TestSupport

/// Strokes batched into one cairo path (`StrokeBatch`) draw exactly the pixels of the same strokes
/// drawn one by one. The reference wraps each item in an identity transform, which the painter draws
/// as a list of its own, so nothing there is batched.
@Suite struct StrokeBatchTests {
    private func isolated(_ items: [DisplayItem]) -> [DisplayItem] {
        items.map { item in
            if case .effect(let effect, let content) = item {
                return .effect(effect, DisplayList(isolated(content.items)))
            }
            return .effect(.transform(.identity), DisplayList([item]))
        }
    }

    private func expectSamePixels(
        _ items: [DisplayItem], width: CGFloat = 120, height: CGFloat = 90, scale: CGFloat = 1,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let batched = try T.render(items, width: width, height: height, scale: scale)
        let alone = try T.render(isolated(items), width: width, height: height, scale: scale)
        let differing = zip(batched.bytes, alone.bytes).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) bytes differ", sourceLocation: sourceLocation)
    }

    /// A deterministic generator, so a failure can be replayed.
    private struct Random {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        mutating func point(in rect: CGRect) -> CGPoint {
            CGPoint(x: rect.minX + next() * rect.width, y: rect.minY + next() * rect.height)
        }
    }

    /// Short strokes of every kind: slanted, axis-aligned, curved, several segments, with each cap
    /// and join, opaque and translucent, touching and crossing one another.
    private func randomStrokes(seed: UInt64, count: Int) -> [DisplayItem] {
        var random = Random(state: seed)
        let colors = [
            Color.Resolved(red: 0, green: 0, blue: 1), Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 0.6),
            Color.Resolved(red: 0.1, green: 0.7, blue: 0.2, opacity: 0.35),
        ]
        let caps: [StrokeStyle.LineCap] = [.butt, .round, .square]
        let joins: [StrokeStyle.LineJoin] = [.miter, .round, .bevel]
        let area = CGRect(x: -5, y: -5, width: 130, height: 100)
        return (0..<count).map { index in
            let start = random.point(in: area)
            var path = Path()
            path.move(to: start)
            let end = CGPoint(x: start.x + random.next() * 8 - 4, y: start.y + random.next() * 8 - 4)
            switch index % 6 {
            case 0: path.addLine(to: CGPoint(x: end.x, y: start.y))
            case 1: path.addLine(to: CGPoint(x: start.x, y: end.y))
            case 2: path.addQuadCurve(to: end, control: random.point(in: area.insetBy(dx: 50, dy: 40)))
            case 3:
                path.addLine(to: end)
                path.addLine(to: CGPoint(x: end.x + 3, y: start.y))
            case 4:
                path.addLine(to: CGPoint(x: end.x, y: start.y))
                path.addLine(to: end)
                path.closeSubpath()
            default: path.addLine(to: end)
            }
            let style = StrokeStyle(
                lineWidth: [0.5, 1, 1.5, 3][index % 4], lineCap: caps[(index / 2) % 3], lineJoin: joins[(index / 3) % 3]
            )
            return .stroke(path, .color(colors[(index / 5) % 3]), style)
        }
    }

    @Test func randomStrokesDrawTheSamePixelsAsOneByOne() throws {
        for seed in 1...6 as ClosedRange<UInt64> {
            try expectSamePixels(randomStrokes(seed: seed, count: 60 * Int(seed)))
        }
    }

    @Test func underTransformsClipsAndScalesTheyDrawTheSamePixels() throws {
        let strokes = randomStrokes(seed: 42, count: 250)
        let transforms = [
            CGAffineTransform(translationX: 0.37, y: 0.61), CGAffineTransform(scaleX: 1.5, y: 0.75),
            CGAffineTransform(rotationAngle: 0.3), CGAffineTransform(a: 1, b: 0.2, c: -0.1, d: 1, tx: 3, ty: 1),
        ]
        for transform in transforms {
            try expectSamePixels([.effect(.transform(transform), DisplayList(strokes))])
            try expectSamePixels([.effect(.transform(transform), DisplayList(strokes))], scale: 2)
        }
        let rounded = Path(roundedRect: CGRect(x: 10.3, y: 8.6, width: 90.2, height: 60.5), cornerRadius: 14)
        try expectSamePixels([.effect(.clip(rounded, FillStyle()), DisplayList(strokes))])
        try expectSamePixels([.effect(.clip(T.rect(20.5, 10.25, 50, 40), FillStyle()), DisplayList(strokes))])
    }

    /// The case batching must never merge: translucent strokes crossing one another, where a pixel
    /// covered twice is darker than one covered once.
    @Test func overlappingTranslucentStrokesStayBlendedOneOverAnother() throws {
        let color = Color.Resolved(red: 0, green: 0, blue: 1, opacity: 0.5)
        var items: [DisplayItem] = []
        for index in 0..<20 {
            let y = CGFloat(10 + index * 3)
            items.append(
                .stroke(
                    Path {
                        $0.move(to: CGPoint(x: 10, y: y))
                        $0.addLine(to: CGPoint(x: 100, y: y + 20))
                    },
                    .color(color), StrokeStyle(lineWidth: 6)))
        }
        try expectSamePixels(items)
        let image = try T.render(items, width: 120, height: 90)
        let once = image.pixel(x: 12, y: 8)
        let overlapped = image.pixel(x: 60, y: 29)
        #expect(overlapped.red < once.red && overlapped.alpha == 255)
    }

    /// The benchmark's canvas: 10,000 short strokes of two alternating colours, neighbours sharing
    /// pixel columns and rows.
    @Test func aDenseFieldOfShortStrokesDrawsTheSamePixels() throws {
        var items: [DisplayItem] = []
        for phase in [0, 3] as [CGFloat] {
            items = (0..<10_000).map { index in
                let x = CGFloat(index % 100) * 4 + phase
                let y = CGFloat(index / 100) * 3
                let path = Path {
                    $0.move(to: CGPoint(x: x, y: y))
                    $0.addLine(to: CGPoint(x: x + 3, y: y + 2))
                }
                let color = index.isMultiple(of: 2) ? T.blue : Color.Resolved(red: 1, green: 0.6, blue: 0)
                return .stroke(path, .color(color), StrokeStyle(lineWidth: 1))
            }
            try expectSamePixels(items, width: 400, height: 300)
        }
    }

    /// A retained canvas redraws only scattered damage rectangles (a clip of several rectangles,
    /// which cairo splits into bands): the batched strokes there match drawing one by one.
    @Test func scatteredDamageOnARetainedCanvasMatchesOneByOne() throws {
        let size = CGSize(width: 120, height: 90)
        let before = randomStrokes(seed: 11, count: 300)
        var after = before
        for index in stride(from: 3, to: after.count, by: 29) {
            guard case .stroke(let path, _, let style, _) = after[index] else { continue }
            after[index] = .stroke(path, .color(T.red), style)
        }
        let renderer = RetainedRenderer()
        try renderer.render(DisplayList(before), size: size, background: T.white)
        let damage = try renderer.render(DisplayList(after), size: size, background: T.white)
        #expect(damage.count > 1)
        let alone = try T.render(isolated(after), width: size.width, height: size.height)
        #expect(renderer.image().bytes == alone.bytes)
    }

    /// Vector output keeps one path per stroke, and bad geometry draws nothing without trapping.
    @Test func hugeAndDegenerateStrokesDrawAsBefore() throws {
        var items = randomStrokes(seed: 7, count: 40)
        items.append(
            .stroke(
                Path {
                    $0.move(to: .zero)
                    $0.addLine(to: CGPoint(x: 1e300, y: 1e300))
                }, .color(T.red), StrokeStyle()))
        items.append(
            .stroke(
                Path {
                    $0.move(to: CGPoint(x: 5, y: 5))
                    $0.addLine(to: CGPoint(x: 5, y: 5))
                }, .color(T.red), StrokeStyle(lineCap: .square)))
        items.append(
            .stroke(
                Path {
                    $0.move(to: CGPoint(x: 7, y: 7))
                    $0.addLine(to: CGPoint(x: 9, y: 30))
                }, .color(T.red), StrokeStyle(lineWidth: 2, dash: [2, 1])))
        items += randomStrokes(seed: 8, count: 40)
        try expectSamePixels(items)
    }
}
