import Foundation
import PlumeAudio

/// A WAV file's bytes: a RIFF header, a `fmt ` chunk and a `data` chunk holding `payload`.
func wavBytes(
    payload: [UInt8], rate: Int = 22_050, channels: Int = 1, bits: Int = 16, encoding: UInt16 = 1,
    blockAlign: Int? = nil
) -> Data {
    func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
    func le32(_ v: Int) -> [UInt8] { (0..<4).map { UInt8(v >> (8 * $0) & 0xFF) } }
    let align = blockAlign ?? channels * bits / 8
    var fmt: [UInt8] = le16(Int(encoding)) + le16(channels) + le32(rate) + le32(rate * align)
    fmt += le16(align) + le16(bits)
    var bytes = Array("RIFF".utf8) + le32(4 + 8 + fmt.count + 8 + payload.count) + Array("WAVE".utf8)
    bytes += Array("fmt ".utf8) + le32(fmt.count) + fmt
    bytes += Array("data".utf8) + le32(payload.count) + payload
    if payload.count % 2 == 1 { bytes.append(0) }
    return Data(bytes)
}

/// 16-bit PCM samples as little-endian bytes.
func pcm16(_ samples: [Float]) -> [UInt8] {
    samples.flatMap { sample -> [UInt8] in
        let value = UInt16(bitPattern: Int16((max(-1, min(1, sample)) * 32767).rounded()))
        return [UInt8(value & 0xFF), UInt8(value >> 8)]
    }
}

/// A mono 16-bit WAV of a sine at `frequency` with peak `amplitude`, `seconds` long.
func sineWAV(frequency: Double = 440, amplitude: Float = 0.5, seconds: Double = 1, rate: Int = 22_050) -> Data {
    let count = Int(seconds * Double(rate))
    let samples = (0..<count).map { Float(sin(2 * .pi * frequency * Double($0) / Double(rate))) * amplitude }
    return wavBytes(payload: pcm16(samples), rate: rate)
}

/// A fresh path in the temporary directory for a disk driver's recording.
func recordingURL(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("plume-audio-\(name)-\(UUID().uuidString).f32")
}

/// Waits (bounded) until `output` played `frames` frames; false on timeout. The disk driver plays in
/// real time, one buffer per buffer's duration.
func waitUntil(_ output: AudioOutput, played frames: Int, timeout: TimeInterval = 10) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while output.framesRendered < frames {
        if Date() > deadline { return false }
        Thread.sleep(forTimeInterval: 0.005)
    }
    return true
}

/// A disk driver's file: interleaved float frames.
struct Recording {
    let samples: [Float]
    let channels: Int

    init(contentsOf url: URL, channels: Int) throws {
        let data = try Data(contentsOf: url)
        samples = data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
        self.channels = channels
    }

    var frameCount: Int { samples.count / channels }

    /// The root mean square of frames `range` (all channels).
    func rms(_ range: Range<Int>) -> Double {
        let slice = samples[range.lowerBound * channels..<range.upperBound * channels]
        guard !slice.isEmpty else { return 0 }
        return (slice.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(slice.count)).squareRoot()
    }

    /// The frames in which some channel is not silent.
    var soundingFrames: Int {
        (0..<frameCount).filter { frame in (0..<channels).contains { samples[frame * channels + $0] != 0 } }.count
    }
}

/// Counts delegate calls (from the main queue).
final class FinishCounter: AVAudioPlayerDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [Bool] = []
    var finishes: [Bool] { lock.withLock { calls } }
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
        lock.withLock { calls.append(flag) }
    }
}
