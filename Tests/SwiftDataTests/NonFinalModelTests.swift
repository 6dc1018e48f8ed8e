import PlumeTesting
import SwiftData
import SwiftUI
import Testing

// Models written as many SwiftData apps write them: not `final`, and a to-many relationship as an
// optional array with its inverse on the to-one side.

@Model class Shelf {
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \Jar.shelf) var jars: [Jar]?

    init(name: String) { self.name = name }
}

@Model class Jar {
    var label: String
    var isEmpty: Bool
    var shelf: Shelf?

    init(label: String, isEmpty: Bool = false) {
        self.label = label
        self.isEmpty = isEmpty
    }
}

/// A pantry screen: shelves with their jar counts, and a button that stocks the first shelf.
private struct PantryView: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \Shelf.name) private var shelves: [Shelf]

    var body: some View {
        VStack {
            ForEach(shelves) { shelf in
                Text("\(shelf.name): \(shelf.jars?.count ?? 0) jars")
            }
            Button("Add shelf") { context.insert(Shelf(name: "Shelf \(shelves.count + 1)")) }
            Button("Stock") {
                guard let shelf = shelves.first else { return }
                shelf.jars = (shelf.jars ?? []) + [Jar(label: "Honey"), Jar(label: "Jam")]
            }
        }
    }
}

@Suite("Models that are not final, with optional to-many arrays") struct NonFinalModelTests {
    @Test func aNonFinalModelInsertsFetchesAndFollowsItsOptionalToMany() throws {
        let container = try ModelContainer(
            for: Shelf.self, Jar.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let pantry = Shelf(name: "Pantry")
        context.insert(pantry)
        #expect(pantry.jars == [] || pantry.jars == nil)
        let honey = Jar(label: "Honey")
        pantry.jars = [honey, Jar(label: "Oats", isEmpty: true)]
        try context.save()
        #expect(honey.shelf === pantry)

        let other = ModelContext(container)
        let shelves = try other.fetch(FetchDescriptor<Shelf>())
        #expect(shelves.count == 1)
        #expect(Set(shelves[0].jars?.map(\.label) ?? []) == ["Honey", "Oats"])
        let full = try other.fetch(FetchDescriptor<Jar>(predicate: #Predicate { !$0.isEmpty }))
        #expect(full.map(\.label) == ["Honey"])

        shelves[0].jars = nil
        try other.save()
        #expect(try ModelContext(container).fetch(FetchDescriptor<Shelf>())[0].jars?.isEmpty ?? true)
    }

    @Test func deletingAShelfCascadesToItsJars() throws {
        let container = try ModelContainer(
            for: Shelf.self, Jar.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let shelf = Shelf(name: "Cellar")
        context.insert(shelf)
        shelf.jars = [Jar(label: "Pickles")]
        try context.save()
        context.delete(shelf)
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<Jar>()) == 0)
    }

    @Test func aQueryOfNonFinalModelsDrivesAView() throws {
        let container = try ModelContainer(
            for: Shelf.self, Jar.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let host = ViewHost(PantryView().modelContainer(container), size: CGSize(width: 320, height: 240))
        #expect(host.tap("Add shelf"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Shelf 1: 0 jars") != nil)
        #expect(host.tap("Stock"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Shelf 1: 2 jars") != nil)
    }
}
