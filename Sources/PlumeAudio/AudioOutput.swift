import CSDL2
import Foundation

/// One open SDL playback device in 32-bit float, fed by an `AudioMixer` from SDL's audio thread.
///
/// `AVAudioSession.setActive(true)` opens one; `close()` (or the session's deactivation) closes it.
/// A system output plays through the default device of SDL's driver (PipeWire, PulseAudio or ALSA
/// on Debian); a recording output uses SDL's `disk` driver, which writes every buffer the device plays
/// to a file as raw interleaved float samples, in real time (one buffer of `bufferFrames` per
/// buffer's duration). The device keeps running while open, playing silence when no player plays.
public final class AudioOutput: @unchecked Sendable {
    /// Frames per second the device plays.
    public let sampleRate: Int
    /// Channels per frame.
    public let channels: Int
    /// Frames per buffer SDL asks for.
    public let bufferFrames: Int
    /// SDL's driver (`pulseaudio`, `pipewire`, `alsa`, `disk`…).
    public let driverName: String
    /// The file a recording output writes, else nil.
    public let recordingURL: URL?
    let mixer: AudioMixer
    private let retainedMixer: Unmanaged<AudioMixer>
    private let lock = NSLock()
    private var device: SDL_AudioDeviceID

    /// Opens the default playback device, or with `recordingURL` SDL's disk driver writing to it.
    /// Throws `AudioError.deviceUnavailable` with SDL's reason, or `.driverInUse`.
    init(recordingURL: URL?) throws {
        AudioSystem.lock.lock()
        defer { AudioSystem.lock.unlock() }
        driverName = try AudioSystem.start(recordingURL == nil ? .system : .disk)
        var wanted = SDL_AudioSpec()
        wanted.freq = 44_100
        wanted.format = SDL_AudioFormat(AUDIO_F32SYS)
        wanted.channels = 2
        wanted.samples = 1024
        wanted.callback = audioCallback
        // SDL opens the device paused: the callback starts only at `SDL_PauseAudioDevice(id, 0)` below,
        // once the mixer knows the channel count SDL chose.
        let mixer = AudioMixer()
        let retained = Unmanaged.passRetained(mixer)
        wanted.userdata = retained.toOpaque()
        var obtained = SDL_AudioSpec()
        let id = SDL_OpenAudioDevice(
            recordingURL?.path, 0, &wanted, &obtained,
            Int32(SDL_AUDIO_ALLOW_FREQUENCY_CHANGE | SDL_AUDIO_ALLOW_CHANNELS_CHANGE))
        guard id != 0 else {
            retained.release()
            let reason = AudioSystem.lastError()
            AudioSystem.stop()
            throw AudioError.deviceUnavailable(reason: reason)
        }
        sampleRate = Int(obtained.freq)
        channels = Int(obtained.channels)
        bufferFrames = Int(obtained.samples)
        self.recordingURL = recordingURL
        mixer.channels = channels
        self.mixer = mixer
        retainedMixer = retained
        device = id
        SDL_PauseAudioDevice(id, 0)
    }

    /// Whether the device is still open.
    public var isOpen: Bool { lock.withLock { device != 0 } }

    /// The frames played since the device opened (see `AudioMixer.framesRendered`).
    public var framesRendered: Int { mixer.framesRendered }

    /// Stops and closes the device (a recording's file is complete afterwards); later calls do nothing.
    public func close() {
        let id: SDL_AudioDeviceID = lock.withLock {
            defer { device = 0 }
            return device
        }
        guard id != 0 else { return }
        AudioSystem.lock.lock()
        defer { AudioSystem.lock.unlock() }
        SDL_CloseAudioDevice(id)  // waits for the audio thread, which no longer calls the mixer after
        AudioSystem.stop()
    }

    deinit {
        close()
        retainedMixer.release()
    }
}

/// SDL's audio callback: the mixer renders into the device's float buffer.
private let audioCallback: SDL_AudioCallback = { userdata, stream, length in
    guard let userdata, let stream else { return }
    let frames = Int(length) / MemoryLayout<Float>.size
    let out = UnsafeMutableRawPointer(stream).bindMemory(to: Float.self, capacity: frames)
    Unmanaged<AudioMixer>.fromOpaque(userdata).takeUnretainedValue().render(into: out, samples: frames)
}
