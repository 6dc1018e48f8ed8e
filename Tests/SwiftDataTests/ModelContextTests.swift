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
