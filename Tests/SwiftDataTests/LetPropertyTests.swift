import Foundation
import SwiftData
import Testing

// A model with `let` properties, as apps write them (iExpense's expense): Apple's @Model stores them
// as it stores `var`s, with the compiler's warning that accessors on a `let` are an error in the Swift 6
// language mode.

@Model final class Expense {
    let name: String
    let amount: Double
    var isReimbursed = false

    init(name: String, amount: Double) {
        self.name = name
        self.amount = amount
    }
}

@MainActor
@Suite("@Model let properties") struct LetPropertyTests {
    @Test func letPropertiesAreStoredFetchedAndFiltered() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("let-\(UUID()).sqlite")
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            let container = try ModelContainer(for: Expense.self, configurations: ModelConfiguration(url: url))
            let context = ModelContext(container)
            context.insert(Expense(name: "Lunch", amount: 12.5))
            context.insert(Expense(name: "Taxi", amount: 30))
            try context.save()
        }
        // A new container on the same file: the values came from the store, not from memory.
        let container = try ModelContainer(for: Expense.self, configurations: ModelConfiguration(url: url))
        let context = ModelContext(container)
        let large = try context.fetch(
            FetchDescriptor<Expense>(predicate: #Predicate { $0.amount > 20 }, sortBy: [SortDescriptor(\.name)]))
        #expect(large.map(\.name) == ["Taxi"])
        #expect(large.first?.amount == 30)
        #expect(Expense.schemaMetadata.map(\.name) == ["name", "amount", "isReimbursed"])
    }
}
