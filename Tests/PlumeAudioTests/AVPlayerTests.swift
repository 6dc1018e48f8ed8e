import Foundation
import PlumeAudio
import Testing

/// `AVPlayer` as a meeting timer uses it for its chime, on SDL's disk driver (no sound card).
@Suite struct AVPlayerTests {
    private func chimeFile() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plume-ding-\(UUID()).wav")
        try sineWAV(frequency: 880, seconds: 1).write(to: url)
        return url
    }

    @Test func aChimeSeeksToTheStartAndPlays() throws {
        let file = try chimeFile()
        let recording = recordingURL("avplayer")
        defer {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: recording)
        }
        let session = AVAudioSession(recordingTo: recording)
        let ding = AVPlayer(url: file, session: session)
        #expect(ding.status == .readyToPlay)
        #expect(ding.error == nil)
        ding.seek(to: CMTime(seconds: 0.25, preferredTimescale: 600))
        #expect(abs(ding.currentTime().seconds - 0.25) < 0.001)
        ding.seek(to: .zero)
        #expect(ding.currentTime() == .zero)
        ding.play()
        #expect(ding.rate == 1)
        let output = try #require(session.output)
        #expect(waitUntil(output, played: output.sampleRate / 10))
        ding.pause()
        #expect(ding.rate == 0)
        #expect(ding.currentTime().seconds > 0)
    }

    @Test func aMissingOrUnsupportedFileFailsWithAnError() throws {
        let missing = AVPlayer(url: URL(fileURLWithPath: "/nonexistent/ding.wav"))
        #expect(missing.status == .failed)
        #expect("\(missing.error.map { "\($0)" } ?? "")".contains("/nonexistent/ding.wav"))
        missing.play()
        #expect(missing.rate == 0)
        let movie = FileManager.default.temporaryDirectory.appendingPathComponent("plume-clip-\(UUID()).mp4")
        try Data("ftypisom, not a WAV".utf8).write(to: movie)
        defer { try? FileManager.default.removeItem(at: movie) }
        let video = AVPlayer(url: movie)
        #expect(video.status == .failed)
        #expect(video.error is AudioError)
        #expect(AVPlayer().status == .unknown)
    }

    @Test func timesCompareAsRationalSecondsAndBadInputIsInvalid() {
        #expect(CMTime(value: 1, timescale: 2) == CMTime(value: 2, timescale: 4))
        #expect(CMTime(value: 1, timescale: 3) < CMTime(seconds: 0.5, preferredTimescale: 600))
        #expect(CMTime(seconds: 1.5, preferredTimescale: 600).seconds == 1.5)
        #expect(!CMTime(seconds: .nan, preferredTimescale: 600).isValid)
        #expect(!CMTime(seconds: 2, preferredTimescale: 0).isValid)
        #expect(CMTime.invalid.seconds.isNaN)
        #expect(CMTime(seconds: 1e300, preferredTimescale: 600).value == Int64.max)
    }
}
