import Foundation

/// A run of text with one set of attributes; `Text` concatenation produces several.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var font: Font
    /// The color, or nil for the drawing default (the foreground style resolved by the UI).
    public var color: Color.Resolved?
    /// The colour painted behind the characters, or nil for none.
    public var background: Color.Resolved?
    public var underline: Bool
    public var strikethrough: Bool
    /// The underline's and strikethrough's colours, or nil for the text's colour.
    public var underlineColor: Color.Resolved?
    public var strikethroughColor: Color.Resolved?
    /// Extra space between characters, in points.
    public var tracking: CGFloat
    public var baselineOffset: CGFloat

    public init(
        _ text: String, font: Font, color: Color.Resolved? = nil, background: Color.Resolved? = nil,
        underline: Bool = false, strikethrough: Bool = false, tracking: CGFloat = 0, baselineOffset: CGFloat = 0,
        underlineColor: Color.Resolved? = nil, strikethroughColor: Color.Resolved? = nil
    ) {
        self.underlineColor = underlineColor
        self.strikethroughColor = strikethroughColor
        self.text = text
        self.font = font
        self.color = color
        self.background = background
        self.underline = underline
        self.strikethrough = strikethrough
        self.tracking = tracking.isFinite ? tracking : 0
        self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
    }
}

/// Horizontal alignment of lines in a multi-line text, as SwiftUI's `TextAlignment`.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// Where text is cut when it does not fit, as SwiftUI's `Text.TruncationMode`.
public enum TruncationMode: String, Hashable, Sendable {
    case head, middle, tail
}

/// Everything a text engine needs to measure or draw a paragraph.
///
/// `maxWidth` nil means a single unwrapped line per hard line break. `maxHeight` limits the lines to
/// those that fit (at least one); `lineLimit` limits them by count. Cut text ends with "…".
/// Line spacing is kept within 0…`maximumLineSpacing` points. An engine may lay out only part of a
/// very long text (see `TextLayoutEngine.limit(for:)`).
public struct TextLayoutRequest: Hashable, Sendable {
    /// The largest line spacing, in points.
    public static let maximumLineSpacing: CGFloat = 10_000

    public var runs: [TextRun]
    public var maxWidth: CGFloat?
    public var maxHeight: CGFloat?
    public var lineLimit: Int?
    public var alignment: TextAlignment
    public var truncation: TruncationMode
    public var lineSpacing: CGFloat

    public init(
        runs: [TextRun], maxWidth: CGFloat? = nil, maxHeight: CGFloat? = nil, lineLimit: Int? = nil,
        alignment: TextAlignment = .leading, truncation: TruncationMode = .tail, lineSpacing: CGFloat = 0
    ) {
        self.runs = runs
        self.maxWidth = nil
        self.maxHeight = nil
        self.lineLimit = lineLimit.map { max(1, $0) }
        self.alignment = alignment
        self.truncation = truncation
        self.lineSpacing = lineSpacing.isFinite ? min(max(0, lineSpacing), Self.maximumLineSpacing) : 0
        limit(width: maxWidth, height: maxHeight)
    }

    /// Sets the size limits: an infinite or NaN length is no limit, a negative one is 0.
    public mutating func limit(width: CGFloat?, height: CGFloat?) {
        maxWidth = width.map { $0.isFinite ? max(0, $0) : nil } ?? nil
        maxHeight = height.map { $0.isFinite ? max(0, $0) : nil } ?? nil
    }

    /// The plain string of all runs.
    public var string: String { runs.map(\.text).joined() }
}

/// The measured paragraph.
public struct TextLayoutResult: Hashable, Sendable {
    /// The size of the laid-out lines (width of the longest line, height of all lines).
    public var size: CGSize
    public var lineCount: Int
    /// Distance from the top to the first line's baseline.
    public var firstBaseline: CGFloat
    /// Distance from the top to the last line's baseline.
    public var lastBaseline: CGFloat
    /// Whether some text was cut by the width, height or line limit.
    public var isTruncated: Bool

    public init(size: CGSize, lineCount: Int, firstBaseline: CGFloat, lastBaseline: CGFloat, isTruncated: Bool) {
        self.size = size
        self.lineCount = lineCount
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.isTruncated = isTruncated
    }
}

