import Dispatch
import Foundation
import Plume

/// A heart's pose in the keyframe figure.
private struct BenchHeartPose {
    var scale = 1.0
    var lift = 0.0
    var tilt = 0.0
}

/// The three tracks (eight keyframes of three kinds) every heart of the figure plays.
@KeyframesBuilder<BenchHeartPose> private func heartKeyframes() -> some Keyframes<BenchHeartPose> {
    KeyframeTrack(\.scale) {
        SpringKeyframe(1.5, duration: 0.25, spring: .bouncy)
        SpringKeyframe(1, duration: 0.5, spring: .smooth)
    }
    KeyframeTrack(\.lift) {
        CubicKeyframe(-24, duration: 0.25)
        CubicKeyframe(0, duration: 0.35)
        MoveKeyframe(0)
    }
    KeyframeTrack(\.tilt) {
        LinearKeyframe(-12, duration: 0.1)
        LinearKeyframe(12, duration: 0.2)
        LinearKeyframe(0, duration: 0.2)
    }
}

/// 100 hearts on a 10 × 10 grid, each a repeating `KeyframeAnimator`.
private struct HundredHearts: View {
    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<10) { _ in
                HStack(spacing: 4) {
                    ForEach(0..<10) { _ in
                        KeyframeAnimator(initialValue: BenchHeartPose()) { pose in
                            Image(systemName: "heart.fill")
                                .scaleEffect(pose.scale)
                                .rotationEffect(.degrees(pose.tilt))
                                .offset(y: pose.lift)
                        } keyframes: { _ in
                            heartKeyframes()
                        }
                        .frame(width: 36, height: 36)
                    }
                }
            }
        }
    }
}

/// 100 symbols on a 10 × 10 grid, each with an active indefinite effect (bounce, pulse, wiggle in turn).
private struct HundredSymbolEffects: View {
    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<10) { row in
                HStack(spacing: 4) {
                    ForEach(0..<10) { column in
                        let index = row * 10 + column
                        Group {
                            switch index % 3 {
                            case 0: Image(systemName: "bell.fill").symbolEffect(.bounce, isActive: true)
                            case 1: Image(systemName: "heart.fill").symbolEffect(.pulse, isActive: true)
                            default: Image(systemName: "gearshape.fill").symbolEffect(.wiggle.clockwise, isActive: true)
                            }
                        }
                        .frame(width: 36, height: 36)
                    }
                }
            }
        }
    }
}

/// Phase, keyframe and symbol-effect figures: what a frame of many running animators costs the
/// graph (update, layout, display list; pixels are the renderer's and measured elsewhere), and what
/// one keyframe timeline evaluation costs.
@MainActor
let motionBenchmarks = BenchGroup(prefix: "motion") { report in
    let frameInterval = 1.0 / 60
    if report.wants("motion.timeline") {
        let timeline = KeyframeTimeline(initialValue: BenchHeartPose()) { heartKeyframes() }
        var sum = 0.0
        let evaluations = 100_000
        let seconds = measureMedian(iterations: 9) {
            for step in 0..<evaluations {
                sum += timeline.value(time: Double(step % 700) / 1000).lift
            }
        }
        let nanoseconds = seconds / Double(evaluations) * 1e9
        report.figure(
            "motion.timeline.value", nanoseconds, "ns", goal: "<= 1000 ns", met: nanoseconds <= 1000)
        if sum.isNaN { print("# motion.timeline: NaN") }
    }
    for (name, root) in [
        ("motion.keyframes100", AnyView(HundredHearts())), ("motion.symbolEffects100", AnyView(HundredSymbolEffects())),
    ]
    where report.wants(name) {
        let renderer = CairoRenderer()
        let graph = ViewGraph(root: root, size: CGSize(width: 400, height: 400), textEngine: renderer.textEngine)
        graph.runFrame()
        graph.time += frameInterval
        graph.runFrame()
        let frame = measureMedian(iterations: 21) {
            graph.time += frameInterval
            _ = graph.runFrame()
        }
        if !graph.isAnimating { print("# \(name): the animators stopped before the samples did") }
        report.figure("\(name).frame", frame * 1e3, "ms", goal: "<= 4 ms", met: frame * 1e3 <= 4)
    }
}
