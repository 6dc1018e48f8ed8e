import Foundation
import PlumeFoundation

/// A scene whose windows each show one document, as SwiftUI's `DocumentGroup`: the app gets the
/// File menu's New (Control-N), Open… (Control-O), Save (Control-S), Save As… (Control-Shift-S) and
/// Close (Control-W), and each window is titled with its document's file name.
///
/// ```swift
/// @main
/// struct WriterApp: App {
///     var body: some Scene {
///         DocumentGroup(newDocument: TextDocument()) { file in
///             TextEditor(text: file.$document.text)
///         }
///     }
/// }
/// ```
/// - The app opens with a new, untitled document ("Untitled"); New opens another ("Untitled 2"…).
/// - Open… shows Plume's file dialog, listing the files of `readableContentTypes`; the file is read
///   as the first readable type its type conforms to, in a window of its own (a file already open
///   brings its window forward). A read error is shown in an alert; nothing else changes.
/// - While a document has unsaved changes its title starts with "*". Save writes, atomically, to the
///   file the document was opened from or last saved to — nowhere else; an untitled document (or
///   one read as a type the document does not write) asks where, as Save As… does, in Plume's file
///   dialog. A write error is shown in an alert and the document stays edited.
/// - Closing an edited document (Close, the window's close button, Quit) asks whether to save it:
///   Save, Don't Save or Cancel.
/// - A `FileDocument` is edited through `file.$document` (each write is undoable with the window's
///   `\.undoManager`); a `ReferenceFileDocument` is edited by registering undos with
///   `\.undoManager`, as in SwiftUI.
///
/// Differs from SwiftUI: windows are not restored at launch and there is no document browser; a
/// viewer app (`DocumentGroup(viewing:viewer:)`) opens with an empty window that asks for a file.
public struct DocumentGroup<Document, Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let description: DocumentSceneDescription

    /// Scenes never have their body called.
    public var body: Never { fatalError("DocumentGroup is a primitive scene and has no body") }

    func addContents(to contents: inout SceneContents) {
        let title = ProcessInfo.processInfo.processName
        var window = WindowConfiguration(title: title, id: nil, kind: .windowGroup) { AnyView(EmptyView()) }
        window.documentScene = description
        contents.windows.append(window)
    }
}

extension DocumentGroup where Document: FileDocument {
    /// Windows editing documents of a value type; New starts from `newDocument()`.
    public init(
        newDocument: @autoclosure @escaping () -> Document,
        @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {
        description = Self.describe(editable: true, newDocument: newDocument, editor: editor)
    }

    /// Windows showing documents of `documentType` read-only: the app opens files, never saves them.
    public init(
        viewing documentType: Document.Type,
        @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {
        description = Self.describe(editable: false, newDocument: nil, editor: viewer)
    }

    private static func describe(
        editable: Bool, newDocument: (() -> Document)?,
        editor: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) -> DocumentSceneDescription {
        let makeEditor: (FileDocumentConfiguration<Document>) -> AnyView = { AnyView(editor($0)) }
        return DocumentSceneDescription(
            readable: Document.readableContentTypes, writable: Document.writableContentTypes, editable: editable,
            newDocument: newDocument, decode: { try Document(configuration: $0) },
            model: { document, url, type, isEditable, name in
                ValueDocumentModel(
                    document: document, fileURL: url, contentType: type, isEditable: isEditable,
                    untitledName: name, editor: makeEditor)
            })
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// Windows editing documents kept in objects; New makes one with `newDocument()`.
    public init(
        newDocument: @escaping () -> Document,
        @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        description = Self.describe(editable: true, newDocument: newDocument, editor: editor)
    }

    /// Windows showing reference documents of `documentType` read-only.
    public init(
        viewing documentType: Document.Type,
        @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        description = Self.describe(editable: false, newDocument: nil, editor: viewer)
    }

    private static func describe(
        editable: Bool, newDocument: (() -> Document)?,
        editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) -> DocumentSceneDescription {
        let makeEditor: (ReferenceFileDocumentConfiguration<Document>) -> AnyView = { AnyView(editor($0)) }
        return DocumentSceneDescription(
            readable: Document.readableContentTypes, writable: Document.writableContentTypes, editable: editable,
            newDocument: newDocument, decode: { try Document(configuration: $0) },
            model: { document, url, type, isEditable, name in
                ReferenceDocumentModel(
                    document: document, fileURL: url, contentType: type, isEditable: isEditable,
                    untitledName: name, editor: makeEditor)
            })
    }
}
