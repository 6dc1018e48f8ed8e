import Foundation
import PlumeAnimation
import PlumeGraphics

/// A key that triggers a shortcut, as SwiftUI's `KeyEquivalent`: a character (`"s"`) or a named
/// key (`.return`, `.escape`, `.space`, arrows…).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's character (named keys use their control characters, as SwiftUI).
    public let character: Character

    /// The key for `character` (letters match either case).
    public init(_ character: Character) { self.character = Character(character.lowercased()) }
    public init(extendedGraphemeClusterLiteral value: Character) { self.init(value) }

    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let space = KeyEquivalent(" ")
    public static let tab = KeyEquivalent("\t")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{7F}")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")

    /// The equivalent of a named key the host reports.
    init(_ key: Key) {
        switch key {
        case .tab: self = .tab
        case .enter: self = .return
        case .escape: self = .escape
        case .backspace: self = .delete
        case .delete: self = .deleteForward
        case .left: self = .leftArrow
        case .right: self = .rightArrow
        case .up: self = .upArrow
        case .down: self = .downArrow
        case .home: self = .home
        case .end: self = .end
        case .space: self = .space
        case .function(let number):
            self.init(Character(Unicode.Scalar(0xF704 + UInt32(min(max(number, 1), 24)) - 1)!))
        case .character(let character): self.init(character)
        }
    }
}

/// A key with modifiers that runs a button's action wherever the focus is, as SwiftUI's
/// `KeyboardShortcut`.
public struct KeyboardShortcut: Hashable, Sendable {
    public var key: KeyEquivalent
    public var modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return with no modifiers: the default button of a form or dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape with no modifiers: the cancel button.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

struct KeyboardShortcutKey: EnvironmentKey { static let defaultValue: KeyboardShortcut? = nil }
struct ControlsFocusableKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The shortcut of the buttons inside (set by `.keyboardShortcut`).
    var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
    /// Whether buttons and toggles inside take part in keyboard focus (set by `.focusable()`).
    var controlsAreFocusable: Bool {
        get { self[ControlsFocusableKey.self] }
        set { self[ControlsFocusableKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Runs the action of the button this modifies (or of the buttons inside) when `key` is pressed
    /// with `modifiers`, wherever the keyboard focus is (the focused view sees the key first).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        environment(\.keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers))
    }
    /// Runs the button's action on `shortcut` (`.defaultAction`, `.cancelAction`…); nil removes it.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }
}

extension ViewGraph {
    /// A character key went down with `modifiers` (Command-S, Control-Q…); hosts send these instead
    /// of `insertText` when a command modifier is held. The same as `keyDown(.character(character),
    /// modifiers:)`: the focused view may use it (Control-C in a text field), otherwise the first
    /// enabled button, in reading order, whose `keyboardShortcut` matches runs. Returns whether
    /// something used it.
    @discardableResult
    public func keyDown(character: Character, modifiers: EventModifiers) -> Bool {
        keyDown(.character(character), modifiers: modifiers)
    }

    /// Runs the first enabled, on-screen button whose shortcut is `shortcut` (in the topmost
    /// presentation while one is up).
    func performKeyboardShortcut(_ shortcut: KeyboardShortcut) -> Bool {
        var found: ButtonBehaviorMarker?
        func walk(_ node: ViewNode) {
            guard found == nil, !node.isRemoving else { return }
            if let button = node.behavior.buttonTarget, let own = node.environment.keyboardShortcut,
                own == shortcut || (node.environment.isMenuBarCommand && own.matchesMenuBarPress(shortcut)),
                node.environment.isEnabled
            {
                found = button
                return
            }
            node.children.forEach(walk)
        }
        walk(presentations.inputRoot ?? root)  // only the topmost presentation while one is up
        guard let found else { return false }
        found.activate()
        needsFrame = true
        return true
    }
}

extension ViewNode {
    /// Where a focusable view is on screen: its frame, or for a node transparent to layout (a
    /// button's press area) the union of its layout items' frames.
    var focusFrame: CGRect {
        guard behavior.isTransparent else { return frame }
        let union = layoutItems.reduce(CGRect.null) { $0.union($1.frame) }
        return union.isNull ? frame : union
    }
}
