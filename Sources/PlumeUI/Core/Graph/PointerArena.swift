import Foundation
import PlumeGraphics

/// The gesture arena of one press and the hover state of the pointer, for one graph (see
/// `PointerHandler` for the handlers' side of the rules).
///
/// Ranking: a claim cancels every member of the same or lower priority; `highPriorityGesture`
/// members survive a normal member's claim and win the release over it; `simultaneousGesture`
/// members are never cancelled by others' claims and are always told the release. When the pointer
/// goes up, the winner is the member of the highest priority still in the arena — the claimant
/// among equals, else the innermost.
///
/// The graph owns one: its public pointer entry points (`pointerDown(at:)`, `pointerHovered(at:)`…)
/// hit-test, collect the handlers from the hit view up to the root and pass them here; handlers
/// call back through the graph (`claimPointer`, `isTrackingPointer`) while they run. It calls only
/// the handlers it was given and asks the scheduler for frames; it never walks the tree. Points are
/// window coordinates and already checked to be finite by the graph.
@MainActor
final class PointerArena {
    private let scheduler: FrameScheduler
    /// The handlers tracking the current press, innermost first. No dynamic exclusivity check on
    /// `members` and `location`: every access is an instant read or write (a move iterates a copy).
    @exclusivity(unchecked) var members: [PointerHandler] = []
    /// The arena member that claimed the current press, if one did.
    private(set) var claimant: PointerHandler?
    /// Where the pointer last was during the current press (window coordinates).
    @exclusivity(unchecked) private(set) var location: CGPoint?
    /// The hover handlers under the pointer, innermost first.
    private(set) var hovered: [HoverHandler] = []

    init(scheduler: FrameScheduler) { self.scheduler = scheduler }

    /// A press begins at `point`; `candidates` are the enabled handlers from the hit view up to
    /// the root, innermost first. A candidate that `blocksInnerHandlers` cancels the inner members
    /// that joined; one whose `pointerBegan` returns true joins; one that `claimsPressImmediately`
    /// claims and keeps the outer candidates from seeing the press at all. The caller cancels a
    /// press still in progress first.
    func begin(at point: CGPoint, candidates: [PointerHandler]) {
        location = point
        for handler in candidates {
            if handler.blocksInnerHandlers {
                let inner = members
                members = []
                claimant = nil
                inner.forEach { $0.pointerCancelled() }
            }
            if handler.pointerBegan(at: point) {
                members.append(handler)
                if handler.claimsPressImmediately {
                    claim(handler)
                    break
                }
            }
        }
        scheduler.requestFrame()
    }

    /// The pointer moved to `point` while down: every member sees the move. Does nothing without
    /// a press.
    func move(to point: CGPoint) {
        guard !members.isEmpty else { return }
        location = point
        for handler in members where isTracking(handler) {
            handler.pointerMoved(to: point)
        }
        scheduler.requestFrame()
    }

    /// The pointer went up at `point` (nil: at the last good point): the winner ends, simultaneous
    /// members end too, the rest cancel.
    func end(at point: CGPoint?) {
        let point = point ?? location ?? .zero
        let ending = members
        let winner = self.winner()
        members = []
        claimant = nil
        location = nil
        for handler in ending where handler !== winner && handler.pointerPriority != .simultaneous {
            handler.pointerCancelled()
        }
        winner?.pointerEnded(at: point)
        for handler in ending where handler !== winner && handler.pointerPriority == .simultaneous {
            handler.pointerEnded(at: point)
        }
        scheduler.requestFrame()
    }

    /// The member that gets `pointerEnded` when the pointer goes up now.
    func winner() -> PointerHandler? {
        let ranked = members.filter { $0.pointerPriority != .simultaneous }
        guard let top = ranked.map(\.pointerPriority).max() else { return nil }
        if let claimant, claimant.pointerPriority == top, isTracking(claimant) {
            return claimant
        }
        return ranked.first { $0.pointerPriority == top }
    }

    /// The press was lost (the window lost focus, a touch was cancelled): every member is
    /// cancelled and nothing fires.
    func cancel() {
        let cancelled = members
        members = []
        claimant = nil
        location = nil
        cancelled.forEach { $0.pointerCancelled() }
        if !cancelled.isEmpty { scheduler.requestFrame() }
    }

    /// `handler` recognised its gesture: it keeps the press and every member of the same or lower
    /// priority is cancelled (simultaneous members stay; a simultaneous claimant cancels no one).
    /// Does nothing when `handler` is not in the arena (it was cancelled already).
    func claim(_ handler: PointerHandler) {
        guard isTracking(handler) else { return }
        scheduler.requestFrame()
        let priority = handler.pointerPriority
        guard priority != .simultaneous else { return }
        let losers = members.filter {
            $0 !== handler && $0.pointerPriority != .simultaneous && $0.pointerPriority <= priority
        }
        members.removeAll { member in losers.contains { $0 === member } }
        // A high-priority claimant keeps the press against later normal claims.
        if (claimant?.pointerPriority ?? .normal) <= priority { claimant = handler }
        losers.forEach { $0.pointerCancelled() }
    }

    /// Whether a member around `handler`'s view (later in the arena, innermost first) that may take
    /// the press by moving (`recognizesMovement`) is still in the arena, ranked so that its claim
    /// would cancel `handler`.
    func hasOuterRival(of handler: PointerHandler) -> Bool {
        guard let index = members.firstIndex(where: { $0 === handler }) else { return false }
        let priority = handler.pointerPriority
        return members[(index + 1)...].contains {
            $0.recognizesMovement && $0.pointerPriority != .simultaneous && $0.pointerPriority >= priority
        }
    }

    /// Whether `handler` is tracking the current press.
    func isTracking(_ handler: PointerHandler) -> Bool { members.contains { $0 === handler } }

    /// `handler` will not recognise this press (its gesture failed), or its view was removed: it
    /// leaves the arena without being called, so it cannot win the release.
    func resign(_ handler: PointerHandler) {
        members.removeAll { $0 === handler }
        if claimant === handler { claimant = nil }
    }

    /// Whether a member waits for time to pass (a long press): frames must keep coming.
    var wantsTicks: Bool { members.contains { $0.wantsTicks } }

    /// Lets members that wait for time check the clock (the graph calls it at the start of a frame).
    func tick(at time: TimeInterval) {
        guard wantsTicks else { return }
        for handler in members where handler.wantsTicks && isTracking(handler) {
            handler.pointerTick(at: time)
        }
    }

    /// The pointer is over `handlers` (innermost first; empty when it left the window) at `point`
    /// (nil when it left). Handlers no longer under it hear `hoverEnded`, new ones `hoverEntered`,
    /// and each one under it `hoverMoved`. A frame is asked for only when the hovered handlers
    /// changed or a handler was called.
    func hover(_ handlers: [HoverHandler], at point: CGPoint?) {
        let changed =
            handlers.count != hovered.count || zip(handlers, hovered).contains { pair in pair.0 !== pair.1 }
        for old in hovered where !handlers.contains(where: { $0 === old }) { old.hoverEnded() }
        for handler in handlers {
            if !hovered.contains(where: { $0 === handler }) { handler.hoverEntered() }
            if let point { handler.hoverMoved(to: point) }
        }
        hovered = handlers
        if changed || (point != nil && !handlers.isEmpty) { scheduler.requestFrame() }
    }

    /// A hover handler's view was removed: it is forgotten without being called.
    func hoverHandlerWentAway(_ handler: HoverHandler) { hovered.removeAll { $0 === handler } }
}
