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
        walk(root)
        return found.sorted { (a: ViewNode, b: ViewNode) -> Bool in
            let (fa, fb) = (a.focusFrame, b.focusFrame)
            return abs(fa.minY - fb.minY) > 0.5 ? fa.minY < fb.minY : fa.minX < fb.minX
        }
    }

    /// Gives keyboard focus to `node` (or takes it away with nil), telling `@FocusState`s.
    func setFocus(_ node: ViewNode?) {
        let old = focusedNode
        guard old !== node else { return }
        focusedNode = node
        (old?.behavior as? FocusableBehavior)?.focusChanged(to: false)
        (node?.behavior as? FocusableBehavior)?.focusChanged(to: true)
        syncFocusBindings()
        needsFrame = true
    }

    /// Tells every `.focused` modifier whether its field holds the focus.
    func syncFocusBindings() {
        for (id, binding) in focusBindings {
            if binding.node.isDestroyed {
                focusBindings[id] = nil
                continue
            }
            binding.report(binding.contains(focusedNode))
        }
    }

    /// A key went down; Tab and Shift-Tab move the focus, other keys go to the focused view, and a
    /// key it does not use runs the button whose `keyboardShortcut` it is.
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
    }

    /// Text typed or committed by an input method goes to the focused view. Returns whether one took it.
    @discardableResult
    public func insertText(_ text: String) -> Bool {
        if let focused = focusedNode, focused.isDestroyed { focusedNode = nil }
        guard let focused = focusedNode?.behavior as? FocusableBehavior else { return false }
        focused.insert(text)
        return true
    }

    /// The focused view's frame, if any (for hosts and tests).
    public var focusedFrame: CGRect? { focusedNode.map(\.focusFrame) }
}

/// One `.focused` modifier as the graph sees it.
final class FocusBindingRecord {
    unowned let node: ViewNode
    let report: (Bool) -> Void
    init(node: ViewNode, report: @escaping (Bool) -> Void) {
        self.node = node
        self.report = report
    }
    /// Whether `focused` is this modifier's view or inside it.
    func contains(_ focused: ViewNode?) -> Bool {
        var n = focused
        while let current = n {
            if current === node { return true }
            n = current.parent
        }
        return false
    }
}
