import Foundation
import PlumeFoundation
import PlumeUI

/// A plain-text `FileDocument`, written as SwiftUI's documentation writes one, for the document
/// tests: bytes that are not UTF-8 cannot be read (`CocoaError(.fileReadCorruptFile)`).
struct PlainTextDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text = ""
    init(text: String = "") { self.text = text }
    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8)
        else { throw CocoaError(.fileReadCorruptFile) }
        self.text = text
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}
