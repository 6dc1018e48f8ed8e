import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A small notes app written as a SwiftUI developer writes one, driving the app-structure pieces
/// together: a toolbar with an edit button and a compose button, a sheet, search, deletable rows,
/// a menu and a selection.
private struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
}

private struct NotesApp: View {
    @State private var notes = [
        Note(id: 1, title: "Groceries"), Note(id: 2, title: "Garden"), Note(id: 3, title: "Trip"),
    ]
    @State private var query = ""
    @State private var composing = false
    @State private var draft = ""
    @State private var sortAscending = true

    private var shown: [Note] {
        let filtered = query.isEmpty ? notes : notes.filter { $0.title.localizedCaseInsensitiveContains(query) }
        return filtered.sorted { sortAscending ? $0.title < $1.title : $0.title > $1.title }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(shown) { note in
                    Text(note.title)
                }
                .onDelete { offsets in
                    let ids = offsets.map { shown[$0].id }
                    notes.removeAll { ids.contains($0.id) }
                }
            }
            .navigationTitle("Notes")
            .searchable(text: $query, prompt: "Find a note")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItem(placement: .primaryAction) {
                    Button("Compose") { composing = true }
                }
                ToolbarItem(placement: .bottomBar) {
                    Menu("Sort") {
                        Button("A to Z") { sortAscending = true }
                        Button("Z to A") { sortAscending = false }
                    }
                }
            }
            .sheet(isPresented: $composing) {
                NavigationStack {
                    TextField("Title", text: $draft)
                        .padding()
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { composing = false } }
                            ToolbarItem(placement: .confirmationAction) {
                                Button("Save") {
                                    notes.append(Note(id: notes.count + 10, title: draft))
                                    draft = ""
                                    composing = false
                                }
                            }
                        }
                        .navigationTitle("New Note")
                }
            }
        }
    }
}

@Suite("Notes app") struct NotesAppTests {
    let size = CGSize(width: 390, height: 700)

    private func rowTitles(_ host: ViewHost) -> [String] {
        let names = Set(["Groceries", "Garden", "Trip", "Walk the dog"])
        return host.views.filter { $0.text.map(names.contains) ?? false }.sorted { $0.frame.minY < $1.frame.minY }
            .compactMap(\.text)
    }

    @Test func composeTypeAndSaveAddsANote() throws {
        let host = ViewHost(NotesApp(), size: size)
        #expect(rowTitles(host) == ["Garden", "Groceries", "Trip"])
        #expect(host.tap("Compose"))
        host.advance(by: 0.6)
        #expect(host.find(text: "New Note") != nil, "the sheet shows its own navigation title")
        let field = try #require(host.find(text: "Title") ?? host.find(label: "Title"))
        host.tap(at: CGPoint(x: field.frame.midX, y: field.frame.midY))
        #expect(host.type("Walk the dog"))
        #expect(host.tap("Save"))
        host.advance(by: 0.6)
        #expect(host.find(text: "New Note") == nil, "saving closes the sheet")
        #expect(rowTitles(host) == ["Garden", "Groceries", "Trip", "Walk the dog"])
    }

    @Test func searchingFiltersAndEditModeDeletesFromTheFilteredRows() throws {
        let host = ViewHost(NotesApp(), size: size)
        let search = try #require(host.find(text: "Find a note") ?? host.find(label: "Find a note"))
        host.tap(at: CGPoint(x: search.frame.midX, y: search.frame.midY))
        #expect(host.type("gar"))
        host.advance(by: 0.3)
        #expect(rowTitles(host) == ["Garden"])
        #expect(host.tap("Edit"))
        host.advance(by: 0.5)
        #expect(host.tap("Delete Garden") || host.tap("Delete 2"))
        host.advance(by: 0.5)
        #expect(host.tap("Delete"))
        host.advance(by: 0.5)
        #expect(rowTitles(host).isEmpty)
        #expect(host.tap("Cancel"))
        host.advance(by: 0.5)
        #expect(rowTitles(host) == ["Groceries", "Trip"])
    }

    @Test func theSortMenuInTheBottomBarReordersTheRows() throws {
        let host = ViewHost(NotesApp(), size: size)
        #expect(host.tap("Sort"))
        host.advance(by: 0.3)
        #expect(host.tap("Z to A"))
        host.advance(by: 0.3)
        #expect(rowTitles(host) == ["Trip", "Groceries", "Garden"])
        #expect(host.find(text: "A to Z") == nil, "choosing closes the menu")
    }
}
