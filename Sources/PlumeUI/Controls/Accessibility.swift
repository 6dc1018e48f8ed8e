import Foundation
import PlumeAnimation
import PlumeGraphics

/// Names a view for assistive technology and for tests (`ViewHost.tap("Send")`), as SwiftUI's
/// `accessibilityLabel`.
nonisolated struct AccessibilityLabelModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let label: String
    @MainActor func makeBehavior() -> NodeBehavior { AccessibilityLabelBehavior() }
}

final class AccessibilityLabelBehavior: TransparentModifierBehavior<AccessibilityLabelModifier> {
    override func modifierChanged(from old: AccessibilityLabelModifier) {}
    override var accessibilityLabel: String? { modifier.label }
}

/// Sets a test identifier, as SwiftUI's `accessibilityIdentifier`.
nonisolated struct AccessibilityIdentifierModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let identifier: String
    @MainActor func makeBehavior() -> NodeBehavior { AccessibilityIdentifierBehavior() }
}

final class AccessibilityIdentifierBehavior: TransparentModifierBehavior<AccessibilityIdentifierModifier> {
    override func modifierChanged(from old: AccessibilityIdentifierModifier) {}
    override var accessibilityIdentifier: String? { modifier.identifier }
}

nonisolated extension View {
    /// The label assistive technology reads and tests find this view by.
    public func accessibilityLabel(_ label: String) -> some View { modifier(AccessibilityLabelModifier(label: label)) }
    /// The label assistive technology reads and tests find this view by.
    public func accessibilityLabel(_ label: Text) -> some View { accessibilityLabel(label.plainText) }
    /// An identifier tests find this view by.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AccessibilityIdentifierModifier(identifier: identifier))
    }
}

/// What a test or an accessibility client sees of one view on screen.
public struct ViewInfo: Hashable, CustomStringConvertible {
    /// The view's kind (`Text`, `Button`, `VStack`, `padding`…).
    public let typeName: String
    /// The frame in window coordinates (for labelled groups, the union of their content's frames).
    public let frame: CGRect
    /// The characters of a `Text`.
    public let text: String?
    /// The accessibility label.
    public let label: String?
    /// The accessibility identifier.
    public let identifier: String?
    /// Whether tapping it runs a button action (it is, or is inside, a button).
    public let isButton: Bool

    public var description: String {
        var s =
            "\(typeName) (\(formatNumber(frame.minX)), \(formatNumber(frame.minY)), \(formatNumber(frame.width)), \(formatNumber(frame.height)))"
        if let text { s += " \"\(text)\"" }
        if let label { s += " label \"\(label)\"" }
        if let identifier { s += " id \"\(identifier)\"" }
        return s
    }
}

extension ViewGraph {
    /// Every laid-out view that has text, a label or an identifier, or a layout of its own, in drawing
    /// order (later ones are in front).
    public func views() -> [ViewInfo] {
        var result: [ViewInfo] = []
        func walk(_ node: ViewNode, inButton: Bool) {
            guard !node.behavior.isHiddenFromInspection else { return }
            let isButton = inButton || node.behavior.buttonTarget != nil
            let union = node.layoutItems.reduce(CGRect.null) { $0.union($1.frame) }
            if let label = node.behavior.accessibilityLabel {
                result.append(
                    ViewInfo(
                        typeName: "label", frame: union.isNull ? .zero : union, text: nil, label: label,
                        identifier: nil, isButton: isButton))
            } else if let id = node.behavior.accessibilityIdentifier {
                result.append(
                    ViewInfo(
                        typeName: "identifier", frame: union.isNull ? .zero : union, text: nil, label: nil,
                        identifier: id, isButton: isButton))
            } else if let field = node.behavior.textField {
                result.append(
                    ViewInfo(
                        typeName: node.typeName, frame: node.frame, text: nil, label: field.title, identifier: nil,
                        isButton: false))
            } else if !node.behavior.isTransparent {
                let text = node.behavior.displayedText
                result.append(
                    ViewInfo(
                        typeName: node.typeName, frame: node.frame, text: text, label: (node.view as? Image)?.label,
                        identifier: nil, isButton: isButton))
            }
            for child in node.behavior.inspectedChildren { walk(child, inButton: isButton) }
        }
        walk(root, inButton: false)
        return result
    }

    /// Runs the action of the button whose label (text or accessibility label) is `label`, as a
    /// keyboard or accessibility activation would. Returns false when there is none or it is disabled.
    @discardableResult
    public func activateButton(labelled label: String) -> Bool {
        func find(_ node: ViewNode, button: ButtonBehaviorMarker?) -> ButtonBehaviorMarker? {
            let button = node.behavior.buttonTarget ?? button
            if let button {
                if (node.view as? Text)?.plainText == label { return button }
                if node.behavior.accessibilityLabel == label { return button }
            }
            for child in node.children {
                if let found = find(child, button: button) { return found }
            }
            return nil
        }
        guard let button = find(root, button: nil) else { return false }
        button.activate()
        return true
    }
}
