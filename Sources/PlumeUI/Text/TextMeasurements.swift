import Foundation
import PlumeGraphics

/// One text's measurements (shared by the graph's texts that lay out alike, see `TextLayoutMemo`),
/// kept until the text or its environment changes, so that each width it is offered costs one
/// text-engine call however many proposals, passes, baseline questions and equal texts ask about it.
///
/// Answers a proposal from an earlier measurement where text layout makes them equal:
/// - a measurement without a height limit at width `m` that came out `r` wide holds for every width
///   in `r…m` (wrapping at `m` kept every line within `r`, so a narrower wrap at `w ≥ r` breaks at
///   the same places), and the unlimited-width one for every width at least as wide as it;
/// - a height limit at or above the unlimited-height size, or on a single line, cuts nothing;
/// - a height limit `h` that kept `k` lines `H` high keeps the same `k` lines for every limit in
///   `H…h` (line `k + 1` ends below `h`), and a cut to one line holds for every limit below `h`.
/// Other proposals are measured (and kept, a few per text).
struct TextMeasurements {
    private struct Whole {
        let maxWidth: CGFloat?
        let result: TextLayoutResult
    }
    private struct Cut {
        let maxWidth: CGFloat?
        let maxHeight: CGFloat
        let result: TextLayoutResult
    }

    /// At most this many measurements of each kind are kept (the oldest go first): room for every
    /// width a shared group's texts are offered in a pass (a nested stack offers a text a dozen, and
    /// a cycle through more widths than are kept would measure each of them every time).
    static let capacity = 32

    private var wholes: [Whole] = []
    private var cuts: [Cut] = []

    /// A length as the text engine reads it: nil for none or a non-finite one, at least 0.
    private static func limit(_ v: CGFloat?) -> CGFloat? {
        guard let v, v.isFinite else { return nil }
        return max(0, v)
    }

    /// The layout of the text at most `width` wide and `height` high; `measure(width, height)` asks
    /// the text engine when no kept measurement answers.
    mutating func result(
        width: CGFloat?, height: CGFloat?, measure: (CGFloat?, CGFloat?) -> TextLayoutResult
    ) -> TextLayoutResult {
        let asked = Self.limit(width)
        let whole = wholeResult(width: asked) { measure(asked, nil) }
        guard let height = Self.limit(height), height < whole.size.height, whole.lineCount > 1 else { return whole }
        let kept = cuts.first { cut in
            cut.maxWidth == asked && height <= cut.maxHeight
                && (height >= cut.result.size.height || cut.result.lineCount == 1)
        }
        if let kept { return kept.result }
        // Measured at the width asked: where the cut line ends with "…" depends on it.
        let result = measure(asked, height)
        if cuts.count >= Self.capacity { cuts.removeFirst() }
        cuts.append(Cut(maxWidth: asked, maxHeight: height, result: result))
        return result
    }

    private mutating func wholeResult(width: CGFloat?, measure: () -> TextLayoutResult) -> TextLayoutResult {
        for kept in wholes {
            guard let width else {
                if kept.maxWidth == nil { return kept.result }
                continue
            }
            // The same width, or one between the lines' width and the width they were broken at
            // (a text wider than its width, one glyph per line, answers only that width).
            if kept.maxWidth == width || (width >= kept.result.size.width && kept.maxWidth.map { width <= $0 } ?? true)
            {
                return kept.result
            }
        }
        let result = measure()
        if wholes.count >= Self.capacity { wholes.removeFirst() }
        wholes.append(Whole(maxWidth: width, result: result))
        return result
    }
}
