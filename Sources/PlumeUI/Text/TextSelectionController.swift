import Foundation
import PlumeGraphics

/// The selection of one selectable `Text` (`textSelection(.enabled)`): a press and drag selects
/// characters, a double click a word; while the text holds the keyboard focus, Control-C copies,
/// Control-A selects all and Shift with the arrow keys extends the selection; the Edit menu's Copy
/// and Select All act on it. Losing the focus clears the selection.
///
/// Owned by a `TextBehavior` while its environment allows selection, which states it as its
/// `pointerHandler`, `focusTarget` and `editMenuTarget` and calls `draw(_:in:into:)` before drawing
/// its characters. It touches only its owner's node (focus, drawing invalidation) and the graph's
/// clipboard. A press on a link is handed to the owner's `TextLinkTapper`, so links still open.
@MainActor
final class TextSelectionController: PointerHandler, FocusableBehavior, EditMenuTarget {
    private weak var owner: TextBehavior?
    /// The link taps of the owner's text, when it has links.
    var links: TextLinkTapper?
    /// The characters and selection (UTF-8 offsets into the drawn string; nothing is edited).
    private var editing = TextEditingState(allowsNewlines: true)
    /// The request the owner drew last (its characters' layout; where they stand is read from the
    /// owner's frame at each press, since a drawing that only moved is translated, not drawn again).
    private var drawn: TextLayoutRequest?
    /// The last single click, for double clicks.
    private var lastClick: (time: TimeInterval, point: CGPoint)?
    /// Whether the current press began on a link (and goes to `links`).
    private var pressIsOnLink = false

    init(owner: TextBehavior) { self.owner = owner }

    /// Whether the text at `node` is selectable: its environment allows it (`textSelection`) and it
    /// is not the label of a button or link, which keeps its presses (as SwiftUI's buttons do).
    static func allowsSelection(of node: ViewNode) -> Bool {
        guard node.environment.allowsTextSelection else { return false }
        var ancestor = node.parent
        while let current = ancestor {
            if current.behavior.buttonTarget != nil { return false }
            ancestor = current.parent
        }
        return true
    }

    /// The selected characters ("" when none).
    var selectedText: String { editing.selectedText }

    // MARK: Drawing

    /// Records what the owner draws and adds the selection's highlight under it. A change of the
    /// characters drops the selection.
    func draw(_ request: TextLayoutRequest, in frame: CGRect, into list: inout DisplayList) {
        if request.string != editing.text { editing = TextEditingState(text: request.string, allowsNewlines: true) }
        drawn = request
        guard editing.hasSelection, let owner else { return }
        let engine = owner.node.graph.textEngine
        let environment = owner.node.environment
        let from = engine.caretRect(
            in: request, atCharacterOffset: editing.characterOffset(ofUTF8: editing.selection.lowerBound))
        let to = engine.caretRect(
            in: request, atCharacterOffset: editing.characterOffset(ofUTF8: editing.selection.upperBound))
        let paint = SelectionHighlight.paint(environment.tint.resolve(in: environment.colorScheme))
        for rect in SelectionHighlight.rects(from: from, to: to, width: frame.width) {
            list.append(.fill(Path(rect.offsetBy(dx: frame.minX, dy: frame.minY)), paint))
        }
    }

    /// The UTF-8 offset of the caret position nearest `point` (window points), once drawn.
    private func offset(at point: CGPoint) -> Int? {
        guard let drawn, let owner else { return nil }
        let origin = owner.node.frame.origin
        let local = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
        let characters = owner.node.graph.textEngine.characterOffset(in: drawn, at: local)
        return editing.utf8Offset(ofCharacter: characters)
    }

    private func changed() { owner?.node.invalidateRender() }

    // MARK: Pointer

    /// Taken at once, as a text field's selection is: a drag across the text selects rather than
    /// scrolls.
    var claimsPressImmediately: Bool { true }

    func pointerBegan(at point: CGPoint) -> Bool {
        if let links, links.pointerBegan(at: point) {
            pressIsOnLink = true
            return true
        }
        pressIsOnLink = false
        guard let owner, let offset = offset(at: point) else { return false }
        let graph = owner.node.graph
        graph.setFocus(owner.node)
        if let last = lastClick, graph.time - last.time < 0.5, abs(last.point.x - point.x) < 4,
            abs(last.point.y - point.y) < 4
        {
            editing.selectWord(at: offset)
            lastClick = nil
        } else {
            editing.setCaret(offset)
            lastClick = (graph.time, point)
        }
        changed()
        return true
    }

    func pointerMoved(to point: CGPoint) {
        if pressIsOnLink {
            links?.pointerMoved(to: point)
            return
        }
        guard let offset = offset(at: point), offset != editing.head else { return }
        editing.setCaret(offset, extend: true)
        lastClick = nil
        changed()
    }

    func pointerEnded(at point: CGPoint) {
        if pressIsOnLink { links?.pointerEnded(at: point) }
        pressIsOnLink = false
    }

    func pointerCancelled() {
        if pressIsOnLink { links?.pointerCancelled() }
        pressIsOnLink = false
    }

    // MARK: Focus and keys

    /// Not in the Tab order (as a selectable label on macOS); a click gives it the focus.
    var acceptsFocus: Bool { false }

    /// Losing the focus clears the selection, unless a presentation (the Edit menu opening) holds
    /// the focus for this text and gives it back when it closes.
    func focusChanged(to focused: Bool) {
        guard !focused, editing.hasSelection, let owner else { return }
        if owner.node.graph.presentations.topmost?.savedFocus === owner.node { return }
        editing.setCaret(editing.head)
        changed()
    }

    func handle(_ key: Key, modifiers: EventModifiers) -> Bool {
        guard let command = TextEditingCommand(key: key, modifiers: modifiers, multiline: true) else { return false }
        return run(command)
    }

    /// Typing into a text does nothing: it is not editable.
    func insert(_ text: String) {}

    /// Runs the commands that do not edit: copy, select all and Shift-movements.
    private func run(_ command: TextEditingCommand) -> Bool {
        switch command {
        case .copy, .selectAll:
            guard let owner else { return false }
            _ = editing.perform(command, clipboard: owner.node.graph.clipboard)
        case .move(let movement, extend: true):
            editing.move(movement, extend: true)
        default:
            return false
        }
        changed()
        return true
    }

    // MARK: Edit menu

    func canPerform(_ item: StandardEditItem) -> Bool {
        switch item {
        case .copy: editing.hasSelection
        case .selectAll: !editing.text.isEmpty
        case .undo, .redo, .cut, .paste: false
        }
    }

    func perform(_ item: StandardEditItem) {
        guard canPerform(item) else { return }
        _ = run(item.command)
    }

    /// A text's characters are its view's, not the user's to change: the Transformations items are
    /// disabled for it.
    func canTransformSelection() -> Bool { false }
    func transformSelection(_ transformation: TextTransformation) {}
}
