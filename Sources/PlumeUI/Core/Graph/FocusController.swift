import Foundation
import PlumeGraphics

/// Keyboard focus in one graph: the focused view, the `.focused` modifiers bound to it, moving it
/// with Tab, and the software keyboard of touch mode, which shows while a view that takes text has
/// focus.
///
/// The graph owns one; its public key and text entry points (`keyDown`, `insertText`) come here,
/// and behaviours move the focus with `ViewGraph.setFocus(_:)` (a tap in a text field, a
/// `@FocusState` set in code). It calls only `FocusableBehavior` methods and the bindings'
/// `report`, and asks the scheduler for frames; `focusableNodes(in:)` reads the tree it is given.
@MainActor
final class FocusController {
    private let scheduler: FrameScheduler
    /// The view holding keyboard focus (a change shows or hides the software keyboard).
    weak var focusedNode: ViewNode? {
        didSet { if oldValue !== focusedNode { softwareKeyboard?.focusChanged() } }
    }
    /// The on-screen keyboard in touch mode (see `ViewGraph.softwareKeyboardMode`).
    var softwareKeyboard: SoftwareKeyboard?
    /// The `.focused` modifiers in the graph, by their node.
    var bindings: [ObjectIdentifier: FocusBindingRecord] = [:]

    init(scheduler: FrameScheduler) { self.scheduler = scheduler }

    /// The focused view's behaviour, when one has focus and is still in the tree.
    var focused: FocusableBehavior? {
        dropDestroyedFocus()
        return focusedNode?.behavior.focusTarget
    }

    /// Forgets a focused view that was destroyed (without telling it).
    func dropDestroyedFocus() {
        if let node = focusedNode, node.isDestroyed { focusedNode = nil }
    }

    /// The focusable views under `root` in reading order (top to bottom, then leading to trailing).
    func focusableNodes(in root: ViewNode) -> [ViewNode] {
        var found: [ViewNode] = []
        func walk(_ node: ViewNode) {
            if let f = node.behavior.focusTarget, f.acceptsFocus, !node.isRemoving { found.append(node) }
            for child in node.children { walk(child) }
        }
        walk(root)
        return found.sorted { (a: ViewNode, b: ViewNode) -> Bool in
            let (fa, fb) = (a.focusFrame, b.focusFrame)
            guard abs(fa.minY - fb.minY) <= 0.5 else { return fa.minY < fb.minY }
            // Leading to trailing: right to left between views that both lay out right to left.
            return a.isRightToLeft && b.isRightToLeft ? fa.maxX > fb.maxX : fa.minX < fb.minX
        }
    }

    /// Gives keyboard focus to `node` (or takes it away with nil), telling both views and the
    /// `@FocusState`s. A view that was removed cannot take focus: asking for it clears the focus.
    func setFocus(_ node: ViewNode?) {
        let node = node.flatMap { $0.isDestroyed || $0.isRemoving ? nil : $0 }
        let old = focusedNode
        guard old !== node else { return }
        focusedNode = node
        old?.behavior.focusTarget?.focusChanged(to: false)
        node?.behavior.focusTarget?.focusChanged(to: true)
        syncBindings()
        scheduler.requestFrame()
    }

    /// Moves the focus to the next focusable view under `root` in reading order (the previous one
    /// when `backward`), wrapping around; from no focus, to the first (the last). Returns false
    /// when nothing can take focus.
    func moveFocus(backward: Bool, in root: ViewNode) -> Bool {
        dropDestroyedFocus()
        let order = focusableNodes(in: root)
        guard !order.isEmpty else { return false }
        let index = focusedNode.flatMap { f in order.firstIndex { $0 === f } }
        let next: Int
        if backward {
            next = index.map { ($0 - 1 + order.count) % order.count } ?? order.count - 1
        } else {
            next = index.map { ($0 + 1) % order.count } ?? 0
        }
        setFocus(order[next])
        return true
    }

    /// Tells every `.focused` modifier whether its view holds the focus. Modifiers whose view was
    /// removed hear "not focused" once (so a focus state naming a removed view goes back to nil)
    /// and are dropped.
    func syncBindings() {
        if let focused = focusedNode, focused.isDestroyed || focused.isRemoving {
            focusedNode = nil
            // A view still leaving (a removal transition) is told; a destroyed one is left alone.
            if !focused.isDestroyed { focused.behavior.focusTarget?.focusChanged(to: false) }
        }
        for (id, binding) in bindings where binding.node.map({ $0.isDestroyed }) ?? true {
            bindings[id] = nil
            binding.report(false)
        }
        for binding in bindings.values { binding.report(binding.contains(focusedNode)) }
    }
}

/// One `.focused` modifier as the focus controller sees it.
@MainActor
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
