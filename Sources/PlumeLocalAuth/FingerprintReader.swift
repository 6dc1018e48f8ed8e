import Foundation

/// Whether this machine has a fingerprint reader that fprintd serves, asked on the system D-Bus
/// with `gdbus` (`net.reactivated.Fprint.Manager.GetDefaultDevice`, two seconds at most).
///
/// ```swift
/// let reader = FingerprintReader.probe()   // .absent("fprintd does not answer on the system bus…")
/// ```
/// Without `gdbus` (Debian's `libglib2.0-bin`) fprintd cannot be asked and the reader counts as
/// absent, with that reason.
enum FingerprintReader: Equatable {
    /// fprintd answered with a device (its D-Bus object path).
    case present(device: String)
    /// No reader, and why (for `LAError.biometryNotAvailable`'s description).
    case absent(String)

    /// The `gdbus` executables looked for, in order.
    static let gdbusPaths = ["/usr/bin/gdbus", "/bin/gdbus"]

    /// Asks fprintd. Blocks for as long as `gdbus` runs (bounded by its `--timeout 2`).
    static func probe() -> FingerprintReader {
        guard let gdbus = gdbusPaths.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            return .absent("gdbus is not installed, so fprintd cannot be asked for a fingerprint reader")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: gdbus)
        process.arguments = [
            "call", "--system", "--timeout", "2", "--dest", "net.reactivated.Fprint", "--object-path",
            "/net/reactivated/Fprint/Manager", "--method", "net.reactivated.Fprint.Manager.GetDefaultDevice",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            return .absent("gdbus could not run: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return parse(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// Reads `gdbus call`'s answer: `(objectpath '/net/reactivated/Fprint/Device/0',)` on success,
    /// an error message otherwise.
    static func parse(status: Int32, output: String) -> FingerprintReader {
        let text = output.trimmingCharacters(in: .whitespacesAndNewlines)
        if status == 0, let start = text.range(of: "objectpath '"),
            let end = text.range(of: "'", range: start.upperBound..<text.endIndex)
        {
            return .present(device: String(text[start.upperBound..<end.lowerBound]))
        }
        if text.contains("NoSuchDevice") { return .absent("fprintd answers but has no fingerprint reader") }
        let firstLine = text.split(separator: "\n").first.map(String.init) ?? "no answer"
        return .absent("fprintd does not answer on the system bus (\(firstLine))")
    }
}
