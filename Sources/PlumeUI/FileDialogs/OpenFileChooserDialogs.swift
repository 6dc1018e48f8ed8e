import Foundation

/// The desktop file dialogs one graph has up, so that a graph torn down without its views'
/// callbacks (a window host dropping its graph) still takes them down.
///
/// `FileDialogPresenter` adds a dialog when its chooser returns it and removes it when it is
/// answered or closed; `ViewGraph` calls `closeAll()` as it goes away. Used on the main thread.
final class OpenFileChooserDialogs {
    private var dialogs: [ObjectIdentifier: FileChooserDialog] = [:]

    /// How many dialogs are up.
    var count: Int { dialogs.count }

    func add(_ dialog: FileChooserDialog) { dialogs[ObjectIdentifier(dialog)] = dialog }

    func remove(_ dialog: FileChooserDialog) { dialogs[ObjectIdentifier(dialog)] = nil }

    /// Closes every dialog that is up.
    func closeAll() {
        let open = dialogs.values
        dialogs.removeAll()
        for dialog in open { dialog.close() }
    }
}
