import Foundation
import PlumeStore
import Testing

final class Bookcase: ManagedObject {
    @Attribute(unique: true) var code: String = ""
    @Attribute var title: String = ""
    @Relationship(inverse: \LibraryBook.shelf, deleteRule: .cascade) var books: Set<LibraryBook>
    @Relationship(inverse: \Borrower.shelves) var readers: Set<Borrower>
}

final class LibraryBook: ManagedObject {
    @Attribute var title: String = ""
    @Relationship var shelf: Bookcase?
}

final class Borrower: ManagedObject {
    @Attribute var name: String = ""
    @Relationship var shelves: Set<Bookcase>
}

/// Unique-constraint conflicts of inserted objects under each merge policy, as Core Data resolves them:
/// `.error` throws, the others merge the inserted object into the row its unique value matches.
@Suite struct UniqueMergePolicyTests {
    private func container(_ url: URL? = nil) throws -> PersistentContainer {
        let entities: [ManagedObject.Type] = [Bookcase.self, LibraryBook.self, Borrower.self]
        let container =
            url.map { PersistentContainer(name: "Library", entities: entities, storeURL: $0) }
            ?? PersistentContainer(name: "Library", entities: entities, inMemory: true)
        try container.loadPersistentStores()
        return container
    }

    /// A new shelf inserted into `context`.
    private func newShelf(_ code: String, _ title: String, in context: ManagedObjectContext) -> Bookcase {
        let shelf = Bookcase(context: context)
        shelf.code = code
        shelf.title = title
        return shelf
    }

