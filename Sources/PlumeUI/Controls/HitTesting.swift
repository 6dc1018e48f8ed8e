import Foundation
import PlumeAnimation
import PlumeGraphics

/// A behaviour that takes part in pointer input (buttons, tap gestures).
protocol PointerHandler: AnyObject {
    /// The pointer went down at `point` over this handler's view; return true to track it.
    func pointerBegan(at point: CGPoint) -> Bool
    func pointerMoved(to point: CGPoint)
    func pointerEnded(at point: CGPoint)
    func pointerCancelled()
}

/// Turns hit testing off for a subtree, as SwiftUI's `allowsHitTesting`.
struct AllowsHitTestingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let enabled: Bool
    func makeBehavior() -> NodeBehavior { AllowsHitTestingBehavior() }
}

final class AllowsHitTestingBehavior: TransparentModifierBehavior<AllowsHitTestingModifier> {
    override func modifierChanged(from old: AllowsHitTestingModifier) {}
    override func hitTest(_ point: CGPoint) -> ViewNode? { modifier.enabled ? super.hitTest(point) : nil }
}

/// Makes a shape the hit area of the view, as SwiftUI's `contentShape`.
struct ContentShapeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let shape: AnyShape
    let eoFill: Bool
    func makeBehavior() -> NodeBehavior { ContentShapeBehavior() }
}

final class ContentShapeBehavior: ModifierBehavior<ContentShapeModifier> {
    override var displayName: String? { "contentShape" }
    override func modifierChanged(from old: ContentShapeModifier) {}
    override func hitTest(_ point: CGPoint) -> ViewNode? {
        let frame = node.frame
        let path = modifier.shape.path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(
            dx: frame.minX, dy: frame.minY)
        return path.contains(point, eoFill: modifier.eoFill) ? node : nil
    }
}

extension View {
    /// Whether this view and its descendants receive pointer input.
    public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(AllowsHitTestingModifier(enabled: enabled)) }
    /// Uses `shape` (in the view's frame) as the area that receives pointer input.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier(shape: AnyShape(shape), eoFill: eoFill))
    }
}

extension ViewGraph {
    /// The topmost hit-testable view at `point`.
    func hitTest(_ point: CGPoint) -> ViewNode? { root.behavior.hitTest(point) }

    /// The pointer went down at `point` (window coordinates).
    public func pointerDown(at point: CGPoint) {
        activePointerHandler?.pointerCancelled()
        activePointerHandler = nil
        var node = hitTest(point)
        while let n = node {
            if let handler = n.behavior as? PointerHandler, n.environment.isEnabled, handler.pointerBegan(at: point) {
                activePointerHandler = handler
                break
            }
            node = n.parent
        }
        needsFrame = true
    }

    /// The pointer moved to `point` (while down).
    public func pointerMoved(to point: CGPoint) { activePointerHandler?.pointerMoved(to: point) }

    /// The pointer went up at `point`.
    public func pointerUp(at point: CGPoint) {
        let handler = activePointerHandler
        activePointerHandler = nil
        handler?.pointerEnded(at: point)
        needsFrame = true
    }
}