/// Measures paragraphs. PlumeCairo's Pango engine is the real one; `MonospaceTextLayoutEngine` is a
/// fixed-metrics engine for benchmarks and tests that must not depend on fonts.
///
/// Contract: deterministic (the same request gives the same result), and a renderer drawing the
/// request with `maxWidth` set to the measured width produces the same lines.
public protocol TextLayoutEngine: AnyObject {
    func layout(_ request: TextLayoutRequest) -> TextLayoutResult
    /// The caret before the character at `offset` (see the extension for the contract).
    func caretRect(in request: TextLayoutRequest, atCharacterOffset offset: Int) -> CGRect
    /// The caret offset nearest to `point` (see the extension for the contract).
    func characterOffset(in request: TextLayoutRequest, at point: CGPoint) -> Int
    /// How much of `request` the engine lays out, or nil when it lays out any text whole. An engine
    /// with a limit lays out `request.cut(to:)` of it (views report the cut, see `exceeds(_:)`).
    func limit(for request: TextLayoutRequest) -> TextLayoutLimit?
}

extension TextLayoutEngine {
    /// No limit: the engine lays out any text whole.
    public func limit(for request: TextLayoutRequest) -> TextLayoutLimit? { nil }
}

/// Caret geometry and hit testing for text editing.
///
/// Offsets count the `Character`s of the request's runs in order (for ordinary text, the characters
/// of `request.string`); positions are in points from the top left of the text as drawn in a frame
/// as wide as the measured width. The default implementations measure prefixes of single lines
/// (one layout per probe, lines split at hard breaks only, leading alignment); engines that wrap
/// (Pango, the monospace engine) answer exactly from their own lines.
extension TextLayoutEngine {
    /// The caret before the character at `offset` (clamped to 0…count): a zero-width rectangle as
    /// tall as its line.
    public func caretRect(in request: TextLayoutRequest, atCharacterOffset offset: Int) -> CGRect {
        let (line, column, lines) = Self.hardLine(containing: offset, in: request.string)
        let font = request.runs.first?.font ?? .body
        let lineHeight = layout(TextLayoutRequest(runs: [TextRun("Ag", font: font)])).size.height
        let prefix = String(lines[line].prefix(column))
        let x = prefix.isEmpty ? 0 : layout(TextLayoutRequest(runs: [TextRun(prefix, font: font)])).size.width
        return CGRect(x: x, y: CGFloat(line) * lineHeight, width: 0, height: lineHeight)
    }

    /// The character offset of the caret position nearest to `point`.
    public func characterOffset(in request: TextLayoutRequest, at point: CGPoint) -> Int {
        let font = request.runs.first?.font ?? .body
        let lineHeight = max(1, layout(TextLayoutRequest(runs: [TextRun("Ag", font: font)])).size.height)
        let lines = request.string.split(separator: "\n", omittingEmptySubsequences: false)
        let y = point.y.isFinite ? point.y : 0
        let row = min(max(0, Int(y / lineHeight)), lines.count - 1)
        let base = lines.prefix(row).reduce(0) { $0 + $1.count + 1 }
        let characters = Array(lines[row])
        let x = point.x.isFinite ? point.x : 0
        // Binary search for the last prefix no wider than x, then pick the nearer edge.
        var low = 0
        var high = characters.count
        func width(_ n: Int) -> CGFloat {
            n == 0 ? 0 : layout(TextLayoutRequest(runs: [TextRun(String(characters[..<n]), font: font)])).size.width
        }
        while low < high {
            let middle = (low + high + 1) / 2
            if width(middle) <= x { low = middle } else { high = middle - 1 }
        }
        if low < characters.count, x - width(low) > width(low + 1) - x { low += 1 }
        return base + low
    }

    private static func hardLine(containing offset: Int, in string: String) -> (Int, Int, [Substring]) {
        let lines = string.split(separator: "\n", omittingEmptySubsequences: false)
        var remaining = max(0, offset)
        for (i, line) in lines.enumerated() {
            if remaining <= line.count || i == lines.count - 1 { return (i, min(remaining, line.count), lines) }
            remaining -= line.count + 1
        }
        return (0, 0, lines)
    }
}
