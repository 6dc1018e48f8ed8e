import Foundation
import Gallery
import Plume
import Testing

/// The `gallery` command given bad arguments: a clear message naming the problem, the usage, and
/// exit status 2, never a crash or a render.
@Suite struct GalleryCommandProbeTests {
    /// Bad command lines and a piece of the message each must print.
    static let probes: [(arguments: [String], message: String)] = [
        ([], "no command given"),
        (["frobnicate"], "unknown command 'frobnicate'"),
        (["list", "extra"], "unexpected arguments: extra"),
        (["render"], "render needs a scene id or --all"),
        (["render", "min-stak"], "did you mean 'min-stack'"),
        (["render", "wave", "--at"], "--at needs a value"),
        (["render", "wave", "--at", "soon"], "--at needs a number, got 'soon'"),
        (["render", "wave", "--at", "nan"], "--at needs a number, got 'nan'"),
        (["render", "wave", "--at", "1e400"], "--at needs a number, got '1e400'"),
        (["render", "wave", "--at", "-1"], "--at must be 0 or more seconds"),
        (["render", "wave", "--size", "0x0"], "--size must be WIDTHxHEIGHT"),
        (["render", "wave", "--size", "1e9x10"], "--size must be WIDTHxHEIGHT"),
        (["render", "wave", "--size", "wide"], "--size must be WIDTHxHEIGHT"),
        (["render", "wave", "--scheme", "purple"], "--scheme must be light or dark (got 'purple')"),
        (["render", "wave", "--scale", "0"], "--scale must be in (0, 4]"),
        (["render", "wave", "--scale", "inf"], "--scale needs a number, got 'inf'"),
        (["render", "wave", "stray"], "unexpected arguments: stray"),
        (["render", "--all"], "render --all needs --out DIR"),
        (["render", "--all", "wave", "--out", "x"], "--all renders every scene; drop 'wave'"),
        (["film", "wave"], "film needs --to SECONDS"),
        (["film"], "film needs a scene id"),
        (["film", "wave", "--to", "1", "--frames", "many"], "--frames needs a whole number, got 'many'"),
        (["film", "wave", "--to", "1", "--frames", "0"], "--frames must be between 1 and 60"),
        (["film", "wave", "--from", "2", "--to", "1"], "--from and --to must be times"),
        (["compare", "a.png"], "compare needs two PNG files"),
        (["compare", "a.png", "b.png", "--tolerance", "300"], "--tolerance must be 0…255"),
        (["compare", "a.png", "b.png", "--max-fraction", "2"], "--max-fraction 0…1"),
        (["locate", "wave"], "locate needs a scene id and a control's label"),
        (["run", "wave", "--at", "1"], "--at and --tap are for render and film"),
        (["run-or-render", "--out"], "--out needs a value"),
    ]

    @Test func badArgumentsGiveAClearMessageAndStatus2() {
        var failures: [String] = []
        for probe in Self.probes {
            var output: [String] = []
            var errors: [String] = []
            let status = GalleryCommand.run(
                probe.arguments, output: { output.append($0) }, errors: { errors.append($0) })
            let first = errors.first ?? ""
            let shown = probe.arguments.map { "'\($0)'" }.joined(separator: " ")
            if status != 2 { failures.append("\(shown): status \(status), expected 2") }
            if !first.hasPrefix("gallery: ") || !first.contains(probe.message) {
                failures.append("\(shown): message \"\(first)\", expected it to contain \"\(probe.message)\"")
            }
            if !output.isEmpty { failures.append("\(shown): printed \(output) on standard output") }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func argumentMistakesAlsoPrintTheUsage() {
        var errors: [String] = []
        let status = GalleryCommand.run(["render", "wave", "--scale", "9"], errors: { errors.append($0) })
        #expect(status == 2)
        #expect(errors.count == 2)
        #expect(errors.last == GalleryCommand.usage)
    }

    /// The built `gallery` program itself exits with status 2 and writes the message to standard
    /// error (when `make test` has built it next to the tests).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: Self.program.path), "needs the built gallery"))
    func theProgramExitsWithStatus2() throws {
        let process = Process()
        process.executableURL = Self.program
        process.arguments = ["render", "wave", "--at", "never"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message.hasPrefix("gallery: --at needs a number, got 'never'"))
    }

    /// `.build/debug/gallery` (or the build folder the tests were built in).
    static var program: URL {
        let testBundle = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        var folder = testBundle.deletingLastPathComponent()
        while folder.path != "/" && folder.pathExtension == "xctest" || folder.lastPathComponent == "Contents" {
            folder = folder.deletingLastPathComponent()
        }
        let sibling = folder.appendingPathComponent("gallery")
        if FileManager.default.isExecutableFile(atPath: sibling.path) { return sibling }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/gallery")
    }
}
