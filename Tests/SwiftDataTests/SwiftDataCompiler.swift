import Foundation
import Testing

/// Compiles a small file against the built `SwiftData` module (and the modules beside it, such as
/// `PlumeUI`) and its macro plugin with the real compiler, for the tests that check what compiles and
/// what the compiler says (MacroDiagnosticsTests, QueryLanguageModeTests).
enum SwiftDataCompiler {
    /// The build products this test binary sits beside (`.build/<triple>/debug`).
    private static let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The compiler's exit status, error lines and whole output for `source` (after `import SwiftData`,
    /// in a file named `Model.swift`) in the Swift `languageMode`; `emittingCode` runs the compiler past
    /// type checking (to an object file).
    static func compile(
        _ source: String, emittingCode: Bool = false, languageMode: Int = 5
    ) throws -> (status: Int32, errors: String, output: String) {
        let modules = products.appendingPathComponent("Modules")
        let plugin = products.appendingPathComponent("PlumeMacrosPlugin-tool")
        try #require(
            FileManager.default.fileExists(atPath: modules.appendingPathComponent("SwiftData.swiftmodule").path))
        try #require(FileManager.default.fileExists(atPath: plugin.path))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swiftdata-diag-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Model.swift")
        try Data("import SwiftData\n\(source)\n".utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        var arguments: [String] = ["swiftc", emittingCode ? "-emit-object" : "-typecheck", file.path]
        arguments += ["-swift-version", "\(languageMode)"]
        arguments += ["-I", modules.path, "-load-plugin-executable", plugin.path + "#PlumeMacrosPlugin"]
        if emittingCode { arguments += ["-o", directory.appendingPathComponent("Model.o").path] }
        let moduleMaps: [String] = [
            root.path + "/Sources/CSQLite/module.modulemap",
            products.path + "/CPlumeSections.build/module.modulemap",
        ]
        for map in moduleMaps { arguments += ["-Xcc", "-fmodule-map-file=" + map] }
        process.arguments = arguments
        let output = Pipe()
        process.standardError = output
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let errors = text.split(separator: "\n").filter { $0.contains("error:") }.joined(separator: "\n")
        return (process.terminationStatus, errors, text)
    }
}
