import Foundation

/// One player's playback as the mixer sees it: the sound in the output's format, the play position,
/// the gain (with a linear fade towards a target), the loops left and whether it is playing.
///
/// `AVAudioPlayer` changes it from its thread; `AudioMixer` reads and advances it on SDL's audio thread
/// in `mix(into:frames:channels:)`. Every member takes the voice's lock, so both always see a whole state.
/// The gain is software gain applied to each sample before the mix reaches the device.
final class AudioVoice: @unchecked Sendable {
    private let lock = NSLock()
    private var sound: PCMSound
    private var position = 0
    private var gain: Float = 1
    private var targetGain: Float = 1
    private var fadeFramesLeft = 0
    private var loopsLeft = 0
    private var playing = false
    /// Bumped by every `start`, so a finish reported late for an earlier start is recognised.
    private var generation = 0

    init(sound: PCMSound) { self.sound = sound }

    /// The sound the voice plays (in the output's format once prepared).
    var format: (rate: Int, channels: Int) { lock.withLock { (sound.sampleRate, sound.channels) } }

    /// Replaces the sound by the same sound in another format, keeping the position in time.
    func reformat(_ converted: PCMSound) {
        lock.withLock {
            let seconds = Double(position) / Double(sound.sampleRate)
            sound = converted
            position = min(converted.frameCount, Int((seconds * Double(converted.sampleRate)).rounded()))
        }
    }

    /// Whether the voice is playing.
    var isPlaying: Bool { lock.withLock { playing } }

    /// Starts (or resumes) playing with `loops` repeats after the first pass (negative: forever);
    /// returns the start's generation.
    func start(loops: Int) -> Int {
        lock.withLock {
            if position >= sound.frameCount { position = 0 }
            loopsLeft = loops
            playing = true
            generation += 1
            return generation
        }
    }

    /// Stops advancing; the position stays.
    func halt() { lock.withLock { playing = false } }

    /// Whether `generation` is still the latest start.
    func isCurrent(_ generation: Int) -> Bool { lock.withLock { generation == self.generation } }

    /// The position in seconds.
    var time: TimeInterval {
        get { lock.withLock { Double(position) / Double(sound.sampleRate) } }
        set { lock.withLock { position = max(0, min(sound.frameCount, Int(newValue * Double(sound.sampleRate)))) } }
    }

    /// The gain the voice is at or fading to.
    var volume: Float { lock.withLock { targetGain } }

    /// Moves the gain to `value` over `seconds` (at once when 0).
    func setGain(_ value: Float, over seconds: TimeInterval) {
        lock.withLock {
            targetGain = value
            fadeFramesLeft = Int(seconds * Double(sound.sampleRate))
            if fadeFramesLeft <= 0 { gain = value }
        }
    }

    /// Adds the next `frames` frames, times the gain, to `out` (interleaved, in the voice's format);
    /// returns the start's generation when the sound ended and the voice stopped, else nil. Called on
    /// SDL's audio thread by the mixer.
    func mix(into out: UnsafeMutablePointer<Float>, frames: Int, channels: Int) -> Int? {
        lock.withLock {
            guard playing, sound.channels == channels else { return nil }  // not yet in the output's format
            let total = sound.frameCount
            var written = 0
            sound.samples.withUnsafeBufferPointer { samples in
                while written < frames {
                    if position >= total {
                        guard loopsLeft != 0, total > 0 else {
                            playing = false
                            position = 0  // as Apple's player: a finished sound is back at its start
                            return
                        }
                        if loopsLeft > 0 { loopsLeft -= 1 }
                        position = 0
                    }
                    let run = min(frames - written, total - position)
                    for frame in 0..<run {
                        if fadeFramesLeft > 0 {
                            gain += (targetGain - gain) / Float(fadeFramesLeft)
                            fadeFramesLeft -= 1
                        }
                        let from = (position + frame) * channels
                        let to = (written + frame) * channels
                        for channel in 0..<channels { out[to + channel] += samples[from + channel] * gain }
                    }
                    position += run
                    written += run
                }
            }
            return playing ? nil : generation
        }
    }
}
