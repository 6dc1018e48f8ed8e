import Foundation

/// A text engine with fixed metrics: every character (grapheme) is `advance` wide and every line
/// `lineHeight` high, wrapping at word boundaries by character count (a word longer than a line is
/// split). Font sizes are ignored. Used by benchmarks that compare with peers' test backends, and
/// by tests whose frames and caret positions must be exact.
public final class MonospaceTextLayoutEngine: TextLayoutEngine {
    public let advance: CGFloat
    public let lineHeight: CGFloat

    public init(advance: CGFloat = 8, lineHeight: CGFloat = 16) {
        self.advance = advance
        self.lineHeight = lineHeight
    }

    /// One laid-out line: the character offset where it starts and how many characters it shows
    /// (a space where a line wraps belongs to neither line).
    struct Line {
        var start: Int
        var count: Int
    }

    /// The lines of `request` before any limit, in order.
    func lines(_ request: TextLayoutRequest) -> [Line] {
        let columns = request.maxWidth.map { max(1, Int(($0 + 0.001) / advance)) }
        var lines: [Line] = []
        var base = 0
        for hardLine in request.string.split(separator: "\n", omittingEmptySubsequences: false) {
            let count = hardLine.count
            defer { base += count + 1 }
            guard let columns, count > columns else {
                lines.append(Line(start: base, count: count))
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
                if current > 0 { lines.append(Line(start: lineStart, count: current)) }
                var start = wordStart
                while w > columns {
                    lines.append(Line(start: start, count: columns))
                    w -= columns
                    start += columns
                }
                lineStart = start
                current = w
            }
            lines.append(Line(start: lineStart, count: current))
        }
        return lines
    }

    /// The lines shown after the line limit and maximum height.
    private func shownLines(_ request: TextLayoutRequest) -> (lines: ArraySlice<Line>, truncated: Bool) {
        let all = lines(request)
        var limit = all.count
        if let lineLimit = request.lineLimit { limit = min(limit, lineLimit) }
        if let maxHeight = request.maxHeight { limit = min(limit, max(1, Int((maxHeight + 0.001) / lineHeight))) }
        return (all.prefix(limit), limit < all.count)
    }

    public func layout(_ request: TextLayoutRequest) -> TextLayoutResult {
        let (shown, truncated) = shownLines(request)
        let width = CGFloat(shown.map(\.count).max() ?? 0) * advance
        let height = CGFloat(shown.count) * lineHeight
        return TextLayoutResult(
            size: CGSize(width: width, height: height), lineCount: shown.count, firstBaseline: lineHeight * 0.8,
            lastBaseline: height - lineHeight * 0.2, isTruncated: truncated)
    }

    /// Exact caret geometry on the fixed grid (see `TextLayoutEngine.caretRect`).
    public func caretRect(in request: TextLayoutRequest, atCharacterOffset offset: Int) -> CGRect {
        let (shown, _) = shownLines(request)
        let width = CGFloat(shown.map(\.count).max() ?? 0) * advance
        var row = 0
        for (i, line) in shown.enumerated() where offset >= line.start { row = i }
        guard shown.indices.contains(shown.startIndex + row) else {
            return CGRect(x: 0, y: 0, width: 0, height: lineHeight)
        }
        let line = shown[shown.startIndex + row]
        let column = min(max(0, offset - line.start), line.count)
        return CGRect(
            x: shift(line, width: width, request.alignment) + CGFloat(column) * advance,
            y: CGFloat(row) * lineHeight, width: 0, height: lineHeight)
    }

    /// The nearest caret offset to `point` on the fixed grid (see `TextLayoutEngine.characterOffset`).
    public func characterOffset(in request: TextLayoutRequest, at point: CGPoint) -> Int {
        let (shown, _) = shownLines(request)
        guard !shown.isEmpty else { return 0 }
        let width = CGFloat(shown.map(\.count).max() ?? 0) * advance
        let y = point.y.isFinite ? point.y : 0
        let row = min(max(0, Int((y / lineHeight).rounded(.down))), shown.count - 1)
        let line = shown[shown.startIndex + row]
        let x = (point.x.isFinite ? point.x : 0) - shift(line, width: width, request.alignment)
        let column = min(max(0, Int((x / advance).rounded())), line.count)
        return line.start + column
    }

    private func shift(_ line: Line, width: CGFloat, _ alignment: TextAlignment) -> CGFloat {
        let free = width - CGFloat(line.count) * advance
        switch alignment {
        case .leading: return 0
        case .center: return free / 2
        case .trailing: return free
        }
    }
}
