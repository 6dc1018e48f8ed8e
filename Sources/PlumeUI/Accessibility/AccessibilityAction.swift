import Foundation

/// The kind of an accessibility action, as SwiftUI's `AccessibilityActionKind`: the element's
/// activation (`.default`), dismissing it (`.escape`), the screen reader's two-finger double tap
/// (`.magicTap`), or an action of the element's own with a name (`init(named:)`, offered in the
/// screen reader's actions rotor).
public struct AccessibilityActionKind: Hashable, Sendable {
    /// What the element reports the action as: "default", "escape", "magicTap", or the name.
    public let name: String

    /// Activating the element.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Dismissing the element (a screen reader's two-finger scrub).
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The screen reader's two-finger double tap: the element's most important action.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")

    /// An action of the element's own, named `name` (its plain characters).
    public init(named name: Text) { self.name = name.plainText }

    private init(name: String) { self.name = name }
}

/// One action an accessibility modifier attaches: its kind and what it runs. Compared by identity
/// (a view made again makes a new one, so the modifier always takes the newest closure); its
/// handler runs on the main actor only, from `ViewGraph.performAccessibilityAction(_:on:)`.
final class AccessibilityActionHandler: Hashable, @unchecked Sendable {
    let kind: AccessibilityActionKind
    let handler: () -> Void

    init(kind: AccessibilityActionKind, handler: @escaping () -> Void) {
        self.kind = kind
        self.handler = handler
    }

    static func == (lhs: AccessibilityActionHandler, rhs: AccessibilityActionHandler) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

nonisolated extension View {
    /// Adds an action of `actionKind` to the accessibility element this view makes, as SwiftUI's
    /// `accessibilityAction(_:_:)`. The element lists it (`AccessibilityElement.actions`) and
    /// `ViewGraph.performAccessibilityAction(_:on:)` (a test's `ViewHost.performAccessibilityAction`)
    /// runs `handler`. Plume has no screen-reader bridge yet (AT-SPI): nothing else calls it.
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(
            AccessibilityAttachmentModifier(
                attachment: AccessibilityAttachment(
                    actions: [AccessibilityActionHandler(kind: actionKind, handler: handler)])))
    }

    /// Adds an action named `name` to the accessibility element this view makes.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAction(AccessibilityActionKind(named: name), handler)
    }

    /// Adds an action named by a string literal to the accessibility element this view makes.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAction(AccessibilityActionKind(named: Text(nameKey)), handler)
    }

    /// Adds an action named by a string to the accessibility element this view makes.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAction(AccessibilityActionKind(named: Text(name)), handler)
    }
}

extension ViewGraph {
    /// Runs the action of `kind` that `element` offers (an element from `accessibilityElements()`
    /// of this graph), as a screen reader asks: returns false when it offers none of that kind.
    /// A `.default` action the element does not declare activates it as a tap at its centre does
    /// not: only declared actions run. Called between frames, as events are.
    @discardableResult
    public func performAccessibilityAction(_ kind: AccessibilityActionKind, on element: AccessibilityElement) -> Bool {
        guard let action = element.actionHandlers.last(where: { $0.kind == kind }) else { return false }
        action.handler()
        return true
    }
}
