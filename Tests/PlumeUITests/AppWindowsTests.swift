import Foundation
import PlumeGraphics
import PlumeStreams
import PlumeTesting
import PlumeUI
import Testing

/// The notes an app's windows share (made once by the app's `@StateObject`).
final class WindowsNoteStore: ObservableObject {
    @Published var notes: [String] = ["Groceries"]
    @Published var log: [String] = []
}

/// A two-window-kind app with a value window, a single window, settings and commands, written as
/// for SwiftUI.
private struct NotesApp: App {
    @StateObject private var store = WindowsNoteStore()

    var body: some Scene {
        WindowGroup("Notes", id: "main") { NotesList().environmentObject(store) }
            .commands {
                CommandMenu("Library") {
                    Button("Add Note") { store.notes.append("Note \(store.notes.count + 1)") }
                        .keyboardShortcut("n", modifiers: [.command, .shift])
                    Divider()
                    Button("Clear Log") { store.log.removeAll() }
                }
                CommandGroup(after: .help) { Button("About Notes") { store.log.append("about") } }
                InspectorCommands()
            }
        WindowGroup("Note", id: "note", for: String.self) { $title in
            NoteDetail(title: title ?? "none").environmentObject(store)
        }
        Window("Inspector", id: "inspector") { Inspector().environmentObject(store) }
        Settings { Text("Settings pane") }
    }
}

/// Commands with their own environment, as SwiftUI apps write them.
private struct InspectorCommands: Commands {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow
    var body: some Commands {
        CommandGroup(before: .windowList) {
            Button("Show Inspector") { openWindow(id: "inspector") }.keyboardShortcut("i")
            Button("Close Front Window") { dismissWindow() }
        }
    }
}

private struct NotesList: View {
    @EnvironmentObject var store: WindowsNoteStore
    @Environment(\.openWindow) private var openWindow
    @Environment(\.openSettings) private var openSettings
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 8) {
            Text("\(store.notes.count) notes")
            Text("taps \(taps)")
            Text("log: \(store.log.joined(separator: ", "))")
            Button("Tap") { taps += 1 }
            Button("Open Inspector") { openWindow(id: "inspector") }
            Button("Open Groceries") { openWindow(value: "Groceries") }
            Button("Open Milk") { openWindow(id: "note", value: "Milk") }
            Button("Open Missing") { openWindow(id: "missing") }
            Button("Open Wrong Type") { openWindow(id: "note", value: 42) }
            Button("Preferences") { openSettings() }
        }
    }
}

private struct NoteDetail: View {
    let title: String
    @EnvironmentObject var store: WindowsNoteStore
    @Environment(\.dismissWindow) private var dismissWindow
    @State private var showsSheet = false

    var body: some View {
        VStack {
            Text("Detail: \(title)")
            Button("Details…") { showsSheet = true }
            Button("Close Note") { dismissWindow() }
        }
        .sheet(isPresented: $showsSheet) {
            SheetBody(title: title).onDisappear { store.log.append("sheet gone: \(title)") }
        }
    }
}

private struct SheetBody: View {
    let title: String
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Sheet of \(title)")
            Button("Dismiss Sheet") { dismiss() }
        }
    }
}

private struct Inspector: View {
    @EnvironmentObject var store: WindowsNoteStore
    @Environment(\.dismissWindow) private var dismissWindow
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Inspecting \(store.notes.count)")
            Button("Done") { dismiss() }
            Button("Close Inspector") { dismissWindow() }
            Button("Close Notes") { dismissWindow(id: "note") }
        }
    }
}

/// Scenes whose own commands are removed or replaced.
private struct QuietApp: App {
    var body: some Scene {
        WindowGroup("Main") { Text("Main") }
            .commandsRemoved()
        Window("Log", id: "log") { Text("Log") }
            .commandsReplaced { CommandMenu("Log") { Button("Clear") {} } }
    }
}

/// One window group without commands: a single-window app, shown as before (no menu bar).
private struct PlainApp: App {
    var body: some Scene { WindowGroup("Plain") { Text("Just me") } }
}

@Suite("App windows") struct AppWindowsTests {
    @Test func launchOpensTheFirstSceneUnderAMenuBar() throws {
        let app = AppHost(NotesApp.self)
        #expect(app.windowTitles == ["Notes"])
        let main = try #require(app.window(titled: "Notes"))
        for title in ["File", "Edit", "Library", "Window", "Help"] {
            #expect(main.find(text: title) != nil, "\(title)")
        }
        #expect(main.find(text: "View") == nil, "a menu with no items is left out")
        #expect(main.find(text: "1 notes") != nil)
        #expect(main.find(text: "Add Note") == nil, "closed menus show nothing")
        let bar = try #require(main.find(text: "File"))
        #expect(bar.frame.minY < 28)
    }

