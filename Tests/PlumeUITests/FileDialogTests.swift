import Foundation
import PlumeFoundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A plain-text document, written as SwiftUI's documentation writes one.
private struct TextDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text = ""
    init(text: String = "") { self.text = text }
    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
        text = String(decoding: data, as: UTF8.self)
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

/// A document that cannot be written (its disk is full, say).
private struct FailingDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    init() {}
    init(configuration: ReadConfiguration) throws {}
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        throw CocoaError(.fileWriteOutOfSpace)
    }
}

/// What an importer or exporter reported, kept where the test can read it.
private final class Outcomes {
    var urls: [URL] = []
    var errors: [any Error] = []
    var cancellations = 0
}

/// An editor with Import and Export buttons, as an app writes it.
private struct Editor: View {
    let folder: URL
    let outcomes: Outcomes
    var types: [UTType] = [.plainText]
    var multiple = false
    var reportsCancel = false
    @State private var text = "Hello from Plume"
    @State private var importing = false
    @State private var exporting = false

    var body: some View {
        VStack(spacing: 12) {
            Text(text)
            Button("Import") { importing = true }
            Button("Export") { exporting = true }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .fileImporterVariant(self)
        .fileExporter(
            isPresented: $exporting, document: TextDocument(text: text), contentType: .plainText,
            defaultFilename: "Draft"
        ) { result in
            switch result {
            case .success(let url): outcomes.urls.append(url)
            case .failure(let error): outcomes.errors.append(error)
            }
        }
        .fileDialogDefaultDirectory(folder)
    }

    fileprivate func imported(_ result: Result<[URL], any Error>) {
        switch result {
        case .success(let urls):
            outcomes.urls += urls
            if let first = urls.first, let contents = try? String(contentsOf: first, encoding: .utf8) {
                text = contents
            }
        case .failure(let error): outcomes.errors.append(error)
        }
    }

    fileprivate var importingBinding: Binding<Bool> { $importing }
}

extension View {
    fileprivate func fileImporterVariant(_ editor: Editor) -> some View {
        Group {
            if editor.reportsCancel {
                fileImporter(
                    isPresented: editor.importingBinding, allowedContentTypes: editor.types,
                    allowsMultipleSelection: editor.multiple, onCompletion: editor.imported,
                    onCancellation: { editor.outcomes.cancellations += 1 })
            } else if editor.multiple {
                fileImporter(
                    isPresented: editor.importingBinding, allowedContentTypes: editor.types,
                    allowsMultipleSelection: true, onCompletion: editor.imported)
            } else {
                fileImporter(isPresented: editor.importingBinding, allowedContentTypes: editor.types) { result in
                    editor.imported(result.map { [$0] })
                }
            }
        }
    }
}

/// A folder of the test's own: notes.txt, todo.txt, photo.png, .hidden.txt and Projects/plan.txt.
/// A folder of sample files named `plume-file-dialog-<name>` inside `parent` (the temporary folder
/// by default; the pictures give each run a parent of its own so that parallel runs never share it).
private func makeFolder(_ name: String = UUID().uuidString, in parent: URL? = nil) throws -> URL {
    let folder = (parent ?? FileManager.default.temporaryDirectory).appendingPathComponent("plume-file-dialog-\(name)")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("Projects"), withIntermediateDirectories: true)
    try Data("Buy milk".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    try Data("Call Ann".utf8).write(to: folder.appendingPathComponent("todo.txt"))
    try Data([0x89, 0x50, 0x4E, 0x47]).write(to: folder.appendingPathComponent("photo.png"))
    try Data("secret".utf8).write(to: folder.appendingPathComponent(".hidden.txt"))
    try Data("Plan".utf8).write(to: folder.appendingPathComponent("Projects/plan.txt"))
    return folder
}

@Suite("File dialogs") struct FileDialogTests {
    let size = CGSize(width: 600, height: 640)

    private func open(_ editor: Editor, _ button: String = "Import") -> ViewHost {
        let host = ViewHost(editor, size: size)
        #expect(host.tap(button))
        host.advance(by: 0.6)
        return host
    }

