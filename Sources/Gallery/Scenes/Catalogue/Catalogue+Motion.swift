import Foundation
import Plume

/// The catalogue's motion page: a `PhaseAnimator` that cycles and one a button triggers, a
/// `KeyframeAnimator` heart, symbol effects (one a value triggers, the others switched on and off),
/// and a counter whose number rolls with `.numericText` beside a symbol replaced with `.replace`.
struct CatalogueMotionPage: View {
    @State private var shakes = 0
    @State private var likes = 0
    @State private var rings = 0
    @State private var symbolsActive = true
    @State private var count = 0
    @State private var muted = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 14) {
                Text("PhaseAnimator").font(.headline)
                HStack(spacing: 24) {
                    LoadingDots()
                    Image(systemName: "lock.fill")
                        .font(.title)
                        .phaseAnimator([0.0, -12, 12, -6, 0], trigger: shakes) { lock, shift in
                            lock.offset(x: shift)
                        } animation: { _ in
                            .linear(duration: 0.08)
                        }
                    Button("Shake") { shakes += 1 }
                }
                Text("KeyframeAnimator").font(.headline)
                HStack(spacing: 24) {
                    KeyframeAnimator(initialValue: HeartPose(), trigger: likes) { pose in
                        Image(systemName: "heart.fill")
                            .font(.largeTitle)
                            .foregroundStyle(.pink)
                            .scaleEffect(pose.scale)
                            .rotationEffect(.degrees(pose.tilt))
                            .offset(y: pose.lift)
                    } keyframes: { _ in
                        KeyframeTrack(\.scale) {
                            SpringKeyframe(1.5, duration: 0.25, spring: .bouncy)
                            SpringKeyframe(1, spring: .smooth)
                        }
                        KeyframeTrack(\.lift) {
                            CubicKeyframe(-24, duration: 0.25)
                            CubicKeyframe(0, duration: 0.35)
                        }
                        KeyframeTrack(\.tilt) {
                            LinearKeyframe(-12, duration: 0.1)
                            LinearKeyframe(12, duration: 0.2)
                            LinearKeyframe(0, duration: 0.2)
                        }
                    }
                    .frame(width: 60, height: 60)
                    Button("Like") { likes += 1 }
                    Text("\(likes) likes").foregroundStyle(.secondary)
                }
                Text("Symbol effects").font(.headline)
                HStack(spacing: 20) {
                    Image(systemName: "bell.fill").symbolEffect(.bounce, value: rings)
                    Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: symbolsActive)
                    Image(systemName: "heart.fill").foregroundStyle(.red)
                        .symbolEffect(.pulse, isActive: symbolsActive)
                    Image(systemName: "star.fill").foregroundStyle(.orange)
                        .symbolEffect(.scale.up, isActive: symbolsActive)
                    Image(systemName: "gearshape.fill").symbolEffect(.wiggle.clockwise, isActive: symbolsActive)
                    Image(systemName: "moon.fill").symbolEffect(.disappear, isActive: !symbolsActive)
                }
                .font(.title)
                Button("Ring the bell") { rings += 1 }
                Toggle("Animate symbols", isOn: $symbolsActive)
                Text("Content transitions").font(.headline)
                HStack(spacing: 16) {
                    Button {
                        withAnimation(.smooth(duration: 0.4)) { count -= 1 }
                    } label: {
                        Image(systemName: "minus.circle.fill").font(.title)
                    }
                    .accessibilityLabel("Count down")
                    Text("\(count)")
                        .font(.largeTitle.monospacedDigit())
                        .contentTransition(.numericText(value: Double(count)))
                        .frame(minWidth: 60)
                    Button {
                        withAnimation(.smooth(duration: 0.4)) { count += 1 }
                    } label: {
                        Image(systemName: "plus.circle.fill").font(.title)
                    }
                    .accessibilityLabel("Count up")
                    Spacer()
                    Button {
                        withAnimation(.easeInOut(duration: 0.4)) { muted.toggle() }
                    } label: {
                        Image(systemName: muted ? "speaker.slash.fill" : "speaker.fill")
                            .font(.title)
                            .contentTransition(.symbolEffect(.replace))
                    }
                    .accessibilityLabel(muted ? "Unmute" : "Mute")
                }
            }
            .padding()
        }
    }
}

/// The heart's pose while it jumps.
private struct HeartPose {
    var scale = 1.0
    var lift = 0.0
    var tilt = 0.0
}

/// Three dots that swell in turn, for ever (a cycling `PhaseAnimator`).
private struct LoadingDots: View {
    var body: some View {
        PhaseAnimator([0, 1, 2]) { lit in
            HStack(spacing: 6) {
                ForEach(0..<3) { dot in
                    Circle()
                        .fill(dot == lit ? Color.accentColor : Color.secondary.opacity(0.4))
                        .frame(width: 12, height: 12)
                        .scaleEffect(dot == lit ? 1.3 : 1)
                }
            }
        } animation: { _ in
            .easeInOut(duration: 0.3)
        }
    }
}
