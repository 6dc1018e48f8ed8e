import Foundation

/// The document of the window a view is in, as SwiftUI's `DocumentConfiguration`: read it from
/// `@Environment(\.documentConfiguration)` anywhere in a `DocumentGroup`'s editor (nil outside one).
///
/// ```swift
/// @Environment(\.documentConfiguration) private var document
/// Text(document?.fileURL?.lastPathComponent ?? "Not saved yet")
/// ```
/// Set by the document window each time it builds its editor: it follows Save As (a new file URL).
public struct DocumentConfiguration {
    /// The file the document was read from or last saved to; nil while untitled.
    public var fileURL: URL?
    /// Whether the document can be edited (false in a `DocumentGroup(viewing:viewer:)`).
    public var isEditable: Bool
}

struct DocumentConfigurationKey: EnvironmentKey { static var defaultValue: DocumentConfiguration? { nil } }

extension EnvironmentValues {
    /// The document of the views' window (see `DocumentConfiguration`); nil outside a document window.
    public internal(set) var documentConfiguration: DocumentConfiguration? {
        get { self[DocumentConfigurationKey.self] }
        set { self[DocumentConfigurationKey.self] = newValue }
    }
}
