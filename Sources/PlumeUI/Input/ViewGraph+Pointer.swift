import Foundation
import PlumeGraphics

/// Pointer dispatch: the gesture arena of one press (see `PointerHandler` for the rules).
extension ViewGraph {
    /// The pointer went down at `point` (window coordinates).
    ///
    /// Cancels a press still in progress, then offers the press to every enabled handler from the
    /// hit view up to the root, innermost first. A handler that `claimsPressImmediately` keeps the
    /// outer handlers from seeing the press at all.
    public func pointerDown(at point: CGPoint) {
        pointerCancel()
        var node = hitTest(point)
        while let n = node {
            if let handler = n.behavior as? PointerHandler, n.environment.isEnabled,
                handler.pointerBegan(at: point)
            {
                pointerArena.append(handler)
                if handler.claimsPressImmediately {
                    claimPointer(handler)
                    break
                }
            }
            node = n.parent
        }
        needsFrame = true
    }

    /// The pointer moved to `point` while down: every arena member sees the move.
    public func pointerMoved(to point: CGPoint) {
        for handler in pointerArena where pointerArena.contains(where: { $0 === handler }) {
            handler.pointerMoved(to: point)
        }
    }

    /// The pointer went up at `point`: the claimant, or the innermost member, ends; the rest cancel.
    public func pointerUp(at point: CGPoint) {
        let members = pointerArena
        let winner = pointerClaimant ?? members.first
        pointerArena = []
        pointerClaimant = nil
        for handler in members where handler !== winner { handler.pointerCancelled() }
        winner?.pointerEnded(at: point)
        needsFrame = true
    }

    /// The host lost the pointer (the window lost focus, a touch was cancelled): every arena member
    /// is cancelled and nothing fires.
    public func pointerCancel() {
        let members = pointerArena
        pointerArena = []
        pointerClaimant = nil
        members.forEach { $0.pointerCancelled() }
        if !members.isEmpty { needsFrame = true }
    }

    /// `handler` recognised its gesture: it keeps the press and every other member is cancelled.
    /// Does nothing when `handler` is not in the arena (it was cancelled already).
    func claimPointer(_ handler: PointerHandler) {
        guard pointerArena.contains(where: { $0 === handler }) else { return }
        let others = pointerArena.filter { $0 !== handler }
        pointerArena = [handler]
        pointerClaimant = handler
        others.forEach { $0.pointerCancelled() }
        needsFrame = true
    }

    /// Whether `handler` is tracking the current press.
    func isTrackingPointer(_ handler: PointerHandler) -> Bool { pointerArena.contains { $0 === handler } }

    /// A handler's view was removed: it leaves the arena without being called.
    func pointerHandlerWentAway(_ handler: PointerHandler) {
        pointerArena.removeAll { $0 === handler }
        if pointerClaimant === handler { pointerClaimant = nil }
    }
}
