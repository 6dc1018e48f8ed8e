import Foundation

/// SwiftUI's first spelling of the accessibility modifiers, `accessibility(label:)`,
/// `accessibility(hint:)` and the like (deprecated by Apple in favour of `accessibilityLabel(_:)`
/// and its companions, and still in apps). Each says the same as its newer form and returns the
/// same `ModifiedContent<Self, AccessibilityAttachmentModifier>` as SwiftUI's: a label set this way
/// names the view for tests (`ViewHost.tap("Add Card")`) and for ``ViewGraph/accessibilityElements()``.
nonisolated extension View {
    /// The label assistive technology reads and tests find this view by.
    public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attachment: AccessibilityAttachment(label: label.plainText)))
    }

    /// The element's current value, read after its label.
    public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(value)
    }

    /// What happens when the element is activated, read after a pause.
    public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(hint)
    }

    /// Hides this view and its content from accessibility when `hidden` is true.
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHidden(hidden)
    }

    /// Adds traits to the element this view makes.
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAddTraits(traits)
    }

    /// Removes traits the element this view makes would have.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityRemoveTraits(traits)
    }
}
