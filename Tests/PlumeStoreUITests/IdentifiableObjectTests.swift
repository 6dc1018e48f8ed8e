import Foundation
import Plume
import PlumeTesting
import Testing

/// PNG references of the chores list in light and dark (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// An entity that declares its own `id` attribute, as Core Data entities very often do: its `id` is
/// the `UUID?` it stores, and with the `Identifiable` conformance Xcode generates (`extension Chore:
/// Identifiable {}`) that attribute is also what lists key rows by, as on Apple's platforms.
final class Chore: ManagedObject {
    @Attribute var id: UUID?
    @Attribute var title: String = ""
}

extension Chore: Identifiable {}

/// A list of fetched chores written as for Apple's platforms: `ForEach(chores)` with no `id:`, each
/// row with state of its own (how many times it was tapped), deletion by swipe, and an Add button.
private struct ChoreList: View {
    @FetchRequest(sortDescriptors: [SortDescriptor(\Chore.title)]) var chores: FetchedResults<Chore>
    @Environment(\.managedObjectContext) private var context

    var body: some View {
        VStack {
            List {
                ForEach(chores) { chore in ChoreRow(chore: chore) }
                    .onDelete { offsets in
                        for offset in offsets { context.delete(chores[offset]) }
                        try? context.save()
                    }
            }
            Button("Add") {
                let chore = Chore(context: context)
                chore.id = UUID()
                chore.title = "Anchor the boat"
                try? context.save()
            }
        }
    }
}

/// One chore: its title and a count of taps kept in `@State`, which stays with the chore's row only
/// if the list identifies rows by object, not by position.
private struct ChoreRow: View {
    let chore: Chore
    @State private var taps = 0

    var body: some View {
        Button("\(chore.title) ×\(taps)") { taps += 1 }
    }
}

/// `List(books)` over fetched objects of an entity without an `id` of its own.
private struct BookList: View {
    @FetchRequest(sortDescriptors: [SortDescriptor(\Book.title)]) var books: FetchedResults<Book>
    var body: some View {
        List(books) { book in Text(book.title) }
    }
}

@Suite("ManagedObject subclasses are Identifiable as Xcode declares them") struct IdentifiableObjectTests {
    private func container() throws -> PersistentContainer {
        let container = PersistentContainer(name: "Chores", entities: [Chore.self, Book.self], inMemory: true)
        try container.loadPersistentStores()
        return container
    }

    private func addChores(_ titles: [String], to context: ManagedObjectContext) throws -> [UUID] {
        var ids: [UUID] = []
        for title in titles {
            let chore = Chore(context: context)
            let id = UUID()
            chore.id = id
            chore.title = title
            ids.append(id)
        }
        try context.save()
        return ids
    }

    @Test func anEntitysOwnIdAttributeIsStoredWhileListsUseTheObjectsIdentity() throws {
        let container = try container()
        let context = container.viewContext
        let ids = try addChores(["Water the plants"], to: context)
        // `id` on the entity is the attribute (its static type is `UUID?`), read back from the store.
        let fetched = try container.newBackgroundContext().fetch(FetchRequest<Chore>())
        let stored: UUID? = fetched.first?.id
        #expect(stored == ids[0])
        let wanted = ids[0]
        let matching = try context.fetch(FetchRequest<Chore>(predicate: #Predicate { $0.id == wanted }))
        #expect(matching.map(\.title) == ["Water the plants"])
        // `Identifiable`'s id, what `ForEach(chores)` keys rows by, is that attribute too (as with the
        // `extension Chore: Identifiable {}` Xcode generates); an entity without one gets the identity.
        func identity<Item: Identifiable>(_ item: Item) -> Item.ID { item.id }
        let chore = try #require(matching.first)
        #expect(identity(chore) == wanted)
        let book = Book(context: context)
        #expect(identity(book) == ObjectIdentifier(book))
        // A new object keeps its identity through its first save.
        let before = identity(book)
        try context.save()
        #expect(identity(book) == before)
    }

    @Test func forEachOverFetchedResultsKeepsEachRowsStateWithItsObject() throws {
        let container = try container()
        let context = container.viewContext
        _ = try addChores(["Walk the dog", "Wash up"], to: context)
        let host = ViewHost(
            ChoreList().environment(\.managedObjectContext, context), size: CGSize(width: 320, height: 300))
        #expect(host.texts.prefix(3) == ["Walk the dog ×0", "Wash up ×0", "Add"])
        #expect(host.tap("Wash up ×0"))
        #expect(host.tap("Wash up ×1"))
        host.advance(by: 0.1)
        #expect(host.find(text: "Wash up ×2") != nil)
        // A new chore sorts first: every row moves down one place, and each keeps its own count.
        #expect(host.tap("Add"))
        host.advance(by: 0.1)
        #expect(host.texts.prefix(4) == ["Anchor the boat ×0", "Walk the dog ×0", "Wash up ×2", "Add"])
        // Swiping the first row away leaves the others' state where it was.
        let first = try #require(host.find(text: "Anchor the boat ×0"))
        host.drag(
            from: CGPoint(x: first.frame.midX, y: first.frame.midY),
            to: CGPoint(x: first.frame.midX - 110, y: first.frame.midY))
        host.advance(by: 0.5)
        #expect(host.tap("Delete"))
        host.advance(by: 0.5)
        #expect(host.texts.prefix(3) == ["Walk the dog ×0", "Wash up ×2", "Add"])
        #expect(try context.count(for: FetchRequest<Chore>()) == 2)
    }

    @Test func listOverFetchedResultsOfAnEntityWithoutAnId() throws {
        let container = try container()
        let context = container.viewContext
        for title in ["Solaris", "Emma"] { Book(context: context).title = title }
        try context.save()
        let host = ViewHost(
            BookList().environment(\.managedObjectContext, context), size: CGSize(width: 300, height: 200))
        #expect(host.texts.prefix(2) == ["Emma", "Solaris"])
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func choresListSnapshot(_ scheme: ColorScheme) throws {
        let container = try container()
        let context = container.viewContext
        _ = try addChores(["Walk the dog", "Wash up"], to: context)
        let host = ViewHost(
            ChoreList().environment(\.managedObjectContext, context), size: CGSize(width: 320, height: 240),
            colorScheme: scheme)
        #expect(host.tap("Walk the dog ×0"))
        host.advance(by: 0.3)
        try host.assertSnapshot(named: "chores-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
