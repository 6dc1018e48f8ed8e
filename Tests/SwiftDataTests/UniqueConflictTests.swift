import Foundation
import SwiftData
import Testing

/// Inserted models are merged into the stored model their unique value matches (see `UpsertTests`);
/// a saved model changed to a unique value another model holds is not merged: the save is a typed
/// error that names the model and property, writes nothing, loses nothing, and leaves the context usable.
@MainActor
@Suite("SwiftData .unique conflicts")
struct UniqueConflictTests {
    @Test func aChangedModelTakingAStoredValueIsAnErrorNamingTheModelAndProperty() throws {
        let container = try ModelContainer(
            for: Company.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let acme = Company(code: "AC", name: "Acme")
        let globex = Company(code: "GX", name: "Globex")
        context.insert(acme)
        context.insert(globex)
        try context.save()
        // One save with a model that is fine and one that conflicts.
        context.insert(Company(code: "IN", name: "Initech"))
        globex.code = "AC"
        let error = try #require(throws: StoreError.self) { try context.save() }
        guard case .constraintViolation = error else {
            Issue.record("expected a constraint violation, got \(error)")
            return
        }
        #expect("\(error)".contains("Company.code"), "\(error)")
        // Nothing of the failed save reached the store; what was saved before is still there.
        let fresh = ModelContext(container)
        let stored = try fresh.fetch(FetchDescriptor<Company>(sortBy: [SortDescriptor(\.code)]))
        #expect(stored.map(\.code) == ["AC", "GX"])
        // The context kept its changes: roll back, and it still saves what comes next.
        #expect(context.hasChanges)
        context.rollback()
        #expect(!context.hasChanges)
        #expect(globex.code == "GX")
        context.insert(Company(code: "IN", name: "Initech"))
        try context.save()
        #expect(
            try fresh.fetch(FetchDescriptor<Company>(sortBy: [SortDescriptor(\.code)])).map(\.code) == [
                "AC", "GX", "IN",
            ])
    }
}
