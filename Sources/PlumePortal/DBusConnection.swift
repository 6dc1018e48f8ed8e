import CDBus
import Foundation

/// Why talking to the bus failed: libdbus's error name and message ("org.freedesktop.DBus.Error.ServiceUnknown: …").
struct DBusFailure: Error, CustomStringConvertible {
    let name: String
    let message: String
    var description: String { "\(name): \(message)" }

    /// Whether the failure means nobody provides the service (no portal on this bus).
    var isMissingService: Bool {
        [
            "org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner",
            "org.freedesktop.DBus.Error.UnknownMethod", "org.freedesktop.DBus.Error.UnknownInterface",
            "org.freedesktop.DBus.Error.UnknownObject",
        ].contains(name)
    }
}

/// One private connection to a message bus through libdbus: method calls that wait for their
/// reply, match rules, and waiting for a signal.
///
/// Made by `PortalFileChooser` on the thread that asks the portal, used only there, and closed when
/// dropped. It never touches libdbus's shared connections (the process may have others).
final class DBusConnection {
    private let connection: OpaquePointer

    /// Connects to the bus at `address` (a D-Bus address such as "unix:path=/run/user/1000/bus"),
    /// or to the session bus when nil.
    /// - Throws: `DBusFailure` when the bus cannot be reached or refuses the connection.
    init(address: String?) throws {
        var error = DBusError()
        dbus_error_init(&error)
        let made: OpaquePointer?
        if let address {
            made = dbus_connection_open_private(address, &error)
            if let made, dbus_bus_register(made, &error) == 0 {
                dbus_connection_close(made)
                dbus_connection_unref(made)
                throw Self.failure(&error)
            }
        } else {
            made = dbus_bus_get_private(DBUS_BUS_SESSION, &error)
        }
        guard let made else { throw Self.failure(&error) }
        dbus_connection_set_exit_on_disconnect(made, 0)
        connection = made
    }

    deinit {
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    /// Whether the connection is still up (false once the bus went away).
    var isConnected: Bool { dbus_connection_get_is_connected(connection) != 0 }

    /// The connection's unique name on the bus (":1.42").
    var uniqueName: String { dbus_bus_get_unique_name(connection).map { String(cString: $0) } ?? "" }

    /// Asks the bus to route the signals `rule` matches to this connection.
    func addMatch(_ rule: String) throws {
        var error = DBusError()
        dbus_error_init(&error)
        dbus_bus_add_match(connection, rule, &error)
        if dbus_error_is_set(&error) != 0 { throw Self.failure(&error) }
    }

    /// Calls `method` of `interface` on `path` of `destination` with `arguments`, waiting up to
    /// `timeout` seconds for the reply; returns the reply's arguments.
    /// - Throws: `DBusFailure` with the error the bus or the service answered.
    func call(
        _ destination: String, path: String, interface: String, method: String, arguments: [DBusValue],
        timeout: TimeInterval = 25
    ) throws -> [DBusValue] {
        guard let message = dbus_message_new_method_call(destination, path, interface, method) else {
            throw DBusFailure(name: "org.freedesktop.DBus.Error.NoMemory", message: "no memory for a message")
        }
        defer { dbus_message_unref(message) }
        guard DBusMessageWriter.append(arguments, to: message) else {
            throw DBusFailure(name: "org.freedesktop.DBus.Error.NoMemory", message: "could not write the arguments")
        }
        var error = DBusError()
        dbus_error_init(&error)
        let milliseconds = Int32(max(0, min(timeout, 3600)) * 1000)
        guard let reply = dbus_connection_send_with_reply_and_block(connection, message, milliseconds, &error) else {
            throw Self.failure(&error)
        }
        defer { dbus_message_unref(reply) }
        return DBusMessageReader.arguments(of: reply)
    }

    /// Waits for a signal `member` of `interface` sent from one of `paths`; returns its arguments,
    /// or nil when the connection closed first. Other messages are dropped. Checks `isCancelled`
    /// every quarter of a second.
    func waitForSignal(
        interface: String, member: String, paths: () -> Set<String>, isCancelled: () -> Bool
    ) -> [DBusValue]? {
        while !isCancelled() {
            guard dbus_connection_read_write(connection, 250) != 0 else { return nil }
            while let message = dbus_connection_pop_message(connection) {
                defer { dbus_message_unref(message) }
                guard dbus_message_is_signal(message, interface, member) != 0,
                    let path = dbus_message_get_path(message).map({ String(cString: $0) }), paths().contains(path)
                else { continue }
                return DBusMessageReader.arguments(of: message)
            }
        }
        return nil
    }

    private static func failure(_ error: inout DBusError) -> DBusFailure {
        defer { dbus_error_free(&error) }
        guard dbus_error_is_set(&error) != 0 else {
            return DBusFailure(name: "org.freedesktop.DBus.Error.Failed", message: "the bus gave no reason")
        }
        return DBusFailure(
            name: error.name.map { String(cString: $0) } ?? "org.freedesktop.DBus.Error.Failed",
            message: error.message.map { String(cString: $0) } ?? "")
    }
}
