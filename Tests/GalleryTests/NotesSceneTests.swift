import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

/// The `notes` scene driven as a person uses it: open a note, edit its title, come back; compose a
/// note in the sheet; search; pin with a swipe; delete in edit mode; clear all through the dialog.
@Suite("notes") struct NotesSceneTests {
    private func rows(_ host: ViewHost) -> [String] {
        let titles = Set(NotesSceneView.samples.map(\.title) + ["Call the plumber", "Groceries and wine"])
        return host.views.filter { $0.text.map(titles.contains) ?? false && $0.isButton }
            .sorted { $0.frame.minY < $1.frame.minY }.compactMap(\.text)
    }

    private func tapText(_ host: ViewHost, _ text: String) throws {
        let info = try #require(host.find(text: text) ?? host.find(label: text), "no \(text)")
        host.tap(at: CGPoint(x: info.frame.midX, y: info.frame.midY))
    }

    @Test func openingANoteEditsItInTheList() throws {
        let host = try mount("notes")
        #expect(rows(host) == ["Groceries", "Garden", "Trip to the coast", "Book club"])
        #expect(host.tap("Groceries"))
        host.advance(by: 0.6)
        #expect(host.find(text: "Oat milk, lemons, rye bread.") != nil)
        let field = try #require(host.find(label: "Title"), "the title field")
        host.tap(at: CGPoint(x: field.frame.maxX - 2, y: field.frame.midY))
        #expect(host.type(" and wine"))
        host.advance(by: 0.1)
        #expect(host.find(text: "Groceries and wine") != nil, "the inline title follows the field")
        #expect(host.tap("Notes"), "the back button has the list's title")
        host.advance(by: 0.6)
        #expect(rows(host).first == "Groceries and wine")
    }

    @Test func composingNeedsATitleAndAddsTheNote() throws {
        let host = try mount("notes")
        #expect(host.tap("Compose"))
        host.advance(by: 0.6)
        #expect(host.find(text: "New Note") != nil)
        #expect(host.tap("Add"))
        host.advance(by: 0.4)
        #expect(host.find(text: "A note needs a title") != nil, "an empty title is refused with an alert")
        #expect(host.tap("OK"))
        host.advance(by: 0.4)
        try tapText(host, "Title")
        #expect(host.type("Call the plumber"))
        #expect(host.tap("Add"))
        host.advance(by: 0.6)
        #expect(host.find(text: "New Note") == nil)
        #expect(rows(host).last == "Call the plumber")
        #expect(host.find(text: "5 notes") != nil)
    }

    @Test func searchPinAndDelete() throws {
        let host = try mount("notes")
        try tapText(host, "Search notes")
        #expect(host.type("train"))
        host.advance(by: 0.3)
        #expect(rows(host) == ["Trip to the coast"], "search reads the notes' text too")
        #expect(host.tap("Cancel"))
        host.advance(by: 0.4)
        let book = try #require(host.find(text: "Book club"))
        host.drag(
            from: CGPoint(x: book.frame.midX, y: book.frame.midY),
            to: CGPoint(x: book.frame.midX + 110, y: book.frame.midY))
        host.advance(by: 0.5)
        #expect(host.tap("Pin"))
        host.advance(by: 0.5)
        #expect(rows(host).first == "Book club", "a pinned note goes first")
        #expect(host.tap("Edit"))
        host.advance(by: 0.5)
        #expect(host.views.contains { $0.label?.hasPrefix("Delete") == true })
        let minus = try #require(host.views.first { $0.label?.hasPrefix("Delete") == true })
        host.tap(at: CGPoint(x: minus.frame.midX, y: minus.frame.midY))
        host.advance(by: 0.5)
        #expect(host.tap("Delete"))
        host.advance(by: 0.5)
        #expect(rows(host) == ["Groceries", "Garden", "Trip to the coast"])
        #expect(host.find(text: "3 notes") != nil)
    }

    @Test func clearingAsksFirst() throws {
        let host = try mount("notes")
        #expect(host.tap("Clear"))
        host.advance(by: 0.4)
        #expect(host.find(text: "Delete every note?") != nil)
        #expect(host.tap("Delete All"))
        host.advance(by: 0.4)
        #expect(rows(host).isEmpty)
        #expect(host.find(text: "0 notes") != nil)
    }

    @Test(arguments: [ColorScheme.light, .dark]) func pictures(scheme: ColorScheme) throws {
        let name = scheme == .dark ? "dark" : "light"
        let host = try mount("notes")
        host.setColorScheme(scheme)
        host.advance(by: 0.5)
        try host.assertSnapshot(named: "notes-\(name)", in: snapshotDirectory)
        #expect(host.tap("Compose"))
        host.advance(by: 0.6)
        try host.assertSnapshot(named: "notes-compose-\(name)", in: snapshotDirectory)
    }
}
