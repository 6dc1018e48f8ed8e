import Foundation
import SwiftData
import Testing

@ModelActor actor ItemImporter {
    func importItems(_ titles: [String]) throws -> Int {
        for title in titles { modelContext.insert(Item(title: title)) }
        try modelContext.save()
        return try modelContext.fetchCount(FetchDescriptor<Item>())
    }
}

/// A library vends its actor as `public`: the members the macro adds for `ModelActor` are public too.
@ModelActor public actor PublicItemCounter {
    public func count() throws -> Int { try modelContext.fetchCount(FetchDescriptor<Item>()) }
}

@Suite("@ModelActor") struct ModelActorTests {
    @Test func aPublicActorGetsPublicMembers() async throws {
        let container = try ModelContainer(
            for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let counter = PublicItemCounter(modelContainer: container)
        let context = ModelContext(container)
        context.insert(Item(title: "a"))
        try context.save()
        #expect(try await counter.count() == 1)
        #expect(counter.modelContainer === container)
    }

    @Test func anActorImportsInItsOwnContextAndTheMainStoreSeesIt() async throws {
        let container = try ModelContainer(
            for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let importer = ItemImporter(modelContainer: container)
        #expect(try await importer.importItems(["a", "b", "c"]) == 3)
        let context = ModelContext(container)
        #expect(
            try context.fetch(FetchDescriptor<Item>(sortBy: [SortDescriptor(\.title)])).map(\.title) == ["a", "b", "c"])
    }
}
