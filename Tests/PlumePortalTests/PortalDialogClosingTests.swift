import Foundation
import PlumeFoundation
import PlumeGraphics
import PlumePortal
import PlumeTesting
import PlumeUI
import Testing

/// An importer the app can also take down itself ("Stop" sets `isPresented` to false).
private struct StoppableImport: View {
    @State private var isImporting = false
    @State private var outcome = "nothing yet"

    var body: some View {
        VStack(spacing: 8) {
            Button("Import") { isImporting = true }
            Button("Stop") { isImporting = false }
            Text("outcome: \(outcome)")
        }
        .fileImporter(
            isPresented: $isImporting, allowedContentTypes: [.plainText], allowsMultipleSelection: false
        ) { result in
            switch result {
            case .success(let urls): outcome = "imported " + urls.map(\.lastPathComponent).joined(separator: ",")
            case .failure(let error): outcome = "failed \(error)"
            }
        } onCancellation: {
            outcome = "cancelled"
        }
    }
}

private struct ImportingApp: App {
    var body: some Scene {
        WindowGroup("Importer") { StoppableImport() }
    }
}

/// Taking the desktop portal's dialog down from the app's side: `isPresented` set to false, the
/// window closed, the graph dropped. A fake portal on a private bus records `Request.Close`.
@Suite("Desktop portal dialog closing", .serialized) struct PortalDialogClosingTests {
    /// Runs frames until `done()` holds, for up to about 45 seconds of wall time.
    private func wait(_ host: ViewHost?, until done: () -> Bool) async throws {
        // Up to 45 s of wall time: the portal and the bus are other processes, which a loaded
        // machine (the whole suite in parallel on two cores) can keep waiting for seconds.
        for _ in 0..<900 where !done() {
            try await Task.sleep(nanoseconds: 50_000_000)
            host?.advance(by: 0.05)
        }
    }

    /// Runs frames for about `seconds` of wall time (for an answer that must not come).
    private func idle(_ host: ViewHost, for seconds: Double) async throws {
        for _ in 0..<Int(seconds / 0.05) {
            try await Task.sleep(nanoseconds: 50_000_000)
            host.advance(by: 0.05)
        }
    }

    private func outcome(_ host: ViewHost) -> String? {
        host.views.compactMap(\.text).first { $0.hasPrefix("outcome: ") }.map { String($0.dropFirst(9)) }
    }

    private func methods(_ bus: PrivateBus) -> [String] {
        ((try? bus.calls()) ?? []).compactMap { $0["method"] as? String }
    }

    private func notes() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plume-portal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("notes.txt")
        try Data("Buy milk".utf8).write(to: file)
        return file
    }

    @Test func settingIsPresentedToFalseClosesThePortalsRequest() async throws {
        guard let bus = PrivateBus.start() else { return }
        try bus.startPortal(response: 0, uris: [try notes().absoluteString], delays: [nil])
        let host = ViewHost(StoppableImport(), size: CGSize(width: 400, height: 300))
        host.withGraph { $0.fileChooser = PortalFileChooser(busAddress: bus.address) }
        #expect(host.tap("Import"))
        try await wait(host) { methods(bus) == ["OpenFile"] }
        #expect(host.tap("Stop"), "the app's own views stay usable under the desktop's dialog")
        try await wait(host) { methods(bus).contains("Close") }
        let calls = try bus.calls()
        try #require(calls.map { $0["method"] as? String } == ["OpenFile", "Close"])
        let token = try #require((calls[0]["options"] as? [String: Any])?["handle_token"] as? String)
        #expect((calls[1]["path"] as? String)?.hasSuffix("/" + token) == true, "the request that was opened")
        #expect(outcome(host) == "nothing yet", "neither completion nor cancellation runs")
        #expect(host.find(text: "Cancel") == nil, "Plume's own dialog does not show instead")
        // The dialog can be asked for again.
        #expect(host.tap("Import"))
        try await wait(host) { methods(bus).count == 3 }
        #expect(methods(bus) == ["OpenFile", "Close", "OpenFile"])
    }

    @Test func anAnswerThatCrossesTheCloseIsNotDelivered() async throws {
        guard let bus = PrivateBus.start() else { return }
        try bus.startPortal(response: 0, uris: [try notes().absoluteString], delays: [nil], respondsAfterClose: true)
        let host = ViewHost(StoppableImport(), size: CGSize(width: 400, height: 300))
        host.withGraph { $0.fileChooser = PortalFileChooser(busAddress: bus.address) }
        #expect(host.tap("Import"))
        try await wait(host) { methods(bus) == ["OpenFile"] }
        #expect(host.tap("Stop"))
        try await wait(host) { methods(bus).contains("Close") }
        try await idle(host, for: 0.5)
        #expect(outcome(host) == "nothing yet", "the portal chose a file as it was closed; the app never hears of it")
    }

    @Test func aClosedDialogNeverCallsItsCompletion() async throws {
        guard let bus = PrivateBus.start() else { return }
        let file = try notes()
        try bus.startPortal(response: 0, uris: [file.absoluteString], delays: [0.5, nil], respondsAfterClose: true)
        let chooser = PortalFileChooser(busAddress: bus.address)
        // The main queue is run by a host's frames.
        let host = ViewHost(Text("clock"), size: CGSize(width: 100, height: 100))
        var answers: [FileChooserAnswer] = []
        let request = FileChooserRequest(kind: .openFiles, title: "Open")
        _ = chooser.choose(request) { answers.append($0) }
        try await wait(host) { !answers.isEmpty }
        #expect(answers == [.chosen([file])], "a dialog left open answers")

        answers = []
        let dialog = chooser.choose(request) { answers.append($0) }
        try await wait(host) { methods(bus).count == 2 }
        dialog.close()
        #expect(dialog.isClosed)
        try await wait(host) { methods(bus).contains("Close") }
        try await idle(host, for: 1)
        #expect(answers.isEmpty, "closed before the portal answered, with an answer crossing the Close")
        #expect(methods(bus) == ["OpenFile", "OpenFile", "Close"])
    }

    @Test func closingTheWindowClosesThePortalsRequest() async throws {
        guard let bus = PrivateBus.start() else { return }
        try bus.startPortal(response: 0, uris: [try notes().absoluteString], delays: [nil])
        let app = AppHost(ImportingApp.self)
        let window = try #require(app.window(titled: "Importer"))
        window.withGraph { $0.fileChooser = PortalFileChooser(busAddress: bus.address) }
        #expect(window.tap("Import"))
        try await wait(window) { methods(bus) == ["OpenFile"] }
        #expect(app.closeWindow(window))
        try await wait(nil) { methods(bus).contains("Close") }
        #expect(methods(bus) == ["OpenFile", "Close"])
    }

    @Test func droppingTheGraphClosesThePortalsRequest() async throws {
        guard let bus = PrivateBus.start() else { return }
        try bus.startPortal(response: 0, uris: [try notes().absoluteString], delays: [nil])
        var host: ViewHost? = ViewHost(StoppableImport(), size: CGSize(width: 400, height: 300))
        host?.withGraph { $0.fileChooser = PortalFileChooser(busAddress: bus.address) }
        #expect(host?.tap("Import") == true)
        try await wait(host) { methods(bus) == ["OpenFile"] }
        host = nil
        try await wait(nil) { methods(bus).contains("Close") }
        #expect(methods(bus) == ["OpenFile", "Close"], "a window host that drops its graph takes the dialog down")
    }
}
