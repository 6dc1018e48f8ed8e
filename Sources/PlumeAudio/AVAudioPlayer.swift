import Foundation

/// Plays a WAV sound through an `AVAudioSession`'s output device, as AVFoundation's `AVAudioPlayer`.
///
/// ```swift
/// let player = try AVAudioPlayer(contentsOf: Bundle.module.url(forResource: "chime", withExtension: "wav")!)
/// player.numberOfLoops = -1     // until stopped
/// player.play()
/// player.volume = 0.3           // the samples the device plays are scaled at once
/// player.setVolume(0, fadeDuration: 1)
/// player.stop()
/// ```
/// The initialisers decode the whole file (`WAVDecoder`: PCM and float WAV only, where Apple's also
/// reads MP3, AAC, ALAC…) and throw an `AudioError` for a missing, corrupt or unsupported file.
/// `prepareToPlay()` activates the session and converts the sound to the device's rate and channels;
/// `play()` prepares when needed. The volume is software gain applied to each sample in SDL's audio
/// callback before the mix reaches the device (0…1, values outside are clamped, NaN is ignored); a
/// fade is a linear ramp sample by sample. The delegate hears the end on the main queue. Not
/// provided: `pan`, `rate`, metering, `play(atTime:)`, `deviceCurrentTime`, `format` and `settings`.
open class AVAudioPlayer: NSObject {
    /// The file the sound came from, or nil.
    public let url: URL?
    /// The bytes the sound came from, or nil.
    public let data: Data?
    /// Hears the end of playback (weak, as Apple's).
    public weak var delegate: AVAudioPlayerDelegate?
    /// Plume: the session whose output the player plays through (`AVAudioSession.sharedInstance()` unless
    /// given to `init(contentsOf:session:)` or `init(data:session:)`).
    public let session: AVAudioSession
    /// Plume: why the last `prepareToPlay()` or `play()` returned false, or nil after one succeeded.
    public private(set) var playbackError: AudioError?
    /// How many times the sound repeats after its first pass (negative: until stopped), read by `play()`.
    public var numberOfLoops = 0
    private let sound: PCMSound
    private let voice: AudioVoice
    private var output: AudioOutput?

    /// An empty player (nothing to play: `play()` returns false), as `AVAudioPlayer()`.
    public override convenience init() {
        self.init(
            sound: PCMSound(sampleRate: 44_100, channels: 1, samples: []), url: nil, data: nil,
            session: .sharedInstance())
    }

    /// A player of the WAV file at `url`; throws `AudioError.unreadableFile`, `.malformedWAV` or `.unsupportedFormat`.
    public convenience init(contentsOf url: URL) throws { try self.init(contentsOf: url, session: .sharedInstance()) }

    /// A player of the WAV file at `url` (the hint is not needed: only WAV is read).
    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        try self.init(contentsOf: url)
    }

    /// A player of the WAV bytes `data`; throws `AudioError.malformedWAV` or `.unsupportedFormat`.
    public convenience init(data: Data) throws { try self.init(data: data, session: .sharedInstance()) }

    /// Plume: a player of the WAV file at `url` playing through `session`.
    public convenience init(contentsOf url: URL, session: AVAudioSession) throws {
        let bytes: Data
        do {
            let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber
            if let size, size.intValue > WAVDecoder.maximumFileSize {
                throw AudioError.unreadableFile(path: url.path, reason: "\(size) bytes is too large")
            }
            bytes = try Data(contentsOf: url)
        } catch let error as AudioError {
            throw error
        } catch {
            throw AudioError.unreadableFile(path: url.path, reason: error.localizedDescription)
        }
        self.init(sound: try WAVDecoder.decode(bytes), url: url, data: nil, session: session)
    }

    /// Plume: a player of the WAV bytes `data` playing through `session`.
    public convenience init(data: Data, session: AVAudioSession) throws {
        self.init(sound: try WAVDecoder.decode(data), url: nil, data: data, session: session)
    }

    private init(sound: PCMSound, url: URL?, data: Data?, session: AVAudioSession) {
        self.sound = sound
        self.url = url
        self.data = data
        self.session = session
        voice = AudioVoice(sound: sound)
        super.init()
    }

    /// The sound's length in seconds.
    public var duration: TimeInterval { sound.duration }

    /// The sound's channels (1 mono, 2 stereo…).
    public var numberOfChannels: Int { sound.channels }

    /// Whether the sound is playing (false once it played to its end, after `pause()` and `stop()`).
    public var isPlaying: Bool { voice.isPlaying }

    /// The play position in seconds; set it to seek (clamped to 0…`duration`, NaN ignored).
    public var currentTime: TimeInterval {
        get { voice.time }
        set { if newValue.isFinite { voice.time = max(0, min(duration, newValue)) } }
    }

    /// The gain, 0 (silent) to 1 (the file's level); clamped, NaN ignored. Takes effect within one
    /// device buffer. During a fade, the gain being faded to.
    public var volume: Float {
        get { voice.volume }
        set { setVolume(newValue, fadeDuration: 0) }
    }

    /// Moves the gain to `volume` linearly over `duration` seconds (at once when 0, negative or not finite).
    public func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) {
        guard !volume.isNaN else { return }
        let seconds = duration.isFinite ? min(max(0, duration), 3600) : 0
        voice.setGain(max(0, min(1, volume)), over: seconds)
    }

    /// Activates the session and readies the sound for its device; false when that failed
    /// (`playbackError` says why).
    @discardableResult
    public func prepareToPlay() -> Bool {
        do {
            try session.setActive(true)
            guard let active = session.output else { throw AudioError.deviceUnavailable(reason: "the session closed") }
            if output !== active {
                output?.mixer.detach(voice)
                let format = voice.format
                if format.rate != active.sampleRate || format.channels != active.channels {
                    voice.reformat(try sound.converted(toRate: active.sampleRate, channels: active.channels))
                }
                let reference = PlayerReference(self)
                active.mixer.attach(voice) { generation in
                    DispatchQueue.main.async { reference.player?.finished(generation) }
                }
                output = active
            }
            playbackError = nil
            return true
        } catch let error as AudioError {
            playbackError = error
        } catch {
            playbackError = .deviceUnavailable(reason: "\(error)")
        }
        return false
    }

    /// Plays from `currentTime` (from the start after the sound ended); false when the output cannot
    /// open (`playbackError` says why) or there is nothing to play.
    @discardableResult
    public func play() -> Bool {
        guard sound.frameCount > 0, prepareToPlay() else { return false }
        _ = voice.start(loops: numberOfLoops)
        return true
    }

    /// Pauses; `play()` resumes where it paused.
    public func pause() { voice.halt() }

    /// Stops and undoes `prepareToPlay()`; `currentTime` stays (as Apple's), `play()` resumes there.
    public func stop() {
        voice.halt()
        output?.mixer.detach(voice)
        output = nil
    }

    /// The sound played to its end (on the main queue): tell the delegate unless it was restarted.
    private func finished(_ generation: Int) {
        guard voice.isCurrent(generation), !voice.isPlaying else { return }
        stop()
        delegate?.audioPlayerDidFinishPlaying(self, successfully: true)
    }

    deinit {
        voice.halt()
        output?.mixer.detach(voice)
    }
}

/// A weak reference to a player that the audio thread's end-of-sound report carries to the main queue
/// (only dereferenced there).
private final class PlayerReference: @unchecked Sendable {
    weak var player: AVAudioPlayer?
    init(_ player: AVAudioPlayer) { self.player = player }
}
