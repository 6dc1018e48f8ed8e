import Foundation
import PlumeGraphics

/// Holds the keyboard for an open menu before a row has it: takes the focus when the menu appears
/// (without drawing a ring), so that Down moves to the first row and Up to the last; Left closes a
/// submenu. It is not in the Tab order.
struct MenuFocusArea<Content: View>: View, PrimitiveView {
    let menu: MenuContext
    let content: Content
    init(menu: MenuContext, @ViewBuilder content: () -> Content) {
        self.menu = menu
        self.content = content()
    }
    typealias Body = Never
    func makeBehavior() -> NodeBehavior { MenuFocusAreaBehavior<Content>() }
}

final class MenuFocusAreaBehavior<Content: View>: SingleContentViewBehavior<MenuFocusArea<Content>>, FocusableBehavior,
    LifecycleBehavior
{
    override var focusTarget: FocusableBehavior? { self }
    override var lifecycleHandler: LifecycleBehavior? { self }
    override var isTransparent: Bool { true }
    override var displayName: String? { "" }

    override func update(changed: Bool) { node.reconcileSingleChild(view.content, environment: node.environment) }

    func appeared() {
        node.graph.afterFrame { [weak node] in
            guard let node, !node.isDestroyed else { return }
            node.graph.setFocus(node)
        }
    }
    func disappeared() {}

    var acceptsFocus: Bool { false }
    func focusChanged(to focused: Bool) {}
    func handle(_ key: Key, modifiers: EventModifiers) -> Bool {
        guard modifiers.isEmpty else { return false }
        switch key {
        case .up, .down:
            MenuKeyboard.move(from: node, backward: key == .up)
            return true
        case .left where view.menu.depth > 0:
            view.menu.closeSelf()
            return true
        case .left, .right:
            guard let neighbour = view.menu.neighbour else { return false }
            neighbour(key == .left ? -1 : 1)
            return true
        default:
            return false
        }
    }
    func insert(_ text: String) {}
}
