import SwiftUI

/// The `windows` example: `swift run windows` opens a notes app with two kinds of window (the
/// library, and one window per note), an Inspector window, a Settings window and menu bar commands.
/// Written exactly as a SwiftUI app for macOS; it needs a display (without one it says so and
/// exits with status 1).
@main
struct NotesApp: App {
    @StateObject private var library = NoteLibrary()

    var body: some Scene {
        WindowGroup("Notes", id: "library") {
            LibraryView().environmentObject(library)
        }
        .defaultSize(width: 420, height: 360)
        .commands {
            CommandMenu("Note") {
                Button("Add Note") { library.add() }
                    .keyboardShortcut("n", modifiers: [.command, .shift])
                Button("Remove Last Note") { library.removeLast() }
                    .keyboardShortcut(.delete, modifiers: .command)
            }
            CommandGroup(replacing: .help) {
                Button("Notes Help") { library.status = "Write, then open a note in its own window." }
            }
        }

        WindowGroup("Note", id: "note", for: Note.ID.self) { $id in
            NoteWindow(id: id).environmentObject(library)
        }
        .defaultSize(width: 320, height: 220)

        Window("Inspector", id: "inspector") {
            InspectorView().environmentObject(library)
        }
        .defaultSize(width: 260, height: 180)

        Settings {
            SettingsView().environmentObject(library)
        }
        .defaultSize(width: 360, height: 200)
    }
}
