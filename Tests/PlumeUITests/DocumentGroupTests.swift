import Foundation
import PlumeFoundation
import PlumeGraphics
import PlumeStreams
import PlumeTesting
import Testing

@testable import PlumeUI

/// A plain-text document, written as SwiftUI's documentation writes one; bytes that are not UTF-8
/// cannot be read.
private typealias PlainText = PlainTextDocument

/// A text editor app, as a SwiftUI developer writes one.
private struct WriterApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: PlainText()) { file in
            VStack(spacing: 8) {
                TextField("Body", text: file.$document.text)
                Text("chars: \(file.document.text.count)")
                Text("file: \(file.fileURL?.lastPathComponent ?? "none")")
            }
            .padding()
        }
    }
}

/// A drawing kept in an object; changes are registered with the window's undo manager.
private final class Sketch: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    @Published var strokes: [String] = []
    init() {}
    init(configuration: ReadConfiguration) throws {
        let text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
        strokes = text.split(separator: "\n").map(String.init)
    }
    func snapshot(contentType: UTType) throws -> [String] { strokes }
    func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(snapshot.joined(separator: "\n").utf8))
    }
    func add(_ stroke: String, undoManager: UndoManager?) {
        strokes.append(stroke)
        undoManager?.registerUndo(withTarget: self) { sketch in sketch.strokes.removeLast() }
    }
}

private struct SketchEditor: View {
    @ObservedObject var sketch: Sketch
    @Environment(\.undoManager) private var undoManager
    var body: some View {
        VStack {
            Text("strokes: \(sketch.strokes.count)")
            Button("Add Stroke") { sketch.add("line \(sketch.strokes.count + 1)", undoManager: undoManager) }
            Button("Undo Stroke") { undoManager?.undo() }
        }
    }
}

private struct SketchApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: Sketch.init) { file in SketchEditor(sketch: file.document) }
    }
}

/// A document whose every write fails (a full disk, say).
private struct Unwritable: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text = ""
    init() {}
    init(configuration: ReadConfiguration) throws {}
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        throw CocoaError(.fileWriteOutOfSpace)
    }
}

private struct UnwritableApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: Unwritable()) { file in TextField("Body", text: file.$document.text) }
    }
}

private struct ReaderApp: App {
    var body: some Scene {
        DocumentGroup(viewing: PlainText.self) { file in
            Text(file.isEditable ? "editable" : "read-only: \(file.document.text)")
        }
    }
}

@Suite("DocumentGroup") struct DocumentGroupTests {
    /// A fresh folder with "notes.txt" (“Buy milk”) and "broken.txt" (bytes that are not UTF-8).
    private func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("plume-documents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("Buy milk".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try Data([0xFF, 0xFE, 0xC0]).write(to: folder.appendingPathComponent("broken.txt"))
        return folder
    }

    private func contents(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func newTypeSaveAndReopen() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = AppHost(WriterApp.self)
        #expect(app.windowTitles == ["Untitled"], "the app opens with a new document")
        #expect(app.open(folder.appendingPathComponent("notes.txt")))
        let notes = try #require(app.window(titled: "notes.txt"))
        #expect(notes.find(text: "chars: 8") != nil)

        #expect(notes.press("n", modifiers: .control))
        #expect(app.windowTitles == ["Untitled", "notes.txt", "Untitled 2"])
        let draft = try #require(app.window(titled: "Untitled 2"))
        #expect(draft.tap("Body"))
        #expect(draft.type("Dear Ada"))
        #expect(app.windowTitles.last == "*Untitled 2", "an edited document is marked")
        #expect(draft.find(text: "chars: 8") != nil)

        #expect(draft.press("s", modifiers: .control))
        draft.advance(by: 0.6)
        #expect(draft.find(text: "Save As:") != nil, "an untitled document asks where")
        #expect(draft.find(text: "broken.txt") != nil, "the dialog opens in the last document's folder")
        #expect(draft.tap("Name"))
        #expect(draft.press("a", modifiers: .control))
        #expect(draft.type("Letter"))
        #expect(draft.tap("Save"))
        draft.advance(by: 0.6)
        let letter = folder.appendingPathComponent("Letter.txt")
        #expect(try Data(contentsOf: letter) == Data("Dear Ada".utf8))
        #expect(try contents(of: folder) == ["Letter.txt", "broken.txt", "notes.txt"], "nothing else is written")
        #expect(app.windowTitles.last == "Letter.txt")
        #expect(draft.find(text: "file: Letter.txt") != nil)

        #expect(draft.press("w", modifiers: .control), "a saved document closes at once")
        #expect(app.windowTitles == ["Untitled", "notes.txt"])
        #expect(notes.press("o", modifiers: .control))
        notes.advance(by: 0.6)
        #expect(notes.tap("Letter.txt"))
        #expect(notes.tap("Open"))
        notes.advance(by: 0.6)
        #expect(app.windowTitles == ["Untitled", "notes.txt", "Letter.txt"])
        #expect(app.window(titled: "Letter.txt")?.find(text: "chars: 8") != nil)
        #expect(app.session.diagnostics.isEmpty)
    }

