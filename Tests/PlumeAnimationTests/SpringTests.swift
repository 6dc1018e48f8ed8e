import Foundation
import Testing

@testable import PlumeAnimation

/// Integrates m·x'' + c·x' + k·(x - target) = 0 with classical fourth-order Runge–Kutta.
private func integrate(
    mass: Double, stiffness: Double, damping: Double, from: Double, to target: Double, velocity: Double,
    until time: Double, step: Double = 1e-4
) -> (position: Double, velocity: Double) {
    func acceleration(_ x: Double, _ v: Double) -> Double { (-stiffness * (x - target) - damping * v) / mass }
    var x = from
    var v = velocity
    var t = 0.0
    while t < time - 1e-12 {
        let h = min(step, time - t)
        let k1x = v
        let k1v = acceleration(x, v)
        let k2x = v + h / 2 * k1v
        let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v
        let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v
        let k4v = acceleration(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        t += h
    }
    return (x, v)
}

@Test func responseAndDampingFractionConvertAsSwiftUIDocuments() {
    let spring = Spring(response: 0.5, dampingRatio: 0.7)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
    #expect(abs(spring.damping - 4 * .pi * 0.7 / 0.5) < 1e-9)
    #expect(abs(spring.response - 0.5) < 1e-12)
    #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
    let bouncy = Spring(duration: 0.8, bounce: 0.3)
    #expect(abs(bouncy.response - 0.8) < 1e-12 && abs(bouncy.dampingRatio - 0.7) < 1e-12)
    #expect(abs(bouncy.bounce - 0.3) < 1e-12)
    let overdamped = Spring(duration: 0.8, bounce: -0.5)
    #expect(abs(overdamped.dampingRatio - 2) < 1e-12 && abs(overdamped.bounce + 0.5) < 1e-12)
    #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
    #expect(Animation.snappy == .spring(duration: 0.5, bounce: 0.15))
    #expect(Animation.bouncy == .spring(duration: 0.5, bounce: 0.3))
    #expect(Animation.smooth == .spring(duration: 0.5, bounce: 0))
    #expect(Animation.default == .spring(response: 0.55, dampingFraction: 1))
    // Without allowOverDamping the damping is capped at critical.
    let capped = Spring(mass: 1, stiffness: 100, damping: 50)
    #expect(abs(capped.dampingRatio - 1) < 1e-12)
    #expect(Spring(mass: 1, stiffness: 100, damping: 50, allowOverDamping: true).dampingRatio == 2.5)
}

@Test func handComputedValues() {
    // Critically damped, response 1 s (ω = 2π), 0 → 1: x(t) = 1 - (1 + ωt)·e^(-ωt).
    let critical = AnimatedValue(
        from: 0.0, to: 1.0, animation: .spring(response: 1, dampingFraction: 1), startTime: 0)
    #expect(abs(critical.value(at: 0.25) - 0.465583948701782) < 1e-9)
    // Under-damped, response 1 s, ζ = 0.5, 0 → 1, at 0.3 s.
    let under = AnimatedValue(
        from: 0.0, to: 1.0, animation: .spring(response: 1, dampingFraction: 0.5), startTime: 0)
    #expect(abs(under.value(at: 0.3) - 0.7994529886083103) < 1e-9)
}

private struct SpringCase: CustomTestStringConvertible, Sendable {
    var name: String
    var mass: Double
    var stiffness: Double
    var damping: Double
    var from: Double
    var to: Double
    var velocity: Double
    var testDescription: String { name }
}

private let springCases: [SpringCase] = [
    SpringCase(name: "under-damped", mass: 1, stiffness: 170, damping: 8, from: 0, to: 100, velocity: 0),
    SpringCase(name: "under-damped moving", mass: 2, stiffness: 300, damping: 10, from: 40, to: -20, velocity: 500),
    SpringCase(name: "critical", mass: 1, stiffness: 100, damping: 20, from: 5, to: 1, velocity: -30),
    SpringCase(name: "over-damped", mass: 1, stiffness: 100, damping: 50, from: -3, to: 7, velocity: 12),
    SpringCase(name: "heavy", mass: 4, stiffness: 60, damping: 3, from: 1, to: 0, velocity: 0),
    SpringCase(name: "nearly critical", mass: 1, stiffness: 100, damping: 19.999, from: 0, to: 1, velocity: 2),
]

@Test(arguments: springCases)
private func springsMatchNumericalIntegration(_ spring: SpringCase) {
    let animation = Animation.spring(
        Spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, allowOverDamping: true))
    let value = AnimatedValue(
        from: spring.from, to: spring.to, animation: animation, startTime: 2, initialVelocity: spring.velocity)
    let distance = max(abs(spring.to - spring.from), 1)
    for time in stride(from: 0.0, through: 1.5, by: 0.05) where 2 + time < value.completionTime {
        let reference = integrate(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
            from: spring.from, to: spring.to, velocity: spring.velocity, until: time)
        #expect(abs(value.value(at: 2 + time) - reference.position) < 1e-4 * distance, "x at \(time)")
        #expect(abs(value.velocity(at: 2 + time) - reference.velocity) < 1e-3 * distance, "v at \(time)")
    }
}

