import SwiftUI

/// One note.
struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
}

/// The notes every window of the app shows (the app's `@StateObject`, shared by all windows).
final class NoteLibrary: ObservableObject {
    @Published var notes: [Note] = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]
    @Published var status = "Ready"
    @Published var showsCount = true
    private var nextID = 3

    /// Adds a note named after its number, or `title`.
    func add(titled title: String? = nil) {
        let title = title ?? "Note \(nextID)"
        notes.append(Note(id: nextID, title: title))
        status = "Added \(title)"
        nextID += 1
    }

    /// Removes the last note, if any.
    func removeLast() {
        guard let last = notes.popLast() else { return }
        status = "Removed \(last.title)"
    }

    /// The note with `id`, if it still exists.
    func note(_ id: Note.ID?) -> Note? { notes.first { $0.id == id } }
}
