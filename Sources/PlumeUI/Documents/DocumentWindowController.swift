import Foundation
import PlumeFoundation
import PlumeStreams

/// One document window's document and what the window is asking the user about it: the Open and
/// Save dialogs, an error to show, or whether to save before closing.
///
/// Made by `AppSession` when it opens a `DocumentGroup` window (kept on the `AppWindow`); the File
/// menu's items call `open()`, `save()`, `saveAs()` and the session's `requestClose(_:)`, and
/// `DocumentWindowView` presents what the published flags ask for and reports the answers back.
/// It writes only through its model (to the file the document came from, or the one the user chose
/// in the Save dialog) and closes its window only through the session.
@MainActor
final class DocumentWindowController: ObservableObject {
    /// The document shown; nil in a viewer's window before a file is opened.
    @Published private(set) var model: DocumentModel?
    /// Whether the Open dialog is up.
    @Published var isChoosingFileToOpen = false
    /// Whether the Save dialog is up (Save As…, or Save of an untitled document).
    @Published var isChoosingWhereToSave = false
    /// A problem to show in an alert (a file that could not be read or written).
    @Published var problem: DocumentProblem?
    /// Whether the window asks Save / Don't Save / Cancel before closing.
    @Published var isConfirmingClose = false
    /// The scene the window belongs to.
    let scene: DocumentSceneDescription
    weak var session: AppSession?
    weak var window: AppWindow?
    /// Whether the window closes once the save under way succeeds (Save in the close question).
    private var closesAfterSaving = false

    init(scene: DocumentSceneDescription, session: AppSession) {
        self.scene = scene
        self.session = session
    }

    /// The window's title: the document's, or for an empty viewer window what it waits for.
    var windowTitle: String { model?.windowTitle ?? "Open a Document" }

    /// Shows `model` in the window (a new window's document, or the file an empty window opened).
    func show(_ model: DocumentModel) {
        model.titleChanged = { [weak self] in self?.titleChanged() }
        model.undoHistoryChanged = { [weak self] in self?.session?.objectWillChange.send() }
        self.model = model
        isChoosingFileToOpen = false
        titleChanged()
    }

    private func titleChanged() {
        guard let window, let session else { return }
        session.objectWillChange.send()
        session.presenter?.windowTitleChanged(window)
    }

    // MARK: The File menu

    /// The types the Open dialog offers: every type the app's document scenes read.
    var openableTypes: [UTType] { session?.readableDocumentTypes ?? scene.readableContentTypes }

    /// Open…: shows the Open dialog.
    func open() { isChoosingFileToOpen = true }

    /// The Open dialog's answer: the chosen file opens (in this window when it is empty), or the
    /// problem is shown here.
    func opened(_ result: Result<[URL], any Error>) {
        switch result {
        case .failure(let error):
            problem = DocumentProblem(opening: nil, error: error)
        case .success(let urls):
            guard let url = urls.first, let session else { return }
            do {
                try session.openDocument(at: url, from: window)
            } catch {
                problem = DocumentProblem(opening: url, error: error)
            }
        }
    }

    /// Save: writes to the document's file, or asks where (untitled, or a type it does not write).
    func save() {
        guard let model, model.isEditable else { return }
        guard model.canSaveInPlace, let url = model.fileURL else {
            isChoosingWhereToSave = true
            return
        }
        do {
            try model.write(to: url, as: model.contentType)
            didSave()
        } catch {
            closesAfterSaving = false
            problem = DocumentProblem(saving: model.displayName, error: error)
        }
    }

    /// Save As…: asks for a name and a folder.
    func saveAs() {
        guard let model, model.isEditable else { return }
        isChoosingWhereToSave = true
    }

    /// The Save dialog's answer (it has written the file through the model when it succeeded).
    func savedAs(_ result: Result<[URL], any Error>) {
        switch result {
        case .success: didSave()
        case .failure(let error):
            closesAfterSaving = false
            problem = DocumentProblem(saving: model?.displayName ?? "", error: error)
        }
    }

    /// The Save dialog was cancelled: a close waiting for the save is called off.
    func saveCancelled() { closesAfterSaving = false }

    /// The folder the Open and Save dialogs start in: the document's own, or the one of the
    /// document last opened or saved in the app (nil: the home folder).
    var dialogFolder: URL? { model?.fileURL?.deletingLastPathComponent() ?? session?.lastDocumentFolder }

    private func didSave() {
        session?.lastDocumentFolder = model?.fileURL?.deletingLastPathComponent()
        guard closesAfterSaving else { return }
        closesAfterSaving = false
        if let window { session?.close(window) }
    }

    // MARK: Closing

    /// Closes the window, asking first when the document has unsaved changes.
    func requestClose() {
        guard let window, let session else { return }
        if model?.isEdited == true {
            session.bringForward(window)
            isConfirmingClose = true
        } else {
            session.close(window)
        }
    }

    /// The close question's "Save": saves (asking where for an untitled document), then closes.
    func saveAndClose() {
        closesAfterSaving = true
        save()
    }

    /// The close question's "Don't Save": closes, dropping the changes.
    func closeWithoutSaving() {
        if let window { session?.close(window) }
    }
}

/// A problem with a document shown in its window's alert: a title naming the file and the reason.
struct DocumentProblem: Identifiable {
    let id = UUID()
    let title: String
    let message: String

    init(saving name: String, error: any Error) {
        title = "The document “\(name)” could not be saved."
        message = error.localizedDescription
    }

    init(opening url: URL?, error: any Error) {
        title =
            url.map(\.lastPathComponent).map { "The document “\($0)” could not be opened." }
            ?? "The document could not be opened."
        message = error.localizedDescription
    }
}