@Test(arguments: springCases)
private func springsSettleBeforeRemoval(_ spring: SpringCase) {
    let value = AnimatedValue(
        from: spring.from, to: spring.to,
        animation: .spring(
            Spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, allowOverDamping: true)),
        startTime: 0, initialVelocity: spring.velocity)
    #expect(value.completionTime.isFinite && value.completionTime > 0)
    #expect(value.logicalCompletionTime <= value.completionTime)
    #expect(value.logicalCompletionTime > 0)
    // From removal on the value is exactly the target; just before it, it is already within 0.1 %.
    #expect(value.value(at: value.completionTime) == spring.to)
    #expect(value.isComplete(at: value.completionTime) && !value.isComplete(at: value.completionTime - 1e-6))
    let scale = max(abs(spring.to - spring.from), abs(spring.velocity) / (spring.stiffness / spring.mass).squareRoot())
    // An independent integration stays within the thresholds from those times on.
    var state = (position: spring.from, velocity: spring.velocity)
    var time = 0.0
    let step = 1e-3
    while time < value.completionTime + 2 {
        state = integrate(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, from: state.position,
            to: spring.to, velocity: state.velocity, until: step, step: step)
        time += step
        if time >= value.logicalCompletionTime {
            #expect(abs(state.position - spring.to) <= 0.01 * scale + 1e-9, "logical, t = \(time)")
        }
        if time >= value.completionTime {
            #expect(abs(state.position - spring.to) <= 0.001 * scale + 1e-9, "removed, t = \(time)")
        }
    }
}

@Test func logicalCompletionIsNearThePerceptualDuration() {
    // A critically damped spring of duration 0.5 s reaches 1 % at about 0.53 s and 0.1 % at about 0.73 s.
    let value = AnimatedValue(from: 0.0, to: 1.0, animation: .smooth, startTime: 0)
    #expect(value.logicalCompletionTime > 0.45 && value.logicalCompletionTime < 0.6)
    #expect(value.completionTime > 0.65 && value.completionTime < 0.8)
    #expect(abs(Spring.smooth.settlingDuration - value.completionTime) < 1e-6)
}

@Test func undampedSpringNeverCompletes() {
    let value = AnimatedValue(from: 0.0, to: 1.0, animation: .spring(duration: 1, bounce: 1), startTime: 0)
    #expect(value.completionTime == .infinity)
    #expect(!value.isComplete(at: 1e6))
    // Oscillates between 0 and 2 with period 1 s.
    #expect(abs(value.value(at: 0.5) - 2) < 1e-9)
    #expect(abs(value.value(at: 10)) < 1e-9)
}

@Test func interpolatingSpringUsesPhysicalConstantsAndRelativeVelocity() {
    let animation = Animation.interpolatingSpring(stiffness: 170, damping: 15, initialVelocity: 2)
    let value = AnimatedValue(from: 10.0, to: 20.0, animation: animation, startTime: 0)
    // initialVelocity 2 means two distances per second: 20 units per second here.
    #expect(abs(value.velocity(at: 0) - 20) < 1e-9)
    for time in stride(from: 0.0, through: 1.0, by: 0.1) where time < value.completionTime {
        let reference = integrate(
            mass: 1, stiffness: 170, damping: 15, from: 10, to: 20, velocity: 20, until: time)
        #expect(abs(value.value(at: time) - reference.position) < 1e-4 * 10)
    }
}

