import Foundation
import PlumeAnimation
import PlumeGraphics

/// Answers Escape for a part of the tree: a page of a navigation stack.
@MainActor
protocol EscapeKeyHandler: AnyObject {
    /// Whether the subtree is on screen for the user (false for a page covered by another: Escape
    /// never reaches anything inside it).
    var isShowing: Bool { get }
    /// Handles Escape; nil when it cannot (the root page of a stack).
    var escapeAction: (() -> Void)? { get }
}

/// Marks a page of a `NavigationStack` for Escape: the top page pops itself.
nonisolated struct NavigationPageEscapeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// Whether this is the stack's top page.
    let isShowing: Bool
    /// Pops the page; nil on the root page.
    let pop: (() -> Void)?
    @MainActor func makeBehavior() -> NodeBehavior { NavigationPageEscapeBehavior() }
}

final class NavigationPageEscapeBehavior: TransparentModifierBehavior<NavigationPageEscapeModifier>,
    EscapeKeyHandler
{
    override var escapeHandler: EscapeKeyHandler? { self }
    override func modifierChanged(from old: NavigationPageEscapeModifier) {}
    var isShowing: Bool { modifier.isShowing }
    var escapeAction: (() -> Void)? { modifier.pop }
}

extension ViewGraph {
    /// Escape that no focused view, keyboard shortcut or presentation used: pops the top page of the
    /// innermost navigation stack on screen that has one pushed (inside the topmost presentation
    /// when one is up that Escape does not close, such as a full-screen cover). Returns whether a
    /// page was popped.
    func handleNavigationEscape(_ key: Key, modifiers: EventModifiers) -> Bool {
        guard key == .escape, modifiers.isEmpty else { return false }
        func find(_ node: ViewNode) -> (() -> Void)? {
            guard !node.isRemoving else { return nil }
            let handler = node.behavior.escapeHandler
            if let handler, !handler.isShowing { return nil }
            for child in node.children {
                if let action = find(child) { return action }
            }
            return handler?.escapeAction
        }
        guard let action = find(presentations.inputRoot ?? root) else { return false }
        action()
        needsFrame = true
        return true
    }
}
