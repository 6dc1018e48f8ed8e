import Foundation
import PlumeGraphics

/// Keeps the menu bar's items mounted while their menus are closed, so that their
/// `.keyboardShortcut`s run from anywhere in the window: the items are updated as any view (their
/// environment, `.disabled`, observed objects) but take no space, draw nothing, are not hit-tested
/// and are left out of `views()` and `dump()` (the open menus show the same items as rows).
///
/// Set under `MenuBarView`; its items see `isMenuBarCommand`, so a `.command` shortcut also answers
/// to Control.
struct CommandShortcutCarrier: View, PrimitiveView {
    let content: AnyView
    typealias Body = Never
    func makeBehavior() -> NodeBehavior { CommandShortcutCarrierBehavior() }
}

/// Mounts the carrier's items with `isMenuBarCommand` set, lays them out at zero size, draws and
/// hit-tests nothing, and hides them from inspection.
final class CommandShortcutCarrierBehavior: SingleContentViewBehavior<CommandShortcutCarrier> {
    override var movesWithFrame: Bool { false }
    override var isTransparent: Bool { true }
    override var displayName: String? { "" }
    override var isHiddenFromInspection: Bool { true }

    override func update(changed: Bool) {
        var environment = node.environment
        environment.isMenuBarCommand = true
        node.reconcileSingleChild(view.content, environment: environment)
    }
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        placeContent(in: CGRect(origin: rect.origin, size: .zero), proposal: ProposedViewSize(width: 0, height: 0))
    }
    override func draw(into list: inout DisplayList) {}
    override func hitTest(_ point: CGPoint) -> ViewNode? { nil }
}

struct MenuBarCommandKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the views are menu bar items (in an open menu of the bar, or mounted for their
    /// shortcuts): their `.command` shortcuts also answer to Control, and menu rows show them.
    var isMenuBarCommand: Bool {
        get { self[MenuBarCommandKey.self] }
        set { self[MenuBarCommandKey.self] = newValue }
    }
}

extension KeyboardShortcut {
    /// Whether a key press `pressed` runs this shortcut of a menu bar item: exactly, or with Control
    /// standing for Command (Linux desktops use Control where macOS uses Command).
    func matchesMenuBarPress(_ pressed: KeyboardShortcut) -> Bool {
        if self == pressed { return true }
        guard modifiers.contains(.command), !modifiers.contains(.control), pressed.modifiers.contains(.control),
            !pressed.modifiers.contains(.command)
        else { return false }
        var translated = pressed
        translated.modifiers.remove(.control)
        translated.modifiers.insert(.command)
        return self == translated
    }

    /// The shortcut as a Linux menu shows it: "Ctrl+N", "Ctrl+Shift+S", "F10" (Command is shown as
    /// Ctrl, the key that runs it here).
    var menuLabel: String {
        var parts: [String] = []
        if modifiers.contains(.control) || modifiers.contains(.command) { parts.append("Ctrl") }
        if modifiers.contains(.option) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        parts.append(key.menuLabel)
        return parts.joined(separator: "+")
    }
}

extension KeyEquivalent {
    /// The key's name in a menu: the letter in capitals, or the named key's name.
    var menuLabel: String {
        switch self {
        case .return: return "Enter"
        case .escape: return "Esc"
        case .space: return "Space"
        case .tab: return "Tab"
        case .delete: return "Backspace"
        case .deleteForward: return "Delete"
        case .upArrow: return "Up"
        case .downArrow: return "Down"
        case .leftArrow: return "Left"
        case .rightArrow: return "Right"
        case .home: return "Home"
        case .end: return "End"
        default:
            if let scalar = character.unicodeScalars.first, (0xF704...0xF71B).contains(scalar.value) {
                return "F\(scalar.value - 0xF704 + 1)"
            }
            return character.uppercased()
        }
    }
}
