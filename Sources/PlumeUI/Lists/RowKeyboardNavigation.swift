import Foundation
import PlumeGraphics

/// Gives a table or an outline list the keyboard: a press anywhere in it takes the focus (it is
/// also in the Tab order), and while it has the focus the arrow keys go to `handle` (Up and Down
/// move the selection, Left and Right collapse and expand outline rows). Keys `handle` does not use
/// go on as usual (shortcuts, Escape).
///
/// Made by `TableView` and `OutlineListView` around their rows; the behaviour never claims a
/// press, so row taps and the scroll view work as without it.
nonisolated struct RowKeyboardNavigationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// A key pressed while the rows have the focus; returns whether it was used.
    let handle: (Key, EventModifiers) -> Bool
    @MainActor func makeBehavior() -> NodeBehavior { RowKeyboardNavigationBehavior() }
}

final class RowKeyboardNavigationBehavior: TransparentModifierBehavior<RowKeyboardNavigationModifier>,
    FocusableBehavior, PointerHandler
{
    override var focusTarget: FocusableBehavior? { self }
    override var pointerHandler: PointerHandler? { self }
    override func modifierChanged(from old: RowKeyboardNavigationModifier) {}

    var acceptsFocus: Bool { node.environment.isEnabled }
    func focusChanged(to focused: Bool) {}
    func handle(_ key: Key, modifiers: EventModifiers) -> Bool { modifier.handle(key, modifiers) }
    func insert(_ text: String) {}

    func pointerBegan(at point: CGPoint) -> Bool {
        if acceptsFocus, !holdsFocusInside { node.graph.setFocus(node) }
        return false
    }

    /// Whether a view inside the rows (a text field in a row) has the focus: a press then leaves it.
    private var holdsFocusInside: Bool {
        var current = node.graph.focusedNode?.parent
        while let ancestor = current {
            if ancestor === node { return true }
            current = ancestor.parent
        }
        return false
    }
    func pointerMoved(to point: CGPoint) {}
    func pointerEnded(at point: CGPoint) {}
    func pointerCancelled() {}
}

nonisolated extension View {
    /// Sends arrow keys to `handle` while this view (or a press inside it) has the focus.
    func rowKeyboardNavigation(_ handle: @escaping (Key, EventModifiers) -> Bool) -> some View {
        modifier(RowKeyboardNavigationModifier(handle: handle))
    }
}
