import Foundation
import PlumeAudio
import Testing

/// Conversion to a device's format keeps the whole sound, in time and level.
@Suite struct PCMSoundTests {
    @Test(arguments: [(22_050, 1, 44_100, 2), (44_100, 2, 48_000, 2), (48_000, 1, 22_050, 1), (22_050, 1, 22_050, 2)])
    func conversionKeepsTheLengthAndLevel(from rate: Int, channels: Int, to newRate: Int, newChannels: Int) throws {
        let frames = rate / 10
        let mono = (0..<frames).map { Float(sin(2 * .pi * 441 * Double($0) / Double(rate))) * 0.5 }
        let samples = mono.flatMap { Array(repeating: $0, count: channels) }
        let sound = PCMSound(sampleRate: rate, channels: channels, samples: samples)
        let converted = try sound.converted(toRate: newRate, channels: newChannels)
        #expect(converted.sampleRate == newRate && converted.channels == newChannels)
        #expect(abs(converted.frameCount - newRate / 10) <= 2, "\(converted.frameCount) frames for 0.1 s at \(newRate)")
        let middle = converted.samples[converted.samples.count / 4..<converted.samples.count * 3 / 4]
        let rms = (middle.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(middle.count)).squareRoot()
        #expect(abs(rms - 0.5 / 2.squareRoot()) < 0.02, "the level is kept (\(rms))")
        // Not shifted in time: the middle frames are the sine at their own instants.
        var error = 0.0
        for frame in converted.frameCount / 4..<converted.frameCount * 3 / 4 {
            let ideal: Double = 0.5 * sin(2 * Double.pi * 441 * Double(frame) / Double(newRate))
            error = max(error, abs(Double(converted.samples[frame * newChannels]) - ideal))
        }
        #expect(error < 0.03, "largest difference from the sine: \(error)")
    }

    @Test func aPartialFrameIsDropped() {
        let sound = PCMSound(sampleRate: 0, channels: 2, samples: [1, 2, 3])
        #expect(sound.samples == [1, 2])
        #expect(sound.sampleRate == 1)
        #expect(sound.duration == 1)
    }
}
