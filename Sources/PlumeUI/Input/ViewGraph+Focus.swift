import Foundation
import PlumeAnimation
import PlumeGraphics

extension ViewGraph {
    /// A key went down (`isRepeat`: the system repeats a held key). The `onKeyPress` handlers of
    /// the focused view and its ancestors see it first; then Tab and Shift-Tab move the focus, other
    /// keys go to the focused view, and a key it does not use runs the button whose
    /// `keyboardShortcut` it is; an unused Escape closes the topmost presentation, or else pops the
    /// top page of a navigation stack.
    @discardableResult
    public func keyDown(_ key: Key, modifiers: EventModifiers = [], isRepeat: Bool = false) -> Bool {
        if offerKeyPress(KeyPress(key, phase: isRepeat ? .repeat : .down, modifiers: modifiers)) { return true }
        if key == .tab {
            // Only the topmost presentation takes part while one is up.
            return focus.moveFocus(backward: modifiers.contains(.shift), in: presentations.inputRoot ?? root)
        }
        if let focused = focus.focused, focused.handle(key, modifiers: modifiers) { return true }
        return performKeyboardShortcut(KeyboardShortcut(KeyEquivalent(key), modifiers: modifiers))
            || presentations.handleEscape(key, modifiers: modifiers)
            || handleNavigationEscape(key, modifiers: modifiers)
    }

    /// Text typed or committed by an input method goes to the focused view, after its `onKeyPress`
    /// handlers and its ancestors' have seen it as one press (its key is its first character's).
    /// Returns whether a view took it.
    @discardableResult
    public func insertText(_ text: String) -> Bool {
        guard let focused = focus.focused else { return false }
        if let first = text.first,
            offerKeyPress(KeyPress(phase: .down, key: KeyEquivalent(first), characters: text, modifiers: []))
        {
            return true
        }
        focused.insert(text)
        return true
    }

    /// Raw bytes from a host's text input (an input method, a pipe) go to the focused view as text.
    ///
    /// Invalid UTF-8 sequences are replaced by U+FFFD (so nothing around them is lost) and reported
    /// once in `diagnostics`. Returns whether a focused view took the text.
    /// ```swift
    /// graph.insertText(utf8: [0x61, 0xFF, 0x62])   // inserts "a\u{FFFD}b"
    /// ```
    @discardableResult
    public func insertText<Bytes: Collection>(utf8 bytes: Bytes) -> Bool where Bytes.Element == UInt8 {
        let text = String(decoding: bytes, as: UTF8.self)
        if String(validating: bytes, as: UTF8.self) == nil {
            report("insertText(utf8:): invalid UTF-8 replaced by U+FFFD")
        }
        return insertText(text)
    }

    /// The caret of the focused text field as last drawn, in window coordinates: where a host puts
    /// an input method's candidate window. Nil when no text field has focus.
    public var focusedCaretRect: CGRect? { focusedNode?.behavior.textField?.caretRectInWindow }

    /// The text of the focused text field and the part of it that is selected ("" for a caret).
    public var focusedTextSelection: (text: String, selected: String)? {
        guard let field = focusedNode?.behavior.textField else { return nil }
        return (field.editing.text, field.editing.selectedText)
    }

    /// The focused view's frame, if any (for hosts and tests).
    public var focusedFrame: CGRect? { focusedNode.map(\.focusFrame) }
}
