import Foundation
import PlumeGraphics

extension PangoTextLayoutEngine {
    /// Pango lays out at most 100,000 bytes, 2,000 hard line breaks, about 4,000 wrapped lines, and
    /// no more text than fits in 1.5 million points either way (Pango's 32-bit coordinates end at
    /// 2,097,151 points) — see `PangoLayoutBuilder.limit(for:)`. Longer text is cut and ends with "…".
    public func limit(for request: TextLayoutRequest) -> TextLayoutLimit? { PangoLayoutBuilder.limit(for: request) }
}

extension PangoLayoutBuilder {
    /// The most UTF-8 bytes one layout holds (a 100 KB paragraph takes Pango about 0.75 s at 390 points).
    static let maximumLength = 100_000
    /// The most hard line breaks one layout holds (Pango's time grows with the square of the paragraphs:
    /// 2,000 short lines take 0.2 s, 18,000 take 9 s).
    static let maximumLineBreaks = 2_000
    /// About how many wrapped lines one layout holds (each costs Pango about 0.1 ms).
    static let maximumWrappedLines = 4_000
    /// The largest extent, in points, text may reach on either axis.
    static let maximumExtent = 1_500_000.0

    /// How much of `request` one Pango layout holds. Every byte may start a line (a narrow width) or
    /// advance the line (no width), so the length is bounded by the extent over the largest line
    /// height or character advance (1.5 × the font size, plus line spacing and tracking); when the
    /// text wraps, also by `maximumWrappedLines` lines of at least half an em per character.
    static func limit(for request: TextLayoutRequest) -> TextLayoutLimit {
        let size = request.runs.map { Double($0.font.size) }.max() ?? 17
        let tracking = min(max(0, request.runs.map { Double($0.tracking) }.max() ?? 0), maximumExtent)
        let advance = 1.5 * size + Double(request.lineSpacing) + tracking
        var length = min(Double(maximumLength), maximumExtent / advance)
        if let width = request.maxWidth {
            let bytesPerLine = max(1, Double(width) / (0.5 * size + tracking))
            length = min(length, Double(maximumWrappedLines) * bytesPerLine)
        }
        return TextLayoutLimit(length: Int(length), lineBreaks: maximumLineBreaks)
    }
}