    /// Saves a shelf `code` titled `title` with one book, from a context of its own.
    private func storeShelf(_ code: String, _ title: String, book: String, in container: PersistentContainer) throws {
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let shelf = newShelf(code, title, in: context)
            let first = LibraryBook(context: context)
            first.title = book
            first.shelf = shelf
            try context.save()
        }
    }

    private func shelves(_ container: PersistentContainer) throws -> [(String, String, [String])] {
        let context = container.newBackgroundContext()
        return try context.performAndWait {
            try context.fetch(FetchRequest<Bookcase>(sortDescriptors: [SortDescriptor(\.code)])).map { shelf in
                (shelf.code, shelf.title, shelf.books.map(\.title).sorted())
            }
        }
    }

    @Test func theDefaultPolicyThrowsAndWritesNothing() throws {
        let container = try container()
        try storeShelf("S1", "Fiction", book: "Emma", in: container)
        let context = container.viewContext
        #expect(context.mergePolicy == .error)
        let duplicate = newShelf("S1", "Novels", in: context)
        let error = try #require(throws: StoreError.self) { try context.save() }
        guard case .constraintViolation = error else {
            Issue.record("expected a constraint violation, got \(error)")
            return
        }
        #expect(context.hasChanges)
        #expect(try shelves(container).map(\.1) == ["Fiction"])
    }

    @Test(arguments: [
        (MergePolicy.mergeByPropertyObjectTrump, "Novels"), (.overwrite, "Novels"),
        (.mergeByPropertyStoreTrump, "Fiction"), (.rollback, "Fiction"),
    ])
    func anInsertedDuplicateIsMergedIntoTheStoredRow(policy: MergePolicy, expectedTitle: String) throws {
        let container = try container()
        try storeShelf("S1", "Fiction", book: "Emma", in: container)
        let context = container.viewContext
        context.mergePolicy = policy
        let duplicate = newShelf("S1", "Novels", in: context)
        try context.save()
        // One row, with the policy's values; the inserted object took it over (the context had no other).
        #expect(try shelves(container).map { [$0.0, $0.1] } == [["S1", expectedTitle]])
        #expect(try context.count(for: FetchRequest<Bookcase>()) == 1)
        #expect(!context.hasChanges && !duplicate.isInserted)
        #expect(duplicate.title == expectedTitle)
        #expect(context.registeredObject(for: duplicate.objectID) === duplicate)
        #expect(try context.fetch(FetchRequest<Bookcase>()).first === duplicate)
        // The stored row's book is the object's now.
        #expect(duplicate.books.map(\.title) == ["Emma"])
        // And it saves like any other object afterwards.
        duplicate.title = "Bookcase one"
        try context.save()
        #expect(try shelves(container).map(\.1) == ["Bookcase one"])
    }

    @Test func theObjectTheContextAlreadyHasSurvivesWithTheInsertedValues() throws {
        let container = try container()
        try storeShelf("S1", "Fiction", book: "Emma", in: container)
        let context = container.viewContext
        context.mergePolicy = .mergeByPropertyObjectTrump
        let fetched = try #require(try context.fetch(FetchRequest<Bookcase>()).first)
        #expect(fetched.title == "Fiction")
        let duplicate = newShelf("S1", "Novels", in: context)
        try context.save()
        #expect(fetched.title == "Novels")
        #expect(try context.fetch(FetchRequest<Bookcase>()).map { $0 === fetched } == [true])
        // The inserted object left the context, naming the same row with the saved values.
        #expect(duplicate.managedObjectContext == nil)
        #expect(duplicate.objectID == fetched.objectID)
        #expect(duplicate.title == "Novels")
        #expect(try shelves(container).map(\.1) == ["Novels"])
    }

    @Test func relationshipsSetOnTheDuplicatePointAtTheStoredRow() throws {
        let container = try container()
        try storeShelf("S1", "Fiction", book: "Emma", in: container)
        let context = container.viewContext
        context.mergePolicy = .mergeByPropertyObjectTrump
        let duplicate = newShelf("S1", "Novels", in: context)
        let added = LibraryBook(context: context)
        added.title = "Persuasion"
        added.shelf = duplicate
        let reader = Borrower(context: context)
        reader.name = "Jane"
        reader.add(duplicate, to: \.shelves)
        try context.save()
        #expect(try shelves(container).map(\.2) == [["Emma", "Persuasion"]])
        #expect(added.shelf === duplicate)
        #expect(Set(duplicate.books.map(\.title)) == ["Emma", "Persuasion"])
        let other = container.newBackgroundContext()
        try other.performAndWait {
            let readers = try other.fetch(FetchRequest<Borrower>())
            #expect(readers.map { $0.shelves.map(\.code) } == [["S1"]])
            #expect(try other.count(for: FetchRequest<LibraryBook>()) == 2)
        }
    }

    @Test func duplicatesWithinOneSaveBecomeOneRowWithTheLastValues() throws {
        let container = try container()
        let context = container.viewContext
        context.mergePolicy = .mergeByPropertyObjectTrump
        var inserted: [Bookcase] = []
        for title in ["One", "Two", "Three"] {
            let shelf = newShelf("S9", title, in: context)
            let book = LibraryBook(context: context)
            book.title = "LibraryBook \(title)"
            book.shelf = shelf
            inserted.append(shelf)
        }
        try context.save()
        #expect(try shelves(container).map { [$0.0, $0.1] } == [["S9", "Three"]])
        #expect(try shelves(container).map(\.2) == [["LibraryBook One", "LibraryBook Three", "LibraryBook Two"]])
        // The first inserted object holds the row; the others left the context naming it.
        #expect(inserted[0].managedObjectContext === context && inserted[0].title == "Three")
        #expect(inserted[1].managedObjectContext == nil && inserted[2].managedObjectContext == nil)
        #expect(Set(inserted.map(\.objectID)).count == 1)
    }

    @Test func manyDuplicatesInOneSaveFinishAndLoseNoRelationship() throws {
        let container = try container()
        try storeShelf("S0", "Stored", book: "First", in: container)
        let context = container.viewContext
        context.mergePolicy = .mergeByPropertyObjectTrump
        for index in 0..<3_000 {
            let shelf = newShelf("S\(index % 30)", "Title \(index)", in: context)
            let book = LibraryBook(context: context)
            book.title = "Book \(index)"
            book.shelf = shelf
        }
        try context.save()
        let stored = try shelves(container)
        #expect(stored.count == 30)
        #expect(stored.first { $0.0 == "S0" }?.1 == "Title 2970", "the last insert's values")
        #expect(stored.map(\.2.count).reduce(0, +) == 3_001)
        #expect(try context.count(for: FetchRequest<Bookcase>()) == 30)
    }

    @Test func aRowDeletedInTheSameSaveFreesItsValue() throws {
        let container = try container()
        try storeShelf("S1", "Fiction", book: "Emma", in: container)
        let context = container.viewContext
        let old = try #require(try context.fetch(FetchRequest<Bookcase>()).first)
        context.delete(old)
        let replacement = newShelf("S1", "New", in: context)
        try context.save()  // policy .error: no conflict, the delete runs first
        #expect(try shelves(container).map { [$0.0, $0.1] } == [["S1", "New"]])
        #expect(replacement.objectID != old.objectID)
    }

    @Test func aChangedObjectTakingAStoredValueIsStillAnError() throws {
        let container = try container()
        try storeShelf("S1", "Fiction", book: "Emma", in: container)
        try storeShelf("S2", "Poetry", book: "Odes", in: container)
        let context = container.viewContext
        context.mergePolicy = .mergeByPropertyObjectTrump
        let poetry = try #require(
            try context.fetch(FetchRequest<Bookcase>(predicate: #Predicate { $0.code == "S2" })).first)
        poetry.code = "S1"
        #expect(throws: StoreError.self) { try context.save() }
        #expect(try shelves(container).map(\.0) == ["S1", "S2"])
    }

    @Test func didSaveReportsTheStoredRowAsUpdated() throws {
        let container = try container()
        try storeShelf("S1", "Fiction", book: "Emma", in: container)
        let context = container.viewContext
        context.mergePolicy = .mergeByPropertyObjectTrump
        let duplicate = newShelf("S1", "Novels", in: context)
        var inserted: Set<ManagedObject> = []
        var updated: Set<ManagedObject> = []
        let observer = NotificationCenter.default.addObserver(
            forName: .NSManagedObjectContextDidSave, object: context, queue: nil
        ) { note in
            inserted =
                note.userInfo?[ManagedObjectContext.NotificationKey.insertedObjects.rawValue] as? Set<ManagedObject>
                ?? []
            updated =
                note.userInfo?[ManagedObjectContext.NotificationKey.updatedObjects.rawValue] as? Set<ManagedObject>
                ?? []
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        try context.save()
        #expect(inserted.isEmpty)
        #expect(updated == [duplicate])
    }

    @Test func aFileStoreKeepsTheMergedRowWhenReopened() throws {
        let url = temporaryStoreURL("Library")
        defer { removeStore(at: url) }
        do {
            let container = try container(url)
            try storeShelf("S1", "Fiction", book: "Emma", in: container)
            let context = container.viewContext
            context.mergePolicy = .mergeByPropertyObjectTrump
            let duplicate = newShelf("S1", "Novels", in: context)
            try context.save()
        }
        #expect(try shelves(try container(url)).map { [$0.0, $0.1] } == [["S1", "Novels"]])
    }
}
