import Foundation
import PlumeUI

extension ViewHost {
    /// The accessibility elements on screen in reading order, as a screen reader would read them
    /// (``ViewGraph/accessibilityElements()``).
    public var accessibilityElements: [AccessibilityElement] { onMain { graph.accessibilityElements() } }

    /// The accessibility element labelled `label`, if one is on screen.
    public func accessibilityElement(labelled label: String) -> AccessibilityElement? {
        accessibilityElements.first { $0.label == label }
    }
}

extension ViewHost {
    /// Runs the action of `kind` on the accessibility element labelled `label`, as a screen reader
    /// asks (``ViewGraph/performAccessibilityAction(_:on:)``), then runs a frame. Returns false when
    /// there is no such element or it offers no action of that kind.
    @discardableResult
    public func performAccessibilityAction(_ kind: AccessibilityActionKind, on label: String) -> Bool {
        let performed = onMain { () -> Bool in
            guard let element = graph.accessibilityElements().first(where: { $0.label == label }) else { return false }
            return graph.performAccessibilityAction(kind, on: element)
        }
        runFrame()
        return performed
    }
}
