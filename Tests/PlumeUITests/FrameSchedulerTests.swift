import Foundation
import Testing

@testable import PlumeUI

/// A node stand-in that records when its body runs.
private final class FakeNode: ScheduledNode {
    let name: String
    let depth: Int
    var needsBody = true
    var isDestroyed = false
    var onReevaluate: () -> Void = {}
    private let log: Log
    init(_ name: String, depth: Int, log: Log) {
        self.name = name
        self.depth = depth
        self.log = log
    }
    func reevaluate() {
        log.entries.append(name)
        needsBody = false
        onReevaluate()
    }
}

private final class Log { var entries: [String] = [] }

@MainActor
@Suite("Frame scheduler")
struct FrameSchedulerTests {
    @Test func dirtyNodesRunShallowestFirstAndEachOnce() {
        let log = Log()
        let scheduler = FrameScheduler()
        let deep = FakeNode("deep", depth: 3, log: log)
        let root = FakeNode("root", depth: 0, log: log)
        let middleA = FakeNode("middleA", depth: 1, log: log)
        let middleB = FakeNode("middleB", depth: 1, log: log)
        for node in [deep, middleA, root, middleB, deep, root] {
            scheduler.schedule(node, transaction: Transaction())
        }
        #expect(scheduler.hasDirtyNodes)
        scheduler.update()
        #expect(log.entries == ["root", "middleA", "middleB", "deep"])
        #expect(!scheduler.hasDirtyNodes)
    }

    @Test func aNodeQueuedAgainAndAgainRunsOnceWithItsFirstTransaction() {
        let log = Log()
        let scheduler = FrameScheduler()
        let node = FakeNode("dragged", depth: 1, log: log)
        let other = FakeNode("other", depth: 0, log: log)
        var seen: [Animation?] = []
        node.onReevaluate = { seen.append(scheduler.transaction.animation) }
        let first = Transaction(animation: .linear(duration: 1))
        for _ in 0..<1000 { scheduler.schedule(node, transaction: first) }
        scheduler.schedule(other, transaction: first)
        scheduler.schedule(node, transaction: first)
        scheduler.update()
        #expect(log.entries == ["other", "dragged"])
        #expect(seen == [.linear(duration: 1)])
    }

    @Test func aNodeQueuedAgainInAnotherAnimationKeepsThatAnimationLastForCommits() {
        let log = Log()
        let scheduler = FrameScheduler()
        let node = FakeNode("a", depth: 0, log: log)
        scheduler.schedule(node, transaction: Transaction())
        scheduler.schedule(node, transaction: Transaction(animation: .default))
        #expect(!scheduler.mustCommit(before: Transaction(animation: .default)))
        #expect(scheduler.mustCommit(before: Transaction()))
        scheduler.update()
        #expect(log.entries == ["a"])
    }

    @Test func destroyedAndAlreadyUpdatedNodesAreSkipped() {
        let log = Log()
        let scheduler = FrameScheduler()
        let gone = FakeNode("gone", depth: 1, log: log)
        gone.isDestroyed = true
        let clean = FakeNode("clean", depth: 1, log: log)
        clean.needsBody = false
        scheduler.schedule(gone, transaction: Transaction())
        scheduler.schedule(clean, transaction: Transaction())
        scheduler.update()
        #expect(log.entries.isEmpty)
    }

    @Test func bodiesDirtiedDuringAnUpdateRunInItsNextRoundWithTheirTransaction() {
        let log = Log()
        let scheduler = FrameScheduler()
        let parent = FakeNode("parent", depth: 0, log: log)
        let child = FakeNode("child", depth: 1, log: log)
        var seen: [Animation?] = []
        child.onReevaluate = { seen.append(scheduler.transaction.animation) }
        parent.onReevaluate = {
            child.needsBody = true
            scheduler.schedule(child, transaction: Transaction(animation: .linear(duration: 1)))
        }
        scheduler.schedule(parent, transaction: Transaction())
        scheduler.update()
        #expect(log.entries == ["parent", "child"])
        #expect(seen == [.linear(duration: 1)])
        #expect(scheduler.transaction.animation == nil)
    }

    @Test func aBodyThatKeepsDirtyingItselfStopsAfterTheRoundLimit() {
        let log = Log()
        let scheduler = FrameScheduler()
        let node = FakeNode("loop", depth: 0, log: log)
        node.onReevaluate = {
            node.needsBody = true
            scheduler.schedule(node, transaction: Transaction())
        }
        scheduler.schedule(node, transaction: Transaction())
        scheduler.update()
        #expect(log.entries.count == FrameScheduler.maxUpdateRounds)
    }

    @Test func afterFrameWorkQueuedWhileWorkRunsWaitsForTheNextRound() {
        let scheduler = FrameScheduler()
        var ran: [String] = []
        scheduler.afterFrame {
            ran.append("first")
            scheduler.afterFrame { ran.append("queued by first") }
        }
        #expect(scheduler.runAfterFrameWork())
        #expect(ran == ["first"])
        #expect(scheduler.runAfterFrameWork())
        #expect(ran == ["first", "queued by first"])
        #expect(!scheduler.runAfterFrameWork())
    }

    @Test func observedChangesRunAtTheStartOfTheNextUpdate() {
        let scheduler = FrameScheduler()
        scheduler.needsFrame = false
        var ran = 0
        scheduler.observedChange { ran += 1 }
        #expect(scheduler.hasQueuedWork, "queued work needs a frame, from any thread")
        #expect(ran == 0)
        scheduler.update()
        #expect(ran == 1)
        scheduler.needsFrame = false
        #expect(!scheduler.hasQueuedWork)
    }

    @Test func observedChangesFromAnotherThreadAreQueuedSafely() async {
        let scheduler = FrameScheduler()
        let counter = ThreadCounter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<100 { scheduler.observedChange { counter.add() } } }
            }
        }
        scheduler.update()
        #expect(counter.value == 800)
    }

    @Test func aChangeInAnotherTransactionCommitsThePendingOnesFirst() {
        let log = Log()
        let scheduler = FrameScheduler()
        #expect(!scheduler.mustCommit(before: Transaction(animation: .default)))
        scheduler.schedule(FakeNode("a", depth: 0, log: log), transaction: Transaction())
        #expect(!scheduler.mustCommit(before: Transaction()))
        #expect(scheduler.mustCommit(before: Transaction(animation: .default)))
    }
}

/// Counts from several threads.
private final class ThreadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
    func add() {
        lock.lock()
        count += 1
        lock.unlock()
    }
}
