import Foundation
import PlumeAnimation
import PlumeGraphics

/// Text geometry (what is laid out, where the caret is, scrolling) and drawing of a text field.
///
/// A single-line field lays out only a window of its long text around the caret, so that typing
/// into a very long line costs the same per character as typing into a short one (shaping is the
/// expensive part). The window reaches `windowMargin` bytes on each side of the caret, a margin
/// that covers the field's width even in the narrowest glyphs (UTF-8 bytes never undercount
/// characters, and multi-byte characters are wider); it moves when the caret leaves it, keeping
/// the caret where it was on screen.
extension TextFieldBehavior {
    /// Bytes of context the window keeps on each side of the caret: the field's width in the
    /// narrowest glyphs (about a fifth of the font size wide), at least 64.
    var windowMargin: Int {
        let width = textFrame.width.isFinite ? textFrame.width : 0
        return max(64, Int(width / max(1, font.size * 0.2)) + 8)
    }

    var textFrame: CGRect { node.drawFrame.insetBy(dx: inset, dy: inset) }

    /// The offset a single line is scrolled to show: the caret while focused, the start otherwise
    /// (an unfocused field shows the beginning of its text, as on the desktop).
    private var shownHead: Int { isFocused ? editing.head : 0 }

    /// The UTF-8 range of the text a single-line field lays out now: all of a short text; for a
    /// long one, from `windowStart` to a margin past the caret.
    func lineWindow() -> Range<Int> {
        let count = editing.text.utf8.count
        let margin = windowMargin
        guard count > 3 * margin else {
            windowStart = 0
            return 0..<count
        }
        let head = shownHead
        if head < windowStart || head > windowStart + 2 * margin {
            let oldScreenX = caretX(in: windowRange(from: windowStart, margin: margin)) - scroll
            windowStart = editing.boundary(atOrBefore: head - margin)
            scroll = caretX(in: windowRange(from: windowStart, margin: margin)) - oldScreenX
        }
        return windowRange(from: windowStart, margin: margin)
    }

    private func windowRange(from start: Int, margin: Int) -> Range<Int> {
        let start = min(start, editing.text.utf8.count)
        let caret = min(max(shownHead, start), start + 2 * margin)
        let end = editing.boundary(atOrBefore: caret + margin)
        return start..<max(start, end)
    }

    /// The request for the characters of `window` (dots in a secure field).
    func lineRequest(_ window: Range<Int>) -> TextLayoutRequest {
        let slice = editing.text[editing.index(window.lowerBound)..<editing.index(window.upperBound)]
        let shown = field.isSecure ? String(repeating: "•", count: slice.count) : String(slice)
        return TextLayoutRequest(runs: [TextRun(shown, font: font)])
    }

    /// The whole text wrapped at the editor's width.
    func editorRequest() -> TextLayoutRequest {
        TextLayoutRequest(runs: [TextRun(editing.text, font: font)], maxWidth: max(1, textFrame.width))
    }

    /// Characters from `window.lowerBound` to `offset` (clamped into the window).
    private func characters(in window: Range<Int>, to offset: Int) -> Int {
        let clamped = min(max(offset, window.lowerBound), window.upperBound)
        return editing.text[editing.index(window.lowerBound)..<editing.index(clamped)].count
    }

    /// The caret's x in the laid-out window (unscrolled).
    func caretX(in window: Range<Int>, at offset: Int? = nil) -> CGFloat {
        let request = lineRequest(window)
        let chars = characters(in: window, to: offset ?? editing.head)
        return node.graph.textEngine.caretRect(in: request, atCharacterOffset: chars).minX
    }

    /// The caret rectangle in the editor's text (unscrolled).
    func editorCaret(at offset: Int) -> CGRect {
        node.graph.textEngine.caretRect(
            in: editorRequest(), atCharacterOffset: characters(in: 0..<editing.text.utf8.count, to: offset))
    }

