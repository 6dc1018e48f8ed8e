import Foundation
import PlumeFoundation
import PlumeGraphics
import PlumePortal
import PlumeTesting
import PlumeUI
import Testing

/// A note in plain text, for the exporter and the document window.
private struct Note: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String
    init(text: String = "") { self.text = text }
    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

/// Imports text files and exports a note, as an app would.
private struct Transfers: View {
    @State private var isImporting = false
    @State private var isExporting = false
    @State private var outcome = "nothing yet"

    var body: some View {
        VStack(spacing: 8) {
            Button("Import") { isImporting = true }
            Button("Export") { isExporting = true }
            Text("outcome: \(outcome)")
        }
        .fileImporter(
            isPresented: $isImporting, allowedContentTypes: [.plainText], allowsMultipleSelection: true,
            onCompletion: { result in
                switch result {
                case .success(let urls): outcome = "imported " + urls.map(\.lastPathComponent).joined(separator: ",")
                case .failure(let error): outcome = "failed \(error)"
                }
            }, onCancellation: { outcome = "cancelled" }
        )
        .fileExporter(
            isPresented: $isExporting, document: Note(text: "Dear Ada"), contentType: .plainText,
            defaultFilename: "Letter"
        ) { result in
            switch result {
            case .success(let url): outcome = "exported " + url.lastPathComponent
            case .failure(let error): outcome = "failed \(error)"
            }
        }
        .fileDialogConfirmationLabel("Take")
    }
}

private struct NotesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: Note()) { file in Text("note: \(file.document.text)") }
    }
}

/// The desktop portal's file dialog, talked to over a private bus with a fake portal that records
/// what it was asked and answers with a chosen file.
private struct EditableNotesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: Note()) { file in TextField("Body", text: file.$document.text) }
    }
}

@Suite("Desktop portal file chooser", .serialized) struct PortalFileChooserTests {
    /// A folder with "notes.txt" (“Buy milk”).
    private func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plume-portal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("Buy milk".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        return folder
    }

    /// Runs frames until `done()` holds or about ten seconds of wall time pass (the portal answers on
    /// its own thread, then on the main queue).
    private func wait(_ host: ViewHost, until done: () -> Bool) async throws {
        for _ in 0..<200 where !done() {
            try await Task.sleep(nanoseconds: 50_000_000)
            host.advance(by: 0.05)
        }
    }

    private func outcome(_ host: ViewHost) -> String? {
        host.views.compactMap(\.text).first { $0.hasPrefix("outcome: ") }.map { String($0.dropFirst(9)) }
    }

    @Test func anImporterGetsTheFilesThePortalChoseWithTheRightOptions() async throws {
        guard let bus = PrivateBus.start() else { return }
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try bus.startPortal(response: 0, uris: [folder.appendingPathComponent("notes.txt").absoluteString])
        let host = ViewHost(Transfers(), size: CGSize(width: 400, height: 300))
        host.withGraph { $0.fileChooser = PortalFileChooser(busAddress: bus.address) }
        #expect(host.tap("Import"))
        try await wait(host) { outcome(host) != "nothing yet" }
        #expect(outcome(host) == "imported notes.txt")
        #expect(host.find(text: "Cancel") == nil, "Plume's own dialog never showed")

        let call = try #require(try bus.calls().first)
        #expect(call["method"] as? String == "OpenFile")
        #expect(call["title"] as? String == "Open")
        let options = try #require(call["options"] as? [String: Any])
        #expect(options["multiple"] as? Bool == true)
        #expect(options["accept_label"] as? String == "Take")
        #expect((options["handle_token"] as? String)?.hasPrefix("plume") == true)
        let filters = try #require(options["filters"] as? [[Any]])
        #expect(filters.count == 1)
        #expect(filters.first?.first as? String == "Plain text")
        let patterns = try #require(filters.first?.last as? [[Any]])
        #expect(patterns.contains { $0.first as? Int == 0 && $0.last as? String == "*.txt" })
        #expect(patterns.contains { $0.first as? Int == 1 && $0.last as? String == "text/plain" })
    }

