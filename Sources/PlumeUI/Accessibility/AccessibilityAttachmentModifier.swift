import Foundation

/// What accessibility modifiers say about the element a view makes: set by `accessibilityValue`,
/// `accessibilityHint`, `accessibilityAddTraits`, `accessibilityRemoveTraits`, `accessibilityHidden`
/// and `accessibilityElement(children:)`; read by ``ViewGraph/accessibilityElements()``.
struct AccessibilityAttachment: Hashable, Sendable {
    var label: String?
    var value: String?
    var hint: String?
    var addedTraits: AccessibilityTraits = []
    var removedTraits: AccessibilityTraits = []
    var isHidden: Bool?
    /// Set by `accessibilityElement(children:)`: this view is an element boundary.
    var children: AccessibilityChildBehavior?
    /// The actions `accessibilityAction` attached, in the order the modifiers are written
    /// (innermost first).
    var actions: [AccessibilityActionHandler] = []

    /// This attachment (an outer modifier's) with what an inner modifier says where this one says
    /// nothing: the modifier applied last (outermost) wins, as in SwiftUI; traits accumulate.
    func filled(from inner: AccessibilityAttachment) -> AccessibilityAttachment {
        var result = self
        result.label = label ?? inner.label
        result.value = value ?? inner.value
        result.hint = hint ?? inner.hint
        result.addedTraits.formUnion(inner.addedTraits)
        result.removedTraits.formUnion(inner.removedTraits)
        result.isHidden = isHidden ?? inner.isHidden
        result.actions = inner.actions + actions
        return result
    }

    /// Whether a view reached by this attachment becomes one element of its own (the attachment
    /// describes it): a label, value, hint or trait change names what the view as a whole is.
    var describesAnElement: Bool {
        label != nil || value != nil || hint != nil || !addedTraits.isEmpty || !removedTraits.isEmpty
    }
}

/// The modifier every accessibility attachment (`accessibilityValue`, `accessibilityHint`,
/// `accessibilityAddTraits`, `accessibilityHidden`…) is, as SwiftUI's
/// `AccessibilityAttachmentModifier`. Transparent to layout and drawing; it only changes what
/// ``ViewGraph/accessibilityElements()`` reports.
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let attachment: AccessibilityAttachment
    @MainActor func makeBehavior() -> NodeBehavior { AccessibilityAttachmentBehavior() }
}

/// The node of an ``AccessibilityAttachmentModifier``: hands its attachment to the accessibility
/// tree; nothing to update when it changes (the tree is read on demand).
final class AccessibilityAttachmentBehavior: TransparentModifierBehavior<AccessibilityAttachmentModifier> {
    override func modifierChanged(from old: AccessibilityAttachmentModifier) {}
    override var accessibilityAttachment: AccessibilityAttachment? { modifier.attachment }
    /// A label given as an attachment (`accessibility(label:)`) names the view as
    /// `accessibilityLabel(_:)` does: tests find and tap it by that label.
    override var accessibilityLabel: String? { modifier.attachment.label }
}

nonisolated extension View {
    /// Makes this view one accessibility element: `.ignore` (the default) reads only what the
    /// modifiers around it say, `.combine` joins its content's labels, values and traits, `.contain`
    /// keeps its content's elements and groups them under it.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(AccessibilityAttachmentModifier(attachment: AccessibilityAttachment(children: children)))
    }

    /// Adds traits to the element this view makes (`.isHeader`, `.isSelected`…).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        modifier(AccessibilityAttachmentModifier(attachment: AccessibilityAttachment(addedTraits: traits)))
    }

    /// Removes traits the element this view makes would have (a button that should not read as one).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        modifier(AccessibilityAttachmentModifier(attachment: AccessibilityAttachment(removedTraits: traits)))
    }

    /// The element's current value ("5 minutes" for a slider), read after its label.
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibilityAttachment(value: valueDescription.plainText))
    }

    /// The element's current value ("5 minutes" for a slider), read after its label.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment(AccessibilityAttachment(value: Text(valueKey).plainText))
    }

    /// The element's current value ("5 minutes" for a slider), read after its label.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment(AccessibilityAttachment(value: String(value)))
    }

    /// What happens when the element is activated ("Opens the meeting"), read after a pause.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibilityAttachment(hint: hint.plainText))
    }

    /// What happens when the element is activated ("Opens the meeting"), read after a pause.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment(AccessibilityAttachment(hint: Text(hintKey).plainText))
    }

    /// What happens when the element is activated ("Opens the meeting"), read after a pause.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAttachment(AccessibilityAttachment(hint: String(hint)))
    }

    /// Hides this view and its content from accessibility (decorative views, or text a combined
    /// element already reads) when `hidden` is true.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(AccessibilityAttachment(isHidden: hidden))
    }

    private func accessibilityAttachment(_ attachment: AccessibilityAttachment) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        modifier(AccessibilityAttachmentModifier(attachment: attachment))
    }
}
