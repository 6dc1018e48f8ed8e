import Foundation
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

// Code as SwiftUI developers write it (the shapes of Apple's own documentation examples), compiled
// and run against Plume: a phase enum with per-phase animations, a keyframe struct with four tracks
// of mixed keyframes, symbol effects chained with options.

private enum Phase: CaseIterable {
    case initial, move, scale

    var verticalOffset: Double {
        switch self {
        case .initial: 0
        case .move, .scale: -64
        }
    }

    var scaleEffect: Double {
        switch self {
        case .initial, .move: 1
        case .scale: 2
        }
    }
}

private struct ReactionView: View {
    @State private var reactionCount = 0
    var body: some View {
        VStack {
            Text("👍")
                .phaseAnimator(Phase.allCases, trigger: reactionCount) { content, phase in
                    content
                        .scaleEffect(phase.scaleEffect)
                        .offset(y: phase.verticalOffset)
                } animation: { phase in
                    switch phase {
                    case .initial: .smooth
                    case .move: .easeInOut(duration: 0.3)
                    case .scale: .spring(duration: 0.3, bounce: 0.7)
                    }
                }
            Button("React") { reactionCount += 1 }
        }
    }
}

private struct AnimationValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalTranslation = 0.0
    var angle = Angle.zero
}

private struct Hop: View {
    let seen: Recorder<Double>
    var body: some View {
        Text("🐸")
            .keyframeAnimator(initialValue: AnimationValues()) { content, value in
                content
                    .rotationEffect(value.angle)
                    .scaleEffect(value.scale)
                    .scaleEffect(y: value.verticalStretch)
                    .offset(y: value.verticalTranslation)
                    .onAppear { seen.record(value.verticalTranslation) }
                    .background(Color.clear.onChange(of: value.verticalTranslation) { seen.record($0) })
            } keyframes: { _ in
                KeyframeTrack(\.angle) {
                    CubicKeyframe(.zero, duration: 0.58)
                    CubicKeyframe(.degrees(16), duration: 0.125)
                    CubicKeyframe(.degrees(-16), duration: 0.125)
                    CubicKeyframe(.degrees(16), duration: 0.125)
                    CubicKeyframe(.zero, duration: 0.125)
                }
                KeyframeTrack(\.verticalStretch) {
                    CubicKeyframe(1.0, duration: 0.1)
                    CubicKeyframe(0.6, duration: 0.15)
                    CubicKeyframe(1.5, duration: 0.1)
                    CubicKeyframe(1.05, duration: 0.15)
                    CubicKeyframe(1.0, duration: 0.88)
                    CubicKeyframe(0.8, duration: 0.1)
                    CubicKeyframe(1.04, duration: 0.4)
                    CubicKeyframe(1.0, duration: 0.22)
                }
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.0, duration: 0.36)
                    SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                    SpringKeyframe(1.0, spring: .bouncy)
                }
                KeyframeTrack(\.verticalTranslation) {
                    LinearKeyframe(0.0, duration: 0.1)
                    SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                    SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                    SpringKeyframe(0.0, spring: .bouncy)
                }
            }
    }
}

@Suite("Motion written as for SwiftUI") struct MotionAppleExamplesTests {
    @Test func aPhaseEnumDrivesAReaction() {
        let host = makeHost(ReactionView())
        let rest = host.frame(ofText: "👍")!
        #expect(host.tap("React"))
        host.advance(by: 0.2)
        #expect(host.isAnimating)
        host.advance(by: 4)  // the bouncy spring to `.scale` takes a while to settle
        #expect(!host.isAnimating)
        #expect(host.frame(ofText: "👍") == rest)
    }

    @Test func fourTracksOfMixedKeyframesLoop() {
        let seen = Recorder(0.0)
        let host = makeHost(Hop(seen: seen))
        host.advance(by: 0.9)
        #expect(seen.history.contains { $0 < -30 })  // on the way up to −60
        #expect(host.isAnimating)  // repeating by default
    }

    @Test func symbolEffectsChainVariantsAndOptions() {
        struct Effects: View {
            @State private var value = 0
            var body: some View {
                VStack {
                    Image(systemName: "wifi").symbolEffect(.variableColor.cumulative.reversing.hideInactiveLayers)
                    Image(systemName: "bell").symbolEffect(
                        .bounce.up.byLayer, options: .repeating.speed(1.5), value: value)
                    Image(systemName: "heart").symbolEffect(.breathe.pulse.wholeSymbol, options: .nonRepeating)
                    Image(systemName: "star").symbolEffect(.wiggle.custom(angle: 45), options: .repeat(2), value: value)
                    Image(systemName: "moon").symbolEffect(.appear.up.wholeSymbol, isActive: true)
                    Label("Sun", systemImage: "sun.max").contentTransition(.symbolEffect(.replace.offUp))
                    Button("Go") { value += 1 }
                }
            }
        }
        let host = makeHost(Effects())
        #expect(host.tap("Go"))
        host.advance(by: 0.3)
        #expect(host.isAnimating)
        #expect(host.withGraph { $0.diagnostics }.isEmpty)
    }
}
