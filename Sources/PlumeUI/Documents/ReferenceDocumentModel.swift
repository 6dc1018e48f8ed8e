import Foundation
import PlumeFoundation

/// The model of a `ReferenceFileDocument` (an object): the editor observes the object itself, and
/// the document is edited by what is registered with the window's undo manager, as in SwiftUI.
///
/// Made by the `DocumentGroup(newDocument:editor:)` and `DocumentGroup(viewing:viewer:)` scenes for
/// reference documents. Saving takes the document's snapshot first, then writes the snapshot.
final class ReferenceDocumentModel<Document: ReferenceFileDocument>: DocumentModel {
    let document: Document
    private let editor: (ReferenceFileDocumentConfiguration<Document>) -> AnyView

    init(
        document: Document, fileURL: URL?, contentType: UTType, isEditable: Bool, untitledName: String,
        editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> AnyView
    ) {
        self.document = document
        self.editor = editor
        super.init(
            fileURL: fileURL, contentType: contentType, isEditable: isEditable,
            writableContentTypes: Document.writableContentTypes, untitledName: untitledName)
    }

    override func makeContent() -> AnyView {
        let configuration = ReferenceFileDocumentConfiguration(
            document: document, fileURL: fileURL, isEditable: isEditable)
        return withDocumentEnvironment(editor(configuration))
    }

    override func wrapperMaker(for type: UTType) throws -> (FileDocumentWriteConfiguration) throws -> FileWrapper {
        let document = self.document
        let snapshot = try document.snapshot(contentType: type)
        return { try document.fileWrapper(snapshot: snapshot, configuration: $0) }
    }
}