    @Test func cancellingInThePortalCallsOnCancellation() async throws {
        guard let bus = PrivateBus.start() else { return }
        try bus.startPortal(response: 1, uris: [])
        let host = ViewHost(Transfers(), size: CGSize(width: 400, height: 300))
        host.withGraph { $0.fileChooser = PortalFileChooser(busAddress: bus.address) }
        #expect(host.tap("Import"))
        try await wait(host) { outcome(host) != "nothing yet" }
        #expect(outcome(host) == "cancelled")
        // The dialog can be asked for again.
        #expect(host.tap("Import"))
        try await wait(host) { (try? bus.calls().count) == 2 }
        #expect(try bus.calls().count == 2)
    }

    @Test func anExporterWritesWhereThePortalSaid() async throws {
        guard let bus = PrivateBus.start() else { return }
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let chosen = folder.appendingPathComponent("Chosen.txt")
        try bus.startPortal(response: 0, uris: [chosen.absoluteString])
        let host = ViewHost(Transfers(), size: CGSize(width: 400, height: 300))
        host.withGraph { $0.fileChooser = PortalFileChooser(busAddress: bus.address) }
        #expect(host.tap("Export"))
        try await wait(host) { outcome(host) != "nothing yet" }
        #expect(outcome(host) == "exported Chosen.txt")
        #expect(try String(contentsOf: chosen, encoding: .utf8) == "Dear Ada")
        let call = try #require(try bus.calls().first)
        #expect(call["method"] as? String == "SaveFile")
        let options = try #require(call["options"] as? [String: Any])
        #expect(options["current_name"] as? String == "Letter.txt")
        #expect(options["multiple"] == nil)
    }

    @Test func withoutAPortalPlumesOwnDialogShows() async throws {
        guard let bus = PrivateBus.start() else { return }
        let host = ViewHost(Transfers(), size: CGSize(width: 400, height: 300))
        host.withGraph { $0.fileChooser = PortalFileChooser(busAddress: bus.address) }
        #expect(host.tap("Import"))
        try await wait(host) { host.find(text: "Cancel") != nil }
        host.advance(by: 0.6)
        #expect(host.find(text: "Cancel") != nil, "no portal on the bus: Plume's dialog instead")
        #expect(host.tap("Cancel"))
        host.advance(by: 0.6)
        #expect(outcome(host) == "cancelled")
    }

    @Test func aDocumentWindowOpensThroughThePortal() async throws {
        guard let bus = PrivateBus.start() else { return }
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try bus.startPortal(response: 0, uris: [folder.appendingPathComponent("notes.txt").absoluteString])
        let app = AppHost(NotesApp.self)
        let window = try #require(app.window(titled: "Untitled"))
        window.withGraph { $0.fileChooser = PortalFileChooser(busAddress: bus.address) }
        #expect(window.press("o", modifiers: .control))
        try await wait(window) { app.windowTitles.count == 2 }
        #expect(app.windowTitles == ["Untitled", "notes.txt"])
        #expect(app.window(titled: "notes.txt")?.find(text: "note: Buy milk") != nil)
        let options = try #require(try bus.calls().first?["options"] as? [String: Any])
        #expect(options["multiple"] as? Bool == false)
    }

    @Test func aDocumentSavesAsWhereThePortalSaid() async throws {
        guard let bus = PrivateBus.start() else { return }
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let chosen = folder.appendingPathComponent("Kept.txt")
        try bus.startPortal(response: 0, uris: [chosen.absoluteString])
        let app = AppHost(EditableNotesApp.self)
        let window = try #require(app.window(titled: "Untitled"))
        window.withGraph { $0.fileChooser = PortalFileChooser(busAddress: bus.address) }
        #expect(window.tap("Body"))
        #expect(window.type("Draft"))
        #expect(window.press("s", modifiers: .control))
        try await wait(window) { app.windowTitles == ["Kept.txt"] }
        #expect(app.windowTitles == ["Kept.txt"], "saved, titled with the chosen file, clean")
        #expect(try String(contentsOf: chosen, encoding: .utf8) == "Draft")
        let call = try #require(try bus.calls().first)
        #expect(call["method"] as? String == "SaveFile")
        let options = try #require(call["options"] as? [String: Any])
        #expect(options["current_name"] as? String == "Untitled.txt")
    }
}