    /// How far a single line that fits is moved by `.multilineTextAlignment` (centre, trailing).
    func alignmentShift(contentWidth: CGFloat, in width: CGFloat) -> CGFloat {
        guard !field.multiline, contentWidth + 2 <= width else { return 0 }
        switch node.environment.multilineTextAlignment {
        case .leading: return 0
        case .center: return ((width - contentWidth) / 2).rounded()
        case .trailing: return width - contentWidth - 2
        }
    }

    /// The text offset under a window point (a click or drag).
    func textOffset(at point: CGPoint) -> Int {
        let frame = textFrame
        if field.multiline {
            let chars = node.graph.textEngine.characterOffset(
                in: editorRequest(), at: CGPoint(x: point.x - frame.minX, y: point.y - frame.minY + scroll))
            return editing.utf8Offset(ofCharacter: chars)
        }
        let window = lineWindow()
        let request = lineRequest(window)
        let shift = alignmentShift(contentWidth: node.graph.textEngine.layout(request).size.width, in: frame.width)
        let chars = node.graph.textEngine.characterOffset(
            in: request, at: CGPoint(x: point.x - frame.minX + scroll - shift, y: frame.height / 2))
        let base = editing.index(window.lowerBound)
        let index = editing.text.index(base, offsetBy: chars, limitedBy: editing.index(window.upperBound))
        return editing.offset(index ?? editing.index(window.upperBound))
    }

    /// Up or Down in an editor: the nearest caret position one line above or below, at the column
    /// where this run of vertical moves began (so passing a short line does not lose the column).
    /// Up on the first line goes to the start, Down on the last line to the end.
    func moveVertically(up: Bool, extend: Bool) {
        let caret = editorCaret(at: editing.head)
        let x = goalX ?? caret.minX
        if up && caret.minY <= 0.5 {
            editing.setCaret(0, extend: extend)
            goalX = x
            return
        }
        let target = CGPoint(x: x, y: up ? caret.minY - caret.height / 2 : caret.maxY + caret.height / 2)
        let chars = node.graph.textEngine.characterOffset(in: editorRequest(), at: target)
        let offset = editing.utf8Offset(ofCharacter: chars)
        let below = editorCaret(at: offset)
        if !up && below.minY <= caret.minY + 0.5 {
            editing.setCaret(editing.text.utf8.count, extend: extend)
        } else {
            editing.setCaret(offset, extend: extend)
        }
        goalX = x
    }

    /// Home or End in an editor: the start or end of the visual (wrapped) line holding the caret.
    func moveToVisualLineEdge(end: Bool, extend: Bool) {
        let caret = editorCaret(at: editing.head)
        let target = CGPoint(x: end ? 1e7 : -1, y: caret.midY)
        var offset = editing.utf8Offset(
            ofCharacter: node.graph.textEngine.characterOffset(in: editorRequest(), at: target))
        // An engine may answer "after the space where the line wraps", which is the next line's start.
        if end, offset > editing.head, editorCaret(at: offset).minY > caret.minY + 0.5 {
            offset = editing.offset(editing.text.index(before: editing.index(offset)))
        }
        editing.setCaret(offset, extend: extend)
    }

    /// Scrolls so that the caret is inside the field (and no further than the text needs).
    func keepCaretVisible(caret: CGRect, contentExtent: CGFloat, visible: CGFloat) {
        let (low, high) = field.multiline ? (caret.minY, caret.maxY) : (caret.minX, caret.minX + 2)
        if high - scroll > visible { scroll = high - visible }
        if low - scroll < 0 { scroll = low }
        scroll = max(0, min(scroll, max(0, contentExtent - visible + (field.multiline ? 0 : 2)), low))
    }

