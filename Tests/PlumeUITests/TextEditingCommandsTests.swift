import Foundation
import PlumeGraphics
import PlumeTesting
import PlumeUI
import Testing

private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// The Edit menu's Transformations (`TextEditingCommands`) used as a person uses them: select
/// words in a field, open Edit, choose Make Upper Case, Make Lower Case or Capitalize.
@MainActor
@Suite("Text editing commands") struct TextEditingCommandsTests {
    private struct LabelsApp: App {
        var body: some Scene {
            WindowGroup("Labels") { LabelEditor() }
                .commands { TextEditingCommands() }
        }
    }

    private struct LabelEditor: View {
        @State private var label = ""
        @State private var code = ""
        var body: some View {
            VStack {
                TextField("Label", text: $label)
                SecureField("Code", text: $code)
                Text("label: \(label)")
                Text("code: \(code)")
            }
            .padding()
        }
    }

    private func open(scheme: ColorScheme = .light) throws -> ViewHost {
        let app = AppHost(LabelsApp.self, size: CGSize(width: 480, height: 420), colorScheme: scheme)
        return try #require(app.window(titled: "Labels"))
    }

    @Test func theSelectionChangesCaseAndStaysSelected() throws {
        let window = try open()
        #expect(window.tap("Label"))
        #expect(window.type("the quick BROWN fox"))
        #expect(window.press("a", modifiers: .control))
        #expect(window.choose("Make Upper Case", fromMenu: "Edit"))
        #expect(window.find(text: "label: THE QUICK BROWN FOX") != nil)
        #expect(window.choose("Capitalize", fromMenu: "Edit"))
        #expect(window.find(text: "label: The Quick Brown Fox") != nil)
        #expect(window.choose("Make Lower Case", fromMenu: "Edit"))
        #expect(window.find(text: "label: the quick brown fox") != nil)
        // Still selected: typing replaces the whole text.
        #expect(window.type("done"))
        #expect(window.find(text: "label: done") != nil)
    }

    @Test func onlyTheSelectedWordsChangeAndUndoTakesItBack() throws {
        let window = try open()
        #expect(window.tap("Label"))
        #expect(window.type("keep this"))
        #expect(window.press(.left, modifiers: .shift))
        #expect(window.press(.left, modifiers: .shift))
        #expect(window.choose("Make Upper Case", fromMenu: "Edit"))
        #expect(window.find(text: "label: keep thIS") != nil)
        #expect(window.press("z", modifiers: .control))
        #expect(window.find(text: "label: keep this") != nil)
    }

    @Test func withoutASelectionOrInASecureFieldTheItemsAreDisabled() throws {
        let window = try open()
        #expect(window.tap("Label"))
        #expect(window.type("abc"))
        #expect(window.choose("Make Upper Case", fromMenu: "Edit"))
        #expect(window.find(text: "label: abc") != nil, "no selection: nothing changes")
        window.press(.escape)
        window.advance(by: 0.3)
        #expect(window.tap("Code"))
        #expect(window.type("pin"))
        #expect(window.press("a", modifiers: .control))
        #expect(window.choose("Make Upper Case", fromMenu: "Edit"))
        #expect(window.find(text: "code: pin") != nil, "a secure field's text is not changed from the menu")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func snapshot(scheme: ColorScheme) throws {
        let window = try open(scheme: scheme)
        #expect(window.tap("Label"))
        #expect(window.type("hello world"))
        #expect(window.press("a", modifiers: .control))
        #expect(window.tap("Edit"))
        window.advance(by: 0.5)
        try window.assertSnapshot(
            named: "edit-menu-transformations-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
