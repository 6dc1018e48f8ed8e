import Foundation
import PlumeFoundation

/// The content of a document window: the document's editor (or, in a viewer's empty window, a
/// prompt to open a file), with the Open and Save dialogs, the alert of a problem and the question
/// asked before closing an edited document, each presented while its controller asks for it.
///
/// Made by `AppSession.openDocumentWindow` as the window's content (under the menu bar).
struct DocumentWindowView: View {
    @ObservedObject var controller: DocumentWindowController

    var body: some View {
        let controller = self.controller
        return Group {
            if let model = controller.model {
                DocumentEditorHost(model: model).id(ObjectIdentifier(model))
            } else {
                emptyWindow
            }
        }
        .fileDialog(
            isPresented: $controller.isChoosingFileToOpen,
            purpose: .open(allowedTypes: controller.openableTypes, allowsMultipleSelection: false),
            finish: { controller.opened($0) }, cancel: {}
        )
        .background(saveDialog)
        .alert(
            controller.problem?.title ?? "",
            isPresented: Binding(
                get: { controller.problem != nil }, set: { if !$0 { controller.problem = nil } })
        ) {
            Button("OK", role: .cancel) {}
        } message: {
            Text(controller.problem?.message ?? "")
        }
        .alert(
            "Do you want to save the changes made to the document “\(controller.model?.displayName ?? "")”?",
            isPresented: $controller.isConfirmingClose
        ) {
            Button("Save") { controller.saveAndClose() }
            Button("Don't Save", role: .destructive) { controller.closeWithoutSaving() }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Your changes will be lost if you don't save them.")
        }
        .fileDialogDefaultDirectory(controller.dialogFolder)
    }

    /// A viewer's window before a file is opened: says so, offers Open…, and opens the dialog.
    private var emptyWindow: some View {
        let controller = self.controller
        return VStack(spacing: 12) {
            Text("No document is open.").font(.headline)
            Button("Open…") { controller.open() }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .onAppear { controller.open() }
    }

    /// The Save dialog, on a view of its own (one presentation per view).
    private var saveDialog: some View {
        let controller = self.controller
        let model = controller.model
        let name = model.map { ($0.displayName as NSString).deletingPathExtension } ?? "Untitled"
        return Color.clear.fileDialog(
            isPresented: model == nil ? .constant(false) : $controller.isChoosingWhereToSave,
            purpose: .save(
                contentTypes: model?.writableContentTypes ?? [], defaultFilename: name,
                write: { url, type in
                    guard let model else { throw CocoaError(.fileWriteUnknown) }
                    try model.write(to: url, as: type)
                }),
            finish: { controller.savedAs($0) }, cancel: { controller.saveCancelled() })
    }
}

/// Shows a document's editor, built again whenever the document changes.
struct DocumentEditorHost: View {
    @ObservedObject var model: DocumentModel
    var body: some View { model.makeContent() }
}
