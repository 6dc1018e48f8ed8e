import Testing

/// `Query` is `@MainActor @preconcurrency`, as SwiftData's: the spellings apps use compile in a view
/// (main-actor isolated) in both language modes.
@MainActor
@Suite("@Query in Swift 5 and Swift 6 apps")
struct QueryLanguageModeTests {
    private static let app = """
        import PlumeUI
        @Model final class Note {
            var text: String
            var shelf: String
            var rank: Int
            init(text: String, shelf: String, rank: Int) { self.text = text; self.shelf = shelf; self.rank = rank }
        }
        struct AllNotes: View {
            @Query private var notes: [Note]
            @Query(sort: \\Note.rank, order: .reverse) private var ranked: [Note]
            @Query(sort: \\Note.text, sectionBy: \\Note.shelf) private var shelves: SectionedResults<Note, String>
            var body: some View { Text("\\(notes.count) \\(ranked.count) \\(shelves.count)") }
        }
        struct SearchResults: View {
            @Query private var notes: [Note]
            init(search: String) {
                _notes = Query(filter: #Predicate { $0.text.contains(search) }, sort: \\Note.text)
            }
            var body: some View { VStack { ForEach(notes) { Text($0.text) } } }
        }
        let made = AllNotes()
        """

    @Test(arguments: [5, 6]) func theUsualSpellingsCompile(languageMode: Int) throws {
        let run = try SwiftDataCompiler.compile(Self.app, languageMode: languageMode)
        #expect(run.status == 0, "\(run.errors)")
    }
}
