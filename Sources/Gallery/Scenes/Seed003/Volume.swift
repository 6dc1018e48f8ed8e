import Foundation
import Plume
import PlumeAudio

/// The `volume` scene (the tutorial's `MPVolumeView` one): Play and Stop buttons pinned to the top
/// corners; while the bundled sound plays, a volume slider slides in below them, bound to the player's
/// volume, and Stop takes it away again. In a window the sound plays through the system's output; the
/// gallery's headless pictures and tests play it through SDL's `disk` driver into a file.
struct VolumeView: View {
    @StateObject private var playback: VolumePlayback

    /// The scene playing the bundled chime through `session`.
    init(session: AVAudioSession) {
        _playback = StateObject(
            wrappedValue: VolumePlayback(
                sound: Bundle.module.url(forResource: "chime", withExtension: "wav"), session: session))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack {
                Button("Play") { withAnimation(.easeInOut(duration: 0.3)) { playback.play() } }
                    .buttonStyle(.borderedProminent)
                Spacer()
                Button("Stop") { withAnimation(.easeInOut(duration: 0.3)) { playback.stop() } }
                    .buttonStyle(.bordered)
            }
            soundCard
            if playback.isPlaying {
                volumeCard.transition(.move(edge: .top).combined(with: .opacity))
            }
            if let problem = playback.problem {
                Label(problem, systemImage: "exclamationmark.triangle").font(.footnote).foregroundStyle(.red)
            }
            Spacer(minLength: 0)
        }
        .padding()
        .background(Color.groupedBackground)
    }

    private var soundCard: some View {
        HStack(spacing: 12) {
            Image(systemName: "music.note").font(.title2).foregroundStyle(.tint)
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    Text("Chime").font(.headline)
                    Spacer(minLength: 8)
                    Text(playback.isPlaying ? "Playing" : "Stopped").font(.subheadline).foregroundStyle(.secondary)
                }
                Text(String(format: "%.1f s, plays in a loop until Stop", playback.duration))
                    .font(.subheadline).foregroundStyle(.secondary)
            }
        }
        .padding(16)
        .background(Color.secondaryGroupedBackground)
        .cornerRadius(12)
    }

    private var volumeCard: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Volume: \(Int((playback.volume * 100).rounded()))%").font(.subheadline).monospacedDigit()
            Slider(value: $playback.volume, in: 0...1) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker.fill")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3")
            }
        }
        .padding(16)
        .background(Color.secondaryGroupedBackground)
        .cornerRadius(12)
    }
}

enum VolumeScene {
    /// A window plays through the system's output; a headless mount (pictures, `gallery render`, the
    /// soak) through SDL's disk driver into a temporary file that is deleted when playback stops.
    static let scene = GalleryScene(
        id: "volume", title: "Volume control with playback", seed: "003",
        scheduled: { scheduler in
            VolumeView(session: scheduler.isLive ? .sharedInstance() : headlessSession())
        })

    /// A session recording into a fresh temporary file it discards.
    static func headlessSession() -> AVAudioSession {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plume-volume-\(UUID().uuidString).f32")
        return AVAudioSession(recordingTo: file, discardsRecording: true)
    }
}
