import Foundation
import PlumeAudio
import Testing

/// WAV decoding: the encodings Plume reads, and every malformed or hostile file as a clear error.
@Suite struct WAVDecoderTests {
    @Test func sixteenBitMonoDecodesToFloats() throws {
        let sound = try WAVDecoder.decode(wavBytes(payload: pcm16([0, 0.5, -0.5, 1, -1])))
        #expect(sound.sampleRate == 22_050)
        #expect(sound.channels == 1)
        #expect(sound.frameCount == 5)
        let expected: [Float] = [0, 16384 / 32768, -16384 / 32768, 32767 / 32768, -32767 / 32768]
        for (a, b) in zip(sound.samples, expected) { #expect(abs(a - b) < 1e-4) }
    }

    @Test func eightTwentyFourBitAndFloatStereo() throws {
        let eight = try WAVDecoder.decode(wavBytes(payload: [128, 255, 0, 192], bits: 8))
        #expect(eight.samples == [0, 127 / 128, -1, 0.5])
        let twentyFour = try WAVDecoder.decode(wavBytes(payload: [0, 0, 0x40, 0, 0, 0xC0], bits: 24))
        #expect(twentyFour.samples == [0.5, -0.5])
        let floats: [Float] = [0.25, -0.25, .nan, 2]
        let bytes = floats.flatMap { withUnsafeBytes(of: $0.bitPattern.littleEndian, Array.init) }
        let stereo = try WAVDecoder.decode(wavBytes(payload: bytes, channels: 2, bits: 32, encoding: 3))
        #expect(stereo.channels == 2)
        #expect(stereo.frameCount == 2)
        #expect(stereo.samples == [0.25, -0.25, 0, 1], "NaN is silence, out-of-range samples are clamped")
    }

    @Test func theGallerysChimeIsThreeSecondsOfMono22kHz() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/Gallery/Resources/chime.wav")
        let sound = try WAVDecoder.decode(try Data(contentsOf: url))
        #expect(sound.sampleRate == 22_050 && sound.channels == 1)
        #expect(abs(sound.duration - 3) < 0.01)
        #expect(sound.samples.map(abs).max()! > 0.4, "it is not silence")
    }

    @Test func malformedFilesAreClearErrors() {
        func reason(_ data: Data) -> String? {
            do {
                _ = try WAVDecoder.decode(data)
                return nil
            } catch { return "\(error)" }
        }
        #expect(reason(Data("hello, world".utf8))?.contains("no RIFF/WAVE header") == true)
        #expect(reason(Data()) != nil)
        var huge = [UInt8](wavBytes(payload: pcm16([0.1, 0.2])))
        huge.replaceSubrange(40..<44, with: [0xFF, 0xFF, 0xFF, 0xFF])  // the data chunk claims 4 GiB
        #expect(reason(Data(huge))?.contains("claims 4294967295 bytes") == true)
        #expect(reason(wavBytes(payload: [1, 2, 3], bits: 16))?.contains("ends inside a frame") == true)
        #expect(reason(wavBytes(payload: [1, 2], encoding: 2))?.contains("unsupported WAV encoding") == true)
        #expect(reason(wavBytes(payload: [1, 2], channels: 0))?.contains("0 channels") == true)
        #expect(reason(wavBytes(payload: [1, 2], rate: 0))?.contains("sample rate of 0") == true)
        #expect(reason(wavBytes(payload: [1, 2], bits: 12, blockAlign: 2))?.contains("12-bit") == true)
        #expect(reason(wavBytes(payload: [1, 2], blockAlign: 7))?.contains("block size of 7") == true)
        let noData = wavBytes(payload: []).prefix(36)  // header and fmt only
        #expect(reason(Data(noData))?.contains("no 'data' chunk") == true)
        var dataFirst = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WAVE".utf8) + Array("data".utf8) + [0, 0, 0, 0]
        dataFirst += [UInt8](wavBytes(payload: [])[12...])
        #expect(reason(Data(dataFirst))?.contains("before 'fmt '") == true)
    }

    @Test func everyTruncationOfAFileIsAnError() {
        let file = [UInt8](sineWAV(seconds: 0.01))
        for length in 0..<file.count {
            #expect(throws: AudioError.self, "cut at \(length) of \(file.count)") {
                try WAVDecoder.decode(Data(file[..<length]))
            }
        }
    }

    @Test func randomBytesNeverCrash() {
        var generator = SystemRandomNumberGenerator()
        let header = [UInt8](sineWAV(seconds: 0.001))
        for _ in 0..<300 {
            var bytes = header
            for _ in 0..<4 {
                bytes[Int.random(in: 12..<bytes.count, using: &generator)] = .random(in: 0...255, using: &generator)
            }
            do { _ = try WAVDecoder.decode(Data(bytes)) } catch { #expect(error is AudioError) }
        }
    }
}