@Test func springsAnimateVectorsComponentWise() {
    typealias Point = AnimatablePair<CGFloat, CGFloat>
    let from = Point(0, 100)
    let to = Point(50, 0)
    let velocity = Point(-200, 30)
    let pair = AnimatedValue(from: from, to: to, animation: .bouncy, startTime: 0, initialVelocity: velocity)
    let x = AnimatedValue(from: 0.0, to: 50.0, animation: .bouncy, startTime: 0, initialVelocity: -200)
    let y = AnimatedValue(from: 100.0, to: 0.0, animation: .bouncy, startTime: 0, initialVelocity: 30)
    for time in stride(from: 0.0, through: 0.6, by: 0.03) {
        #expect(abs(Double(pair.value(at: time).first) - x.value(at: time)) < 1e-9)
        #expect(abs(Double(pair.value(at: time).second) - y.value(at: time)) < 1e-9)
    }
    // Settling uses the whole vector's distance, so it lasts at least as long as each component's.
    #expect(pair.completionTime >= min(x.completionTime, y.completionTime))
}

@Test func publicSpringValueMatchesTheAnimation() {
    let spring = Spring(duration: 0.6, bounce: 0.2)
    let value = AnimatedValue(from: 0.0, to: 3.0, animation: .spring(spring), startTime: 0, initialVelocity: 4)
    for time in stride(from: 0.0, through: 0.5, by: 0.05) {
        #expect(abs(spring.value(target: 3.0, initialVelocity: 4.0, time: time) - value.value(at: time)) < 1e-12)
        #expect(abs(spring.velocity(target: 3.0, initialVelocity: 4.0, time: time) - value.velocity(at: time)) < 1e-9)
    }
}

@Test func degenerateSpringsSnap() {
    for spring in [
        Spring(mass: 0, stiffness: 10, damping: 1), Spring(mass: 1, stiffness: -5, damping: 1),
        Spring(response: 0, dampingRatio: 1), Spring(mass: .nan, stiffness: 1, damping: 1),
    ] {
        let value = AnimatedValue(from: 0.0, to: 1.0, animation: .spring(spring), startTime: 3)
        #expect(value.completionTime == 3)
        #expect(value.value(at: 3) == 1)
    }
}

@Test func swiftUISpellingsResolve() {
    // Every spelling tutorials use must type-check without ambiguity and mean SwiftUI's defaults.
    #expect(Animation.spring() == .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
    #expect(Animation.spring() == .spring)
    #expect(Animation.spring(blendDuration: 1) == .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 1))
    #expect(Animation.spring(duration: 0.3) == .spring(Spring(duration: 0.3, bounce: 0)))
    #expect(Animation.spring(bounce: 0.2) == .spring(Spring(duration: 0.5, bounce: 0.2)))
    #expect(Animation.smooth() == .smooth && Animation.snappy() == .snappy && Animation.bouncy() == .bouncy)
    #expect(Animation.interpolatingSpring() == .interpolatingSpring)
    #expect(Animation.interactiveSpring() == .interactiveSpring)
    #expect(
        Animation.interpolatingSpring(stiffness: 2, damping: 3)
            == .interpolatingSpring(mass: 1, stiffness: 2, damping: 3, initialVelocity: 0))
    #expect(Animation.snappy(extraBounce: 0.1) == .spring(Spring(duration: 0.5, bounce: 0.25)))
}

@Test func removalIsNotMuchLaterThanTheLastVisibleMotion() {
    // From rest, the envelope is reached at the oscillation's peaks: removal comes at most half a
    // period (and, for the speed test, one more period) after the last time the spring is 0.1 % off.
    for spring in [
        Spring(duration: 0.5, bounce: 0.3), Spring(duration: 1, bounce: 0.6), Spring(duration: 0.4, bounce: 0),
    ] {
        let value = AnimatedValue(from: 0.0, to: 1.0, animation: .spring(spring), startTime: 0)
        var lastOff = 0.0
        for step in 0...20_000 {
            let time = Double(step) * 1e-4 * value.completionTime
            if abs(spring.value(target: 1.0, time: time) - 1) > 1e-3 { lastOff = time }
        }
        // The damped period for bouncy springs; for a critically damped one, the response.
        let ratio = spring.dampingRatio
        let period = ratio < 1 ? spring.response / (1 - ratio * ratio).squareRoot() : spring.response
        #expect(value.completionTime >= lastOff)
        #expect(value.completionTime - lastOff <= 1.5 * period + 0.05, "\(spring)")
    }
}
