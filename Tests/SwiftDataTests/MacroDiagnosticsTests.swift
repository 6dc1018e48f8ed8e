import Foundation
import Testing

/// Compiles small files against the built `SwiftData` module and its macro plugin with the real
/// compiler, and checks each misuse gets an error that says what to do.
@Suite("SwiftData macro diagnostics") struct MacroDiagnosticsTests {
    /// The compiler's errors for `source` (after `import SwiftData`) in the Swift `languageMode`; the
    /// source must not compile.
    private func errors(
        compiling source: String, emittingCode: Bool = false, languageMode: Int = 5
    ) throws -> String {
        let run = try SwiftDataCompiler.compile(source, emittingCode: emittingCode, languageMode: languageMode)
        #expect(run.status != 0, "expected \(source) not to compile")
        return run.errors
    }

    @Test func modelOnAStructSaysToMakeItAClass() throws {
        let text = try errors(compiling: "@Model struct Note { var text: String }")
        #expect(text.contains("@Model goes on a class"))
        #expect(text.contains("make this struct a 'final class'"))
        #expect(!text.contains("does not conform"))
    }

    @Test func unsupportedPropertyTypeListsTheTypesThatWork() throws {
        let text = try errors(
            compiling: "final class Lock {}\n@Model final class Note { var lock = Lock(); init() {} }")
        #expect(text.contains("a @Model property must be an attribute type"))
        #expect(text.contains("mark other properties @Transient"))
    }

    /// The error is reported where the property is declared (line 4 of the file: `import SwiftData`
    /// comes first), so it points at the property by name and line.
    @Test func unsupportedPropertyTypeIsReportedAtTheProperty() throws {
        let run = try SwiftDataCompiler.compile(
            """
            @Model final class Note {
                var title = ""
                var tags: Lock = Lock()
                init() {}
            }
            final class Lock {}
            """)
        #expect(run.status != 0)
        let lines = run.output.split(separator: "\n")
        let located = lines.filter { $0.contains("Model.swift:4:") && $0.contains("expanded code originates here") }
        #expect(!located.isEmpty, "\(run.output)")
        #expect(run.output.contains("_property(\"tags\", \\Note.tags"), "the expansion shown names the property")
        #expect(!run.output.contains("Model.swift:3:"), "nothing is reported at the supported property")
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

    @Test func uniqueWithoutKeyPathsOrOutsideAModelSaysWhatItNeeds() throws {
        let empty = try errors(
            compiling:
                "@Model final class Tag { #Unique<Tag>(); var name: String; init(name: String) { self.name = name } }")
        #expect(empty.contains("#Unique needs at least one array of key paths"))
        let plain = try errors(compiling: #"final class Tag { #Unique<Tag>([\.name]); var name = "" }"#)
        #expect(plain.contains("'Tag' conform to 'PersistentModel'"))
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
