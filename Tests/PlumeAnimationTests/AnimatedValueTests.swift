import Foundation
import Testing

import PlumeAnimation

@Test func beforeTheStartTheValueIsTheStartValue() {
    let value = AnimatedValue(from: 4.0, to: 8.0, animation: .easeOut(duration: 1), startTime: 10)
    #expect(value.value(at: 0) == 4)
    #expect(value.value(at: 10) == 4)
    #expect(value.target == 8)
    #expect(value.velocity(at: 9) == 0)
}

@Test(arguments: [
    Animation.linear(duration: 1), .easeInOut(duration: 2), .spring, .bouncy, .snappy,
    .interpolatingSpring(stiffness: 50, damping: 3), .easeIn.delay(0.3), .linear.repeatForever(),
])
func retargetingKeepsThePresentationValueContinuous(animation: Animation) {
    let first = AnimatedValue(from: 0.0, to: 100.0, animation: animation, startTime: 0)
    for time in [0.05, 0.2, 0.31, 0.7] {
        for next in [Animation.linear(duration: 1), .spring, .easeInOut(duration: 0.4).delay(0.2)] {
            let second = first.retargeted(to: -40, animation: next, at: time)
            #expect(second.from == first.value(at: time))
            #expect(second.value(at: time) == first.value(at: time))
            #expect(abs(second.value(at: time + 1e-7) - first.value(at: time)) < 1e-3)
            #expect(second.target == -40)
            #expect(second.startTime == time)
        }
    }
}

@Test func springsKeepTheirVelocityWhenRetargeted() {
    let first = AnimatedValue(from: 0.0, to: 100.0, animation: .bouncy, startTime: 0)
    for time in [0.05, 0.1, 0.25, 0.4] {
        let velocity = first.velocity(at: time)
        #expect(velocity != 0)
        for next in [Animation.spring, .smooth, .interpolatingSpring(stiffness: 30, damping: 4)] {
            let second = first.retargeted(to: 20, animation: next, at: time)
            #expect(second.initialVelocity == velocity)
            #expect(abs(second.velocity(at: time) - velocity) < 1e-9)
            // And the motion just after is continuous in speed.
            let h = 1e-6
            let slope = (second.value(at: time + h) - second.value(at: time)) / h
            #expect(abs(slope - velocity) < 1e-2 * max(1, abs(velocity)))
        }
    }
}

@Test func retargetingASpringOfVectorsKeepsEveryComponentsVelocity() {
    typealias Point = AnimatablePair<Double, Double>
    let first = AnimatedValue(from: Point(0, 0), to: Point(100, -50), animation: .snappy, startTime: 0)
    let second = first.retargeted(to: Point(-10, 10), animation: .spring, at: 0.15)
    #expect(second.value(at: 0.15) == first.value(at: 0.15))
    #expect(second.velocity(at: 0.15) == first.velocity(at: 0.15))
}

@Test func zeroDurationRetargetSnapsAndPauses() {
    let running = AnimatedValue(from: 0.0, to: 100.0, animation: .linear(duration: 10), startTime: 0)
    // withAnimation(.linear(duration: 0)) { x = current } pauses: the value stays where it was.
    let current = running.value(at: 4.2)
    let paused = running.retargeted(to: current, animation: .linear(duration: 0), at: 4.2)
    #expect(paused.isComplete(at: 4.2))
    #expect(paused.value(at: 4.2) == current)
    #expect(paused.value(at: 50) == current)
    #expect(abs(current - 42) < 1e-9)
    // Resuming runs the remaining distance with the new animation.
    let resumed = paused.retargeted(to: 100, animation: .linear(duration: 5.8), at: 7)
    #expect(abs(resumed.value(at: 7) - 42) < 1e-9)
    #expect(abs(resumed.value(at: 9.9) - 71) < 1e-9)
    #expect(resumed.value(at: 12.8) == 100)
    // A zero-duration animation to a new target replaces a running one at once.
    let snapped = running.retargeted(to: -5, animation: .linear(duration: 0), at: 3)
    #expect(snapped.value(at: 3) == -5 && snapped.isComplete(at: 3))
}

@Test func retargetingAfterCompletionStartsFromTheTarget() {
    let done = AnimatedValue(from: 0.0, to: 1.0, animation: .easeIn(duration: 1), startTime: 0)
    let next = done.retargeted(to: 2, animation: .spring, at: 5)
    #expect(next.from == 1)
    #expect(next.initialVelocity == 0)
}

