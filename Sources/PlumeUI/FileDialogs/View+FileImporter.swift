import Foundation
import PlumeFoundation

nonisolated extension View {
    /// Presents a dialog for choosing one existing file while `isPresented` is true, as SwiftUI's
    /// `fileImporter(isPresented:allowedContentTypes:onCompletion:)`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { result in
    ///     if case .success(let url) = result { text = try String(contentsOf: url) }
    /// }
    /// ```
    /// The dialog is drawn by Plume in a sheet (see `FileDialogView`); files whose type does not
    /// conform to one of `allowedContentTypes` are dimmed. `onCompletion` gets the chosen file's
    /// URL; if the user cancels, it is not called (as in SwiftUI; use the `onCancellation:` form to
    /// hear of it). On Linux there is no sandbox: the URL is readable as it is, and
    /// `startAccessingSecurityScopedResource()` is not needed.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        fileDialog(
            isPresented: isPresented, purpose: .open(allowedTypes: allowedContentTypes, allowsMultipleSelection: false),
            finish: { result in onCompletion(result.map { $0[0] }) }, cancel: {})
    }

    /// Presents a dialog for choosing existing files, one or (with `allowsMultipleSelection`)
    /// several, as SwiftUI's `fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:)`.
    /// Cancelling calls nothing.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View {
        fileDialog(
            isPresented: isPresented,
            purpose: .open(allowedTypes: allowedContentTypes, allowsMultipleSelection: allowsMultipleSelection),
            finish: onCompletion, cancel: {})
    }

    /// The importer that also reports cancelling, as SwiftUI's (iOS 17, macOS 14)
    /// `fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:onCancellation:)`.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
    ) -> some View {
        fileDialog(
            isPresented: isPresented,
            purpose: .open(allowedTypes: allowedContentTypes, allowsMultipleSelection: allowsMultipleSelection),
            finish: onCompletion, cancel: onCancellation)
    }

    /// A file dialog for `purpose` while `isPresented` is true: the desktop's when the window host
    /// gives one, otherwise Plume's in a sheet (see `FileDialogPresenter`).
    func fileDialog(
        isPresented: Binding<Bool>, purpose: FileDialogConfiguration.Purpose,
        finish: @escaping (Result<[URL], any Error>) -> Void, cancel: @escaping () -> Void
    ) -> some View {
        modifier(
            FileDialogPresenter(
                isPresented: isPresented,
                configuration: FileDialogConfiguration(purpose: purpose, finish: finish, cancel: cancel)))
    }
}
