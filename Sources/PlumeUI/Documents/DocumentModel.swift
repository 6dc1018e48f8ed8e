import Foundation
import PlumeFoundation
import PlumeStreams

/// One open document of a `DocumentGroup`: its file, its type, its undo manager and whether it has
/// changes not yet saved; the window showing it reads its title from here.
///
/// Made by `DocumentSceneDescription` (a new document, or one read from a file) when a document
/// window opens, and owned by that window's `DocumentWindowController`. Subclasses hold the
/// document itself (`ValueDocumentModel` for a `FileDocument`, `ReferenceDocumentModel` for a
/// `ReferenceFileDocument`), build the editor and give what is written.
///
/// Edited: the model counts the changes its undo manager records (a top-level group opened or
/// redone adds one, an undo takes one away), as AppKit's documents do; the document is edited
/// while that count differs from the count when it was last saved or read, so undoing back to the
/// saved state makes it clean again.
@MainActor
class DocumentModel: ObservableObject {
    /// The file the document was read from or last saved to; nil while untitled.
    @Published private(set) var fileURL: URL? { didSet { titleChanged?() } }
    /// The type the document was read as or last saved as.
    private(set) var contentType: UTType
    /// Whether the document has changes that are not saved.
    @Published private(set) var isEdited = false { didSet { titleChanged?() } }
    /// Called after the window title changed (the file's name or the edited mark); set by the
    /// window's `DocumentWindowController`.
    var titleChanged: (() -> Void)?
    /// Called after the undo history changed (a step registered, undone or redone), so the Edit
    /// menu's Undo and Redo items are titled and enabled again; set by the window's controller.
    var undoHistoryChanged: (() -> Void)?
    /// Whether the document may be edited and saved (false for a viewer).
    let isEditable: Bool
    /// The types the document's scene writes (Save As offers the first).
    let writableContentTypes: [UTType]
    /// The undo manager of the document's window (`\.undoManager` in its views).
    let undoManager = UndoManager()
    /// Where text fields' runs of typing stop adding to their last undo step (moved on by each
    /// change to the undo history and by each save).
    let undoCoalescingBoundary = UndoCoalescingBoundary()
    /// The name an untitled document shows ("Untitled", "Untitled 2"…).
    let untitledName: String
    private var changeCount = 0
    private var savedChangeCount = 0
    private var observers: [NSObjectProtocol] = []

    init(fileURL: URL?, contentType: UTType, isEditable: Bool, writableContentTypes: [UTType], untitledName: String) {
        self.fileURL = fileURL
        self.contentType = contentType
        self.isEditable = isEditable
        self.writableContentTypes = writableContentTypes
        self.untitledName = untitledName
        let center = NotificationCenter.default
        // The manager posts these synchronously (`queue: nil`) on the thread that records, undoes or
        // redoes: the window's, the main queue, where its editor runs. So the observers run there too,
        // and the manager is only ever touched from there.
        nonisolated(unsafe) let manager = undoManager
        observers = [
            center.addObserver(forName: .NSUndoManagerDidOpenUndoGroup, object: manager, queue: nil) {
                [weak self] _ in
                GraphIsolation.assumed { if manager.groupingLevel <= 1 { self?.historyChanged(+1) } }
            },
            center.addObserver(forName: .NSUndoManagerDidUndoChange, object: manager, queue: nil) {
                [weak self] _ in GraphIsolation.assumed { self?.historyChanged(-1) }
            },
            center.addObserver(forName: .NSUndoManagerDidRedoChange, object: manager, queue: nil) {
                [weak self] _ in GraphIsolation.assumed { self?.historyChanged(+1) }
            },
        ]
    }

    isolated deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    /// The document's name: its file's name, or its untitled name.
    var displayName: String { fileURL?.lastPathComponent ?? untitledName }

    /// The window's title: the name, marked with a leading "*" while edited (as GNOME's editors do).
    var windowTitle: String { isEdited ? "*" + displayName : displayName }

    /// Whether Save can write to the document's own file (it has one and writes its type);
    /// otherwise Save asks where, as Save As does.
    var canSaveInPlace: Bool {
        fileURL != nil && writableContentTypes.contains { contentType.conforms(to: $0) }
    }

    /// The editor (or viewer) for the document, with the window's undo manager in its environment.
    func makeContent() -> AnyView { fatalError("DocumentModel subclasses build their editor") }

    /// `editor` with what the document's views read from the environment: the window's undo
    /// manager (and where text fields' typing runs stop), and the document's configuration.
    func withDocumentEnvironment<Editor: View>(_ editor: Editor) -> AnyView {
        AnyView(
            editor
                .environment(\.undoManager, undoManager)
                .environment(\.undoCoalescingBoundary, undoCoalescingBoundary)
                .environment(\.documentConfiguration, DocumentConfiguration(fileURL: fileURL, isEditable: isEditable)))
    }

    /// What to write for `type`: a maker of the file wrapper, taken now (a reference document's
    /// snapshot is taken here, on the main actor, so later changes do not tear the file).
    func wrapperMaker(for type: UTType) throws -> (FileDocumentWriteConfiguration) throws -> FileWrapper {
        fatalError("DocumentModel subclasses give what they write")
    }

    /// Writes the document to `url` as `type` (atomically for a regular file) and, once written,
    /// makes `url` its file and marks it saved. Throws what the document or the file system threw;
    /// then nothing about the document changes.
    func write(to url: URL, as type: UTType) throws {
        let make = try wrapperMaker(for: type)
        try FileDialogWriter.write(to: url, make, type: type)
        fileURL = url
        contentType = type
        savedChangeCount = changeCount
        undoCoalescingBoundary.mark()
        isEdited = false
    }

    /// The undo history changed by `delta` changes (a step opened or redone, or one undone): text
    /// fields start new steps, the Edit menu is built again, and the edited mark follows.
    private func historyChanged(_ delta: Int) {
        undoCoalescingBoundary.mark()
        undoHistoryChanged?()
        guard isEditable else { return }
        changeCount += delta
        let edited = changeCount != savedChangeCount
        if edited != isEdited { isEdited = edited }
    }
}
