import Foundation
import PlumeCairo
import PlumeGraphics
import Testing

private typealias T = TestSupport

@Suite struct TextLayoutTests {
    private let engine = PangoTextLayoutEngine.shared

    @Test func helloInBodyHasTheExpectedSize() {
        let result = engine.layout(T.text("Hello"))
        #expect(result.size.width >= 38 && result.size.width <= 42)
        #expect(result.size.height >= 20 && result.size.height <= 21)
        #expect(result.lineCount == 1)
        #expect(!result.isTruncated)
        #expect(result.firstBaseline > 14 && result.firstBaseline < 18)
        #expect(result.lastBaseline == result.firstBaseline)
    }

    @Test func sizesAreFractional() {
        let width = engine.layout(T.text("Hello")).size.width
        #expect(width != width.rounded())
    }

    @Test func emptyStringHasZeroWidthAndOneLineHeight() {
        let result = engine.layout(T.text(""))
        #expect(result.size.width == 0)
        #expect(result.size.height == engine.layout(T.text("Hello")).size.height)
        let noRuns = engine.layout(TextLayoutRequest(runs: []))
        #expect(noRuns.size.width == 0)
    }

    @Test func wrapsAtMaxWidth() {
        let result = engine.layout(T.text("Hello world", maxWidth: 60))
        #expect(result.lineCount == 2)
        #expect(result.size.width <= 60)
        #expect(result.lastBaseline > result.firstBaseline + 15)
        let unwrapped = engine.layout(T.text("Hello world"))
        #expect(unwrapped.lineCount == 1)
        #expect(unwrapped.size.width > 60)
    }

    @Test func longWordsBreakInsideWhenAloneTooWide() {
        let result = engine.layout(T.text("Supercalifragilistic", maxWidth: 50))
        #expect(result.lineCount >= 3)
        #expect(result.size.width <= 50)
    }

    @Test func hardLineBreaksMakeLines() {
        #expect(engine.layout(T.text("one\ntwo\nthree")).lineCount == 3)
    }

    @Test func lineLimitTruncates() {
        let result = engine.layout(T.text("The quick brown fox jumps over the lazy dog", maxWidth: 80, lineLimit: 1))
        #expect(result.lineCount == 1)
        #expect(result.isTruncated)
        #expect(result.size.height < 22)
        let two = engine.layout(T.text("The quick brown fox jumps over the lazy dog", maxWidth: 80, lineLimit: 2))
        #expect(two.lineCount == 2)
        #expect(two.isTruncated)
        let fits = engine.layout(T.text("Hi", maxWidth: 80, lineLimit: 1))
        #expect(!fits.isTruncated)
    }

    @Test func lineLimitCutsHardLinesWithoutWidth() {
        let result = engine.layout(T.text("one\ntwo\nthree\nfour", lineLimit: 2))
        #expect(result.lineCount == 2)
        #expect(result.isTruncated)
    }

    @Test func maxHeightKeepsTheLinesThatFitAndAtLeastOne() {
        let text = "The quick brown fox jumps over the lazy dog"
        let lineHeight = engine.layout(T.text("Hello")).size.height
        var request = T.text(text, maxWidth: 80)
        request.maxHeight = lineHeight * 2 + 1
        let result = engine.layout(request)
        #expect(result.lineCount == 2)
        #expect(result.isTruncated)
        request.maxHeight = 1
        #expect(engine.layout(request).lineCount == 1)
    }

    @Test func monospacedDigitsMakeDigitsEqualWidth() {
        let font = Font.body.monospacedDigit()
        let ones = engine.layout(T.text("1111", font: font)).size.width
        let zeros = engine.layout(T.text("0000", font: font)).size.width
        #expect(abs(ones - zeros) < 0.01)
    }

    @Test func weightItalicTrackingAndLineSpacingChangeTheLayout() {
        let regular = engine.layout(T.text("Hello")).size
        #expect(engine.layout(T.text("Hello", font: .body.bold())).size.width > regular.width)
        #expect(engine.layout(T.text("Hello", font: .body.italic())).size.width != regular.width)
        let tracked = TextLayoutRequest(runs: [TextRun("Hello", font: .body, tracking: 2)])
        // Pango adds tracking between characters, not after the last one.
        #expect(engine.layout(tracked).size.width > regular.width + 7.9)
        let spaced = TextLayoutRequest(runs: [TextRun("a\nb", font: .body)], lineSpacing: 10)
        let tight = TextLayoutRequest(runs: [TextRun("a\nb", font: .body)])
        #expect(abs(engine.layout(spaced).size.height - engine.layout(tight).size.height - 10) < 0.01)
    }

