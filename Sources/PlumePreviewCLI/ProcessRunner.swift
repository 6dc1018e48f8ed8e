import Foundation

/// Runs a program and waits for it. Used by ``PackageInspector`` (output captured) and
/// ``PreviewCommand`` (output shown as it comes, so a long first build shows its progress and a
/// failed one its compiler messages).
enum ProcessRunner {
    struct Failure: Error, CustomStringConvertible {
        let command: [String]
        let status: Int32
        let output: String
        var description: String {
            "`\(command.joined(separator: " "))` failed (exit status \(status))"
                + (output.isEmpty ? "" : ":\n\(output)")
        }
    }

    /// The `swift` driver: `$PLUME_PREVIEW_SWIFT` when set, else `swift` on `PATH`.
    static var swift: [String] {
        ["/usr/bin/env", ProcessInfo.processInfo.environment["PLUME_PREVIEW_SWIFT"] ?? "swift"]
    }

    /// Runs `command` in `directory` and returns its standard output; a non-zero exit throws with
    /// both outputs.
    static func capture(_ command: [String], in directory: URL) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes to the end before waiting, so a chatty child cannot fill one and block.
        let errorData = Collected()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) {
            errorData.data = errors.fileHandleForReading.readDataToEndOfFile()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        reading.wait()
        guard process.terminationStatus == 0 else {
            throw Failure(
                command: command, status: process.terminationStatus,
                output: String(decoding: errorData.data + data, as: UTF8.self))
        }
        return data
    }

    /// The standard error of a child, filled by one reading task and read after it finished.
    private final class Collected: @unchecked Sendable {
        var data = Data()
    }

    /// Runs `command` with this process's standard output and error; a non-zero exit throws.
    static func run(_ command: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(command: command, status: process.terminationStatus, output: "")
        }
    }
}
