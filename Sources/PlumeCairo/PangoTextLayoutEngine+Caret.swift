import CCairo
import Foundation
import PlumeGraphics

/// Caret geometry and hit testing for text editing, on the same cached layouts the engine measures
/// and the renderer draws.
///
/// Offsets count the `Character`s of the request's runs in order (for ordinary text, the characters
/// of `request.string`). Positions are in points from the top left of the text as drawn in a frame
/// as wide as the measured width. These are the engine's answers to `TextLayoutEngine`'s caret
/// requirements, which text fields use.
extension PangoTextLayoutEngine {
    /// The caret before the character at `offset` (clamped to 0…count; count is after the last
    /// character): a zero-width rectangle as tall as its line.
    /// ```swift
    /// let caret = engine.caretRect(in: request, atCharacterOffset: 3)
    /// ```
    public func caretRect(in request: TextLayoutRequest, atCharacterOffset offset: Int) -> CGRect {
        let starts = Self.characterByteOffsets(request)
        let index = starts[min(max(offset, 0), starts.count - 1)]
        return withLayout(request) { layout, _, _ in
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            var position = PangoRectangle()
            pango_layout_index_to_pos(layout, Int32(clamping: index), &position)
            return CGRect(
                x: (Double(position.x) - Double(logical.x)) / pangoScale,
                y: (Double(position.y) - Double(logical.y)) / pangoScale,
                width: 0, height: Double(position.height) / pangoScale)
        }
    }

    /// The character offset of the caret position nearest to `point` (a tap inside the text):
    /// before or after the character under the point, whichever edge is nearer; points beyond a
    /// line's end give the end of that line.
    public func characterOffset(in request: TextLayoutRequest, at point: CGPoint) -> Int {
        let starts = Self.characterByteOffsets(request)
        let (byteIndex, trailing): (Int, Int) = withLayout(request) { layout, _, _ in
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            var index: Int32 = 0
            var trailing: Int32 = 0
            let x = Int32(clamping: Int64(pangoUnits(point.x.isFinite ? Double(point.x) : 0)) + Int64(logical.x))
            let y = Int32(clamping: Int64(pangoUnits(point.y.isFinite ? Double(point.y) : 0)) + Int64(logical.y))
            _ = pango_layout_xy_to_index(layout, x, y, &index, &trailing)
            return (Int(index), Int(trailing))
        }
        // The character containing the byte index (last start at or before it), then its trailing edge.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= byteIndex { low = middle } else { high = middle - 1 }
        }
        return min(low + (trailing > 0 ? 1 : 0), starts.count - 1)
    }

    /// The byte offset in the layout's text where each character of the runs starts, plus the end.
    /// Mirrors `PangoLayoutBuilder`'s text preparation (NUL shown as U+FFFD, zero-width spaces after
    /// the characters of very long words when wrapping).
    static func characterByteOffsets(_ request: TextLayoutRequest) -> [Int] {
        var offsets: [Int] = []
        var byte = 0
        let breaksLongWords = request.maxWidth != nil
        for run in request.runs {
            var word: [Int] = []
            func flush() {
                let isLong = breaksLongWords && word.count > PangoLayoutBuilder.longWordLength
                for length in word {
                    offsets.append(byte)
                    byte += length + (isLong ? 3 : 0)
                }
                word.removeAll(keepingCapacity: true)
            }
            for character in run.text {
                let length = character == "\u{0}" ? 3 : character.utf8.count
                if character.isWhitespace {
                    flush()
                    offsets.append(byte)
                    byte += length
                } else {
                    word.append(length)
                }
            }
            flush()
        }
        offsets.append(byte)
        return offsets
    }
}
