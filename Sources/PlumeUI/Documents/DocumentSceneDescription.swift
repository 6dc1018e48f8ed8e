import Foundation
import PlumeFoundation

/// What a `DocumentGroup` tells the app about its documents: the types it reads and writes, whether
/// it only views them, and how to make a model for a new document or for a file.
///
/// Kept on the scene's `WindowConfiguration` (`documentScene`); `AppSession` uses it when the File
/// menu's New and Open… make document windows.
struct DocumentSceneDescription {
    /// The types the group's document reads (the Open dialog lets the user pick these).
    let readableContentTypes: [UTType]
    /// The types the group's document writes (the Save dialog writes the first).
    let writableContentTypes: [UTType]
    /// Makes a new, untitled document named `untitledName`; nil for a viewer, which cannot.
    let makeNew: ((_ untitledName: String) -> DocumentModel)?
    /// Reads the document in `file` (found at `url`, of `type`).
    /// - Throws: what the document's `init(configuration:)` throws.
    let read: (_ file: FileWrapper, _ type: UTType, _ url: URL) throws -> DocumentModel
    /// The type of the group's document (what `newDocument(_:)` is matched against).
    let documentType: ObjectIdentifier
    /// Makes an untitled document model of a document value or object made elsewhere (the
    /// `newDocument` action's); nil for a viewer, or when `document` is not the group's type.
    let adopt: (_ document: Any, _ untitledName: String) -> DocumentModel?

    /// The description of a group of documents of type `D` (a `FileDocument` or a
    /// `ReferenceFileDocument`: both kinds read alike, each kind keeps its own model).
    ///
    /// - Parameters:
    ///   - decode: the document's `init(configuration:)`.
    ///   - model: the window's model of a document: the document, its file, its type, whether it
    ///     may be edited, and its window's name.
    init<D>(
        readable: [UTType], writable: [UTType], editable: Bool, newDocument: (() -> D)?,
        decode: @escaping (FileDocumentReadConfiguration) throws -> D,
        model: @escaping (D, URL?, UTType, Bool, String) -> DocumentModel
    ) {
        let defaultType = writable.first ?? readable.first ?? .data
        readableContentTypes = readable
        writableContentTypes = writable
        makeNew = newDocument.map { make in { name in model(make(), nil, defaultType, true, name) } }
        documentType = ObjectIdentifier(D.self)
        adopt = { document, name in
            guard editable, let document = document as? D else { return nil }
            return model(document, nil, defaultType, true, name)
        }
        read = { file, type, url in
            let document = try decode(FileDocumentReadConfiguration(contentType: type, file: file))
            return model(document, url, type, editable, url.lastPathComponent)
        }
    }

    /// Whether the group only views its documents (`DocumentGroup(viewing:viewer:)`).
    var isViewer: Bool { makeNew == nil }

    /// The readable type a file of `type` is read as: the first readable type it conforms to.
    func readableType(for type: UTType) -> UTType? {
        readableContentTypes.contains(type) ? type : readableContentTypes.first { type.conforms(to: $0) }
    }
}
