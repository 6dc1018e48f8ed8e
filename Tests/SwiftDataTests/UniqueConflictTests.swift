import Foundation
import SwiftData
import Testing

/// A save that breaks an `@Attribute(.unique)` is a typed error that names the model and property,
/// writes nothing, loses nothing, and leaves the context usable.
@MainActor
@Suite("SwiftData .unique conflicts")
struct UniqueConflictTests {
    @Test func theErrorNamesTheModelAndPropertyAndTheSaveWritesNothing() throws {
        let container = try ModelContainer(
            for: Company.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        context.insert(Company(code: "AC", name: "Acme"))
        try context.save()
        // One save with a model that is fine and one that conflicts.
        context.insert(Company(code: "GX", name: "Globex"))
        let duplicate = Company(code: "AC", name: "Acme again")
        context.insert(duplicate)
        let error = try #require(throws: StoreError.self) { try context.save() }
        guard case .constraintViolation = error else {
            Issue.record("expected a constraint violation, got \(error)")
            return
        }
        #expect("\(error)".contains("Company.code"), "\(error)")
        // Nothing of the failed save reached the store; what was saved before is still there.
        let fresh = ModelContext(container)
        let stored = try fresh.fetch(FetchDescriptor<Company>(sortBy: [SortDescriptor(\.code)]))
        #expect(stored.map(\.name) == ["Acme"])
        // The context kept both unsaved models: roll back, and it still saves what comes next.
        #expect(context.hasChanges)
        context.rollback()
        #expect(!context.hasChanges)
        context.insert(Company(code: "IN", name: "Initech"))
        try context.save()
        #expect(
            try fresh.fetch(FetchDescriptor<Company>(sortBy: [SortDescriptor(\.code)])).map(\.code) == ["AC", "IN"])
    }
}