@Test func timingCurvesStartFromRestAfterRetargeting() {
    // A timing curve always runs its own shape from the presentation value, whatever the velocity.
    let first = AnimatedValue(from: 0.0, to: 100.0, animation: .spring, startTime: 0)
    let second = first.retargeted(to: 0, animation: .linear(duration: 2), at: 0.1)
    let start = first.value(at: 0.1)
    #expect(abs(second.value(at: 1.1) - start / 2) < 1e-9)
}

@Test func logicalCompletionOfTimingCurvesIsTheirEnd() {
    let value = AnimatedValue(from: 0.0, to: 1.0, animation: .easeInOut(duration: 1).delay(0.5), startTime: 1)
    #expect(value.logicalCompletionTime == 2.5)
    #expect(!value.isLogicallyComplete(at: 2.49) && value.isLogicallyComplete(at: 2.5))
    let spring = AnimatedValue(from: 0.0, to: 1.0, animation: .spring, startTime: 0)
    #expect(spring.isLogicallyComplete(at: spring.logicalCompletionTime))
    #expect(spring.logicalCompletionTime < spring.completionTime)
    #expect(!spring.isComplete(at: spring.logicalCompletionTime))
}

@Test func aSpringToTheSameValueWithVelocityStillMoves() {
    let value = AnimatedValue(from: 5.0, to: 5.0, animation: .spring, startTime: 0, initialVelocity: 40)
    #expect(value.completionTime > 0)
    #expect(value.value(at: 0.05) > 5)
    #expect(value.value(at: value.completionTime) == 5)
    let still = AnimatedValue(from: 5.0, to: 5.0, animation: .spring, startTime: 0)
    #expect(still.isComplete(at: 0))
}

@Test func badNumbersNeverHangOrCrash() {
    let animations: [Animation] = [
        .spring, .bouncy, .easeInOut, .linear.repeatForever(), .interpolatingSpring(stiffness: 1, damping: 0.01),
        .spring.speed(.nan), .easeIn.delay(.infinity),
    ]
    let inputs: [(Double, Double, Double)] = [
        (.nan, 1, 0), (0, .infinity, 0), (0, 1, .nan), (0, 1, -.infinity), (0, 1e-320, 0), (1e300, -1e300, 0),
    ]
    for animation in animations {
        for (from, to, velocity) in inputs {
            let value = AnimatedValue(from: from, to: to, animation: animation, startTime: 0, initialVelocity: velocity)
            _ = value.value(at: 0.1)
            _ = value.velocity(at: 0.1)
            _ = value.isComplete(at: 0.1)
            _ = value.retargeted(to: 0, animation: .spring, at: 0.2).value(at: 0.3)
        }
    }
    // A move too small to measure is over at once.
    let tiny = AnimatedValue(from: 0.0, to: 1e-320, animation: .spring, startTime: 0)
    #expect(tiny.isComplete(at: 0))
    // A non-finite delay counts as no delay.
    let waiting = AnimatedValue(from: 1.0, to: 2.0, animation: .easeIn.delay(.infinity), startTime: 0)
    #expect(waiting.completionTime == 0.35 && waiting.value(at: 0.35) == 2)
}

@Test func waveSceneStyleAnimationOfAPair() {
    // Amplitude 10 → 40 and frequency 2 → 5 over 3 s of ease-in-out, as the `wave` scene does.
    typealias Wave = AnimatablePair<Double, Double>
    let value = AnimatedValue(
        from: Wave(10, 2), to: Wave(40, 5), animation: .easeInOut(duration: 3), startTime: 0)
    let middle = value.value(at: 1.5)
    #expect(middle.first > 10 && middle.first < 40 && middle.second > 2 && middle.second < 5)
    let eased = UnitCurve.easeInOut.value(at: 0.5)
    #expect(abs(middle.first - (10 + 30 * eased)) < 1e-9 && abs(middle.second - (2 + 3 * eased)) < 1e-9)
    let early = value.value(at: 0.3)
    #expect(abs(early.first - (10 + 30 * UnitCurve.easeInOut.value(at: 0.1))) < 1e-9)
    #expect(value.value(at: 3) == Wave(40, 5))
    #expect(value.isComplete(at: 3))
}
