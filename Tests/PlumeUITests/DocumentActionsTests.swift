import Foundation
import PlumeFoundation
import PlumeGraphics
import PlumeStreams
import PlumeTesting
import Testing

@testable import PlumeUI

/// A letter in plain text, as SwiftUI's documentation writes a `FileDocument`.
private typealias Letter = PlainTextDocument

/// A letter's editor with buttons that use the document actions, as an app would.
private struct LetterEditor: View {
    @Binding var letter: Letter
    @Environment(\.newDocument) private var newDocument
    @Environment(\.openDocument) private var openDocument
    @Environment(\.documentConfiguration) private var configuration
    @State private var path = ""
    @State private var problem = "none"

    var body: some View {
        VStack(spacing: 6) {
            TextField("Body", text: $letter.text)
            Text("text: \(letter.text)")
            Text("configured: \(configuration?.fileURL?.lastPathComponent ?? "untitled")")
            Button("New From Template") { newDocument(Letter(text: "template")) }
            TextField("Path", text: $path)
            Button("Open Path") {
                Task {
                    do {
                        try await openDocument(at: URL(fileURLWithPath: path))
                    } catch {
                        problem = error.localizedDescription
                    }
                }
            }
            Button("Open Link") {
                Task {
                    do {
                        try await openDocument(at: URL(string: "https://example.com/a.txt")!)
                    } catch {
                        problem = error.localizedDescription
                    }
                }
            }
            Text("problem: \(problem)")
        }
        .padding()
    }
}

private struct LetterApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: Letter()) { file in LetterEditor(letter: file.$document) }
    }
}

/// A drawing kept in an object, made by `newDocument { … }`.
private final class Board: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { [.json] }
    @Published var pins: [String]
    init(pins: [String] = []) { self.pins = pins }
    init(configuration: ReadConfiguration) throws { pins = [] }
    func snapshot(contentType: UTType) throws -> [String] { pins }
    func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
    }
}

private struct BoardEditor: View {
    @ObservedObject var board: Board
    @Environment(\.newDocument) private var newDocument
    var body: some View {
        VStack {
            Text("pins: \(board.pins.joined(separator: ","))")
            Button("New Board") { newDocument { Board(pins: ["start"]) } }
            Button("New Letter") { newDocument(Letter(text: "nowhere")) }
        }
    }
}

private struct BoardApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: { Board() }, editor: { file in BoardEditor(board: file.document) })
    }
}

/// A Text menu whose command copies nothing but makes a new letter, as the `writer` example's does:
/// `newDocument` read in a `Commands` struct.
private struct LetterCommands: Commands {
    @Environment(\.newDocument) private var newDocument
    var body: some Commands {
        CommandMenu("Text") {
            Button("New Letter From Menu") { newDocument(Letter(text: "from the menu")) }
                .keyboardShortcut("n", modifiers: [.command, .shift])
        }
    }
}

private struct LetterMenuApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: Letter()) { file in LetterEditor(letter: file.$document) }
            .commands { LetterCommands() }
    }
}

@Suite("Document actions") struct DocumentActionsTests {
    /// Lets the views' tasks run until `done()` holds (the button's task hops to the main actor on
    /// its own time), for up to about ten seconds.
    private func settle(_ window: ViewHost, until done: () -> Bool) async {
        for _ in 0..<50 where !done() { await window.settleTasks(quietPeriod: 0.02, limit: 0.2) }
    }

    /// What the editor says about the last `openDocument` call ("none" until one threw).
    private func problem(in window: ViewHost) -> String? {
        window.views.compactMap(\.text).first { $0.hasPrefix("problem: ") }.map { String($0.dropFirst(9)) }
    }

    /// A fresh folder with "notes.txt" (“Buy milk”), "broken.txt" (not UTF-8) and "photo.png".
    private func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("plume-document-actions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("Buy milk".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try Data([0xFF, 0xFE, 0xC0]).write(to: folder.appendingPathComponent("broken.txt"))
        try Data([0x89, 0x50]).write(to: folder.appendingPathComponent("photo.png"))
        return folder
    }

    @Test func newDocumentOpensAWindowWithTheGivenContent() throws {
        let app = AppHost(LetterApp.self)
        let first = try #require(app.window(titled: "Untitled"))
        #expect(first.tap("New From Template"))
        first.advance(by: 0.3)
        #expect(app.windowTitles == ["Untitled", "Untitled 2"], "a second window, not edited")
        let second = try #require(app.window(titled: "Untitled 2"))
        #expect(second.find(text: "text: template") != nil)
        #expect(second.find(text: "configured: untitled") != nil)
        #expect(first.find(text: "text: ") != nil, "the first window's document is unchanged")
        #expect(second.tap("Body"))
        #expect(second.press(.end))
        #expect(second.type("!"))
        #expect(app.windowTitles == ["Untitled", "*Untitled 2"])
        #expect(app.session.diagnostics.isEmpty)
    }

