import Foundation
import Testing

@testable import PlumeUI

/// An animation target stand-in that runs until `endTime` and then hands back one completion.
private final class FakeTarget: AnimationTicking {
    let endTime: TimeInterval
    var samples: [TimeInterval] = []
    var onFinish: () -> Void
    init(endTime: TimeInterval, onFinish: @escaping () -> Void = {}) {
        self.endTime = endTime
        self.onFinish = onFinish
    }
    func animationFrame(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        samples.append(time)
        guard time >= endTime else { return true }
        completions.append(onFinish)
        return false
    }
}

@MainActor
@Suite("Animation driver")
struct AnimationDriverTests {
    @Test func targetsAreSampledEachTickUntilTheyEndAndCompletionsRunAfterTheFrame() {
        let scheduler = FrameScheduler()
        let driver = AnimationDriver(scheduler: scheduler)
        var completed = 0
        let target = FakeTarget(endTime: 1) { completed += 1 }
        #expect(!driver.isAnimating)
        driver.start(target)
        driver.start(target)
        #expect(driver.isAnimating)
        driver.tick(at: 0.5)
        driver.tick(at: 1)
        #expect(target.samples == [0.5, 1])
        #expect(!driver.isAnimating)
        #expect(completed == 0, "completions wait for the after-frame work")
        scheduler.runAfterFrameWork()
        #expect(completed == 1)
        driver.tick(at: 2)
        #expect(target.samples == [0.5, 1])
    }

    @Test func theNodesCopyOfWhetherAnythingAnimatesFollowsTheTargets() {
        let state = GraphFrameState()
        let scheduler = FrameScheduler(frameState: state)
        let driver = AnimationDriver(scheduler: scheduler)
        #expect(!state.isAnimating)
        driver.start(FakeTarget(endTime: 1))
        #expect(state.isAnimating)
        driver.tick(at: 0.5)
        #expect(state.isAnimating)
        driver.tick(at: 1)
        #expect(!state.isAnimating, "the last target ended")
        scheduler.needsFrame = false
        #expect(!state.needsFrame, "the scheduler keeps its flag in the shared state")
        state.needsFrame = true
        #expect(scheduler.needsFrame)
    }

    @Test func aTickAsksForAFrameOnlyWhileSomethingRuns() {
        let scheduler = FrameScheduler()
        let driver = AnimationDriver(scheduler: scheduler)
        scheduler.needsFrame = false
        driver.tick(at: 0)
        #expect(!scheduler.needsFrame)
        driver.start(FakeTarget(endTime: 1))
        scheduler.needsFrame = false
        driver.tick(at: 0.2)
        #expect(scheduler.needsFrame)
    }

    @Test func aCompletionGroupThatStartedNothingCompletesAfterItsFirstFrameOnce() {
        let scheduler = FrameScheduler()
        let driver = AnimationDriver(scheduler: scheduler)
        var completed = 0
        let group = AnimationCompletionGroup(criteria: .logicallyComplete) { completed += 1 }
        driver.track(group)
        driver.track(group)
        driver.finishIdleCompletionGroups()
        scheduler.runAfterFrameWork()
        #expect(completed == 1)
        driver.finishIdleCompletionGroups()
        scheduler.runAfterFrameWork()
        #expect(completed == 1)
    }

    @Test func aGroupWithARunningAnimationWaitsForIt() {
        let scheduler = FrameScheduler()
        let driver = AnimationDriver(scheduler: scheduler)
        var completed = 0
        let group = AnimationCompletionGroup(criteria: .logicallyComplete) { completed += 1 }
        group.begin()
        driver.track(group)
        driver.finishIdleCompletionGroups()
        scheduler.runAfterFrameWork()
        #expect(completed == 0)
    }
}
