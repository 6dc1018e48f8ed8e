import Foundation
import PlumeAnimation
import PlumeGraphics

extension ViewGraph {
    /// The focusable views in reading order (top to bottom, then leading to trailing).
    func focusableNodes() -> [ViewNode] {
        var found: [ViewNode] = []
        func walk(_ node: ViewNode) {
            if let f = node.behavior as? FocusableBehavior, f.acceptsFocus, !node.isRemoving { found.append(node) }
            for child in node.children { walk(child) }
        }
        walk(presentations.inputRoot ?? root)  // only the topmost presentation while one is up
        return found.sorted { (a: ViewNode, b: ViewNode) -> Bool in
            let (fa, fb) = (a.focusFrame, b.focusFrame)
            return abs(fa.minY - fb.minY) > 0.5 ? fa.minY < fb.minY : fa.minX < fb.minX
        }
    }

    /// Gives keyboard focus to `node` (or takes it away with nil), telling `@FocusState`s.
    /// A view that was removed cannot take focus: asking for it clears the focus instead.
    func setFocus(_ node: ViewNode?) {
        let node = node.flatMap { $0.isDestroyed || $0.isRemoving ? nil : $0 }
        let old = focusedNode
        guard old !== node else { return }
        focusedNode = node
        (old?.behavior as? FocusableBehavior)?.focusChanged(to: false)
        (node?.behavior as? FocusableBehavior)?.focusChanged(to: true)
        syncFocusBindings()
        needsFrame = true
    }

    /// Tells every `.focused` modifier whether its field holds the focus. Modifiers whose view was
    /// removed hear "not focused" once (so a focus state naming a removed field goes back to nil)
    /// and are dropped.
    func syncFocusBindings() {
        if let focused = focusedNode, focused.isDestroyed || focused.isRemoving {
            focusedNode = nil
            // A view still leaving (a removal transition) is told; a destroyed one is left alone.
            if !focused.isDestroyed { (focused.behavior as? FocusableBehavior)?.focusChanged(to: false) }
        }
        for (id, binding) in focusBindings where binding.node.map({ $0.isDestroyed }) ?? true {
            focusBindings[id] = nil
            binding.report(false)
        }
        for binding in focusBindings.values { binding.report(binding.contains(focusedNode)) }
    }

    /// A key went down; Tab and Shift-Tab move the focus, other keys go to the focused view, and a
    /// key it does not use runs the button whose `keyboardShortcut` it is; an unused Escape closes
    /// the topmost presentation.
    @discardableResult
    public func keyDown(_ key: Key, modifiers: EventModifiers = []) -> Bool {
        if let focused = focusedNode, focused.isDestroyed { focusedNode = nil }
        if key == .tab {
            let order = focusableNodes()
            guard !order.isEmpty else { return false }
            let index = focusedNode.flatMap { f in order.firstIndex { $0 === f } }
            let next: Int
            if modifiers.contains(.shift) {
                next = index.map { ($0 - 1 + order.count) % order.count } ?? order.count - 1
            } else {
                next = index.map { ($0 + 1) % order.count } ?? 0
            }
            setFocus(order[next])
            return true
        }
        if let focused = focusedNode?.behavior as? FocusableBehavior, focused.handle(key, modifiers: modifiers) {
            return true
        }
        return performKeyboardShortcut(KeyboardShortcut(KeyEquivalent(key), modifiers: modifiers))
            || presentations.handleEscape(key, modifiers: modifiers)
    }

    /// Text typed or committed by an input method goes to the focused view. Returns whether one took it.
    @discardableResult
    public func insertText(_ text: String) -> Bool {
        if let focused = focusedNode, focused.isDestroyed { focusedNode = nil }
        guard let focused = focusedNode?.behavior as? FocusableBehavior else { return false }
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
    public var focusedCaretRect: CGRect? { (focusedNode?.behavior as? TextFieldBehavior)?.caretRectInWindow }

    /// The text of the focused text field and the part of it that is selected ("" for a caret).
    public var focusedTextSelection: (text: String, selected: String)? {
        guard let field = focusedNode?.behavior as? TextFieldBehavior else { return nil }
        return (field.editing.text, field.editing.selectedText)
    }

    /// The focused view's frame, if any (for hosts and tests).
    public var focusedFrame: CGRect? { focusedNode.map(\.focusFrame) }
}

/// One `.focused` modifier as the graph sees it.
final class FocusBindingRecord {
    /// The modifier's node; weak, since a removed view's node may go away before the record.
    weak var node: ViewNode?
    let report: (Bool) -> Void
    init(node: ViewNode, report: @escaping (Bool) -> Void) {
        self.node = node
        self.report = report
    }
    /// Whether `focused` is this modifier's view or inside it.
    func contains(_ focused: ViewNode?) -> Bool {
        var n = focused
        while let current = n {
            if let node, current === node { return true }
            n = current.parent
        }
        return false
    }
}
