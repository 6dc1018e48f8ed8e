import Foundation
import PlumeCairo
import PlumeGraphics
import Testing

private typealias T = TestSupport

/// `RetainedRenderer` redraws only the damage, and its pixels equal a full redraw's.
@Suite struct RetainedRendererTests {
    private let size = CGSize(width: 200, height: 120)
    private let white = Color.Resolved(red: 1, green: 1, blue: 1)

    private func scene(boxX: CGFloat, blur: CGFloat = 2) -> DisplayList {
        DisplayList([
            T.fill(0, 0, 200, 20, T.blue),
            .effect(
                .transform(CGAffineTransform(translationX: boxX, y: 30)), DisplayList([T.fill(0, 0, 20, 20, T.red)])),
            .effect(.blur(radius: blur), DisplayList([T.fill(120, 60, 30, 30, T.green)])),
            .effect(
                .shadow(
                    color: .init(red: 0, green: 0, blue: 0, opacity: 0.5), radius: 3,
                    offset: CGSize(width: 2, height: 2)),
                DisplayList([T.fill(20, 80, 30, 20, T.red)])),
        ])
    }

    private func expectSameAsFullRedraw(_ retained: RetainedRenderer, _ list: DisplayList, scale: CGFloat) throws {
        let full = try CairoRenderer().render(list, size: size, scale: scale, background: white)
        #expect(retained.image().bytes == full.bytes)
    }

    @Test func movingOneItemDamagesOnlyItsOldAndNewPlace() throws {
        let renderer = RetainedRenderer()
        let first = try renderer.render(scene(boxX: 10), size: size, background: white)
        #expect(first == [CGRect(x: 0, y: 0, width: 200, height: 120)])
        let damage = try renderer.render(scene(boxX: 14), size: size, background: white)
        let union = damage.reduce(CGRect.null) { $0.union($1) }
        #expect(union.contains(CGRect(x: 10, y: 30, width: 24, height: 20)))
        #expect(union.width < 40 && union.height < 40)
        try expectSameAsFullRedraw(renderer, scene(boxX: 14), scale: 1)
        #expect(renderer.partialRedraws == 1 && renderer.fullRedraws == 1)
    }

    /// A fill of an empty path (a shape that draws nothing, seen in a sheet's dialog while it
    /// animates) has null bounds; under a moving transform they must not turn into NaN damage (which
    /// trapped in `CGRect.intersects`).
    @Test func anEmptyPathUnderATransformDamagesNothingOfItsOwn() throws {
        func list(_ y: CGFloat) -> DisplayList {
            DisplayList([
                T.fill(0, 0, 200, 20, T.blue),
                .effect(
                    .transform(CGAffineTransform(translationX: 0, y: y)),
                    DisplayList([.fill(Path(), .color(T.red), FillStyle()), T.fill(10.5, 30.5, 20, 20, T.green)])),
            ])
        }
        let renderer = RetainedRenderer()
        try renderer.render(list(52.26), size: size, background: white)
        let damage = try renderer.render(list(40.5), size: size, background: white)
        #expect(damage.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) })
        try expectSameAsFullRedraw(renderer, list(40.5), scale: 1)
    }

    @Test func anUnchangedListDamagesNothing() throws {
        let renderer = RetainedRenderer()
        try renderer.render(scene(boxX: 10), size: size, scale: 2, background: white)
        #expect(try renderer.render(scene(boxX: 10), size: size, scale: 2, background: white).isEmpty)
        try expectSameAsFullRedraw(renderer, scene(boxX: 10), scale: 2)
    }

    @Test func changingBlurAndMovingUnderEffectsMatchAFullRedraw() throws {
        let renderer = RetainedRenderer()
        for (step, x) in [10, 60, 100, 130, 131, 20].enumerated() {
            let list = scene(boxX: CGFloat(x), blur: CGFloat(step))
            try renderer.render(list, size: size, scale: 2, background: white)
            try expectSameAsFullRedraw(renderer, list, scale: 2)
        }
        #expect(renderer.partialRedraws == 5)
    }

