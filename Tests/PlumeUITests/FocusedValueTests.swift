import Foundation
import Observation
import PlumeGraphics
import PlumeStreams
import PlumeTesting
import PlumeUI
import Testing

/// The text the focused editor edits.
private struct FocusedNoteTextKey: FocusedValueKey { typealias Value = Binding<String> }
/// The name the window's scene publishes.
private struct SceneNameKey: FocusedValueKey { typealias Value = String }

extension FocusedValues {
    fileprivate var noteText: Binding<String>? {
        get { self[FocusedNoteTextKey.self] }
        set { self[FocusedNoteTextKey.self] = newValue }
    }
    fileprivate var sceneName: String? {
        get { self[SceneNameKey.self] }
        set { self[SceneNameKey.self] = newValue }
    }
}

private final class Notebook: ObservableObject {
    @Published var first = "alpha"
    @Published var second = "beta"
}

@Observable private final class Ruler {
    var units = "cm"
}

/// Commands acting on whatever editor has the focus, as SwiftUI apps write them.
private struct TextCommands: Commands {
    @FocusedBinding(\.noteText) private var text: String?
    @FocusedValue(\.sceneName) private var sceneName
    var body: some Commands {
        CommandMenu("Text") {
            Button("Shout") { text = text?.uppercased() }
                .keyboardShortcut("u", modifiers: [.command, .shift])
                .disabled(text == nil)
            Button("About \(sceneName ?? "nothing")") {}
        }
    }
}

private struct NotebookApp: App {
    @StateObject private var notebook = Notebook()
    var body: some Scene {
        WindowGroup("Notebook") { NotebookView().environmentObject(notebook) }
            .commands { TextCommands() }
    }
}

private struct NotebookView: View {
    @EnvironmentObject var notebook: Notebook
    @State private var ruler = Ruler()
    var body: some View {
        VStack(spacing: 8) {
            TextField("First", text: $notebook.first)
                .focusedValue(\.noteText, $notebook.first)
                .focusedObject(notebook)
            TextField("Second", text: $notebook.second)
                .focusedValue(\.noteText, $notebook.second)
                .focusedValue(ruler)
            Text("first: \(notebook.first)")
            Text("second: \(notebook.second)")
            StatusLine()
        }
        .focusedSceneValue(\.sceneName, "Notebook")
    }
}

/// Shows what the focused view publishes.
private struct StatusLine: View {
    @FocusedValue(\.noteText) private var text
    @FocusedObject private var notebook: Notebook?
    @FocusedValue(Ruler.self) private var ruler
    var body: some View {
        VStack {
            Text("editing: \(text?.wrappedValue ?? "none")")
            Text("object: \(notebook == nil ? "none" : "notebook")")
            Text("ruler: \(ruler?.units ?? "none")")
        }
    }
}

@Suite("Focused values") struct FocusedValueTests {
    private func open() throws -> (AppHost, ViewHost) {
        let app = AppHost(NotebookApp.self, size: CGSize(width: 480, height: 360))
        return (app, try #require(app.window(titled: "Notebook")))
    }

    @Test func aViewReadsWhatTheFocusedViewPublishes() throws {
        let (_, window) = try open()
        #expect(window.find(text: "editing: none") != nil)
        #expect(window.find(text: "object: none") != nil)
        #expect(window.tap("First"))
        window.advance(by: 0.1)
        #expect(window.find(text: "editing: alpha") != nil)
        #expect(window.find(text: "object: notebook") != nil)
        #expect(window.find(text: "ruler: none") != nil)
        #expect(window.type("!"))
        window.advance(by: 0.1)
        #expect(window.find(text: "editing: alpha!") != nil, "the value follows the publisher's changes")
        #expect(window.tap("Second"))
        window.advance(by: 0.1)
        #expect(window.find(text: "editing: beta") != nil, "the value follows the focus")
        #expect(window.find(text: "object: none") != nil)
        #expect(window.find(text: "ruler: cm") != nil)
    }

    @Test func aMenuCommandActsOnTheFocusedEditor() throws {
        let (_, window) = try open()
        // Nothing focused: the command has nothing to act on.
        #expect(window.press("u", modifiers: [.control, .shift]) == false)
        #expect(window.find(text: "first: alpha") != nil)

        #expect(window.tap("Second"))
        window.advance(by: 0.1)
        #expect(window.press("u", modifiers: [.control, .shift]))
        window.advance(by: 0.1)
        #expect(window.find(text: "second: BETA") != nil)
        #expect(window.find(text: "first: alpha") != nil)

        // From the open menu: the menu takes the focus while it is up, the editor still publishes.
        #expect(window.tap("First"))
        window.advance(by: 0.1)
        #expect(window.tap("Text"))
        window.advance(by: 0.3)
        #expect(window.tap("Shout"))
        window.advance(by: 0.3)
        #expect(window.find(text: "first: ALPHA") != nil)
        #expect(window.find(text: "second: BETA") != nil)
    }

    @Test func aSceneValueIsPublishedWhateverHasTheFocus() throws {
        let (_, window) = try open()
        #expect(window.tap("Text"))
        window.advance(by: 0.3)
        #expect(window.find(text: "About Notebook") != nil)
    }

    @Test func aViewThatPublishesAndReadsSettles() throws {
        final class Draft: ObservableObject { @Published var text = "memo" }
        struct Both: View {
            @StateObject private var draft = Draft()
            @FocusedValue(\.noteText) private var text
            var body: some View {
                VStack {
                    TextField("Field", text: $draft.text).focusedValue(\.noteText, $draft.text)
                    Text("reads: \(text?.wrappedValue ?? "none")")
                }
            }
        }
        let host = ViewHost(Both(), size: CGSize(width: 300, height: 200))
        #expect(host.tap("Field"))
        host.advance(by: 0.2)
        #expect(host.find(text: "reads: memo") != nil)
        let settled = host.bodyEvaluations
        host.advance(by: 0.5)
        #expect(host.bodyEvaluations == settled, "nothing is evaluated again once the value is read")
        #expect(host.type("s"))
        host.advance(by: 0.2)
        #expect(host.find(text: "reads: memos") != nil)
    }

    @Test func aRemovedPublisherWithdrawsItsValue() throws {
        struct Toggled: View {
            @State private var shows = true
            @State private var text = "draft"
            var body: some View {
                VStack {
                    if shows { TextField("Field", text: $text).focusedValue(\.noteText, $text) }
                    Button("Hide") { shows = false }
                    StatusLine()
                }
            }
        }
        let host = ViewHost(Toggled(), size: CGSize(width: 300, height: 200))
        #expect(host.tap("Field"))
        host.advance(by: 0.1)
        #expect(host.find(text: "editing: draft") != nil)
        #expect(host.tap("Hide"))
        host.advance(by: 0.1)
        #expect(host.find(text: "editing: none") != nil)
    }
}
