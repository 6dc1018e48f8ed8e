import Foundation
import Testing

@testable import PlumeGraphics

/// The monospace engine's one-scan line breaking gives the lines the split-based algorithm gave
/// (checked against that algorithm, kept here as the reference).
@Suite("Monospace line breaking") struct MonospaceLineBreakingTests {
    /// The lines as the engine computed them before it stopped splitting strings.
    private func referenceLines(_ string: String, columns: Int?) -> [MonospaceTextLayoutEngine.Line] {
        var lines: [MonospaceTextLayoutEngine.Line] = []
        var base = 0
        for hardLine in string.split(separator: "\n", omittingEmptySubsequences: false) {
            let count = hardLine.count
            defer { base += count + 1 }
            guard let columns, count > columns else {
                lines.append(.init(start: base, count: count))
                continue
            }
            var lineStart = base
            var current = 0
            var wordStart = base
            for word in hardLine.split(separator: " ", omittingEmptySubsequences: false) {
                var w = word.count
                defer { wordStart += word.count + 1 }
                let needed = current == 0 ? w : current + 1 + w
                if needed <= columns {
                    if current == 0 { lineStart = wordStart }
                    current = needed
                    continue
                }
                if current > 0 { lines.append(.init(start: lineStart, count: current)) }
                var start = wordStart
                while w > columns {
                    lines.append(.init(start: start, count: columns))
                    w -= columns
                    start += columns
                }
                lineStart = start
                current = w
            }
            lines.append(.init(start: lineStart, count: current))
        }
        return lines
    }

    @Test func linesMatchTheSplittingAlgorithm() {
        let pieces = ["a", "bc", "word", "longerword", " ", "  ", "\n", "é", "e\u{301}", "\r\n", "🇫🇷", "x"]
        let engine = MonospaceTextLayoutEngine()
        // 600 texts of 0…14 pieces, the pieces picked by index arithmetic (the same texts every run).
        for n in 0..<600 {
            let text = (0..<(n % 15)).map { j in pieces[(n * 7 + j * 13 + j * j) % pieces.count] }.joined()
            for columns in [nil, 1, 2, 3, 5, 8] as [Int?] {
                let request = TextLayoutRequest(
                    runs: [TextRun(text, font: .body)], maxWidth: columns.map { CGFloat($0) * engine.advance })
                let lines = engine.lines(request)
                let expected = referenceLines(text, columns: columns)
                #expect(lines.map(\.start) == expected.map(\.start), "\(text.debugDescription) at \(columns as Any)")
                #expect(lines.map(\.count) == expected.map(\.count), "\(text.debugDescription) at \(columns as Any)")
            }
        }
    }

    @Test func severalRunsBreakAsTheirJoinedText() {
        let engine = MonospaceTextLayoutEngine()
        let runs = [TextRun("Lorem ipsum ", font: .body), TextRun("dolor sit amet.", font: .body)]
        let lines = engine.lines(TextLayoutRequest(runs: runs, maxWidth: 80))
        let expected = referenceLines("Lorem ipsum dolor sit amet.", columns: 10)
        #expect(lines.map(\.start) == expected.map(\.start))
        #expect(lines.map(\.count) == expected.map(\.count))
    }

    @Test func measuringStopsAtTheLimitAndReportsTheCut() {
        let engine = MonospaceTextLayoutEngine()
        let request = TextLayoutRequest(
            runs: [TextRun("aaaa bb cccccc d", font: .body)], maxWidth: 32, lineLimit: 2)
        let result = engine.layout(request)
        #expect(result.lineCount == 2)
        #expect(result.isTruncated)
        #expect(result.size == CGSize(width: 32, height: 32))
        let whole = engine.layout(TextLayoutRequest(runs: [TextRun("aaaa bb cccccc d", font: .body)], maxWidth: 32))
        #expect(whole.lineCount == 4)  // "aaaa", "bb", "cccc", "cc d"
        #expect(!whole.isTruncated)
    }
}
