import Foundation
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// PNG references of the async image tests, light and dark (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// A PNG of `width` × `height` pixels: a red top half over a blue bottom half.
private func testPNG(width: CGFloat = 40, height: CGFloat = 20) throws -> Data {
    let picture = VStack(spacing: 0) {
        Color.red
        Color.blue
    }
    return try ViewHost(picture, size: CGSize(width: width, height: height)).render().pngData()
}

/// A server with an image, an HTML page, a missing file and a request that is never answered.
private func makeServer() throws -> LoopbackHTTPServer {
    try LoopbackHTTPServer(routes: [
        "/image.png": .ok(try testPNG(), contentType: "image/png"),
        "/page.html": .ok(Data("<html><body>Not an image</body></html>".utf8), contentType: "text/html"),
        "/missing.png": .status(404),
        "/stall.png": .never,
    ])
}

extension ViewHost {
    /// Runs frames until `condition` holds, for at most `limit` seconds of real time: a load's
    /// completion comes from a real file read or socket, which the manual clock cannot move.
    fileprivate func runFrames(until condition: () -> Bool, limit: TimeInterval = 10) -> Bool {
        let start = Date()
        while Date().timeIntervalSince(start) < limit {
            runFrame()
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return condition()
    }

    /// The frame of the frontmost `Image`.
    fileprivate var imageFrame: CGRect? { views.last { $0.typeName == "Image" }?.frame }
}

/// The phases spelled out, as an app shows them.
private struct PhaseView: View {
    let url: URL?
    var phases = Recorder<String>("")
    var body: some View {
        AsyncImage(url: url) { phase in
            let _ = phases.record(phase.image != nil ? "image" : phase.error != nil ? "failure" : "empty")
            switch phase {
            case .empty: Text("Loading…")
            case .success(let image): image
            case .failure(let error): Text("Failed: \(String(describing: error).prefix(40))")
            }
        }
    }
}

/// A gallery a person switches between a stalled and a working URL, and hides.
private struct Switcher: View {
    let stalled: URL
    let working: URL
    @State private var useWorking = false
    @State private var shown = true
    var body: some View {
        VStack {
            if shown {
                AsyncImage(url: useWorking ? working : stalled) { image in
                    image
                } placeholder: {
                    Text("Waiting")
                }
            }
            Button("Switch") { useWorking = true }
            Button("Hide") { shown = false }
        }
    }
}

@Suite("AsyncImage") struct AsyncImageTests {
    @Test func aFileURLShowsAPlaceholderThenTheImage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plume-async-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("stripes.png")
        try testPNG().write(to: file)
        let host = makeHost(VStack { AsyncImage(url: file) })
        // The read is quick but never synchronous: the first frame had the grey placeholder.
        #expect(host.runFrames { host.imageFrame != nil })
        #expect(host.imageFrame?.size == CGSize(width: 40, height: 20))
        #expect(host.dumpDisplayList().contains("image stripes.png"))
    }

    @Test func withoutAURLTheDefaultPlaceholderTakesTheOfferedSpace() throws {
        let host = makeHost(AsyncImage(url: nil).frame(width: 50, height: 30))
        let placeholder = try #require(lines(of: host.dumpDisplayList(), containing: "fill").first)
        #expect(placeholder.contains("#8E8E93"))
        #expect(placeholder.hasSuffix("M 175 135 L 225 135 L 225 165 L 175 165 Z"))
    }

