import Foundation

nonisolated extension View {
    /// Presents a dialog for moving `file` to another folder while `isPresented` is true, as
    /// SwiftUI's `fileMover(isPresented:file:onCompletion:)`.
    ///
    /// ```swift
    /// .fileMover(isPresented: $moving, file: document.url) { result in
    ///     if case .success(let url) = result { document.url = url }
    /// }
    /// ```
    /// The user picks a folder in Plume's file dialog; the file keeps its name. A file of that name
    /// already in the folder is never replaced: `onCompletion` gets an error and nothing moves (see
    /// `FileMove`). Cancelling calls nothing. While `file` is nil, nothing is presented.
    public func fileMover(
        isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        fileDialog(
            isPresented: file == nil ? .constant(false) : isPresented, purpose: .move(files: file.map { [$0] } ?? []),
            finish: { onCompletion($0.map { $0[0] }) }, cancel: {})
    }

    /// The mover of one file that also reports cancelling, as SwiftUI's (iOS 17, macOS 14)
    /// `fileMover(isPresented:file:onCompletion:onCancellation:)`.
    public func fileMover(
        isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View {
        fileDialog(
            isPresented: file == nil ? .constant(false) : isPresented, purpose: .move(files: file.map { [$0] } ?? []),
            finish: { onCompletion($0.map { $0[0] }) }, cancel: onCancellation)
    }

    /// Presents a dialog for moving `files` into one folder, as SwiftUI's
    /// `fileMover(isPresented:files:onCompletion:)`: all of them move, or (on any problem) none.
    public func fileMover<C: Collection>(
        isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View where C.Element == URL {
        fileDialog(isPresented: isPresented, purpose: .move(files: Array(files)), finish: onCompletion, cancel: {})
    }

    /// The mover of several files that also reports cancelling (iOS 17, macOS 14).
    public func fileMover<C: Collection>(
        isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View where C.Element == URL {
        fileDialog(
            isPresented: isPresented, purpose: .move(files: Array(files)), finish: onCompletion,
            cancel: onCancellation)
    }
}
