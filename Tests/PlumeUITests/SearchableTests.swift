import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private let names = ["Anna", "Brandon", "Chloe", "Daniel", "Eve", "Frank"]

/// What a searched view saw and did, for the test to read.
private final class SearchLog: @unchecked Sendable {
    var isSearching: [Bool] = []
    var submitted: [String] = []
    var textSubmitted = 0
    var tapped: [String] = []
}

/// Reports `isSearching` as it sees it, and ends the search from inside.
private struct SearchStatus: View {
    let log: SearchLog
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    @State private var note = ""
    var body: some View {
        log.isSearching.append(isSearching)
        return HStack {
            Text(isSearching ? "Searching" : "Idle")
            Button("Done") { dismissSearch() }
            TextField("Note", text: $note)
        }
    }
}

private struct NameList: View {
    let log: SearchLog
    @State var query = ""
    var filtered: [String] { query.isEmpty ? names : names.filter { $0.localizedCaseInsensitiveContains(query) } }
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                SearchStatus(log: log)
                Text("Query: \(query)")
                List(filtered, id: \.self) { name in Text(name) }
            }
            .navigationTitle("Names")
            .searchable(text: $query)
            .searchSuggestions {
                if query.isEmpty {
                    ForEach(["Recent: Eve", "Recent: Frank"], id: \.self) { suggestion in
                        Text(suggestion).searchCompletion(String(suggestion.dropFirst(8)))
                    }
                    Button("Clear history") { log.tapped.append("clear") }
                }
            }
            .onSubmit(of: .search) { log.submitted.append(query) }
            .onSubmit { log.textSubmitted += 1 }
        }
    }
}

@Suite("Searchable") struct SearchableTests {
    private func host(_ log: SearchLog = SearchLog(), scheme: ColorScheme = .light) -> ViewHost {
        ViewHost(NameList(log: log), size: CGSize(width: 360, height: 560), colorScheme: scheme)
    }

    @Test func typingFiltersTheListAndTheFieldSitsBelowTheTitle() throws {
        let host = host()
        let field = try #require(host.find(label: "Search"), "the default prompt is \"Search\"")
        let title = try #require(host.find(text: "Names"))
        #expect(field.frame.minY >= title.frame.maxY, "the field is under the large title")
        #expect(host.find(text: "Cancel") == nil, "no Cancel before searching")
        #expect(host.tap("Search"))
        #expect(host.type("a"))
        #expect(host.find(text: "Query: a") != nil, "each keystroke writes the binding")
        #expect(host.type("n"))
        #expect(host.find(text: "Query: an") != nil)
        for name in names {
            let shown = host.find(text: name) != nil
            #expect(shown == name.localizedCaseInsensitiveContains("an"), "\(name)")
        }
        #expect(host.find(label: "Clear text") != nil, "a clear button while the field has text")
    }

    @Test func cancelClearsTheTextUnfocusesAndEndsSearching() {
        let log = SearchLog()
        let host = host(log)
        #expect(host.tap("Search"))
        #expect(host.type("eve"))
        #expect(host.find(text: "Frank") == nil)
        #expect(host.tap("Cancel"))
        #expect(host.find(text: "Query: ") != nil)
        #expect(host.find(text: "Frank") != nil)
        #expect(host.find(text: "Cancel") == nil)
        #expect(host.focusedText == nil, "the field lost the focus")
        #expect(host.find(text: "Idle") != nil)
    }

    @Test func theClearButtonEmptiesTheFieldAndTheSearchGoesOn() {
        let host = host()
        #expect(host.tap("Search"))
        #expect(host.type("zz"))
        #expect(host.tap("Clear text"))
        #expect(host.find(text: "Query: ") != nil)
        #expect(host.find(label: "Clear text") == nil)
        #expect(host.find(text: "Cancel") != nil)
        #expect(host.find(text: "Searching") != nil)
    }

    @Test func isSearchingLastsFromFocusUntilCancelEvenWithoutFocus() {
        let log = SearchLog()
        let host = host(log)
        #expect(host.find(text: "Idle") != nil)
        #expect(log.isSearching.allSatisfy { !$0 })
        #expect(host.tap("Search"))
        #expect(host.find(text: "Searching") != nil)
        #expect(log.isSearching.last == true)
        // Another field takes the focus from the search field; the search goes on, as on iOS.
        #expect(host.tap("Note"))
        #expect(host.type("x"))
        #expect(host.focusedText == "x")
        #expect(host.find(text: "Searching") != nil)
        #expect(host.tap("Cancel"))
        #expect(host.find(text: "Idle") != nil)
        #expect(log.isSearching.last == false)
    }

