import Foundation
import PlumeFoundation

nonisolated extension View {
    /// Presents a dialog for saving `document` to a file while `isPresented` is true, as SwiftUI's
    /// `fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)`.
    ///
    /// ```swift
    /// .fileExporter(isPresented: $exporting, document: TextDocument(text: text),
    ///               contentType: .plainText, defaultFilename: "Notes") { result in … }
    /// ```
    /// The user picks a folder and a name (the type's extension is added when the name has none of
    /// its extensions); saving over an existing file asks first. On confirming, the document's
    /// `fileWrapper(configuration:)` is called and written (atomically for a file); `onCompletion`
    /// gets the file's URL, or the error that stopped the write. Cancelling calls nothing. While
    /// `document` is nil, nothing is presented.
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        exporter(
            isPresented: isPresented, document: document, contentTypes: [contentType],
            defaultFilename: defaultFilename, finish: { onCompletion($0.map { $0[0] }) }, cancel: {})
    }

    /// The exporter of one document that also reports cancelling, as SwiftUI's (iOS 17, macOS 14)
    /// `fileExporter(isPresented:document:contentTypes:defaultFilename:onCompletion:onCancellation:)`.
    /// The first of `contentTypes` is written (an empty list means `D.writableContentTypes`).
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View {
        exporter(
            isPresented: isPresented, document: document,
            contentTypes: contentTypes.isEmpty ? D.writableContentTypes : contentTypes,
            defaultFilename: defaultFilename, finish: { onCompletion($0.map { $0[0] }) }, cancel: onCancellation)
    }

    /// Presents a dialog for saving a document kept in a class, as SwiftUI's
    /// `fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)` for a
    /// `ReferenceFileDocument`: a snapshot is taken when the user confirms, and written.
    public func fileExporter<D: ReferenceFileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        let write: ((URL, UTType) throws -> Void)? = document.map { document in
            { url, type in
                let snapshot = try document.snapshot(contentType: type)
                try FileDialogWriter.write(
                    to: url,
                    { try document.fileWrapper(snapshot: snapshot, configuration: $0) }, type: type)
            }
        }
        return fileDialog(
            isPresented: write == nil ? .constant(false) : isPresented,
            purpose: .save(contentTypes: [contentType], defaultFilename: defaultFilename, write: write ?? { _, _ in }),
            finish: { onCompletion($0.map { $0[0] }) }, cancel: {})
    }

    /// Presents a dialog for saving several documents into one folder, as SwiftUI's
    /// `fileExporter(isPresented:documents:contentType:onCompletion:)`: the user picks the folder
    /// and each document is written there as "Untitled", "Untitled 2"… with the type's extension,
    /// never over a file already there. `onCompletion` gets the files in the documents' order.
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: FileDocument {
        let documents = Array(documents)
        return fileDialog(
            isPresented: isPresented,
            purpose: .saveAll(
                contentType: contentType, count: documents.count,
                write: { index, url, type in
                    try FileDialogWriter.write(to: url, documents[index].fileWrapper(configuration:), type: type)
                }),
            finish: onCompletion, cancel: {})
    }

    private func exporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentTypes: [UTType], defaultFilename: String?,
        finish: @escaping (Result<[URL], any Error>) -> Void, cancel: @escaping () -> Void
    ) -> some View {
        let write: (URL, UTType) throws -> Void = { url, type in
            guard let document else { throw CocoaError(.fileWriteUnknown) }
            try FileDialogWriter.write(to: url, document.fileWrapper(configuration:), type: type)
        }
        return fileDialog(
            isPresented: document == nil ? .constant(false) : isPresented,
            purpose: .save(contentTypes: contentTypes, defaultFilename: defaultFilename, write: write),
            finish: finish, cancel: cancel)
    }
}

/// Writes what a document gives for one file: asks it for its wrapper (with the file already
/// there, when replacing one) and writes the wrapper, atomically for a regular file.
enum FileDialogWriter {
    static func write(
        to url: URL, _ makeWrapper: (FileDocumentWriteConfiguration) throws -> FileWrapper, type: UTType
    ) throws {
        let existing = FileManager.default.fileExists(atPath: url.path) ? try FileWrapper(url: url) : nil
        let wrapper = try makeWrapper(FileDocumentWriteConfiguration(contentType: type, existingFile: existing))
        try wrapper.write(to: url, options: [.atomic], originalContentsURL: existing == nil ? nil : url)
    }
}
