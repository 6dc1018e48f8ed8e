import Foundation
import Plume
import PlumeAudio
import PlumeTesting
import Testing

@testable import Gallery

/// The `volume` scene driven as a person uses it (tap Play, drag the volume slider, tap Stop), its
/// sound played through SDL's disk driver into a file of the test's own, so what the slider does to
/// the level that reached the device is measured.
@Suite("volume") struct VolumeSceneTests {
    /// The scene on a recording session of its own.
    private func mountRecording(_ name: String, file: URL? = nil) -> (ViewHost, AVAudioSession, URL) {
        let url =
            file
            ?? FileManager.default.temporaryDirectory.appendingPathComponent(
                "plume-volume-\(name)-\(UUID().uuidString).f32")
        let session = AVAudioSession(recordingTo: url)
        return (ViewHost(VolumeView(session: session), size: CGSize(width: 390, height: 640)), session, url)
    }

    /// Waits (bounded, in real time: the disk driver plays at the sound's pace) for `frames` frames.
    private func wait(_ output: AudioOutput, until frames: Int) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while output.framesRendered < frames {
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return true
    }

    /// The percentage the scene shows above the slider.
    private func shownVolume(_ host: ViewHost) -> Double? {
        host.texts.first { $0.hasPrefix("Volume: ") }.flatMap { Double($0.dropFirst(8).dropLast()) }.map { $0 / 100 }
    }

    @Test func playShowsTheSliderAndStopRemovesIt() throws {
        let (host, session, url) = mountRecording("show")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(host.find(label: "Volume") == nil, "no volume control before Play")
        #expect(host.find(text: "Stopped") != nil)
        #expect(host.tap("Play"))
        host.advance(by: 0.5)
        #expect(host.find(label: "Volume") != nil, "the slider shows while playing")
        #expect(host.find(text: "Playing") != nil)
        #expect(shownVolume(host) == 0.6)
        #expect(session.isActive, "playing opened the output device")
        #expect(host.tap("Stop"))
        host.advance(by: 0.1)
        #expect(host.find(label: "Volume") != nil, "the slider is still leaving")
        host.advance(by: 0.4)
        #expect(host.find(label: "Volume") == nil, "Stop removes the slider")
        #expect(host.find(text: "Stopped") != nil)
        #expect(!session.isActive, "Stop released the output device")
        #expect(host.tap("Play"))
        host.advance(by: 0.5)
        #expect(host.find(label: "Volume") != nil, "Play brings it back")
        #expect(host.tap("Stop"))
    }

    @Test func draggingTheSliderChangesTheLevelThatIsPlayed() throws {
        let (host, session, url) = mountRecording("level")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(host.tap("Play"))
        host.advance(by: 0.5)
        let output = try #require(session.output, "\(host.texts)")
        // One note of the chime: every window this long holds the same sound energy.
        let note = Int(0.375 * Double(output.sampleRate))
        let buffer = output.bufferFrames
        #expect(wait(output, until: note + 3 * buffer))
        let before = output.framesRendered
        let slider = try #require(host.find(label: "Volume")).frame
        host.drag(
            from: CGPoint(x: slider.midX, y: slider.midY),
            to: CGPoint(x: slider.minX + slider.width * 0.3, y: slider.midY))
        let after = output.framesRendered
        let volume = try #require(shownVolume(host))
        #expect(volume < 0.4, "the drag lowered the volume (\(volume))")
        #expect(wait(output, until: after + buffer + note))
        #expect(host.tap("Stop"))
        #expect(!session.isActive)
        let data = try Data(contentsOf: url)
        let samples = data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
        func rms(_ frames: Range<Int>) -> Double {
            let slice = samples[frames.lowerBound * output.channels..<frames.upperBound * output.channels]
            return (slice.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(slice.count)).squareRoot()
        }
        let loud = rms(before - note..<before)
        let quiet = rms(after + buffer..<after + buffer + note)
        let expected = volume / 0.6
        #expect(loud > 0.05, "the chime was playing (\(loud))")
        #expect(abs(quiet / loud - expected) < 0.08 * expected, "level ratio \(quiet / loud), volume ratio \(expected)")
    }

    @Test func aDeviceThatCannotOpenIsAMessage() throws {
        let (host, session, _) = mountRecording("fail", file: URL(fileURLWithPath: "/nonexistent-plume-dir/out.f32"))
        #expect(host.tap("Play"))
        host.advance(by: 0.5)
        let message = try #require(host.texts.first { $0.hasPrefix("Cannot play: no audio output") }, "\(host.texts)")
        #expect(message.contains("/nonexistent-plume-dir/out.f32"))
        #expect(host.find(label: "Volume") == nil)
        #expect(host.find(text: "Stopped") != nil)
        #expect(!session.isActive)
        #expect(host.tap("Stop"))
    }

    @Test(arguments: [ColorScheme.light, .dark]) func pictures(scheme: ColorScheme) throws {
        let name = scheme == .dark ? "dark" : "light"
        let host = try GalleryRenderer.host(
            for: try GalleryRenderer.scene("volume"), options: RenderOptions(colorScheme: scheme))
        try host.assertSnapshot(named: "volume-\(name)", in: snapshotDirectory)
        #expect(host.tap("Play"))
        host.advance(by: 0.5)
        try host.assertSnapshot(named: "volume-playing-\(name)", in: snapshotDirectory)
        #expect(host.tap("Stop"))
    }
}
