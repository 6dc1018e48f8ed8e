import Foundation
import PlumeGraphics

/// Pointer dispatch: the host's pointer events go to the gesture arena of one press (see
/// `PointerArena` for the ranking and `PointerHandler` for the handlers' side).
///
/// Bad input: a press, move or release at a NaN or infinite point is ignored (a release there ends
/// the press at the last good point, so nothing is stuck); points outside the window are passed on
/// (a drag may leave the window).
extension ViewGraph {
    /// The pointer went down at `point` (window coordinates).
    ///
    /// Cancels a press still in progress, then offers the press to every enabled handler from the
    /// hit view up to the root, innermost first. A handler that `claimsPressImmediately` keeps the
    /// outer handlers from seeing the press at all; one that `blocksInnerHandlers` cancels the
    /// inner ones that joined.
    public func pointerDown(at point: CGPoint) {
        pointerCancel()
        guard point.x.isFinite, point.y.isFinite else { return }
        var candidates: [PointerHandler] = []
        var node = hitTest(point)
        while let n = node {
            if let handler = n.behavior.pointerHandler, n.environment.isEnabled { candidates.append(handler) }
            node = n.parent
        }
        pointer.begin(at: point, candidates: candidates)
    }

    /// The pointer moved to `point` while down: every arena member sees the move.
    public func pointerMoved(to point: CGPoint) {
        guard point.x.isFinite, point.y.isFinite else { return }
        pointer.move(to: point)
    }

    /// The pointer went up at `point`: the winner ends, simultaneous members end too, the rest
    /// cancel.
    public func pointerUp(at point: CGPoint) {
        pointer.end(at: point.x.isFinite && point.y.isFinite ? point : nil)
    }

    /// The host lost the pointer (the window lost focus, a touch was cancelled): every arena member
    /// is cancelled and nothing fires.
    public func pointerCancel() { pointer.cancel() }
}
