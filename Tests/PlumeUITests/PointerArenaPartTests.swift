import Foundation
import PlumeGraphics
import Testing

@testable import PlumeUI

/// A pointer handler stand-in that records what the arena tells it.
private final class RecordingHandler: PointerHandler {
    let name: String
    let log: ArenaLog
    var joins = true
    var pointerPriority: PointerPriority = .normal
    var claimsPressImmediately = false
    var blocksInnerHandlers = false
    var wantsTicks = false
    var recognizesMovement = false
    init(_ name: String, log: ArenaLog) {
        self.name = name
        self.log = log
    }
    func pointerBegan(at point: CGPoint) -> Bool {
        log.entries.append("\(name) began")
        return joins
    }
    func pointerMoved(to point: CGPoint) { log.entries.append("\(name) moved") }
    func pointerEnded(at point: CGPoint) { log.entries.append("\(name) ended") }
    func pointerCancelled() { log.entries.append("\(name) cancelled") }
    func pointerTick(at time: TimeInterval) { log.entries.append("\(name) tick") }
}

private final class RecordingHover: HoverHandler {
    let name: String
    let log: ArenaLog
    init(_ name: String, log: ArenaLog) {
        self.name = name
        self.log = log
    }
    func hoverMoved(to point: CGPoint) { log.entries.append("\(name) over") }
    func hoverEntered() { log.entries.append("\(name) entered") }
    func hoverEnded() { log.entries.append("\(name) left") }
}

private final class ArenaLog { var entries: [String] = [] }

@MainActor
@Suite("Pointer arena (the part)")
struct PointerArenaPartTests {
    private let log = ArenaLog()
    private let scheduler = FrameScheduler()
    private var arena: PointerArena { PointerArena(scheduler: scheduler) }

    @Test func withoutAClaimTheInnermostMemberWinsAndTheOthersAreCancelled() {
        let arena = self.arena
        let inner = RecordingHandler("inner", log: log)
        let outer = RecordingHandler("outer", log: log)
        arena.begin(at: CGPoint(x: 1, y: 1), candidates: [inner, outer])
        #expect(arena.members.count == 2)
        arena.end(at: CGPoint(x: 1, y: 1))
        #expect(log.entries == ["inner began", "outer began", "outer cancelled", "inner ended"])
        #expect(arena.members.isEmpty && arena.location == nil)
    }

    @Test func aClaimCancelsMembersOfTheSameOrLowerPriorityButNotSimultaneousOnes() {
        let arena = self.arena
        let inner = RecordingHandler("inner", log: log)
        let together = RecordingHandler("together", log: log)
        together.pointerPriority = PointerPriority.simultaneous
        let outer = RecordingHandler("outer", log: log)
        arena.begin(at: .zero, candidates: [inner, together, outer])
        log.entries.removeAll()
        arena.claim(outer)
        #expect(log.entries == ["inner cancelled"])
        #expect(arena.claimant === outer)
        arena.end(at: .zero)
        #expect(log.entries == ["inner cancelled", "outer ended", "together ended"])
    }

    @Test func aHighPriorityMemberSurvivesANormalClaimAndWinsTheRelease() {
        let arena = self.arena
        let inner = RecordingHandler("inner", log: log)
        let high = RecordingHandler("high", log: log)
        high.pointerPriority = PointerPriority.high
        arena.begin(at: .zero, candidates: [inner, high])
        arena.claim(inner)
        #expect(arena.isTracking(high))
        arena.end(at: .zero)
        #expect(log.entries.suffix(2) == ["inner cancelled", "high ended"])
    }

    @Test func anImmediateClaimKeepsOuterCandidatesFromSeeingThePress() {
        let arena = self.arena
        let inner = RecordingHandler("inner", log: log)
        inner.claimsPressImmediately = true
        let outer = RecordingHandler("outer", log: log)
        arena.begin(at: .zero, candidates: [inner, outer])
        #expect(log.entries == ["inner began"])
        #expect(arena.claimant === inner)
    }

    @Test func aBlockingCandidateCancelsTheInnerMembers() {
        let arena = self.arena
        let inner = RecordingHandler("inner", log: log)
        let blocker = RecordingHandler("blocker", log: log)
        blocker.blocksInnerHandlers = true
        arena.begin(at: .zero, candidates: [inner, blocker])
        #expect(log.entries == ["inner began", "inner cancelled", "blocker began"])
        #expect(arena.members.count == 1 && arena.isTracking(blocker))
    }

    @Test func cancelTellsEveryMemberAndNothingEnds() {
        let arena = self.arena
        let a = RecordingHandler("a", log: log)
        let b = RecordingHandler("b", log: log)
        arena.begin(at: .zero, candidates: [a, b])
        arena.move(to: CGPoint(x: 3, y: 3))
        #expect(arena.location == CGPoint(x: 3, y: 3))
        arena.cancel()
        #expect(log.entries == ["a began", "b began", "a moved", "b moved", "a cancelled", "b cancelled"])
        arena.end(at: nil)
        #expect(log.entries.count == 6)
    }

    @Test func aResignedMemberLeavesSilentlyAndCannotWin() {
        let arena = self.arena
        let a = RecordingHandler("a", log: log)
        let b = RecordingHandler("b", log: log)
        arena.begin(at: .zero, candidates: [a, b])
        arena.claim(a)
        arena.resign(a)
        #expect(arena.claimant == nil)
        arena.end(at: .zero)
        #expect(log.entries == ["a began", "b began", "b cancelled"])
    }

    @Test func aMovingOuterRivalIsSeen() {
        let arena = self.arena
        let inner = RecordingHandler("inner", log: log)
        let scroller = RecordingHandler("scroller", log: log)
        scroller.recognizesMovement = true
        arena.begin(at: .zero, candidates: [inner, scroller])
        #expect(arena.hasOuterRival(of: inner))
        #expect(!arena.hasOuterRival(of: scroller))
    }

    @Test func onlyMembersWaitingForTimeAreTicked() {
        let arena = self.arena
        let press = RecordingHandler("press", log: log)
        press.wantsTicks = true
        let tap = RecordingHandler("tap", log: log)
        #expect(!arena.wantsTicks)
        arena.begin(at: .zero, candidates: [press, tap])
        #expect(arena.wantsTicks)
        arena.tick(at: 1)
        #expect(log.entries.last == "press tick")
        #expect(log.entries.filter { $0 == "tap tick" }.isEmpty)
    }

    @Test func hoverTellsEntryMovesAndExitAndAsksForFramesOnlyWhenSomethingHappened() {
        let arena = self.arena
        let inner = RecordingHover("inner", log: log)
        let outer = RecordingHover("outer", log: log)
        scheduler.needsFrame = false
        arena.hover([], at: CGPoint(x: 1, y: 1))
        #expect(!scheduler.needsFrame, "moving over views without hover handlers costs no frame")
        arena.hover([outer], at: CGPoint(x: 1, y: 1))
        arena.hover([inner, outer], at: CGPoint(x: 2, y: 2))
        #expect(scheduler.needsFrame)
        arena.hover([], at: nil)
        #expect(
            log.entries == [
                "outer entered", "outer over", "inner entered", "inner over", "outer over", "inner left",
                "outer left",
            ])
        #expect(arena.hovered.isEmpty)
        arena.hover([outer], at: .zero)
        arena.hoverHandlerWentAway(outer)
        #expect(arena.hovered.isEmpty)
    }
}
