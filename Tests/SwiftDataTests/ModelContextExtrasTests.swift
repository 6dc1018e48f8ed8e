import Foundation
import SwiftData
import Testing

@Suite("ModelContext extras") struct ModelContextExtrasTests {
    private func context() throws -> ModelContext {
        ModelContext(
            try ModelContainer(
                for: Company.self, Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
    }

    @Test func undoManagerUndoesEditsAndInserts() throws {
        let context = try context()
        let undoManager = UndoManager()
        undoManager.groupsByEvent = false
        context.undoManager = undoManager
        let item = Item(title: "Milk")
        undoManager.beginUndoGrouping()
        context.insert(item)
        undoManager.endUndoGrouping()
        undoManager.beginUndoGrouping()
        item.title = "Oat milk"
        undoManager.endUndoGrouping()
        undoManager.undo()
        #expect(item.title == "Milk")
        undoManager.undo()
        #expect(try context.fetchCount(FetchDescriptor<Item>()) == 0)
        undoManager.redo()
        #expect(try context.fetchCount(FetchDescriptor<Item>()) == 1)
    }

    @Test func deleteWherePredicateAndPrefetching() throws {
        let context = try context()
        for (code, size) in [("A", 3), ("B", 0), ("C", 1)] {
            let company = Company(code: code, name: "Company \(code)")
            company.employees = (0..<size).map { Employee(name: "\(code)\($0)", salary: $0) }
            context.insert(company)
        }
        try context.save()
        try context.delete(model: Company.self, where: #Predicate { $0.employees.isEmpty })
        try context.save()
        var descriptor = FetchDescriptor<Company>(sortBy: [SortDescriptor(\.code)])
        descriptor.relationshipKeyPathsForPrefetching = [\.employees]
        let companies = try context.fetch(descriptor)
        #expect(companies.map(\.code) == ["A", "C"])
        #expect(companies.map { $0.employees.map(\.name).sorted() } == [["A0", "A1", "A2"], ["C0"]])
    }

    @Test func pendingChangesCountInFetchesUnlessExcluded() throws {
        let context = try context()
        context.insert(Item(title: "Saved"))
        try context.save()
        context.insert(Item(title: "Unsaved"))
        #expect(
            try context.fetch(FetchDescriptor<Item>(sortBy: [SortDescriptor(\.title)])).map(\.title) == [
                "Saved", "Unsaved",
            ])
        var stored = FetchDescriptor<Item>()
        stored.includePendingChanges = false
        #expect(try context.fetch(stored).map(\.title) == ["Saved"])
    }

    @Test func aModelNotInTheSchemaIsAClearFetchError() throws {
        let context = ModelContext(
            try ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
        #expect {
            try context.fetch(FetchDescriptor<Company>())
        } throws: { error in
            "\(error)".contains("Company")
        }
    }

    @Test func onlyOneConfigurationPerContainer() {
        #expect(throws: SwiftDataError.unsupportedConfiguration) {
            try ModelContainer(
                for: Item.self, configurations: ModelConfiguration("a", isStoredInMemoryOnly: true),
                ModelConfiguration("b", isStoredInMemoryOnly: true))
        }
    }

    @Test func storeFileSurvivesReopening() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("swiftdata-\(UUID()).store")
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            let context = ModelContext(try ModelContainer(for: Item.self, configurations: ModelConfiguration(url: url)))
            context.insert(Item(title: "Kept"))
            try context.save()
        }
        let reopened = ModelContext(try ModelContainer(for: Item.self, configurations: ModelConfiguration(url: url)))
        #expect(try reopened.fetch(FetchDescriptor<Item>()).map(\.title) == ["Kept"])
    }
}

@Suite("ModelContext.model(for:)") struct ModelForIdentifierTests {
    @Test func findsTheModelOfAnIdentifierInAnotherContext() throws {
        let container = try ModelContainer(
            for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let first = ModelContext(container)
        let item = Item(title: "Jam")
        first.insert(item)
        try first.save()
        let second = ModelContext(container)
        let found = second.model(for: item.persistentModelID)
        let typed = try #require(found as? Item)
        #expect(typed.title == "Jam")
        #expect(typed.modelContext === second)
        #expect(second.model(for: item.persistentModelID) as? Item === typed)
    }
}
