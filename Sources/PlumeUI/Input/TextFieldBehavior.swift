import Foundation
import PlumeAnimation
import PlumeGraphics

/// Lays out, draws and edits a text field, secure field or text editor.
///
/// The field keeps a `TextEditingState` (text, selection, undo). Edits are written to the field's
/// `TextFieldSource` at once; when the source's text changes from outside (the binding was set, a
/// formatted value changed, or the owner refused an edit) the field adopts it with the caret at
/// the end. Formatted fields also re-show the formatted value when editing ends (Return or focus
/// loss), which is how invalid text falls back to the last valid value.
final class TextFieldBehavior: PrimitiveBehavior<TextFieldCore>, FocusableBehavior, PointerHandler,
    PointerStyleProvider, EditMenuTarget
{
    override var pointerHandler: PointerHandler? { self }
    override var pointerStyleProvider: PointerStyleProvider? { self }
    override var focusTarget: FocusableBehavior? { self }
    override var textField: TextFieldBehavior? { self }
    override var editMenuTarget: EditMenuTarget? { self }
    var pointerStyle: PointerStyle? { .iBeam }
    var field: TextFieldCore { view }
    private(set) var isFocused = false
    /// The text being edited and its selection.
    var editing = TextEditingState()
    /// The source's text as last seen, to notice changes from outside.
    private var lastSeen: String?
    /// How far the text is scrolled (x for a field, y for an editor), in points.
    var scroll: CGFloat = 0
    /// For long single lines: the UTF-8 offset where the laid-out window of text starts.
    var windowStart = 0
    /// Where the caret was last drawn, in window coordinates (nil while not focused).
    var caretRectInWindow: CGRect?
    /// The x an editor's Up/Down keep returning to (the column where a run of vertical moves began).
    var goalX: CGFloat?
    /// The last click, for double-click word selection.
    private var lastClick: (time: TimeInterval, point: CGPoint)?
    /// A press that began on the field while it was not focused: where, and the text offset under
    /// it in the text as shown then. It focuses the field on release, unless an outer handler (a
    /// scroll view's drag) takes the press first.
    private var pendingPress: (point: CGPoint, offset: Int)?
    /// Whether the current press began on the focused field (a caret move or a selection drag).
    private var pressOnFocusedField = false
    /// The field's undo steps in its window's undo manager (a document window); nil elsewhere, where
    /// the field keeps its own undo history.
    private var windowUndo: WindowTextUndo?

    override var displayName: String? {
        field.multiline && !field.growsVertically ? "TextEditor" : (field.isSecure ? "SecureField" : "TextField")
    }
    override var dumpDetails: String? {
        let shown = displayed.isEmpty ? "placeholder \"\(field.title)\"" : "\"\(displayed)\""
        return shown + (isFocused ? " focused" : "")
    }

    override func update(changed: Bool) {
        if lastSeen == nil { editing = TextEditingState(text: field.source.read(), allowsNewlines: field.multiline) }
        syncFromSource()
        if changed { node.invalidateLayout() }
    }

    /// Adopts the source's text when it changed from outside.
    func syncFromSource() {
        let current = field.source.read()
        guard current != lastSeen else { return }
        lastSeen = current
        if current != editing.text {
            editing.replaceAll(with: current)
            node.invalidateLayout()
        }
    }

    /// The characters shown: the text, or one dot per character for secure fields.
    var displayed: String { field.isSecure ? String(repeating: "•", count: editing.text.count) : editing.text }

    var font: Font { node.environment.font ?? .body }

    /// The field's title (its placeholder), which tests and accessibility find it by.
    var title: String { field.title }
    var bordered: Bool { node.environment.textFieldStyle == .roundedBorder }
    /// Space between the edge and the text: the rounded border's (7 points at the regular control
    /// size, scaled for the others), or a little inside an editor.
    var inset: CGFloat { bordered ? 7 * node.environment.controlSize.scale : (field.multiline ? 4 : 0) }

    func measure(_ string: String) -> TextLayoutResult {
        node.graph.textEngine.layout(TextLayoutRequest(runs: [TextRun(string.isEmpty ? " " : string, font: font)]))
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if field.growsVertically { return growingSize(proposal) }
        let line = measure("Ag").size.height
        if field.multiline {
            // Like SwiftUI's TextEditor, an editor takes the space it is offered.
            let width = proposal.width ?? max(100, measure(field.title).size.width + 2 * inset)
            return CGSize(width: width, height: proposal.height ?? max(line * 5, line) + 2 * inset)
        }
        if let width = proposal.width { return CGSize(width: width, height: line + 2 * inset) }
        // The ideal width fits the title and the start of the text.
        let ideal = max(measure(idealWidthSample).size.width, measure(field.title).size.width) + 2 * inset + 2
        return CGSize(width: ideal, height: line + 2 * inset)
    }

    /// The text an ideal width is measured from: the start only of a long text (a field's ideal
    /// width stops growing after a few hundred characters, and a huge text is never measured whole
    /// for it).
    private var idealWidthSample: String { displayed.utf8.count > 2048 ? String(displayed.prefix(256)) : displayed }

    /// A vertical field's size: its ideal width (or the width offered), and the height of its text
    /// wrapped there, between the line limits (at least one line).
    private func growingSize(_ proposal: ProposedViewSize) -> CGSize {
        let env = node.environment
        let width =
            proposal.width ?? max(measure(displayed.isEmpty ? field.title : idealWidthSample).size.width, 100) + 2
            * inset + 2
        let text = editing.text.isEmpty ? " " : editing.text
        let wrapped = node.graph.textEngine.layout(
            TextLayoutRequest(
                runs: [TextRun(text, font: font)], maxWidth: max(1, width - 2 * inset), lineSpacing: env.lineSpacing)
        ).size.height
        let engine = node.graph.textEngine
        let least = engine.height(ofLines: env.lineLimitMinimum ?? 1, font: font, spacing: env.lineSpacing)
        let most = env.lineLimit.map { engine.height(ofLines: $0, font: font, spacing: env.lineSpacing) }
        let height = min(max(wrapped, least), most ?? .infinity)
        return CGSize(width: width, height: height + 2 * inset)
    }

    override func hitTest(_ point: CGPoint) -> ViewNode? { node.frame.contains(point) ? node : nil }

    override func draw(into list: inout DisplayList) { drawField(into: &list) }

    // MARK: Focus and editing

    var acceptsFocus: Bool { node.environment.isEnabled }

    func focusChanged(to focused: Bool) {
        let began = focused && !isFocused
        let ended = !focused && isFocused
        isFocused = focused
        if !focused { endEditing() }
        if began || ended { field.callbacks.onEditingChanged?(began) }
        node.invalidateRender()
    }

    /// Editing ended (Return or focus loss): a formatted field shows its value's formatting again,
    /// dropping text that did not parse.
    func endEditing() {
        guard field.source.isFormatted else { return }
        let formatted = field.source.read()
        lastSeen = formatted
        if formatted != editing.text {
            editing.replaceAll(with: formatted)
            node.invalidateLayout()
        }
    }

    func handle(_ key: Key, modifiers: EventModifiers) -> Bool {
        syncFromSource()
        lastClick = nil
        guard let command = TextEditingCommand(key: key, modifiers: modifiers, multiline: field.multiline) else {
            return false
        }
        if let manager = undoInWindow()?.manager, command == .undo || command == .redo {
            if command == .undo { manager.undo() } else { manager.redo() }
            return true
        }
        edit(named: Self.undoName(of: command)) { perform(command) }
        return true
    }

    /// Carries out a command that is not the window's undo or redo.
    private func perform(_ command: TextEditingCommand) {
        switch command {
        case .submit:
            endEditing()
            field.callbacks.onCommit?()
            node.environment.submit(node.environment.submitTrigger)
        case .lineUp(let extend), .lineDown(let extend):
            moveVertically(up: command == .lineUp(extend: extend), extend: extend)
        case .move(let movement, let extend) where field.multiline && (movement == .lineStart || movement == .lineEnd):
            goalX = nil
            moveToVisualLineEdge(end: movement == .lineEnd, extend: extend)
        default:
            goalX = nil
            _ = editing.perform(command, clipboard: node.graph.clipboard, allowsCopy: !field.isSecure)
        }
    }

    /// The name of the undo step `command` starts in the window's undo manager, as AppKit's text
    /// views name theirs ("Undo Typing").
    private static func undoName(of command: TextEditingCommand) -> String {
        switch command {
        case .cut: "Cut"
        case .paste: "Paste"
        default: "Typing"
        }
    }

    /// Makes an edit: in a document window, registers the undo step it starts with the window's
    /// undo manager (named `name`); then writes the text to the source and redraws.
    private func edit(named name: String, _ change: () -> Void) {
        let undo = undoInWindow()
        undo?.prepare(&editing)
        let before = editing.snapshot
        let steps = editing.recordedSteps
        change()
        let changed = editing.text != before.text
        if let undo, changed, editing.recordedSteps != steps { undo.record(before: before, name: name) }
        editingChanged(textChanged: changed)
    }

    /// The field's link to its window's undo manager, kept current with the environment (nil outside
    /// a document window, and for a secure field, whose text is never kept in the window's history).
    private func undoInWindow() -> WindowTextUndo? {
        let environment = node.environment
        guard !field.isSecure, let manager = environment.undoManager,
            let boundary = environment.undoCoalescingBoundary
        else {
            windowUndo = nil
            return nil
        }
        if let windowUndo, windowUndo.manager === manager, windowUndo.boundary === boundary {
            windowUndo.source = field.source
            return windowUndo
        }
        let made = WindowTextUndo(manager: manager, boundary: boundary, source: field.source, field: self)
        windowUndo = made
        return made
    }

    /// Shows the text and selection the window's undo manager put back (the source has it already).
    func showUndone(_ snapshot: TextEditingState.Snapshot) {
        editing.restore(snapshot)
        let shown = field.source.read()
        lastSeen = shown
        if shown != editing.text { editing.replaceAll(with: shown) }
        node.invalidateLayout()
    }

    /// Carries out an Edit menu item (`StandardEditItem`) as its keyboard shortcut would.
    func perform(_ item: StandardEditItem) {
        syncFromSource()
        lastClick = nil
        goalX = nil
        if let manager = undoInWindow()?.manager, item == .undo || item == .redo {
            if item == .undo { manager.undo() } else { manager.redo() }
            return
        }
        edit(named: Self.undoName(of: item.command)) {
            _ = editing.perform(item.command, clipboard: node.graph.clipboard, allowsCopy: !field.isSecure)
        }
    }

    /// Whether the Edit menu's `item` can act on this field now (something to undo, a selection to
    /// copy outside a secure field, text on the clipboard to paste).
    func canPerform(_ item: StandardEditItem) -> Bool {
        switch item {
        case .undo: !editing.undoStack.isEmpty
        case .redo: !editing.redoStack.isEmpty
        case .cut, .copy: editing.hasSelection && !field.isSecure
        case .paste: node.graph.clipboard.string.map { !$0.isEmpty } ?? false
        case .selectAll: !editing.text.isEmpty
        }
    }

    /// A selection to change case in, outside a secure field.
    func canTransformSelection() -> Bool {
        syncFromSource()
        return editing.hasSelection && !field.isSecure
    }

    /// Changes the case of the selection (one undo step, named as the item is).
    func transformSelection(_ transformation: TextTransformation) {
        guard canTransformSelection() else { return }
        lastClick = nil
        goalX = nil
        edit(named: transformation.title) { editing.transformSelection(transformation) }
    }

    func insert(_ text: String) {
        syncFromSource()
        lastClick = nil
        goalX = nil
        edit(named: "Typing") {
            if !field.isSecure, let capitals = node.environment.textInputAutocapitalization {
                let caret = editing.text.utf8.index(editing.text.startIndex, offsetBy: editing.selection.lowerBound)
                editing.insert(capitals.apply(to: text, after: editing.text[..<caret]))
            } else {
                editing.insert(text)
            }
        }
    }

    /// Writes an edit to the source and redraws; adopts the source's answer when it refused it.
    func editingChanged(textChanged: Bool) {
        if textChanged {
            if let windowUndo { windowUndo.write(editing.text) } else { field.source.write(editing.text) }
            let answer = field.source.read()
            lastSeen = answer
            if !field.source.isFormatted, answer != editing.text { editing.replaceAll(with: answer) }
            node.invalidateLayout()
        } else {
            node.invalidateRender()
        }
    }

    // MARK: Pointer

    /// Only a press on the focused field claims at once (it moves the caret or drags a selection).
    /// A press on an unfocused field joins the arena without claiming, so a drag that starts on it
    /// can still scroll an enclosing scroll view; the field focuses when the press ends on it (or,
    /// when no other handler joined the press, as soon as it drags: then it selects).
    var claimsPressImmediately: Bool { pressOnFocusedField }

    func pointerBegan(at point: CGPoint) -> Bool {
        // The offset under the pointer in the text as shown before focusing (which may scroll).
        syncFromSource()
        let offset = textOffset(at: point)
        pressOnFocusedField = isFocused
        guard isFocused else {
            pendingPress = (point, offset)
            return true
        }
        pendingPress = nil
        placeCaret(at: offset, point: point)
        return true
    }

    /// Puts the caret at `offset` (or selects the word there on a double click).
    private func placeCaret(at offset: Int, point: CGPoint) {
        let time = node.frameState.time
        goalX = nil
        if let last = lastClick, time - last.time < 0.5, abs(last.point.x - point.x) < 4,
            abs(last.point.y - point.y) < 4
        {
            editing.selectWord(at: offset)
            lastClick = nil
        } else {
            editing.setCaret(offset)
            lastClick = (time, point)
        }
        node.invalidateRender()
    }

    func pointerMoved(to point: CGPoint) {
        if let press = pendingPress {
            // Nothing else wants this press (no scroll view around): a drag selects, as with a mouse.
            let graph = node.graph
            guard graph.pointerArena.count == 1, graph.isTrackingPointer(self) else { return }
            pendingPress = nil
            pressOnFocusedField = true
            graph.setFocus(node)
            placeCaret(at: press.offset, point: press.point)
            graph.claimPointer(self)
        }
        guard pressOnFocusedField else { return }
        editing.setCaret(textOffset(at: point), extend: true)
        node.invalidateRender()
    }

    func pointerEnded(at point: CGPoint) {
        defer { pressOnFocusedField = false }
        guard let press = pendingPress else { return }
        pendingPress = nil
        node.graph.setFocus(node)
        placeCaret(at: press.offset, point: press.point)
    }

    func pointerCancelled() {
        pendingPress = nil
        pressOnFocusedField = false
    }
}