    @Test func runsConcatenate() {
        let request = TextLayoutRequest(runs: [
            TextRun("Hello ", font: .body), TextRun("world", font: .title.bold(), color: T.red),
        ])
        let result = engine.layout(request)
        #expect(result.lineCount == 1)
        #expect(result.size.height > engine.layout(T.text("Hello")).size.height)
    }

    @Test func veryLongStringMeasuresWithoutHanging() {
        let long = String(repeating: "word ", count: 20_000)
        let result = engine.layout(T.text(long, maxWidth: 300))
        #expect(result.lineCount > 100)
        let truncated = engine.layout(T.text(long, maxWidth: 300, lineLimit: 3))
        #expect(truncated.lineCount == 3)
        #expect(truncated.isTruncated)
        // One 100,000-letter word, broken inside the word and cut to two lines.
        let word = engine.layout(T.text(String(repeating: "a", count: 100_000), maxWidth: 300, lineLimit: 2))
        #expect(word.lineCount == 2)
        #expect(word.isTruncated)
        #expect(word.size.width <= 300)
    }

    @Test func longWordsBreakAtTheSamePlacesWithTheFastPath() {
        // Above `longWordLength` letters a word gets break opportunities after every character; the
        // lines must match Pango's own breaking of a slightly shorter word.
        let short = engine.layout(T.text(String(repeating: "m", count: 200), maxWidth: 100))
        let long = engine.layout(T.text(String(repeating: "m", count: 201), maxWidth: 100))
        #expect(long.size.width == short.size.width)
        #expect(long.lineCount == short.lineCount || long.lineCount == short.lineCount + 1)
    }

    @Test func extremeValuesMeasureWithoutCrashing() {
        let huge = engine.layout(T.text("W", font: .system(size: 1e9)))
        #expect(huge.size.width > 1000 && huge.size.width.isFinite)
        let request = TextLayoutRequest(
            runs: [TextRun("ab", font: .body, tracking: 1e12, baselineOffset: -1e12)], maxWidth: 1e12, lineSpacing: 1e12
        )
        #expect(engine.layout(request).size.width.isFinite)
        #expect(engine.layout(T.text("a\u{0}b")).size.width > 0)
    }

    @Test func sameRequestGivesSameResult() {
        let request = T.text("Deterministic text", maxWidth: 70)
        let fresh = PangoTextLayoutEngine(cacheSize: 4)
        #expect(fresh.layout(request) == engine.layout(request))
        fresh.removeAllCachedLayouts()
        #expect(fresh.layout(request) == engine.layout(request))
    }

    @Test func measuredWidthFedBackKeepsTheLines() {
        let text = "The quick brown fox jumps over the lazy dog"
        let first = engine.layout(T.text(text, maxWidth: 120))
        let again = engine.layout(T.text(text, maxWidth: first.size.width))
        #expect(again.lineCount == first.lineCount)
        #expect(again.size == first.size)
    }

    @Test func concurrentMeasurementsMatchSerialOnes() async {
        let requests = (0..<40).map { T.text("Line \($0) of some concurrent text", maxWidth: CGFloat(60 + $0)) }
        let serial = requests.map { PangoTextLayoutEngine(cacheSize: 2).layout($0) }
        let engine = PangoTextLayoutEngine(cacheSize: 8)
        let parallel = await withTaskGroup(of: (Int, TextLayoutResult).self) { group in
            for (index, request) in requests.enumerated() {
                group.addTask { (index, engine.layout(request)) }
            }
            var results = [TextLayoutResult?](repeating: nil, count: requests.count)
            for await (index, result) in group { results[index] = result }
            return results
        }
        #expect(parallel.map { $0! } == serial)
    }

    @Test func materialIconLigatureIsOneIconWide() {
        let icon = engine.layout(
            TextLayoutRequest(runs: [TextRun("favorite", font: .custom("Material Icons", size: 24))]))
        #expect(icon.size.width >= 22 && icon.size.width <= 26)
    }
}