    /// Draws the field: border, selection, text, caret and focus ring.
    func drawField(into list: inout DisplayList) {
        let frame = node.drawFrame
        let scheme = node.environment.colorScheme
        let accent = node.environment.tint.resolve(in: scheme)
        if bordered {
            let shape = Path(roundedRect: frame, cornerRadius: 5)
            list.append(.fill(shape, .color(Color.secondaryGroupedBackground.resolve(in: scheme))))
            list.append(.stroke(shape, .color(Color.separator.resolve(in: scheme)), StrokeStyle(lineWidth: 1)))
        }
        let box = textFrame
        var content = DisplayList()
        caretRectInWindow = nil
        if editing.text.isEmpty {
            scroll = 0
            if !field.title.isEmpty {
                let request = TextLayoutRequest(
                    runs: [TextRun(field.title, font: font)], maxWidth: field.multiline ? box.width : nil)
                content.append(.text(request, frame: box, color: Color(white: 0.6).resolve(in: scheme)))
            }
            if isFocused {
                content.append(caretItem(CGRect(x: box.minX, y: box.minY, width: 0, height: lineHeight), accent))
            }
        } else {
            let color =
                ForegroundStyle()._paint(in: frame, environment: node.environment).stops.first?.color ?? .clear
            if field.multiline {
                drawEditor(into: &content, box: box, color: color, accent: accent)
            } else {
                drawLine(into: &content, box: box, color: color, accent: accent)
            }
        }
        list.append(.effect(.clip(Path(box.insetBy(dx: -1, dy: -2)), FillStyle()), content))
        if isFocused, node.environment.isFocusEffectEnabled {
            FocusRing.draw(around: frame, environment: node.environment, into: &list)
        }
    }

    private var lineHeight: CGFloat { measure("Ag").size.height }

    private func caretItem(_ rect: CGRect, _ accent: Color.Resolved) -> DisplayItem {
        caretRectInWindow = rect
        return .fill(Path(CGRect(x: rect.minX, y: rect.minY, width: 1.5, height: rect.height)), .color(accent))
    }

    private func drawLine(into list: inout DisplayList, box: CGRect, color: Color.Resolved, accent: Color.Resolved) {
        let window = lineWindow()
        let request = lineRequest(window)
        let engine = node.graph.textEngine
        let size = engine.layout(request).size
        let caret = caretX(in: window)
        if isFocused {
            keepCaretVisible(
                caret: CGRect(x: caret, y: 0, width: 0, height: size.height), contentExtent: size.width,
                visible: box.width)
        } else {
            scroll = 0
        }
        let origin = box.minX - scroll + alignmentShift(contentWidth: size.width, in: box.width)
        if isFocused, editing.hasSelection {
            let from = caretX(in: window, at: editing.selection.lowerBound)
            let to = caretX(in: window, at: editing.selection.upperBound)
            list.append(
                .fill(
                    Path(CGRect(x: origin + from, y: box.minY, width: to - from, height: box.height)),
                    SelectionHighlight.paint(accent)))
        }
        list.append(
            .text(request, frame: CGRect(x: origin, y: box.minY, width: size.width, height: box.height), color: color))
        if isFocused {
            list.append(caretItem(CGRect(x: origin + caret, y: box.minY, width: 0, height: box.height), accent))
        }
    }

    private func drawEditor(into list: inout DisplayList, box: CGRect, color: Color.Resolved, accent: Color.Resolved) {
        let request = editorRequest()
        let size = node.graph.textEngine.layout(request).size
        let caret = editorCaret(at: editing.head)
        if isFocused { keepCaretVisible(caret: caret, contentExtent: size.height, visible: box.height) }
        let origin = CGPoint(x: box.minX, y: box.minY - scroll)
        if isFocused, editing.hasSelection {
            let from = editorCaret(at: editing.selection.lowerBound)
            let to = editorCaret(at: editing.selection.upperBound)
            for rect in SelectionHighlight.rects(from: from, to: to, width: box.width) {
                list.append(.fill(Path(rect.offsetBy(dx: origin.x, dy: origin.y)), SelectionHighlight.paint(accent)))
            }
        }
        list.append(
            .text(request, frame: CGRect(x: origin.x, y: origin.y, width: box.width, height: size.height), color: color)
        )
        if isFocused { list.append(caretItem(caret.offsetBy(dx: origin.x, dy: origin.y), accent)) }
    }
}
