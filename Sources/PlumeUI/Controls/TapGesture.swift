import Foundation
import PlumeAnimation
import PlumeGraphics

/// Runs an action when the view is tapped, as SwiftUI's `onTapGesture(count:perform:)`.
///
/// A tap is a press and release within 10 points of where it began; `count` taps must follow each
/// other within 0.3 s of host time (the host's clock).
struct TapModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let count: Int
    let action: (CGPoint) -> Void
    func makeBehavior() -> NodeBehavior { TapBehavior() }
}

final class TapBehavior: TransparentModifierBehavior<TapModifier>, PointerHandler {
    private var start: CGPoint?
    private var taps = 0
    private var lastTapTime: TimeInterval = -.infinity

    override func modifierChanged(from old: TapModifier) {}

    func pointerBegan(at point: CGPoint) -> Bool {
        start = point
        return true
    }
    func pointerMoved(to point: CGPoint) {
        if let s = start, hypot(point.x - s.x, point.y - s.y) > 10 { start = nil }
    }
    func pointerEnded(at point: CGPoint) {
        guard let s = start, hypot(point.x - s.x, point.y - s.y) <= 10 else { return }
        start = nil
        let now = node.graph.time
        taps = now - lastTapTime <= 0.3 ? taps + 1 : 1
        lastTapTime = now
        if taps >= modifier.count {
            taps = 0
            let local = CGPoint(x: point.x - frameOfContent.minX, y: point.y - frameOfContent.minY)
            modifier.action(local)
        }
    }
    func pointerCancelled() { start = nil }

    private var frameOfContent: CGRect {
        node.layoutItems.reduce(CGRect.null) { $0.union($1.frame) }
    }
}

extension View {
    /// Runs `action` when the view is tapped `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(TapModifier(count: max(1, count)) { _ in action() })
    }
    /// Runs `action` with the tap's location in the view's coordinates.
    public func onTapGesture(count: Int = 1, perform action: @escaping (CGPoint) -> Void) -> some View {
        modifier(TapModifier(count: max(1, count), action: action))
    }
}
