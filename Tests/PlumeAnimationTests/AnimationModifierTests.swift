import Foundation
import Testing

import PlumeAnimation

private func linear(_ from: Double, _ to: Double, _ progress: Double) -> Double { from + (to - from) * progress }

@Test func delayHoldsTheStartValue() {
    let value = AnimatedValue(from: 0.0, to: 10.0, animation: .linear(duration: 1).delay(0.5), startTime: 2)
    #expect(value.value(at: 1) == 0)
    #expect(value.value(at: 2.25) == 0)
    #expect(value.value(at: 2.5) == 0)
    #expect(value.velocity(at: 2.4) == 0)
    #expect(abs(value.value(at: 3) - 5) < 1e-9)
    #expect(!value.isComplete(at: 3.49))
    #expect(value.isComplete(at: 3.5))
    #expect(value.completionTime == 3.5)
    #expect(value.value(at: 3.5) == 10)
}

@Test func speedScalesTime() {
    let fast = AnimatedValue(from: 0.0, to: 1.0, animation: .easeInOut(duration: 1).speed(2), startTime: 0)
    let reference = AnimatedValue(from: 0.0, to: 1.0, animation: .easeInOut(duration: 1), startTime: 0)
    #expect(fast.completionTime == 0.5)
    for time in stride(from: 0.0, through: 0.5, by: 0.01) {
        #expect(abs(fast.value(at: time) - reference.value(at: 2 * time)) < 1e-12)
        #expect(abs(fast.velocity(at: time) - 2 * reference.velocity(at: 2 * time)) < 1e-9)
    }
    let slow = AnimatedValue(from: 0.0, to: 1.0, animation: .spring.speed(0.5), startTime: 0)
    let spring = AnimatedValue(from: 0.0, to: 1.0, animation: .spring, startTime: 0)
    #expect(abs(slow.completionTime - 2 * spring.completionTime) < 1e-9)
    for time in stride(from: 0.0, through: 1.0, by: 0.05) {
        #expect(abs(slow.value(at: time) - spring.value(at: time / 2)) < 1e-12)
    }
}

@Test func speedKeepsASpringsRealVelocity() {
    // A spring slowed down still starts at the attribute's real velocity (units per second).
    let value = AnimatedValue(
        from: 0.0, to: 0.0, animation: .spring.speed(0.25), startTime: 0, initialVelocity: 8)
    #expect(abs(value.velocity(at: 0) - 8) < 1e-9)
}

@Test func invalidSpeedSnaps() {
    for speed in [0, -1, Double.nan, .infinity] {
        let value = AnimatedValue(from: 0.0, to: 1.0, animation: .linear(duration: 1).speed(speed), startTime: 0)
        #expect(value.isComplete(at: 0) && value.value(at: 0) == 1)
    }
    #expect(Animation.linear.speed(.nan) == Animation.linear.speed(-1))
}

@Test func repeatCountWithoutAutoreverseRestartsEachPass() {
    let value = AnimatedValue(
        from: 0.0, to: 10.0, animation: .linear(duration: 1).repeatCount(3, autoreverses: false), startTime: 0)
    #expect(value.completionTime == 3)
    for pass in 0..<3 {
        for fraction in [0.0, 0.25, 0.5, 0.9] {
            #expect(abs(value.value(at: Double(pass) + fraction) - 10 * fraction) < 1e-9)
        }
    }
    #expect(value.value(at: 3) == 10)
    #expect(value.value(at: 100) == 10)
}

@Test func repeatCountWithAutoreverseRunsEveryOtherPassBackwards() {
    let odd = AnimatedValue(
        from: 0.0, to: 10.0, animation: .linear(duration: 1).repeatCount(3, autoreverses: true), startTime: 0)
    #expect(abs(odd.value(at: 0.25) - 2.5) < 1e-9)
    #expect(abs(odd.value(at: 1.25) - 7.5) < 1e-9)
    #expect(abs(odd.value(at: 2.25) - 2.5) < 1e-9)
    #expect(abs(odd.velocity(at: 1.5) + 10) < 1e-9)
    #expect(odd.value(at: 3) == 10)
    // An even count ends back at the start and then, as in SwiftUI, jumps to the new value.
    let even = AnimatedValue(
        from: 0.0, to: 10.0, animation: .linear(duration: 1).repeatCount(2, autoreverses: true), startTime: 0)
    #expect(abs(even.value(at: 1.999) - 0.01) < 1e-9)
    #expect(even.value(at: 2) == 10)
}