    @Test func theFirstPhaseIsAlwaysEmpty() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plume-async-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("stripes.png")
        try testPNG().write(to: file)
        let phases = Recorder<String>("")
        let host = makeHost(
            AsyncImage(url: file) { phase in
                let _ = phases.record(phase.image == nil ? "empty" : "image")
                Text(phase.image == nil ? "empty" : "image")
            })
        #expect(host.runFrames { host.find(text: "image") != nil })
        #expect(phases.history.first == "empty")
        #expect(phases.history.last == "image")
    }

    @Test func anHTTPImageReplacesItsPlaceholderAtItsScale() throws {
        let server = try makeServer()
        let shown = Recorder<String>("")
        let host = makeHost(
            AsyncImage(url: server.url("/image.png"), scale: 2) { image in
                let _ = shown.record("image")
                image
            } placeholder: {
                let _ = shown.record("placeholder")
                Text("Loading…")
            })
        #expect(host.runFrames { host.imageFrame != nil })
        #expect(shown.history.first == "placeholder")  // the answer never comes within the first frame
        #expect(host.find(text: "Loading…") == nil)
        #expect(host.imageFrame?.size == CGSize(width: 20, height: 10))
        #expect(server.log == ["GET /image.png"])
    }

    @Test func anHTMLPageIsAFailure() throws {
        let server = try makeServer()
        let phases = Recorder<String>("")
        let host = makeHost(PhaseView(url: server.url("/page.html"), phases: phases))
        #expect(host.runFrames { host.texts.contains { $0.hasPrefix("Failed") } })
        #expect(phases.history.first == "empty" && phases.history.last == "failure")
        #expect(host.imageFrame == nil)
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("AsyncImage") && $0.contains("page.html") })
    }

    @Test func aMissingFileIsAFailureWithItsStatus() throws {
        let server = try makeServer()
        let phase = Recorder<AsyncImagePhase>(.empty)
        let host = makeHost(
            AsyncImage(url: server.url("/missing.png")) { current in
                let _ = phase.record(current)
                Text(current.error == nil ? "no error" : "error")
            })
        #expect(phase.history.first.map { $0.error == nil && $0.image == nil } == true)
        #expect(host.runFrames { host.find(text: "error") != nil })
        let error = try #require(phase.value.error as? AsyncImageError)
        #expect(error == .httpStatus(404, server.url("/missing.png")))
    }

    @Test func aStalledRequestFailsAfterTheTimeout() throws {
        let server = try makeServer()
        let phase = Recorder<AsyncImagePhase>(.empty)
        let host = makeHost(
            AsyncImage(url: server.url("/stall.png")) { current in
                let _ = phase.record(current)
                Text(current.error == nil ? "waiting" : "timed out")
            }
            .asyncImageTimeout(0.5))
        // It started empty (the real timeout may already have passed on a loaded machine).
        #expect(phase.history.first.map { $0.error == nil && $0.image == nil } == true)
        #expect(host.runFrames(until: { host.find(text: "timed out") != nil }, limit: 10))
        #expect((phase.value.error as? URLError)?.code == .timedOut)
    }

    @Test func changingTheURLCancelsTheLoadInFlight() throws {
        let server = try makeServer()
        let host = makeHost(Switcher(stalled: server.url("/stall.png"), working: server.url("/image.png")))
        #expect(host.runFrames { server.log.contains("GET /stall.png") })
        #expect(host.find(text: "Waiting") != nil)
        host.tap("Switch")
        #expect(host.runFrames { host.imageFrame != nil })
        #expect(host.runFrames { server.log.contains("closed /stall.png") })
    }

    @Test func goingAwayCancelsTheLoad() throws {
        let server = try makeServer()
        let host = makeHost(Switcher(stalled: server.url("/stall.png"), working: server.url("/image.png")))
        #expect(host.runFrames { server.log.contains("GET /stall.png") })
        host.tap("Hide")
        #expect(host.find(text: "Waiting") == nil)
        #expect(host.runFrames { server.log.contains("closed /stall.png") })
    }

    @Test func theTransactionAnimatesTheImageIn() throws {
        let server = try makeServer()
        let host = makeHost(
            AsyncImage(url: server.url("/image.png"), transaction: Transaction(animation: .linear(duration: 1))) {
                phase in
                if let image = phase.image {
                    image.transition(.opacity)
                } else {
                    Color.clear.frame(width: 40, height: 20)
                }
            })
        #expect(host.runFrames { host.imageFrame != nil })
        #expect(host.isAnimating)
        host.advance(by: 0.5)
        #expect(lines(of: host.dumpDisplayList(), containing: "opacity 0.5").count == 1)
        host.advance(by: 0.6)
        #expect(!host.isAnimating)
    }

    @Test func aNilURLStaysEmptyAndAnUnknownSchemeFails() throws {
        let host = makeHost(
            VStack {
                PhaseView(url: nil)
                PhaseView(url: URL(string: "ftp://example.com/a.png"))
            })
        #expect(host.find(text: "Loading…") != nil)
        #expect(host.runFrames { host.texts.contains { $0.hasPrefix("Failed") } })
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("not ftp://example.com/a.png") })
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func loadedAndPendingImagesPicture(scheme: ColorScheme) throws {
        let server = try makeServer()
        let view = HStack(spacing: 16) {
            AsyncImage(url: server.url("/image.png"), scale: 0.5)
            AsyncImage(url: server.url("/stall.png")).frame(width: 80, height: 40)
            AsyncImage(url: server.url("/page.html")) { phase in
                if let image = phase.image {
                    image
                } else if phase.error != nil {
                    Image(systemName: "exclamationmark.triangle").foregroundStyle(.red)
                } else {
                    ProgressView()
                }
            }
        }
        let host = ViewHost(view, size: CGSize(width: 320, height: 80), colorScheme: scheme)
        #expect(host.runFrames { host.views.filter { $0.typeName == "Image" }.count == 2 })
        try host.assertSnapshot(named: "async-image-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
