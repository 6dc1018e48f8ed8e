import Foundation
import Plume
import PlumeAudio

/// The `volume` scene's model: the tutorial's `AVAudioPlayer` of a bundled sound, whether it plays,
/// the volume the slider edits, and what went wrong.
///
/// `play()` activates the session (which opens the audio device) and plays the sound in a loop;
/// `stop()` stops it and deactivates the session (closing the device). Setting `volume` sets the
/// player's volume, which scales the samples the device plays. A sound that cannot be loaded or a
/// device that cannot open leaves `problem` set, to be shown in the scene; nothing crashes.
final class VolumePlayback: ObservableObject, AVAudioPlayerDelegate {
    /// Whether the sound plays (the slider shows while it does).
    @Published private(set) var isPlaying = false
    /// The player's volume, 0…1.
    @Published var volume = VolumePlayback.initialVolume {
        didSet { player?.volume = Float(volume) }
    }
    /// Why the sound cannot be played, as a sentence, or nil.
    @Published private(set) var problem: String?
    /// The volume the scene starts at.
    static let initialVolume = 0.6
    /// The sound's length, for the label.
    let duration: TimeInterval
    private let session: AVAudioSession
    private let player: AVAudioPlayer?

    /// A model playing `sound` through `session`.
    init(sound: URL?, session: AVAudioSession) {
        self.session = session
        do {
            guard let sound else {
                throw AudioError.unreadableFile(path: "chime.wav", reason: "it is missing from the gallery's resources")
            }
            let player = try AVAudioPlayer(contentsOf: sound, session: session)
            player.numberOfLoops = -1  // until Stop
            player.volume = Float(Self.initialVolume)
            self.player = player
            duration = player.duration
        } catch {
            player = nil
            duration = 0
            problem = "The sound cannot be loaded: \(error)."
        }
        player?.delegate = self
    }

    /// Plays the sound (from where Stop left it, as Apple's player), or says why it cannot.
    func play() {
        guard let player else { return }
        if player.play() {
            isPlaying = true
            problem = nil
        } else {
            isPlaying = false
            problem = "Cannot play: \(player.playbackError.map { "\($0)" } ?? "there is nothing to play")."
        }
    }

    /// Stops the sound and closes the audio device.
    func stop() {
        player?.stop()
        isPlaying = false
        do { try session.setActive(false) } catch { problem = "Cannot release the audio output: \(error)." }
    }

    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) { isPlaying = false }

    deinit {
        player?.stop()
        do { try session.setActive(false) } catch {}  // nothing plays any more: closing cannot be refused
    }
}
