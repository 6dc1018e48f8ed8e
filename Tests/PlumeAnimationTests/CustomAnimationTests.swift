import Foundation
import Testing

import PlumeAnimation

/// Linear over `duration`, reporting its velocity and logical completion at 80 %.
private struct LinearRamp: CustomAnimation {
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        if time >= 0.8 * duration { context.isLogicallyComplete = true }
        return value.scaled(by: time / duration)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        value.scaled(by: 1 / duration)
    }
}

/// Quarter steps, no velocity information.
private struct Steps: CustomAnimation {
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time >= duration ? nil : value.scaled(by: (time / duration * 4).rounded(.down) / 4)
    }
}

private enum Counter: AnimationStateKey {
    static var defaultValue: Int { 0 }
}

@Test func customAnimationsRunTheirOwnCurve() {
    let value = AnimatedValue(from: 10.0, to: 30.0, animation: Animation(LinearRamp(duration: 2)), startTime: 1)
    #expect(value.value(at: 0) == 10)
    #expect(value.value(at: 1) == 10)
    #expect(abs(value.value(at: 2) - 20) < 1e-12)
    #expect(abs(value.velocity(at: 2) - 10) < 1e-12)
    #expect(!value.isComplete(at: 2.9))
    #expect(value.isComplete(at: 3))
    #expect(value.value(at: 3) == 30)
    #expect(value.velocity(at: 3) == 0)
    #expect(!value.isLogicallyComplete(at: 2.5))
    #expect(value.isLogicallyComplete(at: 2.7))
    #expect(value.completionTime == .infinity)
}

@Test func delayAndSpeedApplyToCustomAnimations() {
    let animation = Animation(LinearRamp(duration: 2)).speed(2).delay(0.5)
    let value = AnimatedValue(from: 0.0, to: 1.0, animation: animation, startTime: 0)
    #expect(value.value(at: 0.4) == 0)
    #expect(abs(value.value(at: 1) - 0.5) < 1e-12)  // 0.5 s after the delay at double speed
    #expect(abs(value.velocity(at: 1) - 1) < 1e-12)
    #expect(value.isComplete(at: 1.5) && !value.isComplete(at: 1.49))
    let inner = Animation(LinearRamp(duration: 2)).delay(0.5).speed(2)
    let other = AnimatedValue(from: 0.0, to: 1.0, animation: inner, startTime: 0)
    #expect(other.value(at: 0.2) == 0)  // the delay itself runs at double speed: 0.25 s
    #expect(abs(other.value(at: 0.75) - 0.5) < 1e-12)
    let frozen = AnimatedValue(from: 0.0, to: 1.0, animation: Animation(Steps(duration: 1)).speed(0), startTime: 0)
    #expect(frozen.isComplete(at: 0) && frozen.value(at: 0) == 1)
}

@Test func customAnimationsWithoutVelocityReportZero() {
    let value = AnimatedValue(from: 0.0, to: 8.0, animation: Animation(Steps(duration: 1)), startTime: 0)
    #expect(value.value(at: 0.3) == 2)
    #expect(value.value(at: 0.99) == 6)
    #expect(value.velocity(at: 0.3) == 0)
    let retargeted = value.retargeted(to: 0, animation: .spring, at: 0.6)
    #expect(retargeted.from == 4 && retargeted.initialVelocity == 0)
}

@Test func customAnimationsAreEqualByValue() {
    #expect(Animation(Steps(duration: 1)) == Animation(Steps(duration: 1)))
    #expect(Animation(Steps(duration: 1)) != Animation(Steps(duration: 2)))
    #expect(Animation(Steps(duration: 1)) != Animation(LinearRamp(duration: 1)))
    #expect(Set([Animation(Steps(duration: 1)), Animation(Steps(duration: 1)), .linear]).count == 2)
    #expect(Animation(Steps(duration: 1)).description.contains("Steps"))
}

@Test func animationStateStoresValuesByKey() {
    var state = AnimationState<Double>()
    #expect(state[Counter.self] == 0)
    state[Counter.self] = 3
    #expect(state[Counter.self] == 3)
    var context = AnimationContext<Double>(state: state)
    context.state[Counter.self] += 1
    #expect(context.state[Counter.self] == 4)
    #expect(!context.isLogicallyComplete)
}
