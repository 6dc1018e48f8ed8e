import Foundation
import PlumeGraphics
import PlumeTesting
import PlumeUI
import Testing

/// The menu bar's standard Edit items (Undo, Redo, Cut, Copy, Paste, Select All) used as a person
/// uses them: type into a field, open Edit with the mouse, choose an item.
@MainActor
@Suite("Edit menu") struct EditMenuTests {
    private struct JournalApp: App {
        var body: some Scene {
            WindowGroup("Journal") { Journal() }
                .commands { CommandMenu("Entry") { Button("Clear") {} } }
        }
    }

    private struct Journal: View {
        @State private var title = ""
        @State private var body_ = ""
        var body: some View {
            VStack {
                TextField("Title", text: $title)
                TextField("Body", text: $body_)
                Text("title: \(title)")
                Text("body: \(body_)")
            }
            .padding()
        }
    }

    @Test func selectAllCopyAndPasteMoveTextBetweenFields() throws {
        let app = AppHost(JournalApp.self, size: CGSize(width: 480, height: 320))
        let window = try #require(app.window(titled: "Journal"))
        #expect(window.tap("Title"))
        #expect(window.type("Morning walk"))
        #expect(window.choose("Select All", fromMenu: "Edit"))
        #expect(window.choose("Copy", fromMenu: "Edit"))
        #expect(window.graph.clipboard.string == "Morning walk")
        #expect(window.tap("Body"))
        #expect(window.choose("Paste", fromMenu: "Edit"))
        #expect(window.find(text: "body: Morning walk") != nil)
        #expect(window.choose("Paste", fromMenu: "Edit"))
        #expect(window.find(text: "body: Morning walkMorning walk") != nil)
        #expect(window.choose("Undo", fromMenu: "Edit"))
        #expect(window.find(text: "body: Morning walk") != nil)
        #expect(window.choose("Redo", fromMenu: "Edit"))
        #expect(window.find(text: "body: Morning walkMorning walk") != nil)
    }

    @Test func cutTakesTheSelectionAndTheFocusComesBack() throws {
        let app = AppHost(JournalApp.self, size: CGSize(width: 480, height: 320))
        let window = try #require(app.window(titled: "Journal"))
        #expect(window.tap("Title"))
        #expect(window.type("Draft"))
        #expect(window.choose("Select All", fromMenu: "Edit"))
        #expect(window.choose("Cut", fromMenu: "Edit"))
        #expect(window.find(text: "title: ") != nil)
        #expect(window.graph.clipboard.string == "Draft")
        #expect(window.type("Final"), "the field has the focus again after the menu closed")
        #expect(window.find(text: "title: Final") != nil)
    }

    /// Opens Edit, taps `item` and checks that it did nothing: the menu stays open (a disabled row
    /// takes no tap); Escape then closes it.
    private func tapDisabled(_ item: String, in window: ViewHost) -> Bool {
        guard window.tap("Edit") else { return false }
        window.advance(by: 0.3)
        guard window.tap(item) else { return false }
        window.advance(by: 0.3)
        let stillOpen = window.find(text: "Select All") != nil
        window.press(.escape)
        window.advance(by: 0.3)
        return stillOpen
    }

    @Test func itemsThatCannotActAreDisabled() throws {
        let app = AppHost(JournalApp.self, size: CGSize(width: 480, height: 320))
        let window = try #require(app.window(titled: "Journal"))
        window.graph.clipboard.string = "from elsewhere"
        // Nothing focused: every item is there, none can act.
        for item in ["Undo", "Redo", "Cut", "Copy", "Paste", "Select All"] {
            #expect(tapDisabled(item, in: window), "\(item) is disabled without a focused field")
        }
        #expect(window.find(text: "title: ") != nil)
        // A field with text but no selection: Copy and Cut are disabled; Paste works.
        #expect(window.tap("Title"))
        #expect(window.type("Note"))
        window.graph.clipboard.string = "kept"
        #expect(tapDisabled("Copy", in: window))
        #expect(tapDisabled("Cut", in: window))
        #expect(tapDisabled("Redo", in: window))
        #expect(window.graph.clipboard.string == "kept")
        #expect(window.choose("Paste", fromMenu: "Edit"))
        #expect(window.find(text: "title: Notekept") != nil)
    }

    @Test func aFocusedFieldTakesTheShortcutsFirst() throws {
        let app = AppHost(JournalApp.self, size: CGSize(width: 480, height: 320))
        let window = try #require(app.window(titled: "Journal"))
        #expect(window.tap("Title"))
        #expect(window.type("abc"))
        #expect(window.press("a", modifiers: .control))
        #expect(window.press("c", modifiers: .control))
        #expect(window.graph.clipboard.string == "abc")
    }

    private struct ReplacingApp: App {
        final class Log { static var entries: [String] = [] }
        var body: some Scene {
            WindowGroup("Replaced") { Journal() }
                .commands {
                    CommandGroup(replacing: .pasteboard) { Button("Paste Special") { Log.entries.append("special") } }
                }
        }
    }

    @Test func aCommandGroupCanReplaceThePasteboardItems() throws {
        let app = AppHost(ReplacingApp.self, size: CGSize(width: 480, height: 320))
        let window = try #require(app.window(titled: "Replaced"))
        #expect(window.tap("Edit"))
        window.advance(by: 0.3)
        #expect(window.find(text: "Paste Special") != nil)
        #expect(window.find(text: "Copy") == nil)
        #expect(window.find(text: "Undo") != nil, "Undo and Redo stay")
    }
}
