import Foundation
import PlumeUI

/// The desktop's file dialog through the XDG desktop portal (`org.freedesktop.portal.FileChooser`
/// on the session bus), which GNOME, KDE and other desktops answer with their own dialog when
/// `xdg-desktop-portal` and a backend (such as `xdg-desktop-portal-gtk`) are installed.
///
/// PlumeSDL's window host installs one as each window's `ViewGraph.fileChooser` when a session bus
/// is found; tests make one for a private bus. Each `choose` runs on a thread of its own: it
/// connects, calls `OpenFile` or `SaveFile` with a `handle_token`, waits for the request's
/// `Response` signal, and calls back on the main queue. When Plume closes the returned dialog
/// (`isPresented` set to false, the window closed) the thread calls the request's
/// `org.freedesktop.portal.Request.Close` within a quarter of a second, and no answer is
/// delivered, even one the portal sends afterwards. When no portal answers (no such service,
/// or the bus cannot be reached) it answers `.unavailable`, says so once on standard error, and
/// from then on answers `.unavailable` at once, so Plume's own dialog is shown without delay.
public final class PortalFileChooser: SystemFileChooser {
    private let address: String?
    private let lock = NSLock()
    private var missingReason: String?
    private var requestCount = 0

    /// The chooser of the session bus (see `sessionBusAddress`), shared by the app's windows so
    /// that a missing portal is found once; nil when there is no session bus.
    public static let session: PortalFileChooser? = sessionBusAddress().map { PortalFileChooser(busAddress: $0) }

    /// A chooser on the bus at `busAddress` (a D-Bus address), or on the session bus when nil.
    public init(busAddress: String? = nil) {
        address = busAddress
    }

    /// The session bus's address, when there is a session bus to ask: `DBUS_SESSION_BUS_ADDRESS`, or
    /// the `bus` socket in `XDG_RUNTIME_DIR`; nil otherwise (then no chooser is installed, and
    /// nothing is started to find a bus).
    public static func sessionBusAddress(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String?
    {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return nil }
        let socket = runtime + "/bus"
        return FileManager.default.fileExists(atPath: socket) ? "unix:path=" + socket : nil
    }

    public func choose(_ request: FileChooserRequest, completion: @escaping (FileChooserAnswer) -> Void)
        -> FileChooserDialog
    {
        let (missing, token) = lock.withLock { () -> (String?, String) in
            requestCount += 1
            return (missingReason, "plume\(ProcessInfo.processInfo.processIdentifier)_\(requestCount)")
        }
        let closing = PortalRequestClosing()
        let dialog = FileChooserDialog(close: closing.close)
        // Answers reach the app only while the dialog is open (both run on the main queue).
        let deliver = { (answer: FileChooserAnswer) in
            DispatchQueue.main.async { if !dialog.isClosed { completion(answer) } }
        }
        if let missing {
            deliver(.unavailable(missing))
            return dialog
        }
        let thread = Thread { [self] in
            guard let answer = ask(request, token: token, closing: closing) else { return }
            deliver(answer)
        }
        thread.name = "plume-portal-file-chooser"
        thread.start()
        return dialog
    }

    /// Asks the portal and waits for its answer (on the request's own thread); nil when Plume closed
    /// the dialog first (then the portal's request was closed with `Request.Close`).
    private func ask(_ request: FileChooserRequest, token: String, closing: PortalRequestClosing)
        -> FileChooserAnswer?
    {
        guard !closing.isRequested else { return nil }
        let connection: DBusConnection
        do {
            connection = try DBusConnection(address: address)
        } catch {
            return missing("the session bus cannot be reached (\(error))")
        }
        let sender = connection.uniqueName.dropFirst().replacingOccurrences(of: ".", with: "_")
        var handle = "/org/freedesktop/portal/desktop/request/\(sender)/\(token)"
        var paths: Set<String> = [handle]
        do {
            try connection.addMatch("type='signal',interface='org.freedesktop.portal.Request',member='Response'")
            let reply = try connection.call(
                "org.freedesktop.portal.Desktop", path: "/org/freedesktop/portal/desktop",
                interface: "org.freedesktop.portal.FileChooser", method: PortalFileChooserRequest.method(for: request),
                arguments: PortalFileChooserRequest.arguments(for: request, token: token))
            // Portals older than version 0.9 answer with a path of their own choosing.
            if let returned = reply.first?.stringValue {
                paths.insert(returned)
                handle = returned
            }
        } catch let failure as DBusFailure where failure.isMissingService {
            return missing("no desktop portal answers on the session bus (\(failure))")
        } catch {
            return .unavailable("the desktop portal did not show its dialog (\(error))")
        }
        let known = paths
        let response = connection.waitForSignal(
            interface: "org.freedesktop.portal.Request", member: "Response", paths: { known },
            isCancelled: { closing.isRequested })
        if closing.isRequested {
            // A dialog that answered as it was closed is down already; so is one whose bus went away
            // (the portal drops the requests of a peer that left).
            if response == nil, connection.isConnected { close(handle, on: connection) }
            return nil
        }
        guard let response else { return .unavailable("the session bus closed while the portal's dialog was up") }
        return PortalFileChooserRequest.answer(from: response)
    }

    /// Takes the portal's dialog down (`org.freedesktop.portal.Request.Close` on its request). When
    /// that fails (the portal answered meanwhile, or the bus went away during the call) the failure
    /// is said on standard error and nothing else follows from it: the app has already moved on.
    private func close(_ handle: String, on connection: DBusConnection) {
        do {
            _ = try connection.call(
                "org.freedesktop.portal.Desktop", path: handle, interface: "org.freedesktop.portal.Request",
                method: "Close", arguments: [], timeout: 5)
        } catch {
            FileHandle.standardError.write(
                Data("plume: the desktop's file dialog could not be closed: \(error)\n".utf8))
        }
    }

    /// Remembers that no portal is there (later requests fall back at once) and says so once.
    private func missing(_ reason: String) -> FileChooserAnswer {
        let first = lock.withLock { () -> Bool in
            defer { missingReason = reason }
            return missingReason == nil
        }
        if first {
            FileHandle.standardError.write(
                Data("plume: the desktop's file dialog is unavailable: \(reason); Plume's own dialog is used\n".utf8))
        }
        return .unavailable(reason)
    }
}
