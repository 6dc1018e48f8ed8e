import Foundation

/// What a key press means to a text field or editor: the keyboard shortcuts of text editing.
///
/// Both the Linux/Windows and the Mac spellings work, since hosts differ in which modifier they
/// report: Control or Command with A/C/X/V/Z select all, copy, cut, paste and undo; Shift+Z or Y
/// redo; Control or Option with Left/Right jump by word and with Backspace/Delete delete a word;
/// Home/End (or Command+Left/Right) go to the start or end of the line (the visual line in an
/// editor, which the behaviour resolves with the text engine); Control+Home/End (or
/// Command+Up/Down) to the start or end of the text; Shift with any movement extends the selection.
/// Up and Down move by visual line in an editor (the behaviour resolves them with the text
/// engine) and to the start or end in a single-line field.
enum TextEditingCommand: Equatable {
    case move(TextEditingState.Movement, extend: Bool)
    case lineUp(extend: Bool)
    case lineDown(extend: Bool)
    case deleteBackward(byWord: Bool)
    case deleteForward(byWord: Bool)
    case selectAll, copy, cut, paste, undo, redo
    case newline, submit, insertSpace

    /// The command for `key` with `modifiers`, or nil when the key means nothing to text editing.
    init?(key: Key, modifiers: EventModifiers, multiline: Bool) {
        let shift = modifiers.contains(.shift)
        let primary = modifiers.contains(.control) || modifiers.contains(.command)
        let word = modifiers.contains(.option) || modifiers.contains(.control)
        let command = modifiers.contains(.command)
        switch key {
        case .character(let c):
            guard primary else { return nil }
            switch c.lowercased() {
            case "a": self = .selectAll
            case "c": self = .copy
            case "x": self = .cut
            case "v": self = .paste
            case "z": self = shift ? .redo : .undo
            case "y": self = .redo
            default: return nil
            }
        case .left:
            self = .move(command ? .lineStart : (word ? .wordBackward : .backward), extend: shift)
        case .right:
            self = .move(command ? .lineEnd : (word ? .wordForward : .forward), extend: shift)
        case .up:
            if command {
                self = .move(.documentStart, extend: shift)
            } else if multiline {
                self = .lineUp(extend: shift)
            } else {
                self = .move(.documentStart, extend: shift)
            }
        case .down:
            if command {
                self = .move(.documentEnd, extend: shift)
            } else if multiline {
                self = .lineDown(extend: shift)
            } else {
                self = .move(.documentEnd, extend: shift)
            }
        case .home: self = .move(modifiers.contains(.control) ? .documentStart : .lineStart, extend: shift)
        case .end: self = .move(modifiers.contains(.control) ? .documentEnd : .lineEnd, extend: shift)
        case .backspace: self = .deleteBackward(byWord: word)
        case .delete: self = .deleteForward(byWord: word)
        case .enter: self = multiline && !primary ? .newline : .submit
        case .space: self = .insertSpace
        default: return nil
        }
    }
}

extension TextEditingState {
    /// Carries out an editing command that needs nothing but the text and the clipboard; returns
    /// false for the ones the view resolves itself (line up/down, submit). A secure field passes
    /// `allowsCopy: false`, and copy and cut then do nothing.
    mutating func perform(_ command: TextEditingCommand, clipboard: Clipboard, allowsCopy: Bool = true) -> Bool {
        switch command {
        case .move(let movement, let extend): move(movement, extend: extend)
        case .deleteBackward(let byWord): deleteBackward(byWord: byWord)
        case .deleteForward(let byWord): deleteForward(byWord: byWord)
        case .selectAll: selectAll()
        case .copy:
            if allowsCopy, hasSelection { clipboard.string = selectedText }
        case .cut:
            if allowsCopy, hasSelection {
                clipboard.string = selectedText
                replaceSelection(with: "", kind: .other)
            }
        case .paste:
            if let pasted = clipboard.string { insert(pasted, kind: .other) }
        case .undo: undo()
        case .redo: redo()
        case .newline: insert("\n", kind: .other)
        case .insertSpace: insert(" ")
        case .lineUp, .lineDown, .submit: return false
        }
        return true
    }
}
