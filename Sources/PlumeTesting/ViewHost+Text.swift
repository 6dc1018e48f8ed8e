import Foundation
import PlumeGraphics
import PlumeUI

/// Text editing helpers: what the focused field holds, where its caret is, shortcuts.
extension ViewHost {
    /// The focused text field's caret as last drawn (window coordinates), or nil.
    public var caretRect: CGRect? { withGraph { $0.focusedCaretRect } }

    /// The focused text field's whole text, or nil when no field has focus.
    public var focusedText: String? { withGraph { $0.focusedTextSelection?.text } }

    /// The focused text field's selected text ("" for a caret), or nil when no field has focus.
    public var selectedText: String? { withGraph { $0.focusedTextSelection?.selected } }

    /// Presses Control with a character key (Control-A, Control-C, Control-Z…), as a Linux desktop
    /// sends editing shortcuts; returns whether the focused view used it.
    @discardableResult
    public func shortcut(_ character: Character, shift: Bool = false) -> Bool {
        press(.character(character), modifiers: shift ? [.control, .shift] : .control)
    }

    /// Types raw bytes as a host's text input would deliver them (invalid UTF-8 is repaired).
    @discardableResult
    public func type(utf8 bytes: [UInt8]) -> Bool {
        let taken = withGraph { $0.insertText(utf8: bytes) }
        runFrame()
        settle()
        return taken
    }

    /// Double-clicks at `point`: two taps at the same instant.
    public func doubleClick(at point: CGPoint) {
        tap(at: point)
        tap(at: point)
    }
}
