import Foundation
import Plume

/// Keeps benchmark results observable so the optimiser cannot drop the measured work.
private var animationBenchmarkSink = 0.0

/// Smooth-curve solve against one pass over the same points, and animation sampling costs.
let animationBenchmarks = BenchGroup(prefix: "animation") { report in
    let count = 1_000_000
    var state: UInt64 = 0x1234_5678
    func nextRandom() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(1 << 53)
    }
    let points = (0..<count).map { CGPoint(x: Double($0), y: nextRandom() * 500) }

    if report.wants("animation.smoothCurve") {
        let pass = measureMedian(iterations: 11) {
            var sumX = 0.0
            var sumY = 0.0
            for point in points {
                sumX += Double(point.x)
                sumY += Double(point.y)
            }
            animationBenchmarkSink += sumX + sumY
        }
        let solve = measureMedian(iterations: 11) {
            let controls = SmoothCurve.controlPoints(through: points)
            animationBenchmarkSink += Double(controls[controls.count / 2].0.y)
        }
        report.figure("animation.smoothCurve.onePass1M", pass * 1e3, "ms")
        report.figure("animation.smoothCurve.solve1M", solve * 1e3, "ms")
        let ratio = solve / pass
        report.figure("animation.smoothCurve.ratio", ratio, "x", goal: "<= 3", met: ratio <= 3)
    }

    if report.wants("animation.sample") {
        let samples = 1_000_000
        let animations: [(String, Animation)] = [
            ("easeInOut", .easeInOut(duration: 1)), ("spring", .bouncy), ("repeatForever", .linear.repeatForever()),
        ]
        for (name, animation) in animations {
            let value = AnimatedValue(
                from: AnimatablePair(0.0, 0.0), to: AnimatablePair(100.0, 50.0), animation: animation, startTime: 0)
            let seconds = measureMedian(iterations: 5) {
                var total = 0.0
                for index in 0..<samples {
                    total += value.value(at: Double(index) * 1e-6).first
                }
                animationBenchmarkSink += total
            }
            report.figure("animation.sample.\(name)", seconds / Double(samples) * 1e9, "ns")
        }
    }
    if animationBenchmarkSink.isNaN { print("# unexpected NaN") }
}
