import Foundation
import PlumeGraphics
import Testing

/// An engine that only measures (every character 10 wide, lines 20 high): it gets the protocol's
/// default caret geometry.
private final class MeasureOnlyEngine: TextLayoutEngine {
    func layout(_ request: TextLayoutRequest) -> TextLayoutResult {
        let lines = request.string.split(separator: "\n", omittingEmptySubsequences: false)
        let width = CGFloat(lines.map(\.count).max() ?? 0) * 10
        return TextLayoutResult(
            size: CGSize(width: width, height: CGFloat(lines.count) * 20), lineCount: lines.count,
            firstBaseline: 16, lastBaseline: CGFloat(lines.count) * 20 - 4, isTruncated: false)
    }
}

@Suite("Caret geometry") struct CaretGeometryTests {
    private func request(_ text: String, maxWidth: CGFloat? = nil) -> TextLayoutRequest {
        TextLayoutRequest(runs: [TextRun(text, font: .body)], maxWidth: maxWidth)
    }

    @Test func defaultImplementationMeasuresPrefixesOfHardLines() {
        let engine = MeasureOnlyEngine()
        #expect(
            engine.caretRect(in: request("abc\nde"), atCharacterOffset: 2) == CGRect(x: 20, y: 0, width: 0, height: 20))
        #expect(
            engine.caretRect(in: request("abc\nde"), atCharacterOffset: 5) == CGRect(x: 10, y: 20, width: 0, height: 20)
        )
        #expect(engine.caretRect(in: request("abc"), atCharacterOffset: 99).minX == 30)
        #expect(engine.characterOffset(in: request("abc\nde"), at: CGPoint(x: 14, y: 5)) == 1)
        #expect(engine.characterOffset(in: request("abc\nde"), at: CGPoint(x: 16, y: 5)) == 2)
        #expect(engine.characterOffset(in: request("abc\nde"), at: CGPoint(x: 500, y: 25)) == 6)
        #expect(engine.characterOffset(in: request("abc"), at: CGPoint(x: CGFloat.nan, y: -5)) == 0)
    }

    @Test func monospaceEngineFollowsItsWrappedLines() {
        let engine = MonospaceTextLayoutEngine()  // 8 × 16
        let wrapped = request("hello big world", maxWidth: 80)  // "hello big" / "world"
        #expect(engine.layout(wrapped).lineCount == 2)
        #expect(engine.caretRect(in: wrapped, atCharacterOffset: 12) == CGRect(x: 16, y: 16, width: 0, height: 16))
        #expect(engine.characterOffset(in: wrapped, at: CGPoint(x: 17, y: 20)) == 12)
        #expect(engine.characterOffset(in: wrapped, at: CGPoint(x: 500, y: 2)) == 9)
        let centered = TextLayoutRequest(runs: [TextRun("ab\nabcd", font: .body)], alignment: .center)
        #expect(engine.caretRect(in: centered, atCharacterOffset: 0).minX == 8)
    }
}
