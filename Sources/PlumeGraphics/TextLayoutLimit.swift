import Foundation

/// How much of a text an engine lays out: at most `length` UTF-8 bytes and `lineBreaks` hard line
/// breaks (see `TextLayoutEngine.limit(for:)`). Text beyond is cut at a character boundary and the
/// kept text ends with "…".
public struct TextLayoutLimit: Hashable, Sendable {
    /// The most UTF-8 bytes kept, the runs together.
    public var length: Int
    /// The most hard line breaks kept (`\n`, `\r` and U+2029; `\r\n` counts as two).
    public var lineBreaks: Int

    public init(length: Int, lineBreaks: Int) {
        self.length = max(0, length)
        self.lineBreaks = max(0, lineBreaks)
    }
}

extension TextLayoutRequest {
    /// Whether the runs are longer than `limit` allows (cheap: reads at most `limit.length` bytes).
    public func exceeds(_ limit: TextLayoutLimit) -> Bool { cutOffset(limit) != nil }

    /// The request with its runs cut to `limit`, the last kept run ending with "…"; nil when the
    /// runs fit.
    public func cut(to limit: TextLayoutLimit) -> TextLayoutRequest? {
        guard var remaining = cutOffset(limit) else { return nil }
        var cut = self
        cut.runs = []
        for run in runs {
            let count = run.text.utf8.count
            if count <= remaining {
                cut.runs.append(run)
                remaining -= count
                continue
            }
            var last = run
            var end = run.text.utf8.index(run.text.startIndex, offsetBy: remaining)
            while end.samePosition(in: run.text.unicodeScalars) == nil { end = run.text.utf8.index(before: end) }
            let boundary = run.text.rangeOfComposedCharacterSequence(at: end).lowerBound
            last.text = String(run.text[..<boundary]) + "…"
            cut.runs.append(last)
            break
        }
        return cut
    }

    /// The UTF-8 offset (the runs together) where `limit` cuts the text, or nil when it all fits.
    private func cutOffset(_ limit: TextLayoutLimit) -> Int? {
        let total = runs.reduce(0) { $0 + $1.text.utf8.count }
        // Fewer bytes than allowed line breaks cannot hold too many of them.
        if total <= limit.length && total <= limit.lineBreaks { return nil }
        var offset = 0
        var breaks = 0
        var back1: UInt8 = 0  // the byte before
        var back2: UInt8 = 0  // the one before that
        for run in runs {
            for byte in run.text.utf8 {
                if offset >= limit.length { return offset }
                // U+2029 is E2 80 A9 in UTF-8.
                let isBreak = byte == 0x0A || byte == 0x0D || (byte == 0xA9 && back1 == 0x80 && back2 == 0xE2)
                if isBreak {
                    breaks += 1
                    if breaks > limit.lineBreaks { return offset - (byte == 0xA9 ? 2 : 0) }
                }
                back2 = back1
                back1 = byte
                offset += 1
            }
        }
        return nil
    }
}
