import Foundation
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

/// What the keyframes of these tests animate.
private struct Pose: Equatable {
    var x = 0.0
    var scale = 1.0
}

/// A heart that jumps each time "Like" is tapped; its pose is shown as text.
private struct LikeButton: View {
    @State private var likes = 0
    var body: some View {
        VStack {
            Button("Like") { likes += 1 }
            KeyframeAnimator(initialValue: Pose(), trigger: likes) { pose in
                Text(String(format: "x %.1f scale %.2f", pose.x, pose.scale))
            } keyframes: { _ in
                KeyframeTrack(\.x) {
                    LinearKeyframe(100, duration: 1)
                }
                KeyframeTrack(\.scale) {
                    MoveKeyframe(2)
                    LinearKeyframe(1, duration: 0.5)
                }
            }
        }
    }
}

@Suite("KeyframeTimeline") struct KeyframeTimelineTests {
    @Test func tracksRunSideBySideAndTheTimelineLastsAsLongAsTheLongest() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.x) {
                LinearKeyframe(100, duration: 1)
                LinearKeyframe(0, duration: 1)
            }
            KeyframeTrack(\.scale) {
                LinearKeyframe(3, duration: 0.5)
            }
        }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 0) == Pose(x: 0, scale: 1))
        #expect(timeline.value(time: 0.25) == Pose(x: 25, scale: 2))
        #expect(timeline.value(time: 1) == Pose(x: 100, scale: 3))
        #expect(timeline.value(time: 1.5) == Pose(x: 50, scale: 3))
        #expect(timeline.value(progress: 1) == Pose(x: 0, scale: 3))
        // Outside the timeline: the initial value before, the end value after.
        #expect(timeline.value(time: -1) == Pose())
        #expect(timeline.value(time: 99) == Pose(x: 0, scale: 3))
    }

    @Test func linearKeyframesFollowTheirTimingCurve() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 2, timingCurve: .easeIn)
        }
        let quarter = timeline.value(time: 0.5)
        #expect(quarter > 0 && quarter < 2.5)  // eased in: behind the straight line
        #expect(abs(timeline.value(time: 1) - 10 * UnitCurve.easeIn.value(at: 0.5)) < 1e-9)
        #expect(timeline.value(time: 2) == 10)
    }

    @Test func aMoveKeyframeJumpsAndHolds() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            MoveKeyframe(50.0)
            LinearKeyframe(60.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        #expect(abs(timeline.value(time: 0.999_999) - 10) < 0.001)
        #expect(timeline.value(time: 1) == 50)
        #expect(timeline.value(time: 1.5) == 55)
    }

    @Test func cubicKeyframesMakeACatmullRomCurveThroughTheirValues() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(0.0, duration: 1)
        }
        // It passes through each keyframe's value at its time.
        #expect(timeline.value(time: 1) == 10)
        #expect(timeline.value(time: 2) == 0)
        // The tangent at the shared keyframe is (0 − 0) / 2 = 0: a smooth top, above the straight lines.
        #expect(timeline.value(time: 0.9) > 9.5)
        #expect(abs(timeline.value(time: 0.9) - timeline.value(time: 1.1)) < 1e-9)
        // At the ends the tangent is the segment's own slope (10 per second): h00·0 + h10·10 + h01·10.
        let s = 0.5
        let expected = (s * s * s - 2 * s * s + s) * 10 + (-2 * s * s * s + 3 * s * s) * 10 + (s * s * s - s * s) * 0
        #expect(abs(timeline.value(time: 0.5) - expected) < 1e-9)
    }

    @Test func cubicKeyframesHonourGivenVelocities() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 1, startVelocity: 0, endVelocity: 0)
        }
        // Zero velocities at both ends: smoothstep, 3s² − 2s³.
        #expect(abs(timeline.value(time: 0.25) - (3 * 0.0625 - 2 * 0.015625)) < 1e-9)
    }

    @Test func aSpringKeyframeMovesAsItsSpringAndLastsItsSettlingTime() {
        let spring = Spring(duration: 0.4, bounce: 0.3)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, spring: spring)
        }
        #expect(abs(timeline.duration - spring.settlingDuration) < 1e-9)
        #expect(abs(timeline.value(time: 0.2) - spring.value(target: 1.0, time: 0.2)) < 1e-9)
        // A bouncy spring overshoots.
        let peak = stride(from: 0.0, to: timeline.duration, by: 0.01).map { timeline.value(time: $0) }.max()!
        #expect(peak > 1.01)
    }

    @Test func aSpringCutShortHandsItsPositionAndVelocityToTheNextKeyframe() {
        let spring = Spring(duration: 1, bounce: 0)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, duration: 0.2, spring: spring)
            LinearKeyframe(1.0, duration: 1)
        }
        let cut = spring.value(target: 1.0, time: 0.2)
        #expect(cut < 0.9)
        #expect(abs(timeline.value(time: 0.2) - cut) < 1e-9)
        #expect(abs(timeline.value(time: 0.7) - (cut + (1 - cut) * 0.5)) < 1e-9)
    }

    @Test func badNumbersAreClampedAndTheTimelineStillEnds() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(5.0, duration: .nan)
            LinearKeyframe(6.0, duration: -3)
            LinearKeyframe(7.0, duration: .infinity)
            LinearKeyframe(8.0, duration: 1e300)
        }
        #expect(timeline.duration == 1e300)
        #expect(timeline.value(time: .nan) == 7)
        #expect(timeline.value(time: 1e300) == 8)
        #expect(timeline.value(progress: .nan) == 7)
        let empty = KeyframeTimeline(initialValue: 3.0) {}
        #expect(empty.duration == 0)
        #expect(empty.value(progress: 0.5) == 3)
    }

    @Test func ownKeyframesTypesComposeFromTheirBodies() {
        struct Wobble: KeyframeTrackContent {
            var body: some KeyframeTrackContent<Double> {
                LinearKeyframe(10, duration: 1)
                LinearKeyframe(-10, duration: 1)
            }
        }
        struct Sway: Keyframes {
            var body: some Keyframes<Pose> {
                KeyframeTrack(\.x) { Wobble() }
            }
        }
        let timeline = KeyframeTimeline(initialValue: Pose()) { Sway() }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 1.5).x == 0)
        let flag = true
        let conditional = KeyframeTimeline(initialValue: 0.0) {
            if flag { LinearKeyframe(4.0, duration: 1) } else { MoveKeyframe(9.0) }
            for step in 1...2 { LinearKeyframe(Double(step), duration: 1) }
        }
        #expect(conditional.duration == 3)
        #expect(conditional.value(time: 1) == 4)
        #expect(conditional.value(time: 3) == 2)
    }
}

