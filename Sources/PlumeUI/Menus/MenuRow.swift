import Foundation
import PlumeGraphics

/// One row of an open menu: a check mark column, the label, and a chevron for a submenu; highlighted
/// in the accent colour while the pointer is over it, it is pressed, or it has keyboard focus; red
/// for a destructive button, gray when disabled.
struct MenuRowView<Label: View>: View {
    let label: Label
    var role: ButtonRole? = nil
    var isChecked = false
    var isSubmenu = false
    /// Runs when the row is chosen (click, Return, Space; Right arrow for a submenu).
    let action: () -> Void
    @State private var isHighlighted = false
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.menuContext) private var menu
    @Environment(\.keyboardShortcut) private var shortcut
    @Environment(\.isMenuBarCommand) private var isMenuBarCommand

    /// The least height of a row.
    static var height: CGFloat { 28 }

    var body: some View {
        let color: Color =
            !isEnabled ? .secondary : isHighlighted ? .white : role == .destructive ? .red : .primary
        MenuRowArea(isHighlighted: $isHighlighted, isSubmenu: isSubmenu, menu: menu, action: action) {
            HStack(spacing: 6) {
                Image(systemName: "checkmark").font(.system(size: 12, weight: .semibold))
                    .opacity(isChecked ? 1 : 0)
                label.lineLimit(1).layoutPriority(1)
                Spacer(minLength: 16)
                if isMenuBarCommand, let shortcut {
                    Text(shortcut.menuLabel).font(.subheadline).fixedSize()
                        .foregroundColor(isHighlighted && isEnabled ? .white : .secondary)
                }
                if isSubmenu {
                    Image(systemName: "chevron.forward").font(.system(size: 12, weight: .semibold))
                }
            }
            .foregroundColor(color)
            .padding(.horizontal, 10)
            .frame(maxWidth: .infinity, minHeight: Self.height, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: 5).fill(isHighlighted && isEnabled ? tint : .clear))
            .padding(.horizontal, 5)
            .contentShape(Rectangle())
        }
    }
}

/// The button style of the buttons inside an open menu: each is a `MenuRowView` that runs the
/// button's action and closes the menu.
struct MenuItemButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        MenuButtonRow(configuration: configuration)
    }
}

struct MenuButtonRow: View {
    let configuration: PrimitiveButtonStyleConfiguration
    @Environment(\.menuContext) private var menu
    var body: some View {
        MenuRowView(label: configuration.label, role: configuration.role) {
            configuration.trigger()
            menu?.closeAll()
        }
    }
}

/// The toggle style inside an open menu: a row with a check mark while on; choosing it flips the
/// toggle and closes the menu.
struct MenuToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        MenuToggleRow(configuration: configuration)
    }
}

struct MenuToggleRow: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.menuContext) private var menu
    var body: some View {
        MenuRowView(label: configuration.label, isChecked: configuration.isOn) {
            configuration.isOn.toggle()
            menu?.closeAll()
        }
    }
}

/// Tracks the pointer, hover and keyboard over a menu row and runs its action.
struct MenuRowArea<Content: View>: View, PrimitiveView {
    let isHighlighted: Binding<Bool>
    let isSubmenu: Bool
    let menu: MenuContext?
    let action: () -> Void
    let content: Content
    init(
        isHighlighted: Binding<Bool>, isSubmenu: Bool, menu: MenuContext?, action: @escaping () -> Void,
        @ViewBuilder content: () -> Content
    ) {
        self.isHighlighted = isHighlighted
        self.isSubmenu = isSubmenu
        self.menu = menu
        self.action = action
        self.content = content()
    }
    typealias Body = Never
    func makeBehavior() -> NodeBehavior { MenuRowBehavior<Content>() }
}

/// A row's input: a press released over it chooses it; the pointer over it gives it the keyboard
/// focus (so the arrow keys go on from there; it stays highlighted until another row takes it);
/// while focused, Up and Down move to the previous and next row of the menu (wrapping), Return and
/// Space choose it, Right opens a submenu row and Left closes a submenu. Escape is left to the presentation layer, which closes the topmost menu.
final class MenuRowBehavior<Content: View>: SingleContentViewBehavior<MenuRowArea<Content>>, PointerHandler,
    HoverHandler, FocusableBehavior, ButtonBehaviorMarker
{
    override var pointerHandler: PointerHandler? { self }
    override var hoverHandler: HoverHandler? { self }
    override var focusTarget: FocusableBehavior? { self }
    override var buttonTarget: ButtonBehaviorMarker? { self }
    override var isTransparent: Bool { true }
    override var displayName: String? { "" }
    private var isFocused = false
    private var isPressed = false
    override var dumpDetails: String? { isFocused ? "focused" : nil }

    override func update(changed: Bool) {
        node.reconcileSingleChild(view.content, environment: node.environment)
    }

    private var area: CGRect { node.layoutItems.reduce(CGRect.null) { $0.union($1.frame) } }
    private var isEnabled: Bool { node.environment.isEnabled }

    private func sync() {
        let highlighted = (isFocused || isPressed) && isEnabled
        if view.isHighlighted.wrappedValue != highlighted { view.isHighlighted.wrappedValue = highlighted }
    }

    func pointerBegan(at point: CGPoint) -> Bool {
        guard isEnabled else { return false }
        isPressed = true
        sync()
        return true
    }
    func pointerMoved(to point: CGPoint) {
        let inside = area.contains(point)
        if inside != isPressed {
            isPressed = inside
            sync()
        }
    }
    func pointerEnded(at point: CGPoint) {
        isPressed = false
        sync()
        if area.contains(point) { activate() }
    }
    func pointerCancelled() {
        isPressed = false
        sync()
    }

    func hoverMoved(to point: CGPoint) {
        if !isFocused, isEnabled { node.graph.setFocus(node) }
    }
    /// The row keeps the focus when the pointer leaves it (the arrow keys go on from it).
    func hoverEnded() {}

    func activate() {
        guard isEnabled else { return }
        view.action()
    }

    var acceptsFocus: Bool { isEnabled }
    func focusChanged(to focused: Bool) {
        isFocused = focused
        sync()
    }
    func handle(_ key: Key, modifiers: EventModifiers) -> Bool {
        guard modifiers.isEmpty else { return false }
        switch key {
        case .enter, .space:
            activate()
        case .right where view.isSubmenu:
            activate()
        case .left where (view.menu?.depth ?? 0) > 0:
            view.menu?.closeSelf()
        case .left, .right:
            guard let neighbour = view.menu?.neighbour else { return false }
            neighbour(key == .left ? -1 : 1)
        case .up, .down:
            MenuKeyboard.move(from: node, backward: key == .up)
        default:
            return false
        }
        return true
    }
    func insert(_ text: String) {}
}

@MainActor
enum MenuKeyboard {
    /// Moves the focus to the next (previous) row of the menu `node` is in: the topmost presentation.
    static func move(from node: ViewNode, backward: Bool) {
        let graph = node.graph
        guard let menu = graph.presentations.inputRoot else { return }
        _ = graph.focus.moveFocus(backward: backward, in: menu)
    }
}