    @Test func aCommandMakesANewDocumentWithNewDocument() throws {
        let app = AppHost(LetterMenuApp.self)
        let first = try #require(app.window(titled: "Untitled"))
        #expect(first.press("n", modifiers: [.control, .shift]))
        first.advance(by: 0.3)
        #expect(app.windowTitles == ["Untitled", "Untitled 2"])
        #expect(app.window(titled: "Untitled 2")?.find(text: "text: from the menu") != nil)
    }

    @Test func newDocumentOfAReferenceDocumentAndOfATypeNoGroupMakes() throws {
        let app = AppHost(BoardApp.self)
        let first = try #require(app.window(titled: "Untitled"))
        #expect(first.tap("New Board"))
        first.advance(by: 0.3)
        let second = try #require(app.window(titled: "Untitled 2"))
        #expect(second.find(text: "pins: start") != nil)
        #expect(first.find(text: "pins: ") != nil)
        #expect(second.tap("New Letter"))
        second.advance(by: 0.3)
        #expect(app.windowTitles == ["Untitled", "Untitled 2"], "no group makes letters: nothing opens")
        #expect(
            app.session.diagnostics.last?.contains("no DocumentGroup(newDocument:) of this app edits PlainTextDocument")
                == true)
    }

    @Test func openDocumentOpensTheFileOnceAndBringsItsWindowForward() async throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = AppHost(LetterApp.self)
        let window = try #require(app.window(titled: "Untitled"))
        #expect(window.tap("Path"))
        #expect(window.type(folder.appendingPathComponent("notes.txt").path))
        #expect(window.tap("Open Path"))
        await settle(window) { app.windowTitles.count == 2 }
        #expect(app.windowTitles == ["*Untitled", "notes.txt"], "typing the path edited the first document")
        let notes = try #require(app.window(titled: "notes.txt"))
        #expect(notes.find(text: "text: Buy milk") != nil)
        #expect(notes.find(text: "configured: notes.txt") != nil)
        #expect(window.find(text: "problem: none") != nil)

        // Asking again brings the open window forward instead of opening it twice.
        app.session.windowBecameFront(try #require(app.session.windows.first))
        #expect(app.windowTitles == ["notes.txt", "*Untitled"])
        #expect(window.tap("Open Path"))
        await settle(window) { app.windowTitles.last == "notes.txt" }
        #expect(app.windowTitles == ["*Untitled", "notes.txt"], "the same window, now frontmost")
        #expect(window.find(text: "problem: none") != nil)
    }

    @Test func openDocumentThrowsForWhatNoGroupReadsAndNothingChanges() async throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = AppHost(LetterApp.self)
        let window = try #require(app.window(titled: "Untitled"))
        #expect(window.tap("Body"))
        #expect(window.type("Keep me"))
        #expect(window.tap("Path"))
        #expect(window.type(folder.appendingPathComponent("photo.png").path))
        #expect(window.tap("Open Path"))
        await settle(window) { problem(in: window) != "none" }
        #expect(problem(in: window) == "“photo.png” is a PNG image file, which this app does not open.")
        #expect(app.windowTitles == ["*Untitled"])

        // A file of a readable type that cannot be read: the document's own error.
        #expect(window.tap("Path"))
        #expect(window.press("a", modifiers: .control))
        #expect(window.type(folder.appendingPathComponent("broken.txt").path))
        #expect(window.tap("Open Path"))
        await settle(window) { problem(in: window)?.contains("photo") == false }
        #expect(problem(in: window) == CocoaError(.fileReadCorruptFile).localizedDescription)
        #expect(app.windowTitles == ["*Untitled"])

        // A file that is not there.
        #expect(window.tap("Path"))
        #expect(window.press("a", modifiers: .control))
        #expect(window.type(folder.appendingPathComponent("gone.txt").path))
        #expect(window.tap("Open Path"))
        await settle(window) { problem(in: window)?.contains("gone.txt") == true }
        #expect(problem(in: window) == "There is no file “gone.txt” in \(folder.path).")
        #expect(app.windowTitles == ["*Untitled"])

        // A link is not a file.
        #expect(window.tap("Open Link"))
        await settle(window) { problem(in: window)?.contains("https") == true }
        #expect(
            problem(in: window) == "“https://example.com/a.txt” is not a file, so it cannot be opened as a document.")
        #expect(app.windowTitles == ["*Untitled"])
        #expect(window.find(text: "text: Keep me") != nil)
    }

    @Test func outsideAnAppTheActionsSaySo() async throws {
        let values = EnvironmentValues()
        #expect(values.documentConfiguration == nil)
        await #expect(throws: (any Error).self) {
            try await values.openDocument(at: URL(fileURLWithPath: "/tmp/x.txt"))
        }
    }
}
