import Foundation
import PlumeFoundation
import PlumeGraphics
import PlumeStreams
import PlumeTesting
import Testing

@testable import PlumeUI

/// A pin board kept in an object: its title is edited in a text field, pins are added by a button
/// that registers its own undo step with the window's undo manager, as SwiftUI's documentation does.
private final class Board: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    @Published var title = ""
    @Published var pins: [String] = []
    init() {}
    init(configuration: ReadConfiguration) throws {
        title = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }
    func snapshot(contentType: UTType) throws -> String { title }
    func fileWrapper(snapshot: String, configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(snapshot.utf8))
    }

    func addPin(_ pin: String, undoManager: UndoManager?) {
        pins.append(pin)
        undoManager?.registerUndo(withTarget: self) { board in board.removeLastPin(undoManager: undoManager) }
        undoManager?.setActionName("Add Pin")
    }

    func removeLastPin(undoManager: UndoManager?) {
        let pin = pins.removeLast()
        undoManager?.registerUndo(withTarget: self) { board in board.addPin(pin, undoManager: undoManager) }
    }
}

private struct BoardEditor: View {
    @ObservedObject var board: Board
    @Environment(\.undoManager) private var undoManager
    var body: some View {
        VStack(spacing: 6) {
            TextField("Title", text: $board.title)
            Text("title: \(board.title)")
            Text("pins: \(board.pins.count)")
            Button("Add Pin") { board.addPin("pin \(board.pins.count + 1)", undoManager: undoManager) }
        }
        .padding()
    }
}

private struct BoardApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: { Board() }, editor: { file in BoardEditor(board: file.document) })
    }
}

/// A plain-text `FileDocument` edited in a text field.
private struct Memo: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text = ""
    init() {}
    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

private struct MemoApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: Memo()) { file in
            VStack {
                TextField("Memo", text: file.$document.text)
                Text("memo: \(file.document.text)")
            }
            .padding()
        }
    }
}

/// Edit › Undo and Redo in document windows: one undo history per document, shared by its text
/// fields and by what its views register, named as on macOS, and the edited mark following it.
@Suite("Document undo") struct DocumentUndoTests {
    /// The titles of the Edit menu's first two items (Undo and Redo) and whether each is enabled
    /// (a disabled row takes no tap, so the menu stays open). Closes the menu again.
    private func undoItems(in window: ViewHost) -> [String] {
        window.advance(by: 0.1)
        guard window.tap("Edit") else { return [] }
        window.advance(by: 0.3)
        let titles = window.views.compactMap(\.text).filter { $0.hasPrefix("Undo") || $0.hasPrefix("Redo") }
        window.press(.escape)
        window.advance(by: 0.3)
        return titles
    }

    /// Opens Edit and chooses `item`; returns whether it acted (the menu closed).
    private func choose(_ item: String, in window: ViewHost) -> Bool {
        guard window.tap("Edit") else { return false }
        window.advance(by: 0.3)
        guard window.tap(item) else { return false }
        window.advance(by: 0.3)
        let closed = window.find(text: "Select All") == nil
        if !closed {
            window.press(.escape)
            window.advance(by: 0.3)
        }
        return closed
    }

    @Test func typingAndARegisteredChangeUndoInOrder() throws {
        let app = AppHost(BoardApp.self, size: CGSize(width: 480, height: 320))
        let window = try #require(app.window(titled: "Untitled"))
        #expect(undoItems(in: window) == ["Undo", "Redo"])
        #expect(!choose("Undo", in: window), "nothing to undo: Undo is disabled")

        #expect(window.tap("Title"))
        #expect(window.type("Hello"))
        window.advance(by: 0.1)
        #expect(app.windowTitles == ["*Untitled"])
        #expect(undoItems(in: window) == ["Undo Typing", "Redo"])

        #expect(window.tap("Add Pin"))
        window.advance(by: 0.1)
        #expect(window.find(text: "pins: 1") != nil)
        #expect(undoItems(in: window) == ["Undo Add Pin", "Redo"])

        #expect(window.press("z", modifiers: .control))
        window.advance(by: 0.1)
        #expect(window.find(text: "pins: 0") != nil)
        #expect(window.find(text: "title: Hello") != nil)
        #expect(app.windowTitles == ["*Untitled"])
        #expect(undoItems(in: window) == ["Undo Typing", "Redo Add Pin"])

        #expect(window.press("z", modifiers: .control))
        window.advance(by: 0.1)
        #expect(window.find(text: "title: ") != nil)
        #expect(app.windowTitles == ["Untitled"], "undoing back to the saved state clears the edited mark")
        #expect(undoItems(in: window) == ["Undo", "Redo Typing"])

        #expect(choose("Redo Typing", in: window))
        #expect(window.find(text: "title: Hello") != nil)
        #expect(app.windowTitles == ["*Untitled"])
        #expect(window.press("z", modifiers: [.control, .shift]))
        window.advance(by: 0.1)
        #expect(window.find(text: "pins: 1") != nil)
        #expect(undoItems(in: window) == ["Undo Add Pin", "Redo"])
    }

