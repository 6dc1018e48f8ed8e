import Foundation

/// The text, selection and undo history of one text field or editor, as a value independent of
/// views. `TextFieldBehavior` owns one per field; tests drive it directly.
///
/// Positions are UTF-8 offsets into `text` that always sit on `Character` (grapheme cluster)
/// boundaries, so a caret never lands inside "👍🏽", "e\u{301}" or a flag, and turning an offset into
/// a `String.Index` costs O(1). The selection runs from `anchor` (where it started) to `head` (the
/// caret end that Shift-arrows move); they are equal when nothing is selected.
///
/// Every edit goes through `replaceSelection(with:kind:)`, which records undo: consecutive typing
/// (or consecutive deleting) with the caret left where the previous edit put it is one undo step,
/// anything else starts a new one. Typing at the caret is amortised O(1) per character apart from
/// the copy-on-write of the string when the caller keeps a copy of the old text.
/// ```swift
/// var state = TextEditingState(text: "Hello")
/// state.insert(", world")
/// state.move(.wordBackward, extend: true)   // selects "world"
/// state.undo()                              // "Hello"
/// ```
struct TextEditingState: Equatable {
    /// The whole text.
    private(set) var text: String
    /// Where the selection started (UTF-8 offset).
    private(set) var anchor: Int
    /// The moving end of the selection, where the caret is drawn (UTF-8 offset).
    private(set) var head: Int
    /// Whether line breaks and tabs are kept (`TextEditor`) or dropped (`TextField`).
    let allowsNewlines: Bool

    /// What an edit was, for grouping undo steps.
    enum EditKind: Equatable { case typing, deleting, other }

    struct Snapshot: Equatable {
        var text: String
        var anchor: Int
        var head: Int
    }
    private(set) var undoStack: [Snapshot] = []
    private(set) var redoStack: [Snapshot] = []
    /// The kind of the last edit while it can still be continued (nil after a move or an undo).
    private var openGroup: EditKind?
    /// How many undo steps are kept.
    static let undoLimit = 100
    /// How many undo steps have been recorded so far (a new one means an edit started a new step:
    /// a field in a document window registers that step with the window's undo manager).
    private(set) var recordedSteps = 0

    /// A state holding `text` with the caret at its end.
    init(text: String = "", allowsNewlines: Bool = false) {
        self.text = text
        anchor = text.utf8.count
        head = anchor
        self.allowsNewlines = allowsNewlines
    }

    // MARK: Reading

