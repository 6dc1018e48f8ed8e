import CoreData
import PlumeTesting
import SwiftUI
import Testing

/// A Core Data entity in Plume's spelling (`ManagedObject`, `@Attribute`), in a file that imports
/// CoreData, and a SwiftUI view file that uses `@FetchRequest` with only `import SwiftUI`, as Xcode's
/// templates do.
final class Note: ManagedObject {
    @Attribute var title: String = ""
}

// As Xcode generates it for each entity.
extension Note: Identifiable {}

struct NotesView: View {
    @Environment(\.managedObjectContext) private var context
    @FetchRequest(sortDescriptors: [SortDescriptor(\Note.title)]) private var notes: FetchedResults<Note>

    var body: some View {
        VStack {
            ForEach(notes) { note in Text(note.title) }
            Button("Add") {
                let note = Note(context: context)
                note.title = "Note \(notes.count + 1)"
                try! context.save()
            }
        }
    }
}

@Suite struct ImportCoreDataTests {
    @Test func fetchRequestFromSwiftUIWithEntitiesFromCoreData() throws {
        let container = PersistentContainer(name: "Notes", entities: [Note.self], inMemory: true)
        try container.loadPersistentStores()
        let host = ViewHost(
            NotesView().environment(\.managedObjectContext, container.viewContext),
            size: CGSize(width: 300, height: 300))
        #expect(host.tap("Add"))
        #expect(host.tap("Add"))
        #expect(host.find(text: "Note 1") != nil)
        #expect(host.find(text: "Note 2") != nil)
    }
}