    @Test func typingInTheFieldIsOneStepUntilSomethingElseHappens() throws {
        let app = AppHost(BoardApp.self, size: CGSize(width: 480, height: 320))
        let window = try #require(app.window(titled: "Untitled"))
        #expect(window.tap("Title"))
        #expect(window.type("Dear"))
        #expect(window.tap("Add Pin"))
        #expect(window.tap("Title"))
        #expect(window.press(.end))
        #expect(window.type(" Ada"))
        window.advance(by: 0.1)
        #expect(choose("Undo Typing", in: window))
        #expect(window.find(text: "title: Dear") != nil, "the run after the pin is its own step")
        #expect(window.find(text: "pins: 1") != nil)
        #expect(choose("Undo Add Pin", in: window))
        #expect(choose("Undo Typing", in: window))
        #expect(window.find(text: "title: ") != nil)
        #expect(app.windowTitles == ["Untitled"])
    }

    @Test func undoingBackToTheSavedTextIsClean() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("plume-document-undo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("memo.txt")
        try Data("Milk".utf8).write(to: file)
        let app = AppHost(MemoApp.self, size: CGSize(width: 480, height: 320), opening: [file])
        let window = try #require(app.window(titled: "memo.txt"))
        #expect(window.tap("Memo"))
        #expect(window.press(.end))
        #expect(window.type(" and"))
        #expect(window.press("s", modifiers: .control))
        window.advance(by: 0.3)
        #expect(app.windowTitles == ["memo.txt"])
        #expect(try String(contentsOf: file, encoding: .utf8) == "Milk and")
        // Saving ends the run of typing: what follows is a step of its own.
        #expect(window.type(" eggs"))
        #expect(app.windowTitles == ["*memo.txt"])
        #expect(window.press("z", modifiers: .control))
        window.advance(by: 0.1)
        #expect(window.find(text: "memo: Milk and") != nil)
        #expect(app.windowTitles == ["memo.txt"], "back at the saved text: clean")
        #expect(window.press("z", modifiers: .control))
        window.advance(by: 0.1)
        #expect(window.find(text: "memo: Milk") != nil)
        #expect(app.windowTitles == ["*memo.txt"], "before the saved text: edited again")
        #expect(window.press("z", modifiers: [.control, .shift]))
        window.advance(by: 0.1)
        #expect(app.windowTitles == ["memo.txt"])
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func pictureOfTheEditMenuAfterTyping(scheme: ColorScheme) throws {
        let app = AppHost(BoardApp.self, size: CGSize(width: 420, height: 260), colorScheme: scheme)
        let window = try #require(app.window(titled: "Untitled"))
        #expect(window.tap("Title"))
        #expect(window.type("Pin board"))
        #expect(window.tap("Add Pin"))
        #expect(window.press("z", modifiers: .control))
        window.advance(by: 0.1)
        #expect(window.tap("Edit"))
        window.advance(by: 0.6)
        try window.assertSnapshot(
            named: "document-undo-menu-\(scheme == .dark ? "dark" : "light")",
            in: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__"))
    }

    @Test func eachDocumentWindowHasItsOwnHistory() throws {
        let app = AppHost(MemoApp.self, size: CGSize(width: 480, height: 320))
        let first = try #require(app.window(titled: "Untitled"))
        #expect(first.tap("Memo"))
        #expect(first.type("one"))
        #expect(first.press("n", modifiers: .control))
        let second = try #require(app.window(titled: "Untitled 2"))
        #expect(undoItems(in: second) == ["Undo", "Redo"], "the new document has nothing to undo")
        #expect(second.tap("Memo"))
        #expect(second.type("two"))
        #expect(second.press("z", modifiers: .control))
        second.advance(by: 0.1)
        #expect(second.find(text: "memo: ") != nil)
        #expect(first.find(text: "memo: one") != nil, "the other document is untouched")
        #expect(app.windowTitles == ["*Untitled", "Untitled 2"])
    }
}
