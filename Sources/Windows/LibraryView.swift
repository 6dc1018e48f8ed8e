import SwiftUI

/// The library window: the notes, each opening its own window, buttons for the other windows and a
/// link to the web. A file or link the app is started with (`windows ~/shopping.txt`) becomes a note.
struct LibraryView: View {
    @EnvironmentObject private var library: NoteLibrary
    @Environment(\.openWindow) private var openWindow
    @Environment(\.openSettings) private var openSettings

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(library.notes) { note in
                Button(note.title) { openWindow(value: note.id) }
            }
            Divider()
            HStack {
                Button("Inspector") { openWindow(id: "inspector") }
                Button("Settings") { openSettings() }
            }
            Text(library.status).font(.footnote).foregroundColor(.secondary)
            Link("Plume on the web", destination: URL(string: "https://example.com/plume")!)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .onOpenURL { url in library.add(titled: url.deletingPathExtension().lastPathComponent) }
    }
}

/// A window showing one note; it closes itself when asked, with a sheet to rename the note.
struct NoteWindow: View {
    let id: Note.ID?
    @EnvironmentObject private var library: NoteLibrary
    @Environment(\.dismissWindow) private var dismissWindow
    @State private var renaming = false

    var body: some View {
        VStack(spacing: 12) {
            if let note = library.note(id) {
                Text(note.title).font(.title)
                Button("Rename…") { renaming = true }
            } else {
                Text("This note was removed").foregroundColor(.secondary)
            }
            Button("Close") { dismissWindow() }
        }
        .padding()
        .sheet(isPresented: $renaming) {
            VStack(spacing: 12) {
                Text("Rename to “Renamed”?")
                HStack {
                    Button("Cancel") { renaming = false }
                    Button("Rename") {
                        if let index = library.notes.firstIndex(where: { $0.id == id }) {
                            library.notes[index].title = "Renamed"
                        }
                        renaming = false
                    }
                }
            }
            .padding()
        }
    }
}

/// The one Inspector window: how many notes there are.
struct InspectorView: View {
    @EnvironmentObject private var library: NoteLibrary
    var body: some View {
        VStack(spacing: 8) {
            if library.showsCount { Text("\(library.notes.count) notes").font(.title2) }
            Text(library.status).foregroundColor(.secondary)
        }
        .padding()
    }
}

/// The Settings window.
struct SettingsView: View {
    @EnvironmentObject private var library: NoteLibrary
    var body: some View {
        Form {
            Toggle("Count in Inspector", isOn: $library.showsCount)
        }
    }
}
