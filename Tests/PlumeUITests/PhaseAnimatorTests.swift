import Foundation
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

/// A bar whose drawn width is its animatable `level`; each drawing records the level it shows.
private struct LevelBar: Shape {
    var level: Double
    let seen: Recorder<Double>
    var animatableData: Double {
        get { level }
        set { level = newValue }
    }
    func path(in rect: CGRect) -> Path {
        seen.record(level)
        return Path(CGRect(x: 0, y: 0, width: level, height: rect.height))
    }
}

/// A cycling animator: three phases, each reached with a linear animation of 0.5 s.
private struct Cycling: View {
    let seen: Recorder<Double>
    @State private var shown = true
    var body: some View {
        VStack {
            if shown {
                PhaseAnimator([0.0, 100, 50]) { level in
                    VStack {
                        Text("level \(Int(level))")
                        LevelBar(level: level, seen: seen).frame(width: 100, height: 10)
                    }
                } animation: { _ in
                    .linear(duration: 0.5)
                }
            }
            Button("Hide") { shown = false }
        }
    }
}

/// A triggered animator: a tap on "Shake" runs it through its phases once (0.4 s each).
private struct Triggered: View {
    let seen: Recorder<Double>
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Shake") { taps += 1 }
            Text("ready")
                .phaseAnimator([0.0, 30, -30], trigger: taps) { content, offset in
                    content.overlay(LevelBar(level: offset + 50, seen: seen))
                } animation: { offset in
                    offset == 0 ? .easeOut(duration: 0.4) : .linear(duration: 0.4)
                }
        }
    }
}

@Suite("PhaseAnimator") struct PhaseAnimatorTests {
    @Test func aCyclingAnimatorMovesToEachPhaseInTurnAndBackToTheFirst() {
        let seen = Recorder(0.0)
        let host = makeHost(Cycling(seen: seen))
        // It starts at the first phase and is at once on its way to the second (0 → 100 in 0.5 s);
        // each move starts at the first frame after the previous one is complete (within a frame).
        #expect(host.find(text: "level 100") != nil)
        host.advance(by: 0.25)
        #expect(abs(seen.value - 50) < 4)
        host.advance(by: 0.5)
        #expect(host.find(text: "level 50") != nil)
        #expect(abs(seen.value - 75) < 5)
        // Then back to the first, and round again.
        host.advance(by: 0.5)
        #expect(host.find(text: "level 0") != nil)
        #expect(abs(seen.value - 25) < 6)
        host.advance(by: 0.5)
        #expect(host.find(text: "level 100") != nil)
        #expect(abs(seen.value - 50) < 8)
        #expect(host.isAnimating)
    }

    @Test func aCyclingAnimatorStopsAskingForFramesOnceItLeavesTheTree() {
        let seen = Recorder(0.0)
        let host = makeHost(Cycling(seen: seen))
        host.advance(by: 2)
        #expect(host.isAnimating)
        #expect(host.tap("Hide"))
        host.advance(by: 1)
        #expect(host.find(text: "level 0") == nil && host.find(text: "level 100") == nil)
        #expect(!host.isAnimating)
        let drawings = seen.history.count
        host.advance(by: 1)
        #expect(seen.history.count == drawings)
    }

    @Test func aTriggeredAnimatorRunsThroughItsPhasesOncePerChangeAndRests() {
        let seen = Recorder(0.0)
        let host = makeHost(Triggered(seen: seen))
        host.advance(by: 1)
        #expect(seen.value == 50)
        #expect(!host.isAnimating)

        #expect(host.tap("Shake"))
        host.advance(by: 0.2)
        #expect(abs(seen.value - 65) < 2.5)  // half way to the second phase (+30)
        host.advance(by: 0.4)
        #expect(abs(seen.value - 50) < 2.5)  // half way from +30 to the third phase (-30)
        host.advance(by: 0.4)
        #expect(seen.value > 20 && seen.value < 50)  // easing out back to the first phase
        host.advance(by: 0.4)
        #expect(seen.value == 50)
        #expect(!host.isAnimating)

        // Another tap runs it again.
        #expect(host.tap("Shake"))
        host.advance(by: 0.2)
        #expect(abs(seen.value - 65) < 2.5)
    }

    @Test func aTriggeredAnimatorRestsAtItsFirstPhaseUntilTheTriggerChanges() {
        let seen = Recorder(0.0)
        let host = makeHost(
            PhaseAnimator([1.0, 2.0], trigger: 1) { level in
                LevelBar(level: level, seen: seen).frame(width: 10, height: 10)
            } animation: { _ in
                nil
            })
        host.advance(by: 0.5)
        #expect(seen.value == 1)
        #expect(!host.isAnimating)
    }

    @Test func noPhasesShowNothingAndAreReported() {
        let host = makeHost(
            PhaseAnimator([Int]()) { phase in Text("phase \(phase)") })
        host.advance(by: 0.5)
        #expect(host.find(text: "phase 0") == nil)
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("PhaseAnimator: no phases") })
        #expect(!host.isAnimating)
    }

    @Test func aSinglePhaseNeverMoves() {
        let host = makeHost(PhaseAnimator([7]) { phase in Text("phase \(phase)") })
        host.advance(by: 0.5)
        #expect(host.find(text: "phase 7") != nil)
        #expect(!host.isAnimating)
    }
}
