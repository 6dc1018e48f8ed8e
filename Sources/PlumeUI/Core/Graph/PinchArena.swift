import Foundation
import PlumeGraphics

/// A view's side of a pinch session (its gesture's recognizers; see `GestureBehavior`).
@MainActor
protocol PinchHandler: AnyObject {
    /// A pinch began over the handler's view; return true to join the session.
    func pinchBegan(_ sample: PinchSample) -> Bool
    /// The pinch scaled, turned or moved.
    func pinchChanged(_ sample: PinchSample)
    /// The pinch ended.
    func pinchEnded(_ sample: PinchSample)
    /// Another handler claimed the pinch, the view went away, or the host cancelled it.
    func pinchCancelled()
    /// How the handler ranks against the others (the same ranking as a press's).
    var pointerPriority: PointerPriority { get }
    /// Whether the handlers inside this one's view must not see the pinch.
    var blocksInnerHandlers: Bool { get }
}

/// The pinch in progress for one graph: its members, its claimant and the input it is made of.
///
/// A pinch is not a press: it reaches only pinch handlers (gestures), never buttons or scroll
/// views, so Control + wheel over a scroll view never scrolls it. Ranking follows `PointerArena`:
/// a claim cancels the members of the same or lower priority except simultaneous ones; a handler
/// that `blocksInnerHandlers` cancels the inner members that joined. The graph's pinch entry points
/// (`ViewGraph+Pinch.swift`) hit-test, keep `input` and call this; handlers claim through the graph.
@MainActor
final class PinchArena {
    private let scheduler: FrameScheduler
    /// The handlers taking part, innermost first.
    private(set) var members: [PinchHandler] = []
    private var claimant: PinchHandler?
    /// The accumulated input of the pinch in progress; nil when there is none.
    var input: PinchInput?

    init(scheduler: FrameScheduler) { self.scheduler = scheduler }

    /// A pinch begins with `sample`; `candidates` are the enabled handlers from the hit view up to
    /// the root, innermost first.
    func begin(_ sample: PinchSample, candidates: [PinchHandler]) {
        for handler in candidates {
            if handler.blocksInnerHandlers {
                let inner = members
                members = []
                claimant = nil
                inner.forEach { $0.pinchCancelled() }
            }
            if handler.pinchBegan(sample) { members.append(handler) }
        }
        scheduler.requestFrame()
    }

    /// Every member sees the new reading.
    func change(_ sample: PinchSample) {
        for handler in members where isTracking(handler) { handler.pinchChanged(sample) }
        scheduler.requestFrame()
    }

    /// The pinch ended: every member is told (each recognizer ends or fails on its own).
    func end(_ sample: PinchSample) {
        let ending = members
        members = []
        claimant = nil
        input = nil
        ending.forEach { $0.pinchEnded(sample) }
        scheduler.requestFrame()
    }

    /// The pinch was lost: every member is cancelled and nothing fires.
    func cancel() {
        let cancelled = members
        members = []
        claimant = nil
        input = nil
        cancelled.forEach { $0.pinchCancelled() }
        if !cancelled.isEmpty { scheduler.requestFrame() }
    }

    /// `handler` recognised its gesture: the members of the same or lower priority are cancelled
    /// (simultaneous ones stay). Does nothing when `handler` is not a member.
    func claim(_ handler: PinchHandler) {
        guard isTracking(handler), handler.pointerPriority != .simultaneous else { return }
        let priority = handler.pointerPriority
        let losers = members.filter {
            $0 !== handler && $0.pointerPriority != .simultaneous && $0.pointerPriority <= priority
        }
        members.removeAll { member in losers.contains { $0 === member } }
        if (claimant?.pointerPriority ?? .normal) <= priority { claimant = handler }
        losers.forEach { $0.pinchCancelled() }
        scheduler.requestFrame()
    }

    /// Whether `handler` takes part in the pinch in progress.
    func isTracking(_ handler: PinchHandler) -> Bool { members.contains { $0 === handler } }

    /// `handler`'s gesture failed or its view went away: it leaves without being called.
    func resign(_ handler: PinchHandler) {
        members.removeAll { $0 === handler }
        if claimant === handler { claimant = nil }
    }
}