@Test func repeatForeverNeverCompletes() {
    let value = AnimatedValue(
        from: 0.0, to: 1.0, animation: .easeInOut(duration: 0.5).repeatForever(), startTime: 0)
    #expect(value.completionTime == .infinity)
    #expect(!value.isComplete(at: 1e9))
    #expect(!value.isLogicallyComplete(at: 1e9))
    let reference = AnimatedValue(from: 0.0, to: 1.0, animation: .easeInOut(duration: 0.5), startTime: 0)
    for time in stride(from: 0.0, through: 0.49, by: 0.07) {
        #expect(abs(value.value(at: 100 + time) - reference.value(at: time)) < 1e-9)  // even pass
        #expect(abs(value.value(at: 100.5 + time) - (1 - reference.value(at: time))) < 1e-9)  // odd pass
    }
    let sawtooth = AnimatedValue(
        from: 0.0, to: 4.0, animation: .linear(duration: 2).repeatForever(autoreverses: false), startTime: 1)
    #expect(abs(sawtooth.value(at: 1001.5) - 1) < 1e-9)
    #expect(abs(sawtooth.value(at: 1002.5) - 3) < 1e-9)
}

@Test func delayInsideARepeatWaitsEveryPass() {
    let inside = AnimatedValue(
        from: 0.0, to: 1.0, animation: .linear(duration: 1).delay(1).repeatCount(2, autoreverses: false),
        startTime: 0)
    #expect(inside.completionTime == 4)
    #expect(inside.value(at: 0.5) == 0)
    #expect(abs(inside.value(at: 1.5) - 0.5) < 1e-9)
    #expect(inside.value(at: 2.5) == 0)  // the second pass waits again
    #expect(abs(inside.value(at: 3.5) - 0.5) < 1e-9)

    let outside = AnimatedValue(
        from: 0.0, to: 1.0, animation: .linear(duration: 1).repeatCount(2, autoreverses: false).delay(1),
        startTime: 0)
    #expect(outside.completionTime == 3)
    #expect(outside.value(at: 0.5) == 0)
    #expect(abs(outside.value(at: 1.5) - 0.5) < 1e-9)
    #expect(abs(outside.value(at: 2.5) - 0.5) < 1e-9)
}

@Test func repeatedSpringsRestartFromRest() {
    let value = AnimatedValue(
        from: 0.0, to: 1.0, animation: .smooth.repeatCount(2, autoreverses: true), startTime: 0,
        initialVelocity: 50)
    let single = AnimatedValue(from: 0.0, to: 1.0, animation: .smooth, startTime: 0)
    #expect(abs(value.completionTime - 2 * single.completionTime) < 1e-9)
    #expect(abs(value.value(at: 0.2) - single.value(at: 0.2)) < 1e-12)
    #expect(abs(value.value(at: single.completionTime + 0.2) - (1 - single.value(at: 0.2))) < 1e-12)
}

@Test func zeroLengthAnimationsSnap() {
    for animation in [
        Animation.linear(duration: 0), .easeInOut(duration: -1), .linear(duration: .nan),
        .linear(duration: 0).repeatForever(), .linear(duration: 0).repeatCount(5),
    ] {
        let value = AnimatedValue(from: 3.0, to: 9.0, animation: animation, startTime: 1)
        #expect(value.isComplete(at: 1), "\(animation)")
        #expect(value.value(at: 1) == 9, "\(animation)")
    }
}

@Test func modifiersAreValues() {
    let a = Animation.easeIn(duration: 2).delay(1).speed(2).repeatCount(3, autoreverses: false)
    let b = Animation.easeIn(duration: 2).delay(1).speed(2).repeatCount(3, autoreverses: false)
    #expect(a == b && a.hashValue == b.hashValue)
    #expect(a != Animation.easeIn(duration: 2).delay(1).speed(2).repeatCount(3, autoreverses: true))
    #expect(a.description == "easeIn(duration: 2.0).delay(1.0).speed(2.0).repeatCount(3, autoreverses: false)")
    #expect(Set([Animation.linear, .linear, .easeIn]).count == 2)
}
