import Foundation
import PlumeStore
import Testing

@Suite struct ContextTests {
    private func newCompany(_ title: String, _ context: ManagedObjectContext) -> Company {
        let company = Company(context: context)
        company.id = UUID()
        company.title = title
        return company
    }

    @Test func changeSetsTrackInsertsUpdatesAndDeletes() throws {
        let container = try makeMemoryContainer()
        let context = container.viewContext
        #expect(!context.hasChanges)
        let acme = newCompany("Acme", context)
        let bolt = newCompany("Bolt", context)
        #expect(context.insertedObjects == [acme, bolt])
        #expect(acme.isInserted)
        try context.save()
        #expect(context.insertedObjects.isEmpty)
        acme.title = "Acme 2"
        #expect(context.updatedObjects == [acme])
        #expect(acme.isUpdated)
        #expect(acme.changedValues()["title"] as? String == "Acme 2")
        #expect(acme.changedValues().count == 1)
        context.delete(bolt)
        #expect(context.deletedObjects == [bolt])
        #expect(bolt.isDeleted)
        try context.save()
        #expect(!context.hasChanges)
        #expect(bolt.managedObjectContext == nil)
        let inserted = newCompany("Temp", context)
        context.delete(inserted)
        #expect(!context.hasChanges)
        #expect(context.deletedObjects.isEmpty)
    }

    @Test func rollbackRestoresSavedState() throws {
        let container = try makeMemoryContainer()
        let context = container.viewContext
        let acme = newCompany("Acme", context)
        try context.save()
        acme.title = "Changed"
        acme.owner = "Someone"
        let temp = newCompany("Temp", context)
        context.rollback()
        #expect(acme.title == "Acme")
        #expect(acme.owner == nil)
        #expect(temp.managedObjectContext == nil)
        #expect(!context.hasChanges)
        #expect(try context.fetch(FetchRequest<Company>()).map(\.title) == ["Acme"])
        context.delete(acme)
        context.rollback()
        #expect(!acme.isDeleted)
        #expect(try context.count(for: FetchRequest<Company>()) == 1)
    }

    @Test func resetForgetsObjectsAndRefreshReloads() throws {
        let container = try makeMemoryContainer()
        let context = container.viewContext
        let acme = newCompany("Acme", context)
        try context.save()
        let background = container.newBackgroundContext()
        try background.performAndWait {
            let company = try #require(try background.fetch(FetchRequest<Company>()).first)
            company.owner = "Olga"
            try background.save()
        }
        #expect(acme.owner == nil)
        acme.title = "Mine"
        context.refresh(acme, mergeChanges: true)
        #expect(acme.owner == "Olga")
        #expect(acme.title == "Mine")
        context.refresh(acme, mergeChanges: false)
        #expect(acme.isFault)
        #expect(acme.title == "Acme")
        #expect(!context.hasChanges)
        context.reset()
        #expect(acme.managedObjectContext == nil)
        #expect(context.registeredObjects.isEmpty)
        let again = try context.fetch(FetchRequest<Company>())
        #expect(again.count == 1 && again[0] !== acme)
        #expect((try context.existingObject(with: acme.objectID) as? Company)?.title == "Acme")
        context.delete(again[0])
        try context.save()
        #expect(throws: StoreError.objectNotFound(acme.objectID.description)) {
            try context.existingObject(with: acme.objectID)
        }
    }

    @Test func backgroundContextsRunOnTheirQueue() async throws {
        let container = try makeMemoryContainer()
        let title = try await container.performBackgroundTask { context -> String in
            let company = Company(context: context)
            company.id = UUID()
            company.title = "From background"
            try context.save()
            return company.title
        }
        #expect(title == "From background")
        let background = container.newBackgroundContext()
        let count = try await background.perform { try background.count(for: FetchRequest<Company>()) }
        #expect(count == 1)
        let nested = background.performAndWait { background.performAndWait { 42 } }
        #expect(nested == 42)
        await withCheckedContinuation { continuation in
            container.performBackgroundTask { context in
                #expect((try? context.count(for: FetchRequest<Company>())) == 1)
                continuation.resume()
            }
        }
    }

    @Test func undoAndRedoContextChanges() throws {
        let container = try makeMemoryContainer()
        let context = container.viewContext
        let undoManager = UndoManager()
        undoManager.groupsByEvent = false
        context.undoManager = undoManager
        undoManager.beginUndoGrouping()
        let acme = newCompany("Acme", context)
        undoManager.endUndoGrouping()
        try context.save()
        undoManager.beginUndoGrouping()
        acme.title = "Renamed"
        acme.owner = "Olga"
        undoManager.endUndoGrouping()
        #expect(undoManager.canUndo)
        context.undo()
        #expect(acme.title == "Acme")
        #expect(acme.owner == nil)
        #expect(undoManager.canRedo)
        context.redo()
        #expect(acme.title == "Renamed")
        #expect(acme.owner == "Olga")
        undoManager.beginUndoGrouping()
        let ada = Employee(context: context)
        ada.id = UUID()
        ada.name = "Ada"
        acme.addToEmployees(ada)
        undoManager.endUndoGrouping()
        #expect(acme.employees == [ada])
        context.undo()
        #expect(acme.employees.isEmpty)
        #expect(ada.managedObjectContext == nil || ada.isDeleted)
        context.redo()
        #expect(acme.employees == [ada])
        try context.save()
        undoManager.beginUndoGrouping()
        context.delete(acme)
        undoManager.endUndoGrouping()
        #expect(ada.isDeleted)
        context.undo()
        #expect(!acme.isDeleted && !ada.isDeleted)
        #expect(acme.employees == [ada])
        #expect(!context.hasChanges || context.updatedObjects.allSatisfy { $0.changedValues().isEmpty })
    }
}