    @Test func dismissSearchFromInsideEndsTheSearch() {
        let host = host()
        #expect(host.tap("Search"))
        #expect(host.type("an"))
        #expect(host.tap("Done"))
        #expect(host.find(text: "Idle") != nil)
        #expect(host.find(text: "Query: ") != nil)
        #expect(host.find(text: "Cancel") == nil)
        #expect(host.focusedText == nil)
        // Not searching: calling it again changes nothing.
        #expect(host.tap("Done"))
        #expect(host.find(text: "Idle") != nil)
    }

    @Test func suggestionsShowWhileSearchingAndACompletionFillsTheField() {
        let log = SearchLog()
        let host = host(log)
        #expect(host.find(text: "Recent: Eve") == nil, "no suggestions before searching")
        #expect(host.tap("Search"))
        #expect(host.find(text: "Recent: Eve") != nil)
        #expect(host.find(text: "Clear history") != nil)
        // A row without a completion does what its own button does.
        #expect(host.tap("Clear history"))
        #expect(log.tapped == ["clear"])
        #expect(host.find(text: "Query: ") != nil)
        #expect(host.tap("Recent: Frank"))
        #expect(host.find(text: "Query: Frank") != nil)
        #expect(log.submitted == ["Frank"], "choosing a completion submits the search")
        #expect(host.find(text: "Recent: Eve") == nil, "the suggestions hide once one is chosen")
        #expect(host.find(text: "Frank") != nil)
        #expect(host.find(text: "Anna") == nil)
    }

    @Test func noSuggestionRowsMeansNoList() {
        let host = host()
        #expect(host.tap("Search"))
        #expect(host.type("a"))
        // The suggestions builder yields nothing while the query is not empty.
        #expect(host.find(text: "Clear history") == nil)
        #expect(host.find(text: "Anna") != nil)
        #expect(host.press(.backspace))
        #expect(host.find(text: "Clear history") != nil, "empty again: the suggestions come back")
    }

    @Test func returnRunsTheSearchSubmitActionsOnly() {
        let log = SearchLog()
        let host = host(log)
        #expect(host.tap("Search"))
        #expect(host.type("dan"))
        #expect(host.press(.enter))
        #expect(log.submitted == ["dan"])
        #expect(log.textSubmitted == 0, "onSubmit(of: .text) does not answer a search field")
    }

    @Test func aTenMegabytePasteAndInvalidUTF8AreHandledAsInATextField() {
        let host = host()
        #expect(host.tap("Search"))
        #expect(host.type(utf8: [0x41, 0xFF, 0x6E]))
        #expect(host.focusedText == "A\u{FFFD}n")
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("invalid UTF-8") })
        #expect(host.find(text: "Anna") == nil, "the repaired text filters like any other")
        let big = String(repeating: "0123456789", count: 1_000_000)
        host.withGraph { $0.clipboard.string = big }
        #expect(host.shortcut("a"))
        #expect(host.shortcut("v"))
        #expect(host.focusedText?.utf8.count == 10_000_000)
        #expect(host.find(text: "Anna") == nil)
        #expect(host.tap("Cancel"))
        #expect(host.find(text: "Anna") != nil)
    }
}

private struct Presented: View {
    @State var query = ""
    @State var presented = false
    var body: some View {
        VStack {
            Text(presented ? "Presented" : "Hidden")
            Button("Find") { presented = true }
            Button("Stop") { presented = false }
            Text("Query: \(query)")
        }
        .searchable(text: $query, isPresented: $presented, prompt: "Find a name")
    }
}

@Suite("Searchable presentation") struct SearchablePresentationTests {
    @Test func isPresentedFocusesTheFieldAndFalseEndsTheSearch() {
        let host = ViewHost(Presented(), size: CGSize(width: 360, height: 300))
        #expect(host.find(label: "Find a name") != nil)
        #expect(host.tap("Find"))
        #expect(host.find(text: "Presented") != nil)
        #expect(host.focusedText == "", "setting isPresented focuses the field")
        #expect(host.type("bo"))
        #expect(host.find(text: "Query: bo") != nil)
        #expect(host.tap("Stop"))
        #expect(host.find(text: "Query: ") != nil)
        #expect(host.focusedText == nil)
        #expect(host.find(text: "Cancel") == nil)
    }

    @Test func tappingTheFieldSetsIsPresentedAndCancelResetsIt() {
        let host = ViewHost(Presented(), size: CGSize(width: 360, height: 300))
        #expect(host.tap("Find a name"))
        #expect(host.find(text: "Presented") != nil)
        #expect(host.tap("Cancel"))
        #expect(host.find(text: "Hidden") != nil)
    }

