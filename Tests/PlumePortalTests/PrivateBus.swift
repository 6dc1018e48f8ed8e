import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A private D-Bus session bus (`dbus-daemon --session`) with the fake desktop portal of
/// `fake-portal.py` on it, for one test; both processes end when it is dropped.
final class PrivateBus {
    let address: String
    /// Where the fake portal records the calls it got (JSON).
    let record: URL
    private let daemon: Process
    private var portal: Process?

    /// Starts a bus; nil (with the reason printed) when `dbus-daemon` cannot start here.
    static func start() -> PrivateBus? {
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--print-address", "--nofork"]
        let output = Pipe()
        daemon.standardOutput = output
        daemon.standardError = FileHandle.nullDevice
        do {
            try daemon.run()
        } catch {
            print("PortalFileChooserTests: skipped, dbus-daemon cannot start: \(error)")
            return nil
        }
        guard let line = Self.firstLine(of: output, within: 10), !line.isEmpty else {
            kill(daemon.processIdentifier, SIGKILL)
            print("PortalFileChooserTests: skipped, dbus-daemon printed no address")
            return nil
        }
        return PrivateBus(address: line, daemon: daemon)
    }

    private init(address: String, daemon: Process) {
        self.address = address
        self.daemon = daemon
        record = FileManager.default.temporaryDirectory.appendingPathComponent("plume-portal-\(UUID().uuidString).json")
    }

    deinit {
        // SIGKILL: children started from a Dispatch worker thread inherit its blocked signals, so
        // they would not see SIGTERM.
        for process in [portal, daemon].compactMap({ $0 }) where process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: record)
    }

    /// Starts the fake portal, which answers every dialog with `response` (0 chosen, 1 cancelled)
    /// and `uris` unless the dialog is closed first (`respondsAfterClose`: it answers as it is
    /// closed, as an answer crossing the Close would arrive); returns once it owns its name on the
    /// bus. The n-th dialog answers after `delays[n]` seconds (the last entry repeats); a nil entry
    /// never answers on its own, so a test that closes it does not race a timer on a loaded machine.
    func startPortal(
        response: Int, uris: [String], delays: [TimeInterval?] = [0.1], respondsAfterClose: Bool = false
    ) throws {
        let schedule = delays.map { $0.map { String($0) } ?? "never" }.joined(separator: ",")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "fake-portal.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments =
            [script.path, "--delays", schedule] + (respondsAfterClose ? ["--respond-after-close"] : [])
            + [address, record.path, String(response)] + uris
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        portal = process
        guard Self.firstLine(of: output, within: 15) == "ready" else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "the fake portal did not start"])
        }
    }

    /// The calls the fake portal got: method, title and options of each (a request's `Close`: its path).
    func calls() throws -> [[String: Any]] {
        let data = try Data(contentsOf: record)
        return try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
    }

    /// The first line `pipe` gives within `seconds`, or nil.
    private static func firstLine(of pipe: Pipe, within seconds: TimeInterval) -> String? {
        final class Box: @unchecked Sendable { var line: String? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread {
            var bytes: [UInt8] = []
            while true {
                let chunk = handle.readData(ofLength: 1)
                guard let byte = chunk.first else { break }
                if byte == UInt8(ascii: "\n") { break }
                bytes.append(byte)
            }
            box.line = String(decoding: bytes, as: UTF8.self)
            done.signal()
        }
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return box.line
    }
}
