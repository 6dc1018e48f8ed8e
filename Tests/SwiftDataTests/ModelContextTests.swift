import Foundation
import SwiftData
import Testing

@Suite("ModelContext") struct ModelContextTests {
    private func container() throws -> ModelContainer {
        try ModelContainer(
            for: Item.self, Company.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    }

    @Test func insertSaveFetchSortedAndFiltered() throws {
        let context = ModelContext(try container())
        for (index, title) in ["Milk", "Bread", "Apples"].enumerated() {
            context.insert(Item(title: title, timestamp: Date(timeIntervalSince1970: Double(index))))
        }
        try context.save()
        let sorted = try context.fetch(FetchDescriptor<Item>(sortBy: [SortDescriptor(\.title)]))
        #expect(sorted.map(\.title) == ["Apples", "Bread", "Milk"])
        let cutoff = Date(timeIntervalSince1970: 0.5)
        let recent = try context.fetch(
            FetchDescriptor<Item>(
                predicate: #Predicate { $0.timestamp > cutoff },
                sortBy: [SortDescriptor(\.timestamp, order: .reverse)]))
        #expect(recent.map(\.title) == ["Apples", "Bread"])
        #expect(try context.fetchCount(FetchDescriptor<Item>()) == 3)
    }
}

@Suite("@Model") struct ModelBehaviourTests {
    @Test func modelsAreObservable() throws {
        let item = Item(title: "Milk")
        final class Flag: @unchecked Sendable { var isSet = false }
        let changed = Flag()
        withObservationTracking {
            _ = item.title
        } onChange: {
            changed.isSet = true
        }
        item.rating = 3
        #expect(!changed.isSet)
        item.title = "Oat milk"
        #expect(changed.isSet)
    }

    @Test func valuesSetBeforeInsertAreSavedAndDefaultsApply() throws {
        let container = try ModelContainer(
            for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let item = Item(title: "Eggs")
        item.notes = "a dozen"
        #expect(item.persistentModelID.isTemporary)
        context.insert(item)
        #expect(!item.persistentModelID.isTemporary)
        try context.save()
        let other = ModelContext(container)
        let fetched = try #require(try other.fetch(FetchDescriptor<Item>()).first)
        #expect(fetched.title == "Eggs" && fetched.notes == "a dozen" && fetched.rating == 0)
        #expect(fetched.persistentModelID == item.persistentModelID)
        #expect(fetched !== item)
        #expect(try other.fetch(FetchDescriptor<Item>()).first === fetched)
    }

    @Test func limitOffsetAndEnumerate() throws {
        let context = ModelContext(
            try ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
        for index in 0..<10 {
            context.insert(Item(title: "t\(index)", timestamp: Date(timeIntervalSince1970: Double(index))))
        }
        try context.save()
        var descriptor = FetchDescriptor<Item>(sortBy: [SortDescriptor(\.timestamp)])
        descriptor.fetchLimit = 3
        descriptor.fetchOffset = 2
        #expect(try context.fetch(descriptor).map(\.title) == ["t2", "t3", "t4"])
        var seen: [String] = []
        try context.enumerate(FetchDescriptor<Item>(sortBy: [SortDescriptor(\.timestamp)]), batchSize: 4) {
            seen.append($0.title)
        }
        #expect(seen == (0..<10).map { "t\($0)" })
    }

    @Test func unsupportedPredicateNamesThePart() throws {
        let context = ModelContext(
            try ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
        context.insert(Item(title: "x"))
        try context.save()
        #expect(throws: StoreError.self) {
            try context.fetch(FetchDescriptor<Item>(predicate: #Predicate { $0.title.count > 3 }))
        }
    }
}