@Suite struct TruncationTests {
    private let engine = PangoTextLayoutEngine.shared

    @Test(arguments: [TruncationMode.head, .middle, .tail])
    func truncatedLineMeasuresItsGlyphsNotTheWrapWidth(mode: TruncationMode) {
        var request = T.text("Hello world again", maxWidth: 80, lineLimit: 1)
        request.truncation = mode
        let result = engine.layout(request)
        #expect(result.isTruncated)
        #expect(result.size.width < 80)
        #expect(result.size.width > 60)
    }

    @Test func headTruncationHasNoGapAfterTheEllipsis() throws {
        var request = T.text("Hello world again", maxWidth: 80, lineLimit: 1)
        request.truncation = .head
        let size = engine.layout(request).size
        let image = try T.render(
            [.text(request, frame: CGRect(origin: .zero, size: size), color: T.black)], width: 100, height: 24)
        // Every column of the measured width up to the last glyph has ink within a few points.
        var lastInk = -1
        var longestGap = 0
        for x in 0..<Int(size.width) {
            let hasInk = (0..<image.height).contains { image.pixel(x: x, y: $0).red < 160 }
            if hasInk {
                if lastInk >= 0 { longestGap = max(longestGap, x - lastInk - 1) }
                lastInk = x
            }
        }
        #expect(longestGap <= 9)  // a word space, not the ~20-point padding Pango leaves
        #expect(lastInk >= Int(size.width) - 3)
    }
}

@Suite struct CaretTests {
    private let engine = PangoTextLayoutEngine.shared

    @Test func caretRunsFromStartToEnd() {
        let request = T.text("Hello")
        let width = engine.layout(request).size.width
        let start = engine.caretRect(in: request, atCharacterOffset: 0)
        let end = engine.caretRect(in: request, atCharacterOffset: 5)
        #expect(start.minX == 0 && start.minY == 0)
        #expect(start.height > 18)
        #expect(abs(end.minX - width) < 0.01)
        #expect(engine.caretRect(in: request, atCharacterOffset: 99) == end)
        #expect(engine.caretRect(in: request, atCharacterOffset: -3) == start)
    }

    @Test func caretMovesToTheNextLine() {
        let request = T.text("one\ntwo")
        let second = engine.caretRect(in: request, atCharacterOffset: 4)
        #expect(second.minX == 0)
        #expect(second.minY > 15)
    }

    @Test func hitTestingFindsTheNearestEdge() {
        let request = T.text("Hello")
        let width = engine.layout(request).size.width
        #expect(engine.characterOffset(in: request, at: CGPoint(x: -10, y: 5)) == 0)
        #expect(engine.characterOffset(in: request, at: CGPoint(x: 1, y: 5)) == 0)
        #expect(engine.characterOffset(in: request, at: CGPoint(x: width + 20, y: 5)) == 5)
        let third = engine.caretRect(in: request, atCharacterOffset: 3).minX
        #expect(engine.characterOffset(in: request, at: CGPoint(x: third + 0.5, y: 5)) == 3)
    }

    @Test func offsetsCountCharactersNotBytes() {
        let request = TextLayoutRequest(runs: [TextRun("é💗", font: .body), TextRun("a", font: .body)])
        let afterEmoji = engine.caretRect(in: request, atCharacterOffset: 2).minX
        let end = engine.caretRect(in: request, atCharacterOffset: 3).minX
        #expect(afterEmoji > engine.caretRect(in: request, atCharacterOffset: 1).minX)
        #expect(end > afterEmoji)
        #expect(engine.characterOffset(in: request, at: CGPoint(x: end + 10, y: 5)) == 3)
    }

    @Test func offsetsSurviveLongWordBreaking() {
        let word = String(repeating: "m", count: 300)
        let request = T.text(word + " end", maxWidth: 100)
        let lastLine = engine.caretRect(in: request, atCharacterOffset: 301)
        #expect(lastLine.minY > 20)
        let tapped = engine.characterOffset(in: request, at: CGPoint(x: lastLine.minX + 1, y: lastLine.midY))
        #expect(tapped == 301)
    }
}
