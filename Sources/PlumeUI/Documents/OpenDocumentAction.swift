import Foundation

/// Opens the document in a file, as SwiftUI's `OpenDocumentAction`; read it from
/// `@Environment(\.openDocument)` and call it.
///
/// ```swift
/// @Environment(\.openDocument) private var openDocument
/// Button("Open Recent") {
///     Task {
///         do { try await openDocument(at: url) } catch { problem = error.localizedDescription }
///     }
/// }
/// ```
/// The file opens as the File menu's Open… opens it: in a window of the first `DocumentGroup` whose
/// readable types its type conforms to (or in the calling window, when it is a viewer's empty
/// window). A file whose document is already open brings that window forward instead of opening it
/// twice.
/// - Throws: an error saying why, when `url` is not a file URL, no `DocumentGroup` of the app reads
///   files of its type, or the file cannot be read (what the document's `init(configuration:)`
///   threw); then no window opens or changes. Outside an app's window (a view mounted alone) it
///   throws too.
public struct OpenDocumentAction {
    let open: (URL) throws -> Void

    /// Opens the document at `url` (a file URL).
    @MainActor
    public func callAsFunction(at url: URL) async throws {
        try open(url)
    }

    /// The action of views outside an app's window: it opens nothing and says so.
    static var outsideApp: OpenDocumentAction {
        OpenDocumentAction { url in
            throw DocumentOpenError(
                message:
                    "openDocument(at: \(url.lastPathComponent)) opens nothing: this view is not in an app's window "
                    + "(run the app with App.main(), or mount it in PlumeTesting's AppHost)")
        }
    }
}

struct OpenDocumentKey: EnvironmentKey { static var defaultValue: OpenDocumentAction { .outsideApp } }

extension EnvironmentValues {
    /// Opens documents from files (see `OpenDocumentAction`).
    public internal(set) var openDocument: OpenDocumentAction {
        get { self[OpenDocumentKey.self] }
        set { self[OpenDocumentKey.self] = newValue }
    }
}
