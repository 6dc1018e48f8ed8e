import Foundation
import PlumeGraphics

/// Pointer dispatch: the gesture arena of one press (see `PointerHandler` for the rules).
///
/// Ranking: a claim cancels every member of the same or lower priority; `highPriorityGesture`
/// members survive a normal member's claim and win the release over it; `simultaneousGesture`
/// members are never cancelled by others' claims and are always told the release. When the pointer
/// goes up, the winner is the member of the highest priority still in the arena — the claimant
/// among equals, else the innermost.
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
        pointerLocation = point
        var node = hitTest(point)
        while let n = node {
            if let handler = n.behavior as? PointerHandler, n.environment.isEnabled {
                if handler.blocksInnerHandlers {
                    let inner = pointerArena
                    pointerArena = []
                    pointerClaimant = nil
                    inner.forEach { $0.pointerCancelled() }
                }
                if handler.pointerBegan(at: point) {
                    pointerArena.append(handler)
                    if handler.claimsPressImmediately {
                        claimPointer(handler)
                        break
                    }
                }
            }
            node = n.parent
        }
        needsFrame = true
    }

    /// The pointer moved to `point` while down: every arena member sees the move.
    public func pointerMoved(to point: CGPoint) {
        guard point.x.isFinite, point.y.isFinite, !pointerArena.isEmpty else { return }
        pointerLocation = point
        for handler in pointerArena where isTrackingPointer(handler) {
            handler.pointerMoved(to: point)
        }
        needsFrame = true
    }

    /// The pointer went up at `point`: the winner ends, simultaneous members end too, the rest
    /// cancel.
    public func pointerUp(at point: CGPoint) {
        let point = point.x.isFinite && point.y.isFinite ? point : (pointerLocation ?? point)
        let members = pointerArena
        let winner = pointerWinner()
        pointerArena = []
        pointerClaimant = nil
        pointerLocation = nil
        for handler in members where handler !== winner && handler.pointerPriority != .simultaneous {
            handler.pointerCancelled()
        }
        winner?.pointerEnded(at: point)
        for handler in members where handler !== winner && handler.pointerPriority == .simultaneous {
            handler.pointerEnded(at: point)
        }
        needsFrame = true
    }

    /// The member that gets `pointerEnded` when the pointer goes up now.
    private func pointerWinner() -> PointerHandler? {
        let ranked = pointerArena.filter { $0.pointerPriority != .simultaneous }
        guard let top = ranked.map(\.pointerPriority).max() else { return nil }
        if let claimant = pointerClaimant, claimant.pointerPriority == top, isTrackingPointer(claimant) {
            return claimant
        }
        return ranked.first { $0.pointerPriority == top }
    }

    /// The host lost the pointer (the window lost focus, a touch was cancelled): every arena member
    /// is cancelled and nothing fires.
    public func pointerCancel() {
        let members = pointerArena
        pointerArena = []
        pointerClaimant = nil
        pointerLocation = nil
        members.forEach { $0.pointerCancelled() }
        if !members.isEmpty { needsFrame = true }
    }

    /// `handler` recognised its gesture: it keeps the press and every member of the same or lower
    /// priority is cancelled (simultaneous members stay; a simultaneous claimant cancels no one).
    /// Does nothing when `handler` is not in the arena (it was cancelled already).
    func claimPointer(_ handler: PointerHandler) {
        guard isTrackingPointer(handler) else { return }
        needsFrame = true
        let priority = handler.pointerPriority
        guard priority != .simultaneous else { return }
        let losers = pointerArena.filter {
            $0 !== handler && $0.pointerPriority != .simultaneous && $0.pointerPriority <= priority
        }
        pointerArena.removeAll { member in losers.contains { $0 === member } }
        // A high-priority claimant keeps the press against later normal claims.
        if (pointerClaimant?.pointerPriority ?? .normal) <= priority { pointerClaimant = handler }
        losers.forEach { $0.pointerCancelled() }
    }

    /// Whether a member around `handler`'s view (later in the arena, innermost first) that may take
    /// the press by moving (`recognizesMovement`) is still in the arena, ranked so that its claim
    /// would cancel `handler`.
    func pointerHasOuterRival(of handler: PointerHandler) -> Bool {
        guard let index = pointerArena.firstIndex(where: { $0 === handler }) else { return false }
        let priority = handler.pointerPriority
        return pointerArena[(index + 1)...].contains {
            $0.recognizesMovement && $0.pointerPriority != .simultaneous && $0.pointerPriority >= priority
        }
    }

    /// Whether `handler` is tracking the current press.
    func isTrackingPointer(_ handler: PointerHandler) -> Bool { pointerArena.contains { $0 === handler } }

    /// `handler` will not recognise this press (its gesture failed): it leaves the arena without
    /// being called, so it cannot win the release.
    func pointerHandlerResigned(_ handler: PointerHandler) {
        pointerArena.removeAll { $0 === handler }
        if pointerClaimant === handler { pointerClaimant = nil }
    }

    /// A handler's view was removed: it leaves the arena without being called.
    func pointerHandlerWentAway(_ handler: PointerHandler) { pointerHandlerResigned(handler) }

    /// Whether an arena member waits for time to pass (a long press): frames must keep coming.
    var pointerWantsTicks: Bool { pointerArena.contains { $0.wantsTicks } }

    /// Lets arena members that wait for time check the clock (called at the start of each frame).
    func tickPointerHandlers() {
        guard pointerWantsTicks else { return }
        for handler in pointerArena where handler.wantsTicks && isTrackingPointer(handler) {
            handler.pointerTick(at: time)
        }
    }
}
