import Foundation
import PlumeCairo
import PlumeGraphics
import Testing

/// Pango's limits (`PangoTextLayoutEngine.limit(for:)`): text of any size lays out in bounded time
/// with finite, positive measurements, cut and marked truncated beyond the limit.
@Suite struct TextLimitTests {
    private let engine = PangoTextLayoutEngine.shared

    private func request(_ text: String, maxWidth: CGFloat? = nil, size: CGFloat = 17) -> TextLayoutRequest {
        TextLayoutRequest(runs: [TextRun(text, font: .system(size: size))], maxWidth: maxWidth)
    }

    @Test func longBidirectionalTextInANarrowColumnMeasures() {
        // The crash: 264 KB of mixed-direction text 20 points wide overflowed Pango's units.
        let text = request(String(repeating: "abc שלום 123 مرحبا def ", count: 11_008), maxWidth: 20)
        let limit = engine.limit(for: text)
        #expect(limit.map { text.exceeds($0) } == true)
        let result = engine.layout(text)
        #expect(result.isTruncated)
        #expect(result.size.width > 0 && result.size.width <= 20)
        #expect(result.size.height > 1000 && result.size.height < 1_500_000, "\(result.size)")
        #expect(result.lineCount > 100)
    }

    @Test func limitsFollowTheFontSizeAndTheWidth() throws {
        let body = try #require(engine.limit(for: request("x")))
        #expect(body.length == Int(1_500_000 / 25.5) && body.lineBreaks == 2_000)  // 1.5 em per byte
        let wide = try #require(engine.limit(for: request("x", maxWidth: 390)))
        #expect(wide.length == Int(1_500_000 / 25.5))
        let small = try #require(engine.limit(for: request("x", maxWidth: 390, size: 8)))
        #expect(small.length == 100_000)
        let narrow = try #require(engine.limit(for: request("x", maxWidth: 20)))
        #expect(narrow.length < 10_000)
        let huge = try #require(engine.limit(for: request("x", size: 10_000)))
        #expect(huge.length == 100)
    }

    @Test func aTenMegabyteLineAndTenMegabytesOfLinesMeasure() {
        let line = engine.layout(request(String(repeating: "0123456789", count: 1_000_000)))
        #expect(line.isTruncated && line.lineCount == 1)
        #expect(line.size.width > 100_000 && line.size.width < 1_500_000, "\(line.size)")
        let lines = engine.layout(request(String(repeating: "a short line\n", count: 800_000), maxWidth: 390))
        #expect(lines.isTruncated && lines.lineCount == 2_001, "\(lines.lineCount)")
    }
}
