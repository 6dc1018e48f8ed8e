import Foundation
import Plume
import PlumeTesting
import Testing

final class Book: ManagedObject {
    @Attribute var title: String = ""
}

// As Xcode generates it for every entity (`NSManagedObject` itself is not `Identifiable`).
extension Book: Identifiable {}

private struct Shelf: View {
    @FetchRequest(sortDescriptors: [SortDescriptor(\Book.title)]) var books: FetchedResults<Book>
    @Environment(\.managedObjectContext) private var context
    var body: some View {
        VStack {
            Text("\(books.count) books")
            ForEach(books, id: \.objectID) { book in Text(book.title) }
            Button("Add") {
                let book = Book(context: context)
                book.title = "Dune"
                try? context.save()
            }
        }
    }
}

@Suite("@FetchRequest") struct FetchRequestViewTests {
    @Test func fetchesFromTheEnvironmentsContextAndRefetchesAfterSaves() throws {
        let container = PersistentContainer(name: "Shelf", entities: [Book.self], inMemory: true)
        try container.loadPersistentStores()
        let context = container.viewContext
        for title in ["Solaris", "Emma"] {
            let book = Book(context: context)
            book.title = title
        }
        try context.save()
        let host = ViewHost(Shelf().environment(\.managedObjectContext, context), size: CGSize(width: 300, height: 400))
        #expect(host.texts.prefix(3) == ["2 books", "Emma", "Solaris"])
        #expect(host.tap("Add"))
        host.advance(by: 0.1)
        #expect(host.texts.prefix(4) == ["3 books", "Dune", "Emma", "Solaris"])
        // A save in another context is seen too.
        let background = container.newBackgroundContext()
        try background.performAndWait {
            let book = Book(context: background)
            book.title = "Beloved"
            try background.save()
        }
        host.advance(by: 0.1)
        #expect(host.texts.first == "4 books")
    }

    @Test func withoutAContextTheFetchFailsClearlyAndShowsNothing() {
        let host = ViewHost(Shelf(), size: CGSize(width: 300, height: 400))
        #expect(host.texts.first == "0 books")
    }

    /// The did-save subscription must not keep the view graph alive: once the host is dropped the
    /// graph goes, and later saves (which the subscription used to turn into invalidations of the
    /// orphaned graph) find nothing to update.
    @Test func droppingTheHostFreesTheGraphAndLaterSavesAreHarmless() throws {
        let container = PersistentContainer(name: "Shelf", entities: [Book.self], inMemory: true)
        try container.loadPersistentStores()
        let context = container.viewContext
        weak var graph: ViewGraph?
        let nodes: _ViewNodeCount
        do {
            let host = ViewHost(
                Shelf().environment(\.managedObjectContext, context), size: CGSize(width: 300, height: 400))
            #expect(host.tap("Add"))
            host.advance(by: 0.1)
            #expect(host.texts.first == "1 books")
            graph = host.graph
            nodes = host.withGraph { $0._liveNodes }
        }
        // Main-queue work the frames queued runs first (it may hold the graph briefly).
        if !Thread.isMainThread { DispatchQueue.main.sync {} }
        #expect(graph == nil)
        #expect(nodes.value == 0)
        let book = Book(context: context)
        book.title = "Later"
        try context.save()
        #expect(try context.count(for: FetchRequest<Book>()) == 2)
    }
}
