import Foundation

/// A text engine with fixed metrics: every character (grapheme) is `advance` wide and every line
/// `lineHeight` high, wrapping at word boundaries by character count (a word longer than a line is
/// split). Font sizes are ignored. Used by benchmarks that compare with peers' test backends.
public final class MonospaceTextLayoutEngine: TextLayoutEngine {
    public let advance: CGFloat
    public let lineHeight: CGFloat

    public init(advance: CGFloat = 8, lineHeight: CGFloat = 16) {
        self.advance = advance
        self.lineHeight = lineHeight
    }

    public func layout(_ request: TextLayoutRequest) -> TextLayoutResult {
        let columns = request.maxWidth.map { max(1, Int(($0 + 0.001) / advance)) }
        var lines: [Int] = []  // character count of each line
        for hardLine in request.string.split(separator: "\n", omittingEmptySubsequences: false) {
            let count = hardLine.count
            guard let columns, count > columns else {
                lines.append(count)
                continue
            }
            var current = 0
            for word in hardLine.split(separator: " ", omittingEmptySubsequences: false) {
                var w = word.count
                let needed = current == 0 ? w : current + 1 + w
                if needed <= columns {
                    current = needed
                    continue
                }
                if current > 0 { lines.append(current) }
                while w > columns {
                    lines.append(columns)
                    w -= columns
                }
                current = w
            }
            lines.append(current)
        }
        var limit = lines.count
        if let lineLimit = request.lineLimit { limit = min(limit, lineLimit) }
        if let maxHeight = request.maxHeight { limit = min(limit, max(1, Int((maxHeight + 0.001) / lineHeight))) }
        let truncated = limit < lines.count
        let shown = lines.prefix(limit)
        let width = CGFloat(shown.max() ?? 0) * advance
        let height = CGFloat(shown.count) * lineHeight
        return TextLayoutResult(
            size: CGSize(width: width, height: height), lineCount: shown.count, firstBaseline: lineHeight * 0.8,
            lastBaseline: height - lineHeight * 0.2, isTruncated: truncated)
    }
}
