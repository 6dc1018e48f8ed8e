import Foundation

/// Decoded audio: interleaved 32-bit float samples (−1…1) at a sample rate, with a channel count.
///
/// `WAVDecoder` makes one from a file's bytes; `converted(toRate:channels:)` resamples it to an
/// output device's format (through SDL's audio stream). A value: the player keeps the decoded sound
/// and the copy in the device's format.
public struct PCMSound: Equatable, Sendable {
    /// Frames per second.
    public let sampleRate: Int
    /// Samples per frame (1 mono, 2 stereo…).
    public let channels: Int
    /// `frameCount × channels` samples, frame after frame.
    public let samples: [Float]

    /// A sound from interleaved samples; a trailing partial frame is dropped, a rate or channel count
    /// below 1 is 1.
    public init(sampleRate: Int, channels: Int, samples: [Float]) {
        self.sampleRate = max(1, sampleRate)
        self.channels = max(1, channels)
        let whole = samples.count - samples.count % self.channels
        self.samples = whole == samples.count ? samples : Array(samples[..<whole])
    }

    /// The number of frames.
    public var frameCount: Int { samples.count / channels }

    /// The length in seconds.
    public var duration: TimeInterval { Double(frameCount) / Double(sampleRate) }
}