    @Test func startedWithAFileTheAppShowsOnlyThatDocument() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = AppHost(WriterApp.self, opening: [folder.appendingPathComponent("notes.txt")])
        #expect(app.windowTitles == ["notes.txt"])
        let plain = AppHost(WriterApp.self, opening: [URL(string: "https://example.com")!])
        #expect(plain.windowTitles == ["Untitled"], "a link is not a document")
    }

    @Test func saveWritesOnlyTheFileTheDocumentCameFrom() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = AppHost(WriterApp.self)
        #expect(app.open(folder.appendingPathComponent("notes.txt")))
        let notes = try #require(app.window(titled: "notes.txt"))
        #expect(notes.tap("Body"))
        #expect(notes.press(.end))
        #expect(notes.type(" and eggs"))
        #expect(app.windowTitles.last == "*notes.txt")
        #expect(notes.press("s", modifiers: .control))
        notes.advance(by: 0.6)
        #expect(notes.find(text: "Save As:") == nil, "a document with a file saves in place")
        #expect(
            try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "Buy milk and eggs")
        #expect(try contents(of: folder) == ["broken.txt", "notes.txt"])
        #expect(app.windowTitles.last == "notes.txt")
        // Opening the same file again brings its window forward.
        #expect(app.open(folder.appendingPathComponent("notes.txt")))
        #expect(app.windowTitles == ["Untitled", "notes.txt"])
    }

    @Test func closingAnEditedDocumentAsksFirst() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = AppHost(WriterApp.self)
        let window = try #require(app.window(titled: "Untitled"))
        #expect(window.tap("Body"))
        #expect(window.type("Draft"))
        let question = "Do you want to save the changes made to the document “Untitled”?"
        #expect(window.press("w", modifiers: .control))
        window.advance(by: 0.6)
        #expect(window.find(text: question) != nil)
        #expect(window.tap("Cancel"))
        window.advance(by: 0.6)
        #expect(app.windowTitles == ["*Untitled"], "Cancel keeps the window and its changes")

        // The window's close button asks too; Save asks where, writes, then closes.
        #expect(app.open(folder.appendingPathComponent("notes.txt")))
        #expect(app.closeWindow(window))
        window.advance(by: 0.6)
        #expect(window.find(text: question) != nil)
        #expect(window.tap("Save"))
        window.advance(by: 0.6)
        #expect(window.find(text: "Save As:") != nil)
        #expect(window.tap("Name"))
        #expect(window.press("a", modifiers: .control))
        #expect(window.type("Kept"))
        #expect(window.tap("Save"))
        window.advance(by: 0.6)
        #expect(try String(contentsOf: folder.appendingPathComponent("Kept.txt"), encoding: .utf8) == "Draft")
        #expect(app.windowTitles == ["notes.txt"])

        // Don't Save drops the changes.
        let notes = try #require(app.window(titled: "notes.txt"))
        #expect(notes.tap("Body"))
        #expect(notes.type("!"))
        #expect(notes.press("w", modifiers: .control))
        notes.advance(by: 0.6)
        #expect(notes.tap("Don't Save"))
        #expect(app.windowTitles.isEmpty)
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "Buy milk")
    }

    @Test func aFileThatCannotBeReadIsReportedAndNothingChanges() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = AppHost(WriterApp.self)
        let window = try #require(app.window(titled: "Untitled"))
        #expect(window.tap("Body"))
        #expect(window.type("Keep me"))
        #expect(app.open(folder.appendingPathComponent("notes.txt")))
        let notes = try #require(app.window(titled: "notes.txt"))
        #expect(notes.press("o", modifiers: .control))
        notes.advance(by: 0.6)
        #expect(notes.tap("broken.txt"))
        #expect(notes.tap("Open"))
        notes.advance(by: 0.6)
        #expect(notes.find(text: "The document “broken.txt” could not be opened.") != nil)
        #expect(app.windowTitles == ["*Untitled", "notes.txt"])
        #expect(notes.tap("OK"))
        notes.advance(by: 0.6)
        #expect(notes.find(text: "chars: 8") != nil)

        // A file of a type no document reads is refused and reported.
        let picture = folder.appendingPathComponent("photo.png")
        try Data([0x89, 0x50]).write(to: picture)
        #expect(!app.open(picture))
        #expect(app.session.diagnostics.last?.contains("photo.png") == true)
        #expect(app.windowTitles == ["*Untitled", "notes.txt"])
    }

    @Test func aFailedSaveIsShownAndTheDocumentStaysEdited() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = AppHost(UnwritableApp.self)
        #expect(app.open(folder.appendingPathComponent("notes.txt")))
        let window = try #require(app.window(titled: "notes.txt"))
        #expect(window.tap("Body"))
        #expect(window.type("x"))
        #expect(window.press("s", modifiers: .control))
        window.advance(by: 0.6)
        #expect(window.find(text: "The document “notes.txt” could not be saved.") != nil)
        #expect(app.windowTitles.last == "*notes.txt")
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "Buy milk")
        #expect(try contents(of: folder) == ["broken.txt", "notes.txt"], "no temporary file is left behind")
        #expect(window.tap("OK"))
        window.advance(by: 0.6)
        #expect(window.find(text: "The document “notes.txt” could not be saved.") == nil)
    }

    @Test func aReferenceDocumentIsEditedThroughItsUndoManager() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = AppHost(SketchApp.self)
        let window = try #require(app.window(titled: "Untitled"))
        #expect(window.tap("Add Stroke"))
        #expect(window.find(text: "strokes: 1") != nil)
        #expect(app.windowTitles == ["*Untitled"])
        #expect(window.tap("Undo Stroke"))
        #expect(window.find(text: "strokes: 0") != nil)
        #expect(app.windowTitles == ["Untitled"], "undoing back to the saved state is clean")
        #expect(window.tap("Add Stroke"))
        #expect(window.tap("Add Stroke"))
        #expect(app.open(folder.appendingPathComponent("notes.txt")))
        #expect(window.press("s", modifiers: [.control, .shift]))
        window.advance(by: 0.6)
        #expect(window.tap("Save"))
        window.advance(by: 0.6)
        let saved = folder.appendingPathComponent("Untitled.txt")
        #expect(try String(contentsOf: saved, encoding: .utf8) == "line 1\nline 2")
        #expect(app.windowTitles.first == "Untitled.txt")
    }

    @Test func aViewerOpensFilesAndNeverSaves() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = AppHost(ReaderApp.self)
        #expect(app.windowTitles == ["Open a Document"])
        let window = try #require(app.frontmost)
        window.advance(by: 0.6)
        #expect(window.find(text: "No document is open.") != nil)
        #expect(window.find(text: "Cancel") != nil, "the Open dialog comes up at once")
        #expect(app.open(folder.appendingPathComponent("notes.txt")))
        window.advance(by: 0.6)
        #expect(app.windowTitles == ["notes.txt"], "the file opens in the empty window")
        #expect(window.find(text: "read-only: Buy milk") != nil)
        #expect(window.find(text: "Cancel") == nil, "the dialog went away")
        #expect(window.press("s", modifiers: .control) == false || window.find(text: "Save As:") == nil)
        window.advance(by: 0.6)
        #expect(window.find(text: "Save As:") == nil, "a viewer never saves")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func pictureOfTheCloseQuestion(scheme: ColorScheme) throws {
        let app = AppHost(WriterApp.self, size: CGSize(width: 480, height: 320), colorScheme: scheme)
        let window = try #require(app.window(titled: "Untitled"))
        #expect(window.tap("Body"))
        #expect(window.type("Draft"))
        #expect(window.press("w", modifiers: .control))
        window.advance(by: 0.6)
        try window.assertSnapshot(
            named: "document-close-question-\(scheme == .dark ? "dark" : "light")",
            in: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__"))
    }
}