    @Test func outsideANavigationStackTheFieldIsOnTopOfTheView() throws {
        let host = ViewHost(Presented(), size: CGSize(width: 360, height: 300))
        let field = try #require(host.find(label: "Find a name"))
        let first = try #require(host.find(text: "Hidden"))
        #expect(field.frame.maxY <= first.frame.minY)
    }
}

/// `searchable` written on the whole stack, as many SwiftUI tutorials do.
private struct StackSearch: View {
    @State var query = ""
    var body: some View {
        NavigationStack {
            VStack {
                SearchStatus(log: SearchLog())
                ForEach(names.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) {
                    name in
                    NavigationLink(name, destination: Text("About \(name)").navigationTitle(name))
                }
            }
            .navigationTitle("People")
        }
        .searchable(text: $query, prompt: "Find people")
    }
}

@Suite("Searchable around a stack") struct SearchableStackTests {
    @Test func theRootPageDrawsTheFieldBelowItsTitleAndPushedPagesHaveNone() throws {
        let host = ViewHost(StackSearch(), size: CGSize(width: 360, height: 560))
        let fields = host.views.filter { $0.label == "Find people" }
        #expect(fields.count == 1, "one field, on the root page")
        let field = try #require(fields.first)
        let title = try #require(host.find(text: "People"))
        #expect(field.frame.minY >= title.frame.maxY, "below the large title, not above the bar")
        #expect(host.tap("Find people"))
        #expect(host.type("an"))
        #expect(host.find(text: "Searching") != nil, "the root page's content sees isSearching")
        #expect(host.find(text: "Eve") == nil)
        #expect(host.tap("Daniel"))
        host.advance(by: 0.5)
        #expect(host.find(text: "About Daniel") != nil)
        let pushedFields = host.views.filter { $0.label == "Find people" && $0.frame.minX >= 0 && $0.frame.minX < 360 }
        #expect(pushedFields.isEmpty, "the pushed page has no field")
        #expect(host.tap("People"))
        host.advance(by: 0.5)
        #expect(host.tap("Cancel"))
        #expect(host.find(text: "Eve") != nil)
        #expect(host.find(text: "Idle") != nil)
    }
}

private enum NameScope: Hashable { case all, short }

private struct ScopedSearch: View {
    let activation: SearchScopeActivation
    @State var query = ""
    @State var scope = NameScope.all
    var shown: [String] {
        names.filter {
            (query.isEmpty || $0.localizedCaseInsensitiveContains(query)) && (scope == .all || $0.count <= 4)
        }
    }
    var body: some View {
        NavigationStack {
            List(shown, id: \.self) { Text($0) }
                .navigationTitle("Scoped")
                .searchable(text: $query)
                .searchScopes($scope, activation: activation) {
                    Text("All names").tag(NameScope.all)
                    Text("Short names").tag(NameScope.short)
                }
        }
    }
}

@Suite("Search scopes") struct SearchScopeTests {
    @Test func scopesShowOnceTypingBeginsAndSetTheScope() {
        let host = ViewHost(ScopedSearch(activation: .automatic), size: CGSize(width: 360, height: 560))
        #expect(host.tap("Search"))
        #expect(host.find(text: "Short names") == nil, "automatic is onTextEntry: nothing before typing")
        #expect(host.type("e"))
        #expect(host.find(text: "Short names") != nil)
        #expect(host.find(text: "Chloe") != nil)
        #expect(host.tap("Short names"))
        #expect(host.find(text: "Chloe") == nil)
        #expect(host.find(text: "Eve") != nil)
        #expect(host.press(.backspace))
        #expect(host.find(text: "Short names") != nil, "they stay until the search ends")
        #expect(host.tap("Cancel"))
        #expect(host.find(text: "Short names") == nil)
    }

    @Test func onSearchPresentationShowsThemAsSoonAsTheSearchStarts() {
        let host = ViewHost(ScopedSearch(activation: .onSearchPresentation), size: CGSize(width: 360, height: 560))
        #expect(host.find(text: "All names") == nil)
        #expect(host.tap("Search"))
        #expect(host.find(text: "All names") != nil)
    }
}

/// PNG references of a search in progress (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

@Suite("Searchable pictures") struct SearchableSnapshotTests {
    @Test(arguments: [ColorScheme.light, .dark])
    func searching(scheme: ColorScheme) throws {
        let host = ViewHost(NameList(log: SearchLog()), size: CGSize(width: 360, height: 420), colorScheme: scheme)
        try host.assertSnapshot(named: "search-idle-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
        #expect(host.tap("Search"))
        try host.assertSnapshot(
            named: "search-suggestions-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
        #expect(host.type("an"))
        try host.assertSnapshot(named: "search-typed-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