    @Test func importingAPlainTextFileReadsIt() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcomes = Outcomes()
        let host = open(Editor(folder: folder, outcomes: outcomes))
        #expect(host.find(text: "notes.txt") != nil)
        #expect(host.find(text: "Projects") != nil)
        #expect(host.find(text: ".hidden.txt") == nil, "hidden files are left out")
        #expect(host.tap("photo.png"))
        host.advance(by: 0.2)
        #expect(host.tap("Open"))
        host.advance(by: 0.6)
        #expect(outcomes.urls.isEmpty, "a PNG is not plain text: it cannot be chosen")
        #expect(host.tap("notes.txt"))
        #expect(host.tap("Open"))
        host.advance(by: 0.6)
        #expect(outcomes.urls.map(\.lastPathComponent) == ["notes.txt"])
        #expect(host.find(text: "Buy milk") != nil, "the app read the file")
        #expect(host.find(text: "photo.png") == nil, "the dialog is gone")
    }

    @Test func foldersOpenAndTheEnclosingFolderButtonGoesBack() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let host = open(Editor(folder: folder, outcomes: Outcomes()))
        #expect(host.tap("Projects"))
        host.advance(by: 0.2)
        #expect(host.find(text: "plan.txt") != nil)
        #expect(host.find(text: "notes.txt") == nil)
        #expect(host.tap("Enclosing Folder"))
        host.advance(by: 0.2)
        #expect(host.find(text: "notes.txt") != nil)
    }

    @Test func cancellingCallsNothingInTheOldFormAndOnCancellationInTheNew() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = Outcomes()
        let host = open(Editor(folder: folder, outcomes: old))
        #expect(host.tap("Cancel"))
        host.advance(by: 0.6)
        #expect(old.urls.isEmpty && old.errors.isEmpty && old.cancellations == 0)
        #expect(host.find(text: "notes.txt") == nil)

        let new = Outcomes()
        let second = open(Editor(folder: folder, outcomes: new, reportsCancel: true))
        #expect(second.tap("Cancel"))
        second.advance(by: 0.6)
        #expect(new.cancellations == 1)

        let escaped = Outcomes()
        let third = open(Editor(folder: folder, outcomes: escaped, reportsCancel: true))
        #expect(third.press(.escape))
        third.advance(by: 0.6)
        #expect(third.find(text: "notes.txt") == nil, "Escape closes the dialog")
        #expect(escaped.cancellations == 1, "closing with Escape is a cancellation")
        #expect(escaped.urls.isEmpty)
    }

    @Test func multipleSelectionReturnsTheFilesInListOrder() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcomes = Outcomes()
        let host = open(Editor(folder: folder, outcomes: outcomes, multiple: true))
        #expect(host.tap("todo.txt"))
        #expect(host.tap("notes.txt"))
        #expect(host.tap("todo.txt"))
        #expect(host.tap("todo.txt"))
        #expect(host.tap("Open"))
        host.advance(by: 0.6)
        #expect(outcomes.urls.map(\.lastPathComponent) == ["notes.txt", "todo.txt"])
    }

    @Test func aFolderImporterReturnsTheShownFolderWhenNothingIsSelected() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcomes = Outcomes()
        let host = open(Editor(folder: folder, outcomes: outcomes, types: [.folder]))
        #expect(host.tap("Projects"))
        host.advance(by: 0.2)
        #expect(host.find(text: "notes.txt") != nil, "the first tap on a folder that can be chosen selects it")
        #expect(host.tap("Projects"))
        host.advance(by: 0.2)
        #expect(host.find(text: "plan.txt") != nil, "a tap on the selected folder opens it")
        #expect(host.tap("Open"))
        host.advance(by: 0.6)
        #expect(outcomes.urls.map(\.lastPathComponent) == ["Projects"])
    }

    @Test func exportingWritesTheDocumentWithTheTypesExtension() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcomes = Outcomes()
        let host = open(Editor(folder: folder, outcomes: outcomes), "Export")
        #expect(host.find(text: "Save As:") != nil)
        #expect(host.tap("Save"))
        host.advance(by: 0.6)
        let written = folder.appendingPathComponent("Draft.txt")
        #expect(outcomes.urls == [written])
        #expect(try String(contentsOf: written, encoding: .utf8) == "Hello from Plume")
        #expect(host.find(text: "Save As:") == nil, "the dialog closed")
    }

    @Test func savingOverAFileAsksFirst() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcomes = Outcomes()
        let host = open(Editor(folder: folder, outcomes: outcomes), "Export")
        #expect(host.tap("notes.txt"), "a tap on a file takes its name")
        #expect(host.tap("Save"))
        host.advance(by: 0.6)
        #expect(host.find(text: "“notes.txt” already exists. Do you want to replace it?") != nil)
        #expect(host.tap("Cancel"))
        host.advance(by: 0.6)
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "Buy milk")
        #expect(host.find(text: "Save As:") != nil, "cancelling the question keeps the dialog")
        #expect(host.tap("Save"))
        host.advance(by: 0.6)
        #expect(host.tap("Replace"))
        host.advance(by: 0.6)
        #expect(
            try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "Hello from Plume")
        #expect(outcomes.urls.map(\.lastPathComponent) == ["notes.txt"])
    }

    @Test func aDocumentThatCannotBeWrittenReportsItsError() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var errors: [any Error] = []
        struct Failing: View {
            let folder: URL
            let report: (any Error) -> Void
            @State var exporting = true
            var body: some View {
                Text("Failing")
                    .fileExporter(isPresented: $exporting, document: FailingDocument(), contentType: .plainText) {
                        if case .failure(let error) = $0 { report(error) }
                    }
                    .fileDialogDefaultDirectory(folder)
            }
        }
        let host = ViewHost(Failing(folder: folder) { errors.append($0) }, size: size)
        host.advance(by: 0.6)
        #expect(host.tap("Save"))
        host.advance(by: 0.6)
        #expect((errors.first as? CocoaError)?.code == .fileWriteOutOfSpace)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Untitled.txt").path))
    }

    @Test func exportingSeveralDocumentsNeverOverwrites() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("old".utf8).write(to: folder.appendingPathComponent("Untitled.txt"))
        var urls: [URL] = []
        struct Batch: View {
            let folder: URL
            let report: ([URL]) -> Void
            @State var exporting = true
            var body: some View {
                Text("Batch")
                    .fileExporter(
                        isPresented: $exporting, documents: [TextDocument(text: "one"), TextDocument(text: "two")],
                        contentType: .plainText
                    ) { if case .success(let urls) = $0 { report(urls) } }
                    .fileDialogDefaultDirectory(folder)
            }
        }
        let host = ViewHost(Batch(folder: folder) { urls = $0 }, size: size)
        host.advance(by: 0.6)
        #expect(host.tap("Save"))
        host.advance(by: 0.6)
        #expect(urls.map(\.lastPathComponent) == ["Untitled 2.txt", "Untitled 3.txt"])
        #expect(try String(contentsOf: folder.appendingPathComponent("Untitled.txt"), encoding: .utf8) == "old")
        #expect(try String(contentsOf: folder.appendingPathComponent("Untitled 3.txt"), encoding: .utf8) == "two")
    }

    @Test func aFolderThatCannotBeReadSaysSoAndNothingCanBeOpened() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("plume-no-such-\(UUID())")
        let outcomes = Outcomes()
        let host = open(Editor(folder: missing, outcomes: outcomes))
        #expect(host.find(text: "The folder “\(missing.lastPathComponent)” does not exist.") != nil)
        #expect(host.tap("Open"))
        host.advance(by: 0.6)
        #expect(outcomes.urls.isEmpty)
    }

    @Test func messagesLabelsAndHiddenFilesFollowTheModifiers() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        struct Customised: View {
            let folder: URL
            @State var importing = true
            var body: some View {
                Text("Custom")
                    .fileImporter(isPresented: $importing, allowedContentTypes: [.text]) { _ in }
                    .fileDialogMessage("Choose a note to attach")
                    .fileDialogConfirmationLabel("Attach")
                    .fileDialogBrowserOptions(.includeHiddenFiles)
                    .fileDialogDefaultDirectory(folder)
            }
        }
        let host = ViewHost(Customised(folder: folder), size: size)
        host.advance(by: 0.6)
        #expect(host.find(text: "Choose a note to attach") != nil)
        #expect(host.find(text: "Attach") != nil)
        #expect(host.find(text: ".hidden.txt") != nil)
    }

    @Test func aCustomizationIDRemembersTheLastFolder() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        struct Remembering: View {
            let folder: URL
            @State var importing = false
            var body: some View {
                Button("Attach") { importing = true }
                    .fileImporter(isPresented: $importing, allowedContentTypes: [.text]) { _ in }
                    .fileDialogDefaultDirectory(folder)
                    .fileDialogCustomizationID("attach-\(folder.lastPathComponent)")
            }
        }
        let host = ViewHost(Remembering(folder: folder), size: size)
        #expect(host.tap("Attach"))
        host.advance(by: 0.6)
        #expect(host.tap("Projects"))
        host.advance(by: 0.2)
        #expect(host.tap("Cancel"))
        host.advance(by: 0.6)
        let again = ViewHost(Remembering(folder: folder), size: size)
        #expect(again.tap("Attach"))
        again.advance(by: 0.6)
        #expect(again.find(text: "plan.txt") != nil, "the second dialog opens where the first was left")
    }

    @Test func badNamesCannotBeSaved() {
        #expect(FileDialogFilename.resolve("", for: .plainText) == nil)
        #expect(FileDialogFilename.resolve("  ", for: .plainText) == nil)
        #expect(FileDialogFilename.resolve("a/b", for: .plainText) == nil)
        #expect(FileDialogFilename.resolve("..", for: .plainText) == nil)
        #expect(FileDialogFilename.resolve("a\0b", for: .plainText) == nil)
        #expect(FileDialogFilename.resolve(String(repeating: "x", count: 300), for: .plainText) == nil)
        #expect(FileDialogFilename.resolve("notes", for: .plainText) == "notes.txt")
        #expect(FileDialogFilename.resolve("notes.TXT", for: .plainText) == "notes.TXT")
        #expect(FileDialogFilename.resolve("notes.md", for: .plainText) == "notes.md.txt")
        #expect(FileDialogFilename.resolve("data", for: .data) == "data")
    }

    @Test func aFolderOfTenThousandFilesListsLazily() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plume-file-dialog-many-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<10_000 {
            FileManager.default.createFile(
                atPath: folder.appendingPathComponent("file \(index).txt").path, contents: nil)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let host = open(Editor(folder: folder, outcomes: Outcomes()))
        #expect(host.find(text: "file 0.txt") != nil)
        #expect(host.find(text: "file 2.txt") != nil, "Finder's order: 2 before 10")
        #expect(host.findAll(text: "file 9999.txt").isEmpty, "rows far below are not built")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func pictures(scheme: ColorScheme) throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("plume-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = try makeFolder("snapshot", in: parent)
        let host = ViewHost(Editor(folder: folder, outcomes: Outcomes()), size: size, colorScheme: scheme)
        #expect(host.tap("Import"))
        host.advance(by: 0.6)
        #expect(host.tap("notes.txt"))
        host.advance(by: 0.2)
        try host.assertSnapshot(
            named: "file-importer-\(scheme == .dark ? "dark" : "light")",
            in: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__"))
    }
}

@Suite("Hierarchical foreground styles") struct HierarchicalForegroundStyleTests {
    @Test func secondarySetWithForegroundStyleFadesTheEnclosingStyle() throws {
        let host = ViewHost(
            VStack {
                VStack { Text("Faded") }.foregroundStyle(.secondary)
                VStack { Text("Faded red") }.foregroundStyle(.secondary).foregroundStyle(.red)
                Text("Plain")
            }, size: CGSize(width: 200, height: 120))
        let faded = try #require(host.drawnColor(ofText: "Faded"))
        let plain = try #require(host.drawnColor(ofText: "Plain"))
        let fadedRed = try #require(host.drawnColor(ofText: "Faded red"))
        #expect(faded.opacity < plain.opacity, "secondary is a faded primary")
        #expect(fadedRed.red > fadedRed.blue && fadedRed.opacity < 1, "secondary inside red is a faded red")
    }
}