    /// A sheet-like animation: a dimming that fades in and a shadowed card sliding up (off whole
    /// pixels) over rows that stay the same. The rows' pixels come from the backdrop after two
    /// frames, and every frame equals a full redraw.
    @Test func aCardSlidingOverUnchangedRowsMatchesAFullRedrawFrameByFrame() throws {
        let rows: [DisplayItem] = (0..<12).flatMap { index -> [DisplayItem] in
            let y = CGFloat(index) * 10 + 0.5
            return [
                T.fill(4, y, 192, 9, index.isMultiple(of: 2) ? T.green : T.blue),
                .stroke(
                    Path {
                        $0.move(to: CGPoint(x: 8, y: y + 2))
                        $0.addLine(to: CGPoint(x: 60, y: y + 7))
                    },
                    .color(T.black), StrokeStyle(lineWidth: 1)),
            ]
        }
        func frame(_ t: CGFloat) -> DisplayList {
            let card = Path(roundedRect: CGRect(x: 10, y: 30, width: 180, height: 100), cornerRadius: 12)
            let shadow = Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.25)
            return DisplayList(
                rows + [
                    .fill(T.rect(0, 0, 200, 120), .color(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.2 * t))),
                    .effect(
                        .transform(CGAffineTransform(translationX: 0, y: (1 - t) * 97.3)),
                        DisplayList([
                            .effect(
                                .shadow(color: shadow, radius: 16, offset: CGSize(width: 0, height: 4)),
                                DisplayList([.fill(card, .color(T.white))])),
                            T.fill(30, 50, 40, 10, T.red),
                        ])),
                ])
        }
        for scale in [1, 2] as [CGFloat] {
            let renderer = RetainedRenderer()
            try renderer.render(DisplayList(rows), size: size, scale: scale, background: white)
            for step in 0...12 {
                let list = frame(CGFloat(step) / 12)
                try renderer.render(list, size: size, scale: scale, background: white)
                try expectSameAsFullRedraw(renderer, list, scale: scale)
            }
            #expect(renderer.backdropFrames >= 10)
            // A change under the card drops the backdrop, and the next frame is still right.
            var changed = frame(1).items
            changed[0] = T.fill(4, 0.5, 192, 9, T.red)
            try renderer.render(DisplayList(changed), size: size, scale: scale, background: white)
            try expectSameAsFullRedraw(renderer, DisplayList(changed), scale: scale)
        }
    }

    @Test func aNewSizeScaleOrBackgroundRedrawsEverything() throws {
        let renderer = RetainedRenderer()
        try renderer.render(scene(boxX: 10), size: size, background: white)
        let scaled = try renderer.render(scene(boxX: 10), size: size, scale: 2, background: white)
        #expect(scaled == [CGRect(x: 0, y: 0, width: 400, height: 240)])
        let gray = Color.Resolved(red: 0.5, green: 0.5, blue: 0.5)
        #expect(try renderer.render(scene(boxX: 10), size: size, scale: 2, background: gray).count == 1)
        #expect(renderer.fullRedraws == 3)
        var pixels = 0
        renderer.withPixels { bytes, width, height, stride in
            pixels = bytes.count == stride * height ? width * height : -1
        }
        #expect(pixels == 400 * 240)
    }

    @Test func invalidSizesThrowAndTheNextFrameStillDraws() throws {
        let renderer = RetainedRenderer()
        #expect(throws: RenderError.self) {
            try renderer.render(scene(boxX: 10), size: CGSize(width: -1, height: 10), background: white)
        }
        try renderer.render(scene(boxX: 10), size: size, background: white)
        try expectSameAsFullRedraw(renderer, scene(boxX: 10), scale: 1)
    }

    /// pixman steps gradients along each run of a row from its first pixel, so damage that starts a
    /// run inside a gradient shape (its edge, or the edge between two damaged rectangles) used to
    /// change colors by 1 of 255 (`reaction-popup`'s post after a long press).
    @Test func damageCuttingLinearAndRadialGradientsMatchesAFullRedraw() throws {
        let stops = [
            Paint.Stop(color: T.red, location: 0), Paint.Stop(color: T.green, location: 0.5),
            Paint.Stop(color: T.blue, location: 1),
        ]
        let linear = Paint.linear(stops, start: CGPoint(x: 10, y: 10), end: CGPoint(x: 190, y: 110))
        let radial = Paint.radial(stops, center: CGPoint(x: 100, y: 60), startRadius: 3, endRadius: 97)
        var problems: [String] = []
        for (name, paint) in [("linear", linear), ("radial", radial), ("color", Paint.color(T.green))] {
            let shape = Path(roundedRect: CGRect(x: 10.3, y: 10.6, width: 179.4, height: 99.1), cornerRadius: 12)
            func frame(_ boxes: [(CGFloat, CGFloat)]) -> DisplayList {
                DisplayList([.fill(shape, paint, FillStyle())] + boxes.map { T.fill($0.0, $0.1, 7, 9, T.black) })
            }
            let renderer = RetainedRenderer()
            try renderer.render(frame([]), size: size, background: white)
            for step in 0..<24 {
                let boxes = (0..<(step % 4 + 1)).map { i in
                    (CGFloat((step * 37 + i * 53) % 180) + 0.4, CGFloat((step * 23 + i * 31) % 100) + 5.7)
                }
                let list = frame(boxes)
                try renderer.render(list, size: size, background: white)
                let full = try CairoRenderer().render(list, size: size, background: white)
                if renderer.image().bytes != full.bytes {
                    problems.append("\(name) step \(step): \(renderer.image().difference(full))")
                }
            }
            #expect(renderer.partialRedraws == 24)
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
