import Foundation
import PlumeCairo
import PlumeGraphics
import Testing

private typealias T = TestSupport

/// The bounding box of pixels that differ from the background (white) by more than a little.
private func inkBounds(_ image: RenderedImage) -> CGRect? {
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    for y in 0..<image.height {
        for x in 0..<image.width {
            let p = image.pixel(x: x, y: y)
            if Int(p.red) + Int(p.green) + Int(p.blue) < 3 * 255 - 60 {
                minX = min(minX, x)
                minY = min(minY, y)
                maxX = max(maxX, x)
                maxY = max(maxY, y)
            }
        }
    }
    guard maxX >= 0 else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

@Suite struct TextDrawingTests {
    @Test func textDrawsInsideItsMeasuredFrame() throws {
        let request = T.text("Hello")
        let size = PangoTextLayoutEngine.shared.layout(request).size
        let frame = CGRect(origin: CGPoint(x: 20, y: 30), size: size)
        let image = try T.render([.text(request, frame: frame, color: T.black)])
        let ink = try #require(inkBounds(image))
        #expect(ink.minX >= 20 && ink.maxX <= 20 + size.width + 1)
        #expect(ink.minY >= 30 && ink.maxY <= 30 + size.height + 1)
        #expect(ink.width > 30)
    }

    @Test func textUsesTheItemColorAndRunColors() throws {
        let request = TextLayoutRequest(runs: [
            TextRun("███", font: .title), TextRun("███", font: .title, color: T.blue),
        ])
        let size = PangoTextLayoutEngine.shared.layout(request).size
        let image = try T.render(
            [.text(request, frame: CGRect(origin: CGPoint(x: 2, y: 2), size: size), color: T.red)], width: 200)
        let y = 2 + Int(size.height / 2)
        #expect(T.matches(image.pixel(x: 2 + Int(size.width * 0.2), y: y), 255, 0, 0, tolerance: 10))
        #expect(T.matches(image.pixel(x: 2 + Int(size.width * 0.8), y: y), 0, 0, 255, tolerance: 10))
    }

    @Test func alignmentPlacesLinesWithinTheFrame() throws {
        func ink(_ alignment: TextAlignment) throws -> CGRect {
            let request = TextLayoutRequest(runs: [TextRun("Hi", font: .body)], alignment: alignment)
            let frame = CGRect(x: 0, y: 0, width: 100, height: 30)
            return try #require(inkBounds(try T.render([.text(request, frame: frame, color: T.black)])))
        }
        #expect(try ink(.leading).minX < 5)
        #expect(abs(try ink(.center).midX - 50) < 4)
        #expect(try ink(.trailing).maxX > 94)
    }

    @Test func materialIconDrawsTheHeartInItsBox() throws {
        let request = TextLayoutRequest(runs: [TextRun("favorite", font: .custom("Material Icons", size: 24))])
        let size = PangoTextLayoutEngine.shared.layout(request).size
        let image = try T.render(
            [.text(request, frame: CGRect(origin: .zero, size: size), color: T.black)], width: 120, height: 40)
        let ink = try #require(inkBounds(image))
        #expect(ink.width >= 14 && ink.width <= 26)
        #expect(ink.height >= 12 && ink.height <= 26)
        #expect(ink.maxX <= 26)
    }

    @Test func emojiDrawInColor() throws {
        let request = T.text("💗", font: .system(size: 32))
        let size = PangoTextLayoutEngine.shared.layout(request).size
        let image = try T.render([.text(request, frame: CGRect(origin: .zero, size: size), color: T.black)])
        var colored = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if Int(p.red) - Int(p.green) > 80 { colored += 1 }
            }
        }
        #expect(colored > 100)
    }

    @Test func hiDPITextIsTheSameLayoutAtTwiceThePixels() throws {
        let request = T.text("Scale")
        let size = PangoTextLayoutEngine.shared.layout(request).size
        let item = DisplayItem.text(request, frame: CGRect(origin: CGPoint(x: 5, y: 5), size: size), color: T.black)
        let one = try #require(inkBounds(try T.render([item], scale: 1)))
        let two = try #require(inkBounds(try T.render([item], scale: 2)))
        #expect(abs(two.width - 2 * one.width) <= 3)
        #expect(abs(two.minX - 2 * one.minX) <= 2)
    }

    @Test func truncatedTextEndsWithinItsWidth() throws {
        let request = T.text("The quick brown fox jumps over the lazy dog", maxWidth: 80, lineLimit: 1)
        let result = PangoTextLayoutEngine.shared.layout(request)
        let image = try T.render(
            [.text(request, frame: CGRect(origin: .zero, size: result.size), color: T.black)], width: 300)
        let ink = try #require(inkBounds(image))
        #expect(ink.maxX <= 81)
    }

    @Test func underlineStrikethroughAndBaselineOffsetMoveInk() throws {
        func ink(_ run: TextRun) throws -> CGRect {
            let request = TextLayoutRequest(runs: [run])
            let frame = CGRect(x: 10, y: 20, width: 80, height: 40)
            return try #require(inkBounds(try T.render([.text(request, frame: frame, color: T.black)])))
        }
        let plain = try ink(TextRun("ace", font: .title))
        let underlined = try ink(TextRun("ace", font: .title, underline: true))
        #expect(underlined.maxY > plain.maxY + 1)
        // A raised run lifts its glyphs above the line's ascent, so the line grows by the offset and
        // its baseline moves down by as much.
        let plainSize = PangoTextLayoutEngine.shared.layout(TextLayoutRequest(runs: [TextRun("ace", font: .title)]))
        let mixed = PangoTextLayoutEngine.shared.layout(
            TextLayoutRequest(runs: [TextRun("ace", font: .title), TextRun("ace", font: .title, baselineOffset: 6)]))
        #expect(abs(mixed.size.height - plainSize.size.height - 6) < 0.5)
        #expect(abs(mixed.firstBaseline - plainSize.firstBaseline - 6) < 0.5)
        // A strikethrough crosses the letters: the middle row has ink across the whole word.
        let request = TextLayoutRequest(runs: [TextRun("ace", font: .title, strikethrough: true)])
        let image = try T.render([.text(request, frame: CGRect(x: 10, y: 20, width: 80, height: 40), color: T.black)])
        let inkedRows = (Int(plain.minY)...Int(plain.maxY)).filter { y in
            (Int(plain.minX) + 1..<Int(plain.maxX) - 1).allSatisfy { image.pixel(x: $0, y: y).red < 200 }
        }
        #expect(!inkedRows.isEmpty)
    }

    @Test func missingFamilyFallsBackToInter() {
        let engine = PangoTextLayoutEngine.shared
        let missing = engine.layout(T.text("Hello", font: .custom("No Such Family Plume", size: 17)))
        #expect(missing == engine.layout(T.text("Hello")))
    }

    @Test func scrolledLongTextDrawsTheVisibleLines() throws {
        let text = (0..<300).map { "Line \($0)" }.joined(separator: "\n")
        let request = T.text(text, maxWidth: 90)
        let size = PangoTextLayoutEngine.shared.layout(request).size
        #expect(size.height > 3000)
        // Scrolled so that lines far below the top are on screen.
        let frame = CGRect(x: 5, y: -2000, width: 90, height: size.height)
        let image = try T.render([.text(request, frame: frame, color: T.black)])
        let ink = try #require(inkBounds(image))
        #expect(ink.minY < 20 && ink.maxY > 80)
    }

    @Test func translucentTextColorFadesEmojiToo() throws {
        let request = T.text("💗", font: .system(size: 32))
        let size = PangoTextLayoutEngine.shared.layout(request).size
        let half = Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.5)
        let image = try T.render(
            [.text(request, frame: CGRect(origin: .zero, size: size), color: half)], background: nil)
        var maxAlpha = 0
        for y in 0..<image.height {
            for x in 0..<image.width { maxAlpha = max(maxAlpha, Int(image.pixel(x: x, y: y).alpha)) }
        }
        #expect(abs(maxAlpha - 128) <= 2)
    }
}
