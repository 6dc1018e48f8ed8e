import Foundation

/// Whether Plume asked to take one portal request's dialog down: set on the main thread by the
/// `FileChooserDialog` that `PortalFileChooser.choose` returns, read by the request's thread while it
/// waits for the portal's answer (it then calls `Request.Close` and delivers nothing).
final class PortalRequestClosing: @unchecked Sendable {
    private let lock = NSLock()
    private var requested = false

    /// Whether the dialog was closed.
    var isRequested: Bool { lock.withLock { requested } }

    /// Asks the request's thread to close the portal's dialog.
    func close() { lock.withLock { requested = true } }
}
