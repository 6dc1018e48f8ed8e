import Foundation

/// A run of text with one set of attributes; `Text` concatenation produces several.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var font: Font
    /// The color, or nil for the drawing default (the foreground style resolved by the UI).
    public var color: Color.Resolved?
    public var underline: Bool
    public var strikethrough: Bool
    /// Extra space between characters, in points.
    public var tracking: CGFloat
    public var baselineOffset: CGFloat

    public init(
        _ text: String, font: Font, color: Color.Resolved? = nil, underline: Bool = false, strikethrough: Bool = false,
        tracking: CGFloat = 0, baselineOffset: CGFloat = 0
    ) {
        self.text = text
        self.font = font
        self.color = color
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
public struct TextLayoutRequest: Hashable, Sendable {
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
        self.maxWidth = maxWidth.map { $0.isFinite ? max(0, $0) : nil } ?? nil
        self.maxHeight = maxHeight.map { $0.isFinite ? max(0, $0) : nil } ?? nil
        self.lineLimit = lineLimit.map { max(1, $0) }
        self.alignment = alignment
        self.truncation = truncation
        self.lineSpacing = lineSpacing.isFinite ? max(0, lineSpacing) : 0
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
}