    @Test func openWindowOpensASecondWindowSharingTheAppsObjects() throws {
        let app = AppHost(NotesApp.self)
        let main = try #require(app.window(titled: "Notes"))
        #expect(main.tap("Open Inspector"))
        #expect(app.windowTitles == ["Notes", "Inspector"])
        let inspector = try #require(app.window(titled: "Inspector"))
        #expect(inspector.find(text: "Inspecting 1") != nil)
        #expect(inspector.find(text: "File") != nil, "every window has the menu bar")

        // A command run in one window changes what the other shows.
        #expect(main.press("n", modifiers: [.command, .shift]))
        app.settle()
        #expect(main.find(text: "2 notes") != nil)
        #expect(inspector.find(text: "Inspecting 2") != nil)

        // The same Window again: brought forward, not opened twice.
        #expect(inspector.press("n", modifiers: [.control, .shift]), "Control stands for Command")
        app.settle()
        #expect(main.tap("Open Inspector"))
        #expect(app.windowTitles == ["Notes", "Inspector"])
        #expect(inspector.find(text: "Inspecting 3") != nil)
    }

    @Test func valueWindowsOpenOncePerValue() throws {
        let app = AppHost(NotesApp.self)
        let main = try #require(app.window(titled: "Notes"))
        #expect(main.tap("Open Groceries"))
        #expect(main.tap("Open Milk"))
        #expect(app.windowTitles == ["Notes", "Note", "Note"])
        #expect(app.windows[1].find(text: "Detail: Groceries") != nil)
        #expect(app.windows[2].find(text: "Detail: Milk") != nil)
        #expect(main.tap("Open Groceries"))
        #expect(app.windowTitles == ["Notes", "Note", "Note"], "the window showing the value comes forward")
        #expect(app.frontmost?.find(text: "Detail: Groceries") != nil)
        #expect(app.session.windows.map { $0.presentedValue } == [nil, "Milk", "Groceries"])
    }

    @Test func dismissWindowClosesTheWindowAndItsSheet() throws {
        let app = AppHost(NotesApp.self)
        let main = try #require(app.window(titled: "Notes"))
        #expect(main.tap("Open Milk"))
        let note = try #require(app.window(titled: "Note"))
        #expect(note.tap("Details…"))
        note.advance(by: 0.6)
        #expect(note.find(text: "Sheet of Milk") != nil)
        // Close it from another window while the sheet is up.
        #expect(main.tap("Open Inspector"))
        let inspector = try #require(app.window(titled: "Inspector"))
        #expect(inspector.tap("Close Notes"))
        #expect(app.windowTitles == ["Notes", "Inspector"])
        #expect(main.find(text: "1 notes") != nil)
        #expect(inspector.tap("Close Inspector"))
        #expect(app.windowTitles == ["Notes"])
        #expect(app.session.diagnostics.isEmpty)
    }

