import Foundation
import PlumeAnimation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A square turning once a second forever (no autoreverse).
private struct Spinner: View {
    @State private var on = false
    var body: some View {
        Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(on ? 360 : 0))
            .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { on = true } }
    }
}

/// A square fading in and out, two seconds each way, forever.
private struct Pulse: View {
    @State private var on = false
    var body: some View {
        Color.red.frame(width: 10, height: 10).opacity(on ? 1 : 0)
            .onAppear { withAnimation(.linear(duration: 2).repeatForever(autoreverses: true)) { on = true } }
    }
}

/// A 30-second move whose completion shows "done", and a spring moving a square by 100 points.
private struct LongMove: View {
    @State private var x: CGFloat = 0
    @State private var y: CGFloat = 0
    @State private var done = false
    var body: some View {
        VStack {
            Text(done ? "done" : "moving")
            Color.red.frame(width: 10, height: 10).offset(x: x, y: y)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 30)) {
                x = 100
            } completion: {
                done = true
            }
            withAnimation(.spring) { y = 50 }
        }
    }
}

/// A box falling onto the floor of a 200 × 200 world.
private struct FallingBox: View {
    let animator: DynamicAnimator
    @State private var steps = 0
    var body: some View {
        Color.gray.frame(width: 200, height: 200).dynamicAnimator(animator) { steps += 1 }
    }
}

/// A square moved by `animation` once it appears.
private struct Animated: View {
    let animation: Animation
    @State private var on = false
    var body: some View {
        Color.red.frame(width: 10, height: 10).offset(x: on ? 100 : 0).opacity(on ? 1 : 0.5)
            .onAppear { withAnimation(animation) { on = true } }
    }
}

/// Every animation that takes a number, given `v`.
private func animationProbes(_ v: Double) -> [Animation] {
    [
        .linear(duration: v), .easeInOut(duration: v), .timingCurve(0.2, v, 0.8, -v, duration: 1),
        .spring(response: v, dampingFraction: v), .spring(response: 0.5, dampingFraction: v),
        .spring(duration: v, bounce: v), .interpolatingSpring(stiffness: v, damping: v),
        .interpolatingSpring(mass: v, stiffness: 100, damping: 10, initialVelocity: v),
        .smooth(duration: v, extraBounce: v), .bouncy(duration: v), .easeIn(duration: 1).delay(v),
        .easeOut(duration: 1).speed(v), .linear(duration: 1).repeatCount(Int.max, autoreverses: true),
        .linear(duration: v).repeatForever(autoreverses: false), .spring(response: v).repeatCount(3),
    ]
}

