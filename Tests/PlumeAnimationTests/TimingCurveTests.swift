import Foundation
import Testing

@testable import PlumeAnimation

/// An independent model of a CSS cubic-bezier: the curve sampled densely in its parameter, then
/// read at a given x by binary search and linear interpolation between neighbouring samples.
private struct SampledBezier {
    let xs: [Double]
    let ys: [Double]

    init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, samples: Int = 400_000) {
        var xs = [Double]()
        var ys = [Double]()
        xs.reserveCapacity(samples + 1)
        ys.reserveCapacity(samples + 1)
        for index in 0...samples {
            let t = Double(index) / Double(samples)
            // Bernstein form with P0 = (0, 0), P3 = (1, 1).
            let b1 = 3 * t * (1 - t) * (1 - t)
            let b2 = 3 * t * t * (1 - t)
            let b3 = t * t * t
            xs.append(b1 * p1x + b2 * p2x + b3)
            ys.append(b1 * p1y + b2 * p2y + b3)
        }
        self.xs = xs
        self.ys = ys
    }

    func y(atX x: Double) -> Double {
        var low = 0
        var high = xs.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if xs[middle] <= x { low = middle } else { high = middle }
        }
        let span = xs[high] - xs[low]
        let fraction = span > 0 ? (x - xs[low]) / span : 0
        return ys[low] + (ys[high] - ys[low]) * fraction
    }
}

private let progressPoints = (0...1000).map { Double($0) / 1000 }

@Test func linearIsProportional() {
    let animation = AnimatedValue(from: 10.0, to: 30.0, animation: .linear(duration: 2), startTime: 5)
    for p in progressPoints {
        #expect(abs(animation.value(at: 5 + 2 * p) - (10 + 20 * p)) < 1e-9)
    }
    #expect(abs(animation.velocity(at: 6) - 10) < 1e-9)
}

@Test(arguments: [
    ("easeIn", Animation.easeIn(duration: 1.2), [0.42, 0, 1, 1]),
    ("easeOut", Animation.easeOut(duration: 1.2), [0, 0, 0.58, 1]),
    ("easeInOut", Animation.easeInOut(duration: 1.2), [0.42, 0, 0.58, 1]),
    ("custom", Animation.timingCurve(0.17, 0.67, 0.83, 0.67, duration: 1.2), [0.17, 0.67, 0.83, 0.67]),
    ("overshoot", Animation.timingCurve(0.68, -0.55, 0.27, 1.55, duration: 1.2), [0.68, -0.55, 0.27, 1.55]),
    ("steep", Animation.timingCurve(0, 1, 0, 1, duration: 1.2), [0, 1, 0, 1]),
])
func bezierCurvesMatchTheirMath(name: String, animation: Animation, controls: [Double]) {
    let reference = SampledBezier(controls[0], controls[1], controls[2], controls[3])
    let value = AnimatedValue(from: 0.0, to: 1.0, animation: animation, startTime: 0)
    var worst = 0.0
    for p in progressPoints {
        worst = max(worst, abs(value.value(at: 1.2 * p) - reference.y(atX: p)))
    }
    #expect(worst < 1e-6, "\(name): worst error \(worst)")
    // A move between other values scales the same curve.
    let moved = AnimatedValue(from: 100.0, to: -50.0, animation: animation, startTime: 3)
    for p in stride(from: 0.0, through: 1.0, by: 0.01) {
        #expect(abs(moved.value(at: 3 + 1.2 * p) - (100 - 150 * reference.y(atX: p))) < 1e-4)
    }
}

@Test func defaultDurationsAreSwiftUIs() {
    for animation in [Animation.linear, .easeIn, .easeOut, .easeInOut] {
        let value = AnimatedValue(from: 0.0, to: 1.0, animation: animation, startTime: 0)
        #expect(value.completionTime == 0.35)
        #expect(value.value(at: 0.3499) < 1)
        #expect(value.value(at: 0.35) == 1)
    }
    #expect(Animation.easeInOut == Animation.easeInOut(duration: 0.35))
    #expect(Animation.easeInOut == Animation.timingCurve(0.42, 0, 0.58, 1))
    #expect(Animation.easeIn != Animation.easeOut)
}

@Test func easeInOutIsSymmetric() {
    let curve = UnitCurve.easeInOut
    for p in stride(from: 0.0, through: 1.0, by: 0.001) {
        #expect(abs(curve.value(at: p) + curve.value(at: 1 - p) - 1) < 1e-9)
    }
    #expect(abs(curve.value(at: 0.5) - 0.5) < 1e-12)
}

@Test(arguments: [
    UnitCurve.easeIn, .easeOut, .easeInOut, .bezier(startControlPoint: (0.3, 0.9), endControlPoint: (0.1, 0.2)),
])
func curveVelocityIsTheDerivative(curve: UnitCurve) {
    let h = 1e-6
    for p in stride(from: 0.01, through: 0.99, by: 0.01) {
        let numeric = (curve.value(at: p + h) - curve.value(at: p - h)) / (2 * h)
        #expect(abs(curve.velocity(at: p) - numeric) < 1e-4 * max(1, abs(numeric)))
    }
}

@Test func animatedValueVelocityFollowsTheCurve() {
    let value = AnimatedValue(from: 0.0, to: 80.0, animation: .easeInOut(duration: 2), startTime: 0)
    let h = 1e-6
    for time in stride(from: 0.05, through: 1.95, by: 0.05) {
        let numeric = (value.value(at: time + h) - value.value(at: time - h)) / (2 * h)
        #expect(abs(value.velocity(at: time) - numeric) < 1e-3)
    }
    #expect(value.velocity(at: 2) == 0)
}

@Test func outOfRangeControlXIsClamped() {
    let clamped = Animation.timingCurve(-1, 0, 2, 1, duration: 1)
    #expect(clamped == Animation.timingCurve(0, 0, 1, 1, duration: 1))
    let value = AnimatedValue(from: 0.0, to: 1.0, animation: clamped, startTime: 0)
    var previous = -1.0
    for p in progressPoints {
        let current = value.value(at: p)
        #expect(current >= previous)
        previous = current
    }
}
