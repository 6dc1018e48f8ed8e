import Foundation
import Testing

/// Compiles small files against the built `SwiftData` module and its macro plugin with the real
/// compiler, and checks each misuse gets an error that says what to do.
@Suite("SwiftData macro diagnostics") struct MacroDiagnosticsTests {
    /// The build products this test binary sits beside (`.build/<triple>/debug`).
    private static let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The compiler's errors for `source` (after `import SwiftData`) in the Swift `languageMode`, or a
    /// description of what is missing.
    private func errors(
        compiling source: String, emittingCode: Bool = false, languageMode: Int = 5
    ) throws -> String {
        let modules = Self.products.appendingPathComponent("Modules")
        let plugin = Self.products.appendingPathComponent("PlumeMacrosPlugin-tool")
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
            Self.root.path + "/Sources/CSQLite/module.modulemap",
            Self.products.path + "/CPlumeSections.build/module.modulemap",
        ]
        for map in moduleMaps { arguments += ["-Xcc", "-fmodule-map-file=" + map] }
        process.arguments = arguments
        let output = Pipe()
        process.standardError = output
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0, "expected \(source) not to compile")
        return text.split(separator: "\n").filter { $0.contains("error:") }.joined(separator: "\n")
    }

    @Test func modelOnAStructSaysToMakeItAClass() throws {
        let text = try errors(compiling: "@Model struct Note { var text: String }")
        #expect(text.contains("@Model goes on a class"))
        #expect(text.contains("make this struct a 'final class'"))
        #expect(!text.contains("does not conform"))
    }

    @Test func unsupportedPropertyTypeListsTheTypesThatWork() throws {
        let text = try errors(compiling: "@Model final class Note { var tags: Set<Int> = []; init() {} }")
        #expect(text.contains("a @Model property must be an attribute type"))
        #expect(text.contains("mark other properties @Transient"))
    }

    /// A `let` is stored in the Swift 5 language mode (LetPropertyTests); in Swift 6 the compiler rejects
    /// the accessors `@Model` gives it, as it does Apple's.
    @Test func letPropertyIsTheCompilersErrorInSwift6() throws {
        let text = try errors(
            compiling: "@Model final class Note { let id: Int; init() { id = 1 } }", languageMode: 6)
        #expect(text.contains("cannot expand accessor macro on variable declared with 'let'"))
        #expect(!text.contains("does not conform"))
    }

    @Test func queryOnAPropertyThatIsNotAnArrayOfModelsSaysWhatItNeeds() throws {
        let text = try errors(compiling: "struct V { @Query var count: Int }")
        #expect(text.contains("@Query needs the property's type to be an array of a model"))
        let initialValue = try errors(
            compiling: """
                @Model final class Note { var x = 0; init() {} }
                struct V { @Query var notes: [Note] = [] }
                """)
        #expect(initialValue.contains("@Query var notes has no initial value or accessors"))
        let constant = try errors(
            compiling: """
                @Model final class Note { var x = 0; init() {} }
                struct V { @Query let notes: [Note] }
                """)
        #expect(constant.contains("make 'let notes' a 'var'"))
    }

    /// As with Apple's macros, the arguments are checked before the property's type is known, so a
    /// predicate names its model.
    @Test func queryArgumentsThatNameNoModelAreTheCompilersError() throws {
        let text = try errors(
            compiling: """
                @Model final class Note { var x = 0; init() {} }
                struct V { @Query(filter: #Predicate { $0.x > 1 }) var notes: [Note] }
                """)
        #expect(text.contains("cannot infer"))
    }

    @Test func transientNeedsADefault() throws {
        let text = try errors(
            compiling: "@Model final class Note { @Transient var cache: Int; var x = 0; init() { cache = 0 } }")
        #expect(text.contains("@Transient var cache needs a default value"))
    }

    @Test func schemaMacrosOutsideAModelSayToAddModel() throws {
        let text = try errors(compiling: #"final class Plain { @Attribute(.unique) var code = "" }"#)
        #expect(text.contains("add @Model to the enclosing class"))
        let onFunction = try errors(compiling: "@Model final class Note { var x = 0; @Relationship func f() {} }")
        #expect(onFunction.contains("@Relationship goes on a stored 'var' of a @Model class"))
    }

    @Test func modelActorOnAClassSaysToMakeItAnActor() throws {
        let text = try errors(compiling: "@ModelActor final class Importer {}")
        #expect(text.contains("@ModelActor goes on an actor"))
    }

    @Test func anInitialiserThatForgetsAPropertyIsRejected() throws {
        let text = try errors(compiling: "@Model final class Note { var x: Int; init() {} }", emittingCode: true)
        #expect(text.contains("without initializing all stored properties"))
    }
}