    @Test func closingTheWindowItselfWithItsSheetUp() throws {
        let app = AppHost(NotesApp.self)
        let main = try #require(app.window(titled: "Notes"))
        #expect(main.tap("Open Groceries"))
        let note = try #require(app.window(titled: "Note"))
        #expect(note.tap("Details…"))
        note.advance(by: 0.6)
        #expect(
            !note.press(.character("w"), modifiers: .control), "while a sheet is up the menu bar rests, as on macOS")
        #expect(app.closeWindow(note), "the window manager's close button")
        #expect(app.windowTitles == ["Notes"])
        app.settle()
        #expect(main.find(text: "log: sheet gone: Groceries") != nil, "the sheet's views disappeared with the window")
        #expect(app.session.windows.count == 1)
        #expect(!app.closeWindow(note), "a closed window cannot close again")
        #expect(main.tap("Open Groceries"), "the value can be opened again")
        #expect(app.windowTitles == ["Notes", "Note"])
        #expect(app.frontmost?.find(text: "Sheet of Groceries") == nil, "a new window has fresh state")
    }

    @Test func dismissClosesTheSheetInASheetAndTheWindowOutside() throws {
        let app = AppHost(NotesApp.self)
        let main = try #require(app.window(titled: "Notes"))
        #expect(main.tap("Open Milk"))
        let note = try #require(app.window(titled: "Note"))
        #expect(note.tap("Details…"))
        note.advance(by: 0.6)
        #expect(note.tap("Dismiss Sheet"))
        note.advance(by: 0.6)
        #expect(note.find(text: "Sheet of Milk") == nil)
        #expect(app.windowTitles == ["Notes", "Note"], "dismiss in a sheet closes the sheet only")
        #expect(main.tap("Open Inspector"))
        #expect(app.window(titled: "Inspector")?.tap("Done") == true)
        #expect(app.windowTitles == ["Notes", "Note"], "dismiss outside a presentation closes the window")
    }

    @Test func commandsStructsReadTheAppsEnvironment() throws {
        let app = AppHost(NotesApp.self)
        let main = try #require(app.window(titled: "Notes"))
        #expect(main.press("i", modifiers: .control), "Window › Show Inspector, from a Commands struct")
        #expect(app.windowTitles == ["Notes", "Inspector"])
        let inspector = try #require(app.window(titled: "Inspector"))
        #expect(inspector.tap("Window"))
        inspector.advance(by: 0.3)
        #expect(inspector.tap("Close Front Window"))
        #expect(app.windowTitles == ["Notes"], "dismissWindow in commands closes the frontmost window")
        #expect(app.session.diagnostics.isEmpty)
    }

    @Test func settingsOpenFromAButtonTheMenuAndItsShortcut() throws {
        let app = AppHost(NotesApp.self)
        let main = try #require(app.window(titled: "Notes"))
        #expect(main.tap("Preferences"))
        #expect(app.windowTitles == ["Notes", "Settings"])
        #expect(app.window(titled: "Settings")?.find(text: "Settings pane") != nil)
        #expect(main.press(",", modifiers: .control))
        #expect(app.windowTitles == ["Notes", "Settings"], "one settings window")
        let settings = try #require(app.window(titled: "Settings"))
        #expect(settings.press("w", modifiers: .control))
        #expect(app.windowTitles == ["Notes"])
        #expect(main.tap("Edit"))
        main.advance(by: 0.3)
        #expect(main.find(text: "Ctrl+,") != nil, "the menu shows the shortcut as on Linux")
        #expect(main.tap("Settings…"))
        #expect(app.windowTitles == ["Notes", "Settings"])
    }

    @Test func menuBarCommandsRunByClickAndCloseTheMenu() throws {
        let app = AppHost(NotesApp.self)
        let main = try #require(app.window(titled: "Notes"))
        #expect(main.tap("Library"))
        main.advance(by: 0.3)
        #expect(main.find(text: "Ctrl+Shift+N") != nil)
        #expect(main.tap("Add Note"))
        main.advance(by: 0.3)
        #expect(main.find(text: "2 notes") != nil)
        #expect(main.find(text: "Add Note") == nil, "choosing an item closes the menu")
        #expect(main.tap("Help"))
        main.advance(by: 0.3)
        #expect(main.tap("About Notes"))
        main.advance(by: 0.3)
        #expect(main.find(text: "log: about") != nil, "CommandGroup(after: .help) runs")
        #expect(main.tap("File"))
        main.advance(by: 0.3)
        #expect(main.tap("New Window"))
        main.advance(by: 0.3)
        #expect(app.windowTitles == ["Notes", "Notes"])
        #expect(app.frontmost?.find(text: "2 notes") != nil, "shared store")
        #expect(app.frontmost?.find(text: "taps 0") != nil)
        #expect(main.tap("Tap"))
        #expect(main.find(text: "taps 1") != nil)
        #expect(app.frontmost?.find(text: "taps 0") != nil, "own state per window")
        #expect(main.tap("Window"))
        main.advance(by: 0.3)
        #expect(main.findAll(text: "Inspector").count == 1, "Window lists the single windows")
        #expect(main.findAll(text: "Notes").count == 2, "and the open windows")
    }

    @Test func anotherTitleOpensItsMenuByClickOrHover() throws {
        let app = AppHost(NotesApp.self)
        let main = try #require(app.window(titled: "Notes"))
        #expect(main.tap("File"))
        main.advance(by: 0.3)
        #expect(main.find(text: "New Window") != nil)
        let edit = try #require(main.find(text: "Edit"))
        main.tap(at: CGPoint(x: edit.frame.midX, y: edit.frame.midY))
        main.advance(by: 0.3)
        #expect(main.find(text: "New Window") == nil)
        #expect(main.find(text: "Settings…") != nil, "a click on Edit while File is open opens Edit")
        let help = try #require(main.find(text: "Help"))
        main.hover(at: CGPoint(x: help.frame.midX, y: help.frame.midY))
        main.advance(by: 0.3)
        #expect(main.find(text: "About Notes") != nil, "moving onto Help opens it")
        #expect(main.find(text: "Settings…") == nil)
        main.tap(at: CGPoint(x: help.frame.midX, y: help.frame.midY))
        main.advance(by: 0.3)
        #expect(main.find(text: "About Notes") == nil, "a click on the open menu's own title closes it")
        main.hover(at: CGPoint(x: edit.frame.midX, y: edit.frame.midY))
        main.advance(by: 0.3)
        #expect(main.find(text: "Settings…") == nil, "with no menu open, hovering opens nothing")
    }

    @Test func theMenuBarWorksFromTheKeyboard() throws {
        let app = AppHost(NotesApp.self)
        let main = try #require(app.window(titled: "Notes"))
        #expect(main.press(.function(10)))
        main.advance(by: 0.3)
        #expect(main.find(text: "New Window") != nil, "F10 opens File")
        #expect(main.press(.right))
        main.advance(by: 0.3)
        #expect(main.find(text: "New Window") == nil)
        #expect(main.find(text: "Settings…") != nil, "Right goes to Edit")
        #expect(main.press(.right))
        main.advance(by: 0.3)
        #expect(main.press(.down))
        #expect(main.press(.enter), "Return chooses Library › Add Note")
        main.advance(by: 0.3)
        #expect(main.find(text: "2 notes") != nil)
        #expect(main.press(.function(10)))
        #expect(main.press(.left), "Left from File wraps to Help")
        main.advance(by: 0.3)
        #expect(main.find(text: "About Notes") != nil)
        #expect(main.press(.escape))
        main.advance(by: 0.3)
        #expect(main.find(text: "About Notes") == nil, "Escape closes the menu")
    }

    @Test func badRequestsOpenNothingAndSaySo() throws {
        let app = AppHost(NotesApp.self)
        let main = try #require(app.window(titled: "Notes"))
        #expect(main.tap("Open Missing"))
        #expect(main.tap("Open Wrong Type"))
        #expect(app.windowTitles == ["Notes"])
        #expect(
            app.session.diagnostics == [
                "openWindow(id: \"missing\"): no scene has this identifier (the app's identifiers: \"main\", \"note\", \"inspector\")",
                "openWindow(id: \"note\", value: 42): the scene \"note\" does not present values of type Int (declare it as WindowGroup(id: \"note\", for: Int.self))",
            ])
        #expect(main.withGraph { $0.diagnostics }.count == 2, "reported in the asking window too")
    }

    @Test func aClosedWindowLeavesNothingBehind() throws {
        let app = AppHost(NotesApp.self)
        weak var window: AppWindow?
        weak var graph: ViewGraph?
        do {
            let main = try #require(app.window(titled: "Notes"))
            #expect(main.tap("Open Inspector"))
            let inspector = try #require(app.window(titled: "Inspector"))
            window = app.session.windows.last
            graph = inspector.withGraph { $0 }
            #expect(inspector.tap("Close Inspector"))
        }
        #expect(app.windowTitles == ["Notes"])
        app.settle()
        #expect(window == nil, "the session and the other windows' menu bars let the window go")
        #expect(graph == nil, "and its graph, with the views and the menu bar")
    }

    @Test func removedAndReplacedSceneCommands() throws {
        let app = AppHost(QuietApp.self)
        let main = try #require(app.window(titled: "Main"))
        #expect(main.tap("File"))
        main.advance(by: 0.3)
        #expect(main.find(text: "Close Window") != nil)
        #expect(main.find(text: "New Window") == nil, "commandsRemoved() takes the group's New Window")
        #expect(main.press(.escape))
        main.advance(by: 0.3)
        #expect(main.find(text: "Log") != nil, "commandsReplaced adds its menu")
        #expect(main.tap("Window"))
        main.advance(by: 0.3)
        #expect(main.findAll(text: "Log").count == 1, "the replaced Window scene is not in the Window menu")
    }

    @Test func quitClosesEveryWindow() throws {
        let app = AppHost(NotesApp.self)
        let main = try #require(app.window(titled: "Notes"))
        #expect(main.tap("Open Inspector"))
        #expect(main.press("q", modifiers: .control))
        #expect(app.windowTitles.isEmpty)
    }

    @Test func aSingleWindowAppHasNoMenuBar() throws {
        let app = AppHost(PlainApp.self, size: CGSize(width: 200, height: 100))
        let plain = try #require(app.window(titled: "Plain"))
        let alone = ViewHost(Text("Just me"), size: CGSize(width: 200, height: 100))
        #expect(plain.dump() == alone.dump())
        #expect(plain.find(text: "File") == nil)
    }

    @Test func actionsOutsideAnAppDoNothing() {
        struct Lonely: View {
            @Environment(\.openWindow) var openWindow
            @Environment(\.supportsMultipleWindows) var multiple
            var body: some View { Button(multiple ? "Many" : "One") { openWindow(id: "x") } }
        }
        let host = ViewHost(Lonely())
        #expect(host.tap("One"))
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func pictureOfAnOpenMenu(scheme: ColorScheme) throws {
        let app = AppHost(NotesApp.self, size: CGSize(width: 420, height: 300), colorScheme: scheme)
        let main = try #require(app.window(titled: "Notes"))
        #expect(main.tap("Library"))
        main.advance(by: 0.5)
        try main.assertSnapshot(
            named: "app-menu-bar-\(scheme == .dark ? "dark" : "light")",
            in: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__"))
    }
}
