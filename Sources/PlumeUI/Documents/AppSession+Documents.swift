import Foundation
import PlumeFoundation

/// Why a file was not opened as a document.
struct DocumentOpenError: LocalizedError {
    let message: String
    var errorDescription: String? { message }
}

extension AppSession {
    /// Whether the app declares a `DocumentGroup` (its windows get the File menu's document items).
    var hasDocumentScenes: Bool { scenes.contains { $0.documentScene != nil } }

    /// The first `DocumentGroup` that makes new documents (not a viewer), if any.
    var newDocumentSceneIndex: Int? { scenes.firstIndex { $0.documentScene.map { !$0.isViewer } ?? false } }

    /// Every type the app's document scenes read (what the Open dialog offers).
    var readableDocumentTypes: [UTType] { scenes.flatMap { $0.documentScene?.readableContentTypes ?? [] } }

    /// "Untitled", then "Untitled 2", "Untitled 3"… for each new document in the session.
    func nextUntitledName() -> String {
        defer { nextUntitledNumber += 1 }
        return nextUntitledNumber == 1 ? "Untitled" : "Untitled \(nextUntitledNumber)"
    }

    /// Starts the app as a command line that names `urls` does: opens the launch window, then each
    /// URL (see `open(_:)`). When a `DocumentGroup` app opened one of them as a document, its launch
    /// window's untitled document goes again if nothing was written in it (as `gedit notes.txt`
    /// shows only the file).
    public func start(opening urls: [URL]) {
        let launch = start()
        var openedDocument = false
        for url in urls where open(url) && url.isFileURL && hasDocumentScenes { openedDocument = true }
        guard openedDocument, let launch, let model = launch.documentController?.model, model.fileURL == nil,
            !model.isEdited
        else { return }
        close(launch)
    }

    /// New: opens a window with a new, untitled document of the first scene that makes them.
    @discardableResult
    func newDocument() -> AppWindow? { newDocumentSceneIndex.map { open(sceneAt: $0, value: nil) } }

    /// The `newDocument` action: opens a window with an untitled document made by `make`, in the
    /// first `DocumentGroup` that edits documents of `type`. When no group does (none of that type,
    /// or only a viewer), nothing opens and the reason is reported in `window`'s diagnostics.
    @discardableResult
    func newDocument(making make: () -> Any, type: Any.Type, from window: AppWindow?) -> AppWindow? {
        let wanted = ObjectIdentifier(type)
        guard
            let index = scenes.firstIndex(where: {
                $0.documentScene.map { $0.documentType == wanted && !$0.isViewer } ?? false
            }),
            let scene = scenes[index].documentScene, let model = scene.adopt(make(), nextUntitledName())
        else {
            report(
                "newDocument(\(type)) opens nothing: no DocumentGroup(newDocument:) of this app edits \(type) documents",
                in: window)
            return nil
        }
        return openDocumentWindow(sceneAt: index, documents: scene, model: model)
    }

    /// Opens the document in the file at `url`: brings forward the window already showing it, or
    /// reads it (as the first document scene whose readable types its type conforms to) into the
    /// empty window `window` of a viewer, or into a new window.
    /// - Throws: `DocumentOpenError` when there is no such file or no document scene reads files of
    ///   its type, or what reading the file or the document threw; then no window opens or changes.
    func openDocument(at url: URL, from window: AppWindow?) throws {
        let path = url.standardizedFileURL.path
        if let open = windows.first(where: { $0.documentController?.model?.fileURL?.standardizedFileURL.path == path })
        {
            return bringForward(open)
        }
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        guard exists else {
            throw DocumentOpenError(
                message: "There is no file “\(url.lastPathComponent)” in \(url.deletingLastPathComponent().path).")
        }
        let fileType = FileDialogFolder.contentType(
            ofName: url.lastPathComponent, isFolder: isFolder.boolValue)
        guard
            let index = scenes.firstIndex(where: { $0.documentScene?.readableType(for: fileType) != nil }),
            let scene = scenes[index].documentScene, let type = scene.readableType(for: fileType)
        else {
            throw DocumentOpenError(
                message:
                    "“\(url.lastPathComponent)” is a \(fileType.localizedDescription ?? fileType.identifier) file, "
                    + "which this app does not open.")
        }
        let model = try scene.read(FileWrapper(url: url), type, url)
        lastDocumentFolder = url.deletingLastPathComponent()
        if let controller = window?.documentController, controller.model == nil,
            window?.sceneIndex == index
        {
            controller.show(model)
        } else {
            openDocumentWindow(sceneAt: index, documents: scene, model: model)
        }
    }

    /// The `newDocument` action of views in the window `window()` gives (the frontmost, for commands).
    func newDocumentAction(from window: @escaping () -> AppWindow?) -> NewDocumentAction {
        NewDocumentAction { [weak self] make, type in self?.newDocument(making: make, type: type, from: window()) }
    }

    /// The `openDocument` action of views in the window `window()` gives: it refuses what is not a
    /// file URL, then opens as Open… does (see `openDocument(at:from:)`).
    func openDocumentAction(from window: @escaping () -> AppWindow?) -> OpenDocumentAction {
        OpenDocumentAction { [weak self] url in
            guard url.isFileURL else {
                throw DocumentOpenError(
                    message: "“\(url.absoluteString)” is not a file, so it cannot be opened as a document.")
            }
            guard let self else { return }
            try openDocument(at: url, from: window())
        }
    }

    /// A file the app was asked to open (started with it, or handed it by the desktop), as a
    /// document: nil when the app has no document scene or `url` is not a file; otherwise whether it
    /// opened. A file that cannot be read is reported in `diagnostics` and shown in the frontmost
    /// document window's alert.
    func openSystemDocument(_ url: URL) -> Bool? {
        guard url.isFileURL, hasDocumentScenes else { return nil }
        do {
            try openDocument(at: url, from: windows.last)
            return true
        } catch {
            report("\(url.lastPathComponent) could not be opened: \(error.localizedDescription)", in: windows.last)
            windows.last?.documentController?.problem = DocumentProblem(opening: url, error: error)
            return false
        }
    }

    /// Opens a window of the document scene at `index` (described by `documents`) showing `model`
    /// (nil: an empty viewer window that asks for a file).
    @discardableResult
    func openDocumentWindow(sceneAt index: Int, documents: DocumentSceneDescription, model: DocumentModel?)
        -> AppWindow
    {
        let window = AppWindow(id: nextNumber, sceneIndex: index, configuration: scenes[index], presented: nil)
        nextNumber += 1
        let controller = DocumentWindowController(scene: documents, session: self)
        controller.window = window
        if let model { controller.show(model) }
        window.documentController = controller
        window.rootView = AnyView(
            WindowRootView(
                window: window, session: self, lifecycle: window.lifecycle,
                content: AnyView(DocumentWindowView(controller: controller))))
        windows.append(window)
        presenter?.showWindow(window)
        return window
    }

    /// Closes `window` as its close button does: a document with unsaved changes asks first
    /// (Save, Don't Save, Cancel); other windows close at once.
    public func requestClose(_ window: AppWindow) {
        if let controller = window.documentController {
            controller.requestClose()
        } else {
            close(window)
        }
    }

    /// Quit: closes every window, frontmost first; each document with unsaved changes asks first
    /// (and stays open while it asks).
    public func requestQuit() {
        for window in windows.reversed() { requestClose(window) }
    }
}