/// The "Unbounded work": jumping the clock costs O(animations), not O(frames), and the
/// state at the target time is what the animations say it is.
@Suite("Time jumps")
struct TimeJumpTests {
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300, 1e308, 0, -1])
    func animationsWithAnyNumberRunAndJump(_ v: Double) throws {
        for (index, animation) in animationProbes(v).enumerated() {
            let host = makeHost(Animated(animation: animation))
            host.advance(by: 0.5)
            host.advance(by: 1e9)
            _ = try host.render()
            let dump = host.dump()
            #expect(!dump.contains("nan") && !dump.contains("inf"), "probe \(index) with \(v): \(dump)")
            #expect(!host.dumpDisplayList().contains("nan"), "probe \(index) with \(v)")
        }
    }

    @Test func aRepeatingRotationAfterAnHourIsAtItsPhase() {
        let host = makeHost(Spinner())
        host.advance(by: 3600.25)  // a quarter turn into the 3601st cycle
        #expect(host.dumpDisplayList().hasPrefix("transform [0 1 -1 0"), "\(host.dumpDisplayList())")
        #expect(host.isAnimating)
        // 10 s of frames, then one jump: not 216,000 frames.
        #expect(host.frameCount < 700, "\(host.frameCount) frames")
    }

    @Test func anAutoreversingPulseFollowsItsPeriod() {
        let forward = makeHost(Pulse())
        forward.advance(by: 3600.5)  // pass 1800 (forwards), a quarter in
        #expect(forward.dumpDisplayList().hasPrefix("opacity 0.25"), "\(forward.dumpDisplayList())")
        let backward = makeHost(Pulse())
        backward.advance(by: 3602.5)  // pass 1801 (backwards), a quarter in
        #expect(backward.dumpDisplayList().hasPrefix("opacity 0.75"), "\(backward.dumpDisplayList())")
    }

    @Test func aBillionSecondsEndFiniteAnimationsAndRunTheirCompletion() {
        let host = makeHost(LongMove())
        host.advance(by: 1e9)
        #expect(host.find(text: "done") != nil, "\(host.dump())")
        #expect(
            lines(of: host.dump(), containing: "Color").first?.contains("(295, 207, 10, 10)") == true, "\(host.dump())")
        #expect(!host.isAnimating)
        #expect(host.clock.now >= 1e9)
    }

    @Test func badAdvancesAreReportedAndLeaveTheClockAlone() {
        let host = makeHost(Spinner())
        host.advance(by: 1)
        let start = host.clock.now
        host.advance(by: .nan)
        host.advance(by: -1)
        host.advance(by: -.infinity)
        #expect(host.clock.now == start)
        #expect(
            host.withGraph { $0.diagnostics }.contains { $0.hasPrefix("advance(by: nan) ignored") },
            "\(host.withGraph { $0.diagnostics })")
        #expect(host.withGraph { $0.diagnostics }.contains { $0.hasPrefix("advance(by: -1.0) ignored") })
        host.advance(by: .infinity)
        #expect(host.clock.now == start + ViewHost.maximumAdvance)
        #expect(
            host.withGraph { $0.diagnostics }.contains {
                $0.hasPrefix("advance(by: inf) clamped to 1000000000 seconds")
            })
        #expect(host.isAnimating)  // the repeating animation still runs, sampled at the new time
    }

    @Test func theDynamicsEngineCatchesUpAtMostAQuarterSecond() throws {
        let animator = try DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = try DynamicItem(size: CGSize(width: 20, height: 20), center: CGPoint(x: 100, y: 20))
        let collision = CollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(GravityBehavior(items: [box]))
        animator.addBehavior(collision)
        let host = makeHost(FallingBox(animator: animator))
        host.advance(by: 1e9)  // 10 s of frames land the box; the rest is one jump
        #expect(abs(box.center.y - 190) < 1, "box at \(box.center)")
        #expect(!animator.isRunning)
        // Straight to a jump: a box in the air falls only `maximumCatchUp` of it.
        try box.move(to: CGPoint(x: 100, y: 20))
        try box.setVelocity(.zero)
        #expect(animator.isRunning)
        let before = animator.elapsedTime
        animator.advance(to: animator.elapsedTime + 1e9)
        let simulated = animator.elapsedTime - before
        #expect(simulated <= DynamicAnimator.maximumCatchUp + DynamicAnimator.timeStep, "\(simulated) s simulated")
    }

    @Test func timersSkipTheTicksAJumpMissed() {
        final class Ticks: @unchecked Sendable { var count = 0 }
        let ticks = Ticks()
        struct Ticking: View {
            let ticks: Ticks
            var body: some View {
                Text("ticking").onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in
                    ticks.count += 1
                }
            }
        }
        let host = ViewHost(
            Ticking(ticks: ticks), size: CGSize(width: 100, height: 100), textEngine: MonospaceTextLayoutEngine(),
            drivesTimers: true)
        host.advance(by: 1e9)
        // About 10 ticks while stepping, then at most `maximumCatchUpTicks` for the jump.
        #expect(ticks.count > 10 && ticks.count <= 11 + ManualTimerClock.maximumCatchUpTicks, "\(ticks.count)")
        let before = ticks.count
        host.advance(by: 1)
        #expect(ticks.count == before + 1)
    }
}
