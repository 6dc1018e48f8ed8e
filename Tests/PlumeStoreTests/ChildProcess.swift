import Foundation
import Testing

/// One test of this test binary running in a child process (the test returns at once unless its
/// environment variable is set).
struct ChildTest {
    let process: Process
    let output: Pipe

    /// Starts the test named `name` with `extra` added to this process's environment.
    init(_ name: String, environment extra: [String: String]) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--testing-library", "swift-testing", "--filter", name]
        process.environment = ProcessInfo.processInfo.environment.merging(extra) { _, new in new }
        output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// Waits for the child; returns its exit status and standard output.
    func finish() -> (status: Int32, output: String) {
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Runs one test in a child process and waits for it (see ``ChildTest``).
func runChildTest(_ name: String, environment: [String: String]) throws -> (status: Int32, output: String) {
    try ChildTest(name, environment: environment).finish()
}

/// Every file in `directory` with its bytes: equal snapshots mean nothing was written, created or removed.
func snapshot(of directory: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
        files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
    }
    return files
}

/// Makes a file (and its directory) with the raw SQLite C API, as another program would, running `sql`.
func makeForeignDatabase(_ url: URL, _ sql: String) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let database = try RawDatabase(url)
    try database.execute(sql)
}
