import Foundation

/// Sums the voices attached to one output into the buffers SDL asks for, on SDL's audio thread.
///
/// `render(into:samples:)` clears the buffer, adds every playing voice (each with its own gain), clamps
/// the sum to −1…1, counts the frames it produced and reports the voices that ended to
/// `finished` (which `AVAudioPlayer` hops to the main queue). `attach`/`detach` come from any thread.
final class AudioMixer: @unchecked Sendable {
    /// A voice and what to call when it ends by itself.
    private struct Entry {
        let voice: AudioVoice
        let finished: @Sendable (Int) -> Void
    }

    private let lock = NSLock()
    private var entries: [Entry] = []
    private var rendered = 0
    private var channelCount = 1

    /// Channels per frame of the device's buffers (set once the device is open, before it starts).
    var channels: Int {
        get { lock.withLock { channelCount } }
        set { lock.withLock { channelCount = max(1, newValue) } }
    }

    /// Adds `voice` to the mix (once); `finished` hears the generation of a start that played to its end.
    func attach(_ voice: AudioVoice, finished: @escaping @Sendable (Int) -> Void) {
        lock.withLock {
            guard !entries.contains(where: { $0.voice === voice }) else { return }
            entries.append(Entry(voice: voice, finished: finished))
        }
    }

    /// Takes `voice` out of the mix.
    func detach(_ voice: AudioVoice) { lock.withLock { entries.removeAll { $0.voice === voice } } }

    /// Whether a voice in the mix is playing.
    var isBusy: Bool { lock.withLock { entries.contains { $0.voice.isPlaying } } }

    /// The frames rendered since the device opened: the index in the device's stream (and in a disk
    /// driver's file) where the next change of a voice takes effect.
    var framesRendered: Int { lock.withLock { rendered } }

    /// Fills `out`, `samples` floats long, with the next frames of the mix.
    func render(into out: UnsafeMutablePointer<Float>, samples count: Int) {
        out.update(repeating: 0, count: count)
        var ended: [(Entry, Int)] = []
        lock.withLock {
            let frames = count / channelCount
            for entry in entries {
                if let generation = entry.voice.mix(into: out, frames: frames, channels: channelCount) {
                    ended.append((entry, generation))
                }
            }
            rendered += frames
        }
        for i in 0..<count where !(abs(out[i]) <= 1) { out[i] = out[i].isNaN ? 0 : max(-1, min(1, out[i])) }
        for (entry, generation) in ended { entry.finished(generation) }
    }
}
