import Foundation
import PlumeAudio
import Testing

/// The player on SDL's disk driver (no sound card): what the device played is read back from the
/// driver's file and its level measured, so a volume change must really change the samples.
@Suite struct AVAudioPlayerTests {
    /// A looping 440 Hz sine player on a fresh recording session, playing.
    private func playingSine(_ name: String) throws -> (AVAudioPlayer, AVAudioSession, AudioOutput, URL) {
        let url = recordingURL(name)
        let session = AVAudioSession(recordingTo: url)
        let player = try AVAudioPlayer(data: sineWAV(seconds: 1), session: session)
        player.numberOfLoops = -1
        #expect(player.play(), "\(player.playbackError.map { "\($0)" } ?? "")")
        let output = try #require(session.output)
        #expect(output.driverName == "disk")
        return (player, session, output, url)
    }

    @Test func propertiesAndClamps() throws {
        let player = try AVAudioPlayer(
            data: sineWAV(seconds: 0.5), session: AVAudioSession(recordingTo: recordingURL("p")))
        #expect(abs(player.duration - 0.5) < 0.001)
        #expect(player.numberOfChannels == 1)
        #expect(!player.isPlaying)
        #expect(player.volume == 1)
        player.volume = 1.7
        #expect(player.volume == 1)
        player.volume = -3
        #expect(player.volume == 0)
        player.volume = 0.4
        player.volume = .nan
        #expect(player.volume == 0.4, "NaN is ignored")
        player.currentTime = 9
        #expect(abs(player.currentTime - 0.5) < 0.001, "seeking past the end stops at the end")
        player.currentTime = .nan
        #expect(abs(player.currentTime - 0.5) < 0.001)
        #expect(!AVAudioPlayer().play(), "an empty player has nothing to play")
    }

    @Test func aMissingOrCorruptFileThrows() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/chime.wav")
        #expect(throws: AudioError.self) { try AVAudioPlayer(contentsOf: missing) }
        do {
            _ = try AVAudioPlayer(contentsOf: missing)
        } catch let error as AudioError {
            #expect("\(error)".contains("/nonexistent/chime.wav"))
        }
        #expect(throws: AudioError.malformedWAV(reason: "no RIFF/WAVE header")) {
            try AVAudioPlayer(data: Data("MP3 or so".utf8))
        }
    }

    @Test func theRecordedLevelFollowsTheVolume() throws {
        let (player, session, output, url) = try playingSine("level")
        defer { try? FileManager.default.removeItem(at: url) }
        let window = output.sampleRate / 10  // 0.1 s: 44 periods of the sine
        let buffer = output.bufferFrames
        #expect(waitUntil(output, played: 3 * window + 2 * buffer))
        let loudEnd = output.framesRendered
        player.volume = 0.25
        #expect(waitUntil(output, played: loudEnd + 2 * window + 2 * buffer))
        let quietEnd = output.framesRendered
        player.volume = 0
        #expect(waitUntil(output, played: quietEnd + window + 2 * buffer))
        player.stop()
        try session.setActive(false)
        let recording = try Recording(contentsOf: url, channels: output.channels)
        #expect(recording.frameCount >= quietEnd + window)
        // Every buffer after a change uses the new gain: the change lands between two device buffers,
        // at most one buffer after the frame count read just before it.
        let loud = recording.rms(loudEnd - window..<loudEnd)
        let quiet = recording.rms(loudEnd + buffer..<loudEnd + buffer + window)
        let silent = recording.rms(quietEnd + buffer..<quietEnd + buffer + window)
        #expect(abs(loud - 0.5 / 2.squareRoot()) < 0.02, "full volume: a 0.5 sine's RMS (\(loud))")
        #expect(abs(quiet / loud - 0.25) < 0.01, "a quarter of the volume, a quarter of the level (\(quiet / loud))")
        #expect(silent == 0, "volume 0 plays silence")
    }

    @Test func aFadeRampsTheLevelDown() throws {
        let (player, session, output, url) = try playingSine("fade")
        defer { try? FileManager.default.removeItem(at: url) }
        let buffer = output.bufferFrames
        let step = output.sampleRate / 20  // 0.05 s
        #expect(waitUntil(output, played: 2 * step + 2 * buffer))
        let start = output.framesRendered
        player.setVolume(0, fadeDuration: 0.3)
        #expect(player.volume == 0, "the volume is the fade's target")
        #expect(waitUntil(output, played: start + 8 * step + 2 * buffer))
        player.stop()
        try session.setActive(false)
        let recording = try Recording(contentsOf: url, channels: output.channels)
        let from = start + buffer  // the fade starts at the next buffer at the latest
        let levels = (0..<4).map { recording.rms(from + $0 * step..<from + ($0 + 1) * step) }
        #expect(levels[0] < 0.354 && levels[0] > 0.15, "\(levels)")
        #expect(
            zip(levels, levels.dropFirst()).allSatisfy { $0.0 > $0.1 + 0.03 }, "the level falls step by step: \(levels)"
        )
        #expect(recording.rms(start + buffer + 7 * step..<start + buffer + 8 * step) == 0, "silent after the fade")
    }

    @Test func aSoundPlaysItsLoopsThenTellsTheDelegate() throws {
        let url = recordingURL("finish")
        defer { try? FileManager.default.removeItem(at: url) }
        let session = AVAudioSession(recordingTo: url)
        let player = try AVAudioPlayer(data: sineWAV(seconds: 0.1), session: session)
        let counter = FinishCounter()
        player.delegate = counter
        player.numberOfLoops = 1
        #expect(player.play())
        let deadline = Date().addingTimeInterval(10)
        while counter.finishes.isEmpty, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(counter.finishes == [true], "the delegate hears the end once, successfully")
        #expect(!player.isPlaying)
        #expect(player.currentTime == 0, "a finished sound is back at its start")
        let output = try #require(session.output)
        try session.setActive(false)
        let sounding = try Recording(contentsOf: url, channels: output.channels).soundingFrames
        let expected = 2 * Int(0.1 * Double(output.sampleRate))
        #expect(abs(sounding - expected) < 64, "two passes of 0.1 s were played (\(sounding) of \(expected) frames)")
    }

    @Test func pauseStopAndResume() throws {
        let (player, session, output, url) = try playingSine("pause")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(waitUntil(output, played: output.sampleRate / 5))
        player.pause()
        #expect(!player.isPlaying)
        let paused = player.currentTime
        #expect(waitUntil(output, played: output.framesRendered + 3 * output.bufferFrames))
        #expect(player.currentTime == paused, "a paused player does not advance")
        #expect(throws: AudioError.sessionBusy) {
            _ = player.play()
            try session.setActive(false)
        }
        player.stop()
        #expect(abs(player.currentTime - paused) < 0.2, "stop keeps the position, as Apple's")
        try session.setActive(false)
        #expect(!session.isActive)
    }

    @Test func aRecordingDriverAndTheSystemsDoNotMix() throws {
        let url = recordingURL("mix")
        let session = AVAudioSession(recordingTo: url, discardsRecording: true)
        try session.setActive(true)
        // While the disk driver runs, the shared session cannot open the speakers in this process.
        #expect(throws: AudioError.driverInUse(current: "disk", wanted: "a playback driver")) {
            try AVAudioSession.sharedInstance().setActive(true)
        }
        let player = try AVAudioPlayer(data: sineWAV(seconds: 0.2))
        #expect(!player.play())
        #expect(player.playbackError == .driverInUse(current: "disk", wanted: "a playback driver"))
        try session.setActive(false)
        #expect(!FileManager.default.fileExists(atPath: url.path), "a discarded recording is deleted")
    }
}
