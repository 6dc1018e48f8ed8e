import Foundation
import Plume

/// One note of the `notes` scene.
struct NotesSceneNote: Identifiable, Hashable {
    let id: Int
    var title: String
    var body: String
    var pinned = false
}

/// The `notes` scene: the app-structure pieces together, as an app written for Apple platforms
/// uses them — a navigation stack driven by a path of values, a toolbar with an edit button, a
/// compose button and a sort menu, search, rows that swipe (pin, delete) and delete in edit mode,
/// a compose sheet with detents and its own toolbar, a confirmation dialog and an alert.
struct NotesSceneView: View {
    @State private var notes = NotesSceneView.samples
    @State private var path: [NotesSceneNote] = []
    @State private var query = ""
    @State private var composing = false
    @State private var confirmingClear = false
    @State private var newestFirst = false
    @State private var draftTitle = ""
    @State private var emptyTitleAlert = false

    static let samples = [
        NotesSceneNote(id: 1, title: "Groceries", body: "Oat milk, lemons, rye bread."),
        NotesSceneNote(id: 2, title: "Garden", body: "Water the tomatoes; tie up the beans."),
        NotesSceneNote(id: 3, title: "Trip to the coast", body: "Train at 8:14, platform 3."),
        NotesSceneNote(id: 4, title: "Book club", body: "Chapters 4–6 for Thursday."),
    ]

    private var shown: [NotesSceneNote] {
        let matching =
            query.isEmpty
            ? notes
            : notes.filter {
                $0.title.localizedCaseInsensitiveContains(query) || $0.body.localizedCaseInsensitiveContains(query)
            }
        let ordered = newestFirst ? matching.sorted { $0.id > $1.id } : matching.sorted { $0.id < $1.id }
        return ordered.filter(\.pinned) + ordered.filter { !$0.pinned }
    }

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(shown) { note in
                    NavigationLink(value: note) {
                        HStack {
                            if note.pinned { Image(systemName: "pin.fill").foregroundColor(.orange) }
                            Text(note.title)
                        }
                    }
                    .swipeActions(edge: .leading) {
                        Button(note.pinned ? "Unpin" : "Pin") { togglePin(note) }.tint(.orange)
                    }
                }
                .onDelete(perform: delete)
            }
            .navigationTitle("Notes")
            .navigationDestination(for: NotesSceneNote.self) { note in
                NotesSceneDetail(note: binding(for: note))
            }
            .searchable(text: $query, prompt: "Search notes")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItem(placement: .primaryAction) {
                    Button("Compose") { composing = true }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Menu("Sort") {
                        Button("Oldest first") { newestFirst = false }
                        Button("Newest first") { newestFirst = true }
                    }
                    Spacer()
                    Text(notes.count == 1 ? "1 note" : "\(notes.count) notes").font(.footnote)
                    Spacer()
                    Button("Clear", role: .destructive) { confirmingClear = true }
                }
            }
            .confirmationDialog("Delete every note?", isPresented: $confirmingClear, titleVisibility: .visible) {
                Button("Delete All", role: .destructive) { notes.removeAll() }
            }
            .sheet(isPresented: $composing) { composeSheet }
        }
    }

    private var composeSheet: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $draftTitle)
            }
            .navigationTitle("New Note")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { composing = false } }
                ToolbarItem(placement: .confirmationAction) { Button("Add") { add() } }
            }
            .alert("A note needs a title", isPresented: $emptyTitleAlert) {
                Button("OK", role: .cancel) {}
            }
        }
        .presentationDetents([.medium, .large])
    }

    private func add() {
        let title = draftTitle.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else {
            emptyTitleAlert = true
            return
        }
        notes.append(NotesSceneNote(id: (notes.map(\.id).max() ?? 0) + 1, title: title, body: ""))
        draftTitle = ""
        composing = false
    }

    private func delete(_ offsets: IndexSet) {
        let ids = Set(offsets.map { shown[$0].id })
        notes.removeAll { ids.contains($0.id) }
    }

    private func togglePin(_ note: NotesSceneNote) {
        guard let index = notes.firstIndex(where: { $0.id == note.id }) else { return }
        notes[index].pinned.toggle()
    }

    /// A binding to the note with `note`'s id (a pushed page edits the note in the list).
    private func binding(for note: NotesSceneNote) -> Binding<NotesSceneNote> {
        Binding(
            get: { notes.first { $0.id == note.id } ?? note },
            set: { edited in
                if let index = notes.firstIndex(where: { $0.id == note.id }) { notes[index] = edited }
            })
    }
}

/// A pushed note: its title and text, editable.
struct NotesSceneDetail: View {
    @Binding var note: NotesSceneNote

    var body: some View {
        Form {
            Section("Title") { TextField("Title", text: $note.title) }
            Section("Note") { Text(note.body.isEmpty ? "Nothing written yet." : note.body) }
        }
        .navigationTitle(note.title)
        .navigationBarTitleDisplayMode(.inline)
    }
}

enum NotesScene {
    static let scene = GalleryScene(
        id: "notes", title: "App structure: notes", seed: "app", size: CGSize(width: 390, height: 700)
    ) {
        NotesSceneView()
    }
}
