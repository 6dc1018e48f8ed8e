import Foundation

/// What a `DocumentGroup`'s editor gets for a `FileDocument`, as SwiftUI's `FileDocumentConfiguration`:
/// a binding to the document (`$document` for controls), the file it was opened from or last saved
/// to, and whether it may be edited.
///
/// ```swift
/// DocumentGroup(newDocument: TextDocument()) { file in
///     TextEditor(text: file.$document.text)
///         .navigationTitle(file.fileURL?.lastPathComponent ?? "Untitled")
/// }
/// ```
/// Made by the document's window each time it shows the editor. A write through the binding marks
/// the document edited and registers its undo with the window's `\.undoManager`; in a viewer
/// (`DocumentGroup(viewing:viewer:)`, `isEditable` false) writes are ignored.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document; writing it edits the document.
    @Binding public var document: Document
    /// The file the document was read from or last saved to; nil until an untitled document is saved.
    public var fileURL: URL?
    /// Whether the document can be edited (false in a viewer).
    public var isEditable: Bool

    init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

/// What a `DocumentGroup`'s editor gets for a `ReferenceFileDocument`, as SwiftUI's
/// `ReferenceFileDocumentConfiguration`: the document object (observed, so the editor follows its
/// `@Published` changes), its file and whether it may be edited.
///
/// The document is marked edited by what is registered with the window's `\.undoManager`, as in
/// SwiftUI: register an undo for each change (`undoManager?.registerUndo(withTarget:handler:)`).
@MainActor @preconcurrency
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The document object.
    @ObservedObject public var document: Document
    /// The file the document was read from or last saved to; nil until an untitled document is saved.
    public var fileURL: URL?
    /// Whether the document can be edited (false in a viewer).
    public var isEditable: Bool

    init(document: Document, fileURL: URL?, isEditable: Bool) {
        _document = ObservedObject(wrappedValue: document)
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}
