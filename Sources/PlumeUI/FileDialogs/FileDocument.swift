import Foundation
import PlumeFoundation
import PlumeStreams

/// A document kept in a value type that can be read from a file and written to one, as SwiftUI's
/// `FileDocument`: what `fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)`
/// writes.
///
/// ```swift
/// struct TextDocument: FileDocument {
///     static var readableContentTypes: [UTType] { [.plainText] }
///     var text = ""
///     init(text: String = "") { self.text = text }
///     init(configuration: ReadConfiguration) throws {
///         guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
///         text = String(decoding: data, as: UTF8.self)
///     }
///     func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///         FileWrapper(regularFileWithContents: Data(text.utf8))
///     }
/// }
/// ```
/// Plume calls `fileWrapper(configuration:)` on the main actor when the user confirms a save, and
/// writes the wrapper it returns; an error it throws reaches the exporter's `onCompletion`.
public protocol FileDocument {
    /// The types the document can be read from.
    static var readableContentTypes: [UTType] { get }
    /// The types the document can be written as; `readableContentTypes` unless said otherwise.
    static var writableContentTypes: [UTType] { get }
    /// Reads the document from `configuration.file`.
    init(configuration: ReadConfiguration) throws
    /// The file the document is written as.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a `FileDocument` is read from: the file's type and its contents.
public struct FileDocumentReadConfiguration {
    /// The type of the file being read.
    public let contentType: UTType
    /// The file, as a wrapper.
    public let file: FileWrapper

    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a `FileDocument` is written as: the type chosen and the file already there, if any.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file being replaced, when the user chose to replace one.
    public let existingFile: FileWrapper?

    public init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

/// A document kept in a class, as SwiftUI's `ReferenceFileDocument`: it is written from a snapshot
/// taken on the main actor, so later changes do not tear the file.
public protocol ReferenceFileDocument: ObservableObject {
    /// What a snapshot of the document is.
    associatedtype Snapshot
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    /// A copy of the document's state to write.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// The file `snapshot` is written as.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper

    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}
