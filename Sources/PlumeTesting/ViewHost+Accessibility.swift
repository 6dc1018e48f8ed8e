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
