import Foundation

/// Plays the sound at a URL, as AVFoundation's `AVPlayer`, for the audio an app plays with it (a
/// chime, a short cue): on Linux it plays WAV files through an ``AVAudioPlayer``.
///
/// ```swift
/// let ding = AVPlayer(url: Bundle.module.url(forResource: "ding", withExtension: "wav")!)
/// ding.seek(to: .zero)
/// ding.play()
/// ```
/// The file is read when the player is made: ``status`` is `.readyToPlay`, or `.failed` with
/// ``error`` saying why (a missing file, a file that is not PCM or float WAV: video and compressed
/// audio are not supported). Not provided: `AVPlayerItem`, time observers, `rate` other than 0 or 1.
open class AVPlayer: NSObject {
    /// Whether the player can play.
    public enum Status: Int, Sendable {
        case unknown, readyToPlay, failed
    }

    /// `.readyToPlay` when the sound was read, `.failed` when not (``error`` says why).
    public private(set) var status: Status
    /// Why the player failed, or nil.
    public private(set) var error: Error?
    private let player: AVAudioPlayer?

    /// A player with nothing to play (`status` stays `.unknown`), as `AVPlayer()`.
    public override init() {
        status = .unknown
        player = nil
        super.init()
    }

    /// A player of the WAV file at `url` on the shared session.
    public convenience init(url: URL) { self.init(url: url, session: .sharedInstance()) }

    /// Plume: a player of the WAV file at `url` on `session` (a recording session in tests).
    public init(url: URL, session: AVAudioSession) {
        do {
            player = try AVAudioPlayer(contentsOf: url, session: session)
            status = .readyToPlay
        } catch {
            player = nil
            self.error = error
            status = .failed
        }
        super.init()
    }

    /// 1 while playing, 0 when paused; setting a rate above 0 plays, 0 pauses.
    public var rate: Float {
        get { player?.isPlaying == true ? 1 : 0 }
        set { newValue > 0 ? play() : pause() }
    }

    /// The gain, 0…1 (clamped; NaN ignored), as the audio player's.
    public var volume: Float {
        get { player?.volume ?? 1 }
        set { player?.volume = newValue }
    }

    /// Plays from the current time; when the device cannot open, ``error`` says why.
    public func play() {
        guard let player else { return }
        if !player.play() { error = player.playbackError }
    }

    /// Pauses; `play()` resumes where it paused.
    public func pause() { player?.pause() }

    /// Moves the play position to `time` (clamped to the sound; an invalid time is ignored).
    public func seek(to time: CMTime) {
        guard time.isValid else { return }
        player?.currentTime = time.seconds
    }

    /// Where playback is, to the microsecond.
    public func currentTime() -> CMTime {
        CMTime(seconds: player?.currentTime ?? 0, preferredTimescale: 1_000_000)
    }
}
