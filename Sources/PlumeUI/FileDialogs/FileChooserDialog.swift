import Foundation

/// A desktop file dialog that a `SystemFileChooser` put up: what `choose` returns, so that Plume
/// can take the dialog down again.
///
/// `FileDialogPresenter` calls `close()` on the main thread when the app sets `isPresented` to
/// false while the dialog is up, when the presenting view goes away (its window closed) and when
/// its graph is torn down. Closing asks the chooser (through the `close` it was made with) to take
/// its dialog down; from then on the chooser must not call the completion it was given. Closing
/// twice, or after the completion ran, does nothing more.
public final class FileChooserDialog {
    private let takeDown: () -> Void
    /// Whether `close()` was called (read on the main thread, where it is set).
    public private(set) var isClosed = false

    /// A dialog that `close` takes down (called at most once, on the main thread).
    public init(close: @escaping () -> Void) {
        takeDown = close
    }

    /// Takes the dialog down, once: the chooser's `close` runs, and its answer is never delivered.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        takeDown()
    }
}
