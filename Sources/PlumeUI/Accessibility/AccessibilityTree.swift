import Foundation
import PlumeGraphics

/// One element of the accessibility tree, as a screen reader would read it: a label, a value, a
/// hint and traits, over a frame in window coordinates.
public struct AccessibilityElement: Hashable, CustomStringConvertible {
    /// What the element is called ("Seconds Elapsed", "Add attendee"); empty when nothing names it.
    public let label: String
    /// Its current value ("5 minutes"), if any.
    public let value: String?
    /// What activating it does, if said.
    public let hint: String?
    /// What kind of thing it is.
    public let traits: AccessibilityTraits
    /// Where it is, in window coordinates.
    public let frame: CGRect
    /// What the element's actions run (`accessibilityAction`), in the order they are written.
    var actionHandlers: [AccessibilityActionHandler] = []

    /// The kinds of the actions it offers (`accessibilityAction`), in the order they are written.
    public var actions: [AccessibilityActionKind] { actionHandlers.map(\.kind) }

    public var description: String {
        var text = "\"\(label)\""
        if let value { text += " value \"\(value)\"" }
        if let hint { text += " hint \"\(hint)\"" }
        if !traits.isEmpty { text += " [\(traits.names.joined(separator: ", "))]" }
        if !actions.isEmpty { text += " actions: \(actions.map(\.name).joined(separator: ", "))" }
        return text
    }

    /// This element offering `handlers` too.
    func adding(_ handlers: [AccessibilityActionHandler]) -> AccessibilityElement {
        var element = self
        element.actionHandlers += handlers
        return element
    }
}

extension ViewGraph {
    /// The accessibility elements on screen in reading order: each `Text`, labelled `Image` and text
    /// field is one; a button is one element reading its content; a view an accessibility modifier
    /// describes (a label, value, hint or traits) is one element combining its content, unless
    /// `accessibilityElement(children:)` says how; `accessibilityHidden(true)` leaves a view out.
    /// Plume has no bridge to the desktop's screen reader (AT-SPI) yet: this tree is what tests and
    /// tools read.
    public func accessibilityElements() -> [AccessibilityElement] {
        var reader = AccessibilityTreeReader()
        reader.read(root, pending: AccessibilityAttachment())
        return reader.elements
    }
}

/// Walks the view tree once, collecting elements (used by ``ViewGraph/accessibilityElements()``).
@MainActor
private struct AccessibilityTreeReader {
    var elements: [AccessibilityElement] = []

    /// Reads `node` with `pending`, what the modifiers above it (outermost first) said.
    mutating func read(_ node: ViewNode, pending inherited: AccessibilityAttachment) {
        let behavior = node.behavior
        guard !behavior.isHiddenFromInspection else { return }
        var pending = inherited
        if let label = behavior.accessibilityLabel {
            pending = pending.filled(from: AccessibilityAttachment(label: label))
        }
        if let attachment = behavior.accessibilityAttachment { pending = pending.filled(from: attachment) }
        if pending.isHidden == true { return }
        if let representation = behavior.accessibilityRepresentation {
            // `accessibilityRepresentation`: the representation's elements stand for the content's.
            read(representation, pending: pending)
            return
        }

        if let children = behavior.accessibilityAttachment?.children {
            readBoundary(node, children: children, pending: pending)
            return
        }
        if behavior.buttonTarget != nil {
            var button = pending
            button.addedTraits.insert(.isButton)
            combine(node, pending: button)
            return
        }
        if behavior.isTransparent {
            for child in behavior.inspectedChildren { read(child, pending: pending) }
            return
        }
        if pending.describesAnElement {
            combine(node, pending: pending)
            return
        }
        if let leaf = leafElement(node) {
            elements.append(leaf.adding(pending.actions))
            return
        }
        // Actions attached around a group that is not one element go to its first element.
        let first = elements.count
        for child in behavior.inspectedChildren { read(child, pending: AccessibilityAttachment()) }
        if !pending.actions.isEmpty, elements.count > first {
            elements[first] = elements[first].adding(pending.actions)
        }
    }

    /// An element boundary set by `accessibilityElement(children:)`.
    private mutating func readBoundary(
        _ node: ViewNode, children: AccessibilityChildBehavior, pending: AccessibilityAttachment
    ) {
        switch children.kind {
        case .ignore:
            elements.append(
                element(
                    label: pending.label ?? "", value: pending.value, traits: [], pending: pending,
                    frame: frame(of: node)))
        case .combine:
            combine(node, pending: pending)
        case .contain:
            var inner = pending
            inner.children = nil
            inner.label = nil
            for child in node.behavior.inspectedChildren { read(child, pending: AccessibilityAttachment()) }
        }
    }

    /// One element for `node`: its content's elements joined, under what `pending` says.
    private mutating func combine(_ node: ViewNode, pending: AccessibilityAttachment) {
        var content = AccessibilityTreeReader()
        if let leaf = leafElement(node) {
            content.elements.append(leaf)
        } else {
            for child in node.behavior.inspectedChildren { content.read(child, pending: AccessibilityAttachment()) }
        }
        let labels = content.elements.map(\.label).filter { !$0.isEmpty }
        let values = content.elements.compactMap(\.value)
        let traits = content.elements.reduce(AccessibilityTraits()) { $0.union($1.traits) }
        elements.append(
            element(
                label: pending.label ?? labels.joined(separator: ", "),
                value: pending.value ?? (values.isEmpty ? nil : values.joined(separator: ", ")),
                traits: traits, pending: pending, frame: frame(of: node)))
    }

    private func element(
        label: String, value: String?, traits: AccessibilityTraits, pending: AccessibilityAttachment, frame: CGRect
    ) -> AccessibilityElement {
        AccessibilityElement(
            label: label, value: value, hint: pending.hint,
            traits: traits.union(pending.addedTraits).subtracting(pending.removedTraits), frame: frame,
            actionHandlers: pending.actions)
    }

    /// The element a view is by itself: a `Text`, an `Image` with a label, a text field.
    private func leafElement(_ node: ViewNode) -> AccessibilityElement? {
        if let field = node.behavior.textField {
            return AccessibilityElement(
                label: field.title, value: nil, hint: nil, traits: [], frame: node.frame)
        }
        if let text = node.behavior.displayedText {
            return AccessibilityElement(label: text, value: nil, hint: nil, traits: .isStaticText, frame: node.frame)
        }
        if let label = (node.view as? Image)?.label {
            return AccessibilityElement(label: label, value: nil, hint: nil, traits: .isImage, frame: node.frame)
        }
        return nil
    }

    /// The window frame a modifier node's content covers (a modifier has none of its own).
    private func frame(of node: ViewNode) -> CGRect {
        let union = node.layoutItems.reduce(CGRect.null) { $0.union($1.frame) }
        return union.isNull ? node.frame : union
    }
}
