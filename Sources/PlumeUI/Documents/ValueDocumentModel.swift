import Foundation
import PlumeFoundation

/// The model of a `FileDocument` (a value): it keeps the document, and each write through the
/// editor's binding registers the old value's undo with the window's undo manager (which marks the
/// document edited, as SwiftUI's document binding does).
///
/// Made by the `DocumentGroup(newDocument:editor:)` and `DocumentGroup(viewing:viewer:)` scenes;
/// the document window's editor host reads `document` and builds the editor through `makeContent()`.
final class ValueDocumentModel<Document: FileDocument>: DocumentModel {
    private(set) var document: Document
    private let editor: (FileDocumentConfiguration<Document>) -> AnyView

    init(
        document: Document, fileURL: URL?, contentType: UTType, isEditable: Bool, untitledName: String,
        editor: @escaping (FileDocumentConfiguration<Document>) -> AnyView
    ) {
        self.document = document
        self.editor = editor
        super.init(
            fileURL: fileURL, contentType: contentType, isEditable: isEditable,
            writableContentTypes: Document.writableContentTypes, untitledName: untitledName)
    }

    /// Replaces the document with `newValue` (a write through the binding): ignored in a viewer and
    /// when nothing changed; otherwise undoable, and the document is edited.
    func setDocument(_ newValue: Document) {
        guard isEditable, !ViewEquality.areEqualValues(document, newValue) else { return }
        let old = document
        undoManager.registerUndo(withTarget: self) { model in model.setDocument(old) }
        objectWillChange.send()
        document = newValue
    }

    override func makeContent() -> AnyView {
        let current = document
        let binding = Binding(
            get: { [weak self] in self?.document ?? current }, set: { [weak self] in self?.setDocument($0) })
        let configuration = FileDocumentConfiguration(document: binding, fileURL: fileURL, isEditable: isEditable)
        return withDocumentEnvironment(editor(configuration))
    }

    override func wrapperMaker(for type: UTType) throws -> (FileDocumentWriteConfiguration) throws -> FileWrapper {
        let document = self.document
        return { try document.fileWrapper(configuration: $0) }
    }
}
