import Foundation

/// Opens a window with a new, untitled document made by the caller, as SwiftUI's
/// `NewDocumentAction`; read it from `@Environment(\.newDocument)` and call it.
///
/// ```swift
/// @Environment(\.newDocument) private var newDocument
/// Button("New From Template") { newDocument(TextDocument(text: "Dear …")) }
/// Button("New Sketch") { newDocument { Sketch() } }      // a ReferenceFileDocument
/// ```
/// The window belongs to the first `DocumentGroup(newDocument:editor:)` whose document type is the
/// one made; it is titled "Untitled" (then "Untitled 2"…), is not edited until changed, and Save
/// asks where. When the app has no such group (only a viewer of that type, or none), nothing opens
/// and the reason is reported in the calling window's `diagnostics`. Views outside an app's window
/// (mounted alone) report on standard error that nothing happens.
public struct NewDocumentAction {
    let open: (_ make: () -> Any, _ type: Any.Type) -> Void

    /// Opens a window with the value document `newDocument` makes.
    public func callAsFunction<D: FileDocument>(_ newDocument: @autoclosure @escaping @Sendable () -> D) {
        open({ newDocument() }, D.self)
    }

    /// Opens a window with the document object `newDocument` makes.
    public func callAsFunction<D: ReferenceFileDocument>(_ newDocument: @escaping @Sendable () -> D) {
        open({ newDocument() }, D.self)
    }

    /// The action of views outside an app's window: says on standard error that nothing opens.
    static var outsideApp: NewDocumentAction {
        NewDocumentAction { _, type in
            FileHandle.standardError.write(
                Data(
                    "plume: newDocument(\(type)) does nothing: this view is not in an app's window (run the app with App.main(), or mount it in PlumeTesting's AppHost)\n"
                        .utf8))
        }
    }
}

struct NewDocumentKey: EnvironmentKey { static var defaultValue: NewDocumentAction { .outsideApp } }

extension EnvironmentValues {
    /// Opens new document windows (see `NewDocumentAction`).
    public internal(set) var newDocument: NewDocumentAction {
        get { self[NewDocumentKey.self] }
        set { self[NewDocumentKey.self] = newValue }
    }
}