    /// The selected UTF-8 offsets, lowest first.
    var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }
    /// Whether some text is selected.
    var hasSelection: Bool { anchor != head }
    /// The selected text ("" for a caret).
    var selectedText: String { String(text[index(selection.lowerBound)..<index(selection.upperBound)]) }
    /// The caret's position in `Character`s from the start (O(n); for tests and text engines).
    var caretCharacterOffset: Int { characterOffset(ofUTF8: head) }

    /// The `String.Index` at UTF-8 offset `offset` (clamped to the text).
    func index(_ offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: min(max(offset, 0), text.utf8.count))
    }
    /// The UTF-8 offset of `index`.
    func offset(_ index: String.Index) -> Int { text.utf8.distance(from: text.utf8.startIndex, to: index) }
    /// How many `Character`s come before UTF-8 offset `offset`.
    func characterOffset(ofUTF8 offset: Int) -> Int { text[..<index(offset)].count }
    /// The UTF-8 offset after `count` `Character`s (clamped to the text).
    func utf8Offset(ofCharacter count: Int) -> Int {
        offset(text.index(text.startIndex, offsetBy: max(0, count), limitedBy: text.endIndex) ?? text.endIndex)
    }

    // MARK: Selecting

    /// Puts the caret at `offset` (rounded down to a character boundary), or extends the selection
    /// to it when `extend` is true.
    mutating func setCaret(_ offset: Int, extend: Bool = false) {
        let clamped = boundary(atOrBefore: offset)
        head = clamped
        if !extend { anchor = clamped }
        openGroup = nil
    }

    /// Selects the UTF-8 range `range` (rounded to character boundaries), caret at its end.
    mutating func select(_ range: Range<Int>) {
        anchor = boundary(atOrBefore: range.lowerBound)
        head = boundary(atOrBefore: range.upperBound)
        openGroup = nil
    }

    /// Selects everything.
    mutating func selectAll() { select(0..<text.utf8.count) }

    /// Selects the word (or the run of spaces or the single punctuation mark) at `offset`.
    mutating func selectWord(at offset: Int) {
        let i = index(boundary(atOrBefore: offset))
        guard !text.isEmpty else { return }
        let probe = i == text.endIndex ? text.index(before: i) : i
        let kind = Self.wordClass(text[probe])
        var start = probe
        while start > text.startIndex, Self.wordClass(text[text.index(before: start)]) == kind, kind != 2 {
            start = text.index(before: start)
        }
        var end = text.index(after: probe)
        while end < text.endIndex, Self.wordClass(text[end]) == kind, kind != 2 { end = text.index(after: end) }
        select(self.offset(start)..<self.offset(end))
    }

    /// 0 for word characters, 1 for whitespace, 2 for anything else (each selected alone).
    static func wordClass(_ c: Character) -> Int {
        if c.isLetter || c.isNumber || c == "_" { return 0 }
        return c.isWhitespace ? 1 : 2
    }

    /// The character boundary at or before UTF-8 offset `offset`.
    func boundary(atOrBefore offset: Int) -> Int {
        let clamped = min(max(offset, 0), text.utf8.count)
        var i = text.utf8.index(text.utf8.startIndex, offsetBy: clamped)
        // Step back over UTF-8 continuation bytes to a scalar, then to the character containing it.
        while i > text.startIndex, i.samePosition(in: text.unicodeScalars) == nil { i = text.utf8.index(before: i) }
        guard i < text.endIndex, i.samePosition(in: text) == nil else { return self.offset(i) }
        let character = text.index(before: text.index(after: i))
        return self.offset(character <= i ? character : text.index(before: character))
    }

    // MARK: Editing

    /// Replaces the selection with `string` (typing or pasting); the caret ends after it.
    mutating func insert(_ string: String, kind: EditKind = .typing) {
        let cleaned = clean(string)
        guard !cleaned.isEmpty || hasSelection else { return }
        replaceSelection(with: cleaned, kind: kind)
    }

    /// Deletes the selection, or the character before the caret (a whole grapheme cluster).
    mutating func deleteBackward(byWord: Bool = false) {
        if !hasSelection {
            guard head > 0 else { return }
            let from = byWord ? wordBoundary(before: head) : offset(text.index(before: index(head)))
            anchor = head
            head = from
        }
        replaceSelection(with: "", kind: .deleting)
    }

    /// Deletes the selection, or the character after the caret.
    mutating func deleteForward(byWord: Bool = false) {
        if !hasSelection {
            guard head < text.utf8.count else { return }
            let to = byWord ? wordBoundary(after: head) : offset(text.index(after: index(head)))
            anchor = head
            head = to
        }
        replaceSelection(with: "", kind: .deleting)
    }

    /// Replaces the whole text from outside (the binding changed), caret at the end; undo can bring
    /// the previous text back.
    mutating func replaceAll(with newText: String) {
        guard newText != text else { return }
        pushUndo()
        text = newText
        anchor = text.utf8.count
        head = anchor
        openGroup = nil
    }

    /// The one place text changes: records undo (coalescing runs of typing or deleting), replaces
    /// the selected bytes and puts the caret after the new text.
    mutating func replaceSelection(with string: String, kind: EditKind) {
        let range = selection
        let continues = kind != .other && openGroup == kind && !hasSelection
        if !continues { pushUndo() }
        redoStack.removeAll()
        text.replaceSubrange(index(range.lowerBound)..<index(range.upperBound), with: string)
        head = range.lowerBound + string.utf8.count
        anchor = head
        openGroup = kind == .other ? nil : kind
    }

    private mutating func pushUndo() {
        recordedSteps &+= 1
        undoStack.append(Snapshot(text: text, anchor: anchor, head: head))
        if undoStack.count > Self.undoLimit { undoStack.removeFirst(undoStack.count - Self.undoLimit) }
    }

    /// Takes back the last edit (or run of typing); returns whether there was one.
    @discardableResult
    mutating func undo() -> Bool {
        guard let previous = undoStack.popLast() else { return false }
        redoStack.append(Snapshot(text: text, anchor: anchor, head: head))
        restore(previous)
        return true
    }

    /// Does again what `undo` took back; returns whether there was something.
    @discardableResult
    mutating func redo() -> Bool {
        guard let next = redoStack.popLast() else { return false }
        undoStack.append(Snapshot(text: text, anchor: anchor, head: head))
        restore(next)
        return true
    }

    /// The text and selection now, as undo would bring them back.
    var snapshot: Snapshot { Snapshot(text: text, anchor: anchor, head: head) }

    /// Ends the current run of typing or deleting: the next edit starts a new undo step.
    mutating func breakCoalescing() { openGroup = nil }

    /// Puts back `snapshot`'s text and selection (undo and redo, here or in the window's undo manager).
    mutating func restore(_ snapshot: Snapshot) {
        text = snapshot.text
        anchor = min(snapshot.anchor, text.utf8.count)
        head = min(snapshot.head, text.utf8.count)
        openGroup = nil
    }

    /// What the text can hold: control characters are dropped; line breaks (normalised to "\n")
    /// and tabs are kept in an editor and dropped in a single-line field.
    func clean(_ string: String) -> String {
        var needsWork = false
        for scalar in string.unicodeScalars where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
            needsWork = true
            break
        }
        guard needsWork else { return string }
        var scalars = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in string.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\n" where previousWasCR: continue
            case "\n", "\r", "\u{2028}", "\u{2029}": if allowsNewlines { scalars.append("\n") }
            case "\t": if allowsNewlines { scalars.append("\t") }
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { continue }
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