@Suite("KeyframeAnimator") struct KeyframeAnimatorTests {
    @Test func aTriggeredAnimatorPlaysOncePerTapAndKeepsTheEndValue() {
        let host = makeHost(LikeButton())
        host.advance(by: 0.5)
        #expect(host.find(text: "x 0.0 scale 1.00") != nil)
        #expect(!host.isAnimating)

        #expect(host.tap("Like"))
        #expect(host.find(text: "x 0.0 scale 2.00") != nil)  // the move keyframe at time 0
        host.advance(by: 0.25)
        #expect(host.find(text: "x 25.0 scale 1.50") != nil)
        host.advance(by: 0.5)
        #expect(host.find(text: "x 75.0 scale 1.00") != nil)
        host.advance(by: 0.25)
        #expect(host.find(text: "x 100.0 scale 1.00") != nil)
        host.advance(by: 0.5)
        #expect(!host.isAnimating)
        #expect(host.find(text: "x 100.0 scale 1.00") != nil)
    }

    @Test func aRepeatingAnimatorLoopsWhileShownAndRestsAtTheStartWhenStopped() {
        struct Looping: View {
            @State var repeating = true
            var body: some View {
                VStack {
                    KeyframeAnimator(initialValue: 0.0, repeating: repeating) { value in
                        Text(String(format: "v %.1f", value))
                    } keyframes: { _ in
                        LinearKeyframe(10.0, duration: 1)
                        LinearKeyframe(0.0, duration: 1)
                    }
                    Button("Stop") { repeating = false }
                }
            }
        }
        let host = makeHost(Looping())
        host.advance(by: 0.5)
        #expect(host.find(text: "v 5.0") != nil)
        host.advance(by: 1)
        #expect(host.find(text: "v 5.0") != nil)  // on the way down
        host.advance(by: 1)
        #expect(host.find(text: "v 5.0") != nil)  // the second loop
        #expect(host.isAnimating)
        #expect(host.tap("Stop"))
        host.advance(by: 0.5)
        #expect(host.find(text: "v 0.0") != nil)
        #expect(!host.isAnimating)
    }

    @Test func theModifierHandsTheViewAndTheValueToItsContent() {
        let host = makeHost(
            Text("hello")
                .keyframeAnimator(initialValue: 0.0) { content, value in
                    content.frame(width: 100 + value)
                } keyframes: { _ in
                    KeyframeTrack { LinearKeyframe(50.0, duration: 1) }
                })
        host.advance(by: 0.5)
        #expect(host.find(text: "hello") != nil)
        // The frame is 100 + 25 wide half way through the keyframes.
        #expect(lines(of: host.dump(), containing: "KeyframeAnimator").first?.contains(", 125, 16)") == true)
    }

    @Test func keyframesThatLastNoTimeDoNotLoopAndAreReported() {
        let host = makeHost(
            KeyframeAnimator(initialValue: 0.0) { value in
                Text("v \(Int(value))")
            } keyframes: { _ in
                MoveKeyframe(3.0)
            })
        host.advance(by: 0.5)
        #expect(host.find(text: "v 3") != nil)
        #expect(!host.isAnimating)
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("KeyframeAnimator") })
    }
}
