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
        var lines: [Line] = []
        forEachLine(request) { line in
            lines.append(line)
            return true
        }
        return lines
    }

    /// Calls `body` with each line of `request` before any limit, in order, until it returns false.
    ///
    /// One scan over the text, without splitting it: ASCII runs are read byte by byte; text with
    /// other characters (or a carriage return, which joins a following line feed into one
    /// character) is read by `Character`, so lines and offsets count graphemes either way.
    func forEachLine(_ request: TextLayoutRequest, _ body: (Line) -> Bool) {
        let columns = request.maxWidth.map { max(1, Int(($0 + 0.001) / advance)) }
        var breaker = LineBreaker(columns: columns)
        let isASCII = request.runs.allSatisfy { run in run.text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } }
        if isASCII {
            for run in request.runs {
                for byte in run.text.utf8 {
                    let kind: LineBreaker.Kind = byte == 0x0A ? .newline : byte == 0x20 ? .space : .other
                    guard breaker.add(kind, body) else { return }
                }
            }
        } else {
            // Characters may join across runs (a combining mark, "\r" + "\n"): read the joined text.
            for character in request.runs.count == 1 ? request.runs[0].text : request.string {
                let kind: LineBreaker.Kind = character == "\n" ? .newline : character == " " ? .space : .other
                guard breaker.add(kind, body) else { return }
            }
        }
        _ = breaker.finish(body)
    }

    /// Greedy word wrapping by character count, fed one character at a time: a hard line that fits
    /// is one line from its start; a longer one breaks at spaces (the space where a line wraps
    /// belongs to neither line, spaces at a line's start are skipped) and a word longer than a line
    /// is split.
    struct LineBreaker {
        enum Kind { case newline, space, other }

        let columns: Int?
        /// Character offset where the current hard line starts, and its length so far.
        private var base = 0
        private var count = 0
        /// The line being filled: where it starts and how many characters it holds.
        private var lineStart = 0
        private var current = 0
        /// The word being read: where it starts and its length so far.
        private var wordStart = 0
        private var word = 0

        init(columns: Int?) { self.columns = columns }

        /// Adds one character; returns false when `body` asked to stop.
        mutating func add(_ kind: Kind, _ body: (Line) -> Bool) -> Bool {
            switch kind {
            case .other:
                word += 1
                count += 1
                return true
            case .space:
                guard endWord(body) else { return false }
                count += 1
                wordStart += word + 1
                word = 0
                return true
            case .newline:
                guard finish(body) else { return false }
                base += count + 1
                count = 0
                lineStart = base
                current = 0
                wordStart = base
                word = 0
                return true
            }
        }

        /// Ends the current hard line, giving its last line; returns false when `body` asked to stop.
        mutating func finish(_ body: (Line) -> Bool) -> Bool {
            guard let columns, count > columns else { return body(Line(start: base, count: count)) }
            guard endWord(body) else { return false }
            return body(Line(start: lineStart, count: current))
        }

        /// Places the word just read on the current line or on new ones (only when the hard line is
        /// longer than a line: a shorter one is given whole by `finish`).
        private mutating func endWord(_ body: (Line) -> Bool) -> Bool {
            guard let columns else { return true }
            var w = word
            let needed = current == 0 ? w : current + 1 + w
            if needed <= columns {
                if current == 0 { lineStart = wordStart }
                current = needed
                return true
            }
            if current > 0 {
                guard body(Line(start: lineStart, count: current)) else { return false }
            }
            var start = wordStart
            while w > columns {
                guard body(Line(start: start, count: columns)) else { return false }
                w -= columns
                start += columns
            }
            lineStart = start
            current = w
            return true
        }
    }

    /// The lines shown after the line limit and maximum height.
    private func shownLines(_ request: TextLayoutRequest) -> (lines: ArraySlice<Line>, truncated: Bool) {
        let all = lines(request)
        let limit = min(all.count, lineLimit(request))
        return (all.prefix(limit), limit < all.count)
    }

    /// The most lines `request` may show (its line limit and maximum height; at least one).
    private func lineLimit(_ request: TextLayoutRequest) -> Int {
        var limit = Int.max
        if let lineLimit = request.lineLimit { limit = min(limit, lineLimit) }
        if let maxHeight = request.maxHeight { limit = min(limit, max(1, Int((maxHeight + 0.001) / lineHeight))) }
        return limit
    }

    /// Measures without keeping the lines: one scan that stops at the first line past the limit.
    public func layout(_ request: TextLayoutRequest) -> TextLayoutResult {
        let limit = lineLimit(request)
        var shown = 0
        var widest = 0
        var truncated = false
        forEachLine(request) { line in
            guard shown < limit else {
                truncated = true
                return false
            }
            shown += 1
            widest = max(widest, line.count)
            return true
        }
        let width = CGFloat(widest) * advance
        let height = CGFloat(shown) * lineHeight
        return TextLayoutResult(
            size: CGSize(width: width, height: height), lineCount: shown, firstBaseline: lineHeight * 0.8,
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
