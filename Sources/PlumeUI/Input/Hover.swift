import Foundation
import PlumeGraphics

/// Where a continuous hover is, as SwiftUI's `HoverPhase`.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view at this location (the view's coordinates).
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

/// A behaviour told when the pointer enters, moves over and leaves its view.
@MainActor
protocol HoverHandler: AnyObject {
    /// The pointer is over the view at `point` (window coordinates); called on entry and each move.
    func hoverMoved(to point: CGPoint)
    /// The pointer left the view (or the window).
    func hoverEnded()
    /// The pointer entered the view (before the first `hoverMoved`); nothing by default.
    func hoverEntered()
}

extension HoverHandler {
    func hoverEntered() {}
}

nonisolated struct HoverModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let action: (HoverPhase) -> Void
    @MainActor func makeBehavior() -> NodeBehavior { HoverBehavior() }
}

final class HoverBehavior: TransparentModifierBehavior<HoverModifier>, HoverHandler {
    override var hoverHandler: HoverHandler? { self }
    override func modifierChanged(from old: HoverModifier) {}
    private var area: CGRect { node.layoutItems.reduce(CGRect.null) { $0.union($1.frame) } }
    func hoverMoved(to point: CGPoint) {
        modifier.action(.active(CGPoint(x: point.x - area.minX, y: point.y - area.minY)))
    }
    func hoverEnded() { modifier.action(.ended) }
}

nonisolated extension View {
    /// Calls `action` with true when the pointer enters the view and false when it leaves.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(
            HoverModifier { phase in
                switch phase {
                case .active: break
                case .ended: action(false)
                }
            }
        )
        .modifier(HoverEntryModifier(entered: { action(true) }))
    }

    /// Calls `action` with the pointer's location over the view as it moves, and `.ended` when it
    /// leaves.
    public func onContinuousHover(perform action: @escaping (HoverPhase) -> Void) -> some View {
        modifier(HoverModifier(action: action))
    }
}

/// Reports only the entry of the pointer (the first `.active` of each hover).
nonisolated struct HoverEntryModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let entered: () -> Void
    @MainActor func makeBehavior() -> NodeBehavior { HoverEntryBehavior() }
}

final class HoverEntryBehavior: TransparentModifierBehavior<HoverEntryModifier>, HoverHandler {
    override var hoverHandler: HoverHandler? { self }
    override func modifierChanged(from old: HoverEntryModifier) {}
    func hoverMoved(to point: CGPoint) {}
    func hoverEntered() { modifier.entered() }
    func hoverEnded() {}
}

extension ViewGraph {
    /// The pointer moved to `point` with no button down (window coordinates), or left the window
    /// (`nil`). Views under it whose hover handlers were not hovered before are told it entered;
    /// those no longer under it are told it left.
    ///
    /// A frame is asked for (`needsFrame`) only when the hovered handlers changed or a handler was
    /// called; moving over views without hover handlers costs no frame (handlers that change state
    /// invalidate their views themselves).
    public func pointerHovered(at point: CGPoint?) {
        var now: [HoverHandler] = []
        if let point {
            var node = hitTest(point)
            while let n = node {
                if let handler = n.behavior.hoverHandler { now.append(handler) }
                node = n.parent
            }
        }
        pointer.hover(now, at: point)
    }
}
