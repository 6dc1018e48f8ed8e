import Foundation
import PlumeStore
import Testing

/// Collects did-save notifications posted for one context.
private final class SaveRecorder {
    var notifications: [Notification] = []
    private var token: NSObjectProtocol?

    init(_ context: ManagedObjectContext) {
        token = NotificationCenter.default.addObserver(
            forName: .NSManagedObjectContextDidSave, object: context, queue: nil
        ) { [weak self] notification in self?.notifications.append(notification) }
    }

    deinit { token.map(NotificationCenter.default.removeObserver) }
}

@Suite struct MergeTests {
    private func seededCompany(_ container: PersistentContainer) throws -> Company {
        let company = Company(context: container.viewContext)
        company.id = UUID()
        company.title = "Acme"
        try container.viewContext.save()
        return company
    }

    @Test func didSaveCarriesObjectIDs() throws {
        let container = try makeMemoryContainer()
        let context = container.viewContext
        let recorder = SaveRecorder(context)
        let acme = try seededCompany(container)
        acme.title = "Acme 2"
        let bolt = Company(context: context)
        bolt.id = UUID()
        bolt.title = "Bolt"
        try context.save()
        context.delete(bolt)
        try context.save()
        #expect(recorder.notifications.count == 3)
        let second = recorder.notifications[1].userInfo ?? [:]
        typealias Key = ManagedObjectContext.NotificationKey
        #expect(second[Key.insertedObjectIDs.rawValue] as? Set<ObjectID> == [bolt.objectID])
        #expect(second[Key.updatedObjectIDs.rawValue] as? Set<ObjectID> == [acme.objectID])
        #expect(second[Key.insertedObjects.rawValue] as? Set<ManagedObject> == [bolt])
        let third = recorder.notifications[2].userInfo ?? [:]
        #expect(third[Key.deletedObjectIDs.rawValue] as? Set<ObjectID> == [bolt.objectID])
        #expect(recorder.notifications[0].object as AnyObject === context)
    }

    @Test func mergeChangesFromAnotherContext() throws {
        let container = try makeMemoryContainer()
        let acme = try seededCompany(container)
        #expect(acme.employees.isEmpty)
        let background = container.newBackgroundContext()
        let recorder = SaveRecorder(background)
        try background.performAndWait {
            let company = try #require(try background.fetch(FetchRequest<Company>()).first)
            company.owner = "Olga"
            let ada = Employee(context: background)
            ada.id = UUID()
            ada.name = "Ada"
            company.addToEmployees(ada)
            try background.save()
        }
        #expect(acme.owner == nil)
        #expect(acme.employees.isEmpty)
        container.viewContext.mergeChanges(fromContextDidSave: recorder.notifications[0])
        #expect(acme.owner == "Olga")
        #expect(acme.employees.map(\.name) == ["Ada"])
        try background.performAndWait {
            let company = try #require(try background.fetch(FetchRequest<Company>()).first)
            background.delete(company)
            try background.save()
        }
        container.viewContext.mergeChanges(fromContextDidSave: recorder.notifications[1])
        #expect(acme.managedObjectContext == nil)
        #expect(try container.viewContext.count(for: FetchRequest<Employee>()) == 0)
    }

    @Test func automaticMergeAppliesBeforeTheNextRead() throws {
        let container = try makeMemoryContainer()
        let acme = try seededCompany(container)
        container.viewContext.automaticallyMergesChangesFromParent = true
        let background = container.newBackgroundContext()
        try background.performAndWait {
            let company = try #require(try background.fetch(FetchRequest<Company>()).first)
            company.title = "Merged"
            try background.save()
        }
        container.viewContext.processPendingChanges()
        #expect(acme.title == "Merged")
    }

    private func conflict(
        policy: MergePolicy
    ) throws -> (Company, ManagedObjectContext, Error?, PersistentContainer) {
        let container = try makeMemoryContainer()
        let acme = try seededCompany(container)
        acme.owner = "Original"
        try container.viewContext.save()
        let background = container.newBackgroundContext()
        try background.performAndWait {
            let company = try #require(try background.fetch(FetchRequest<Company>()).first)
            company.title = "Theirs"
            company.owner = "Their owner"
            try background.save()
        }
        acme.title = "Ours"
        container.viewContext.mergePolicy = policy
        var failure: Error?
        do { try container.viewContext.save() } catch { failure = error }
        return (acme, background, failure, container)
    }

    private func storedTitleAndOwner(_ context: ManagedObjectContext) throws -> (String, String?) {
        try context.performAndWait {
            context.reset()
            let company = try #require(try context.fetch(FetchRequest<Company>()).first)
            return (company.title, company.owner)
        }
    }

    @Test func errorPolicyThrowsTypedConflictsAndSavesNothing() throws {
        let (acme, background, failure, container) = try conflict(policy: .error)
        guard case .mergeConflicts(let conflicts) = failure as? StoreError else {
            Issue.record("expected merge conflicts, got \(String(describing: failure))")
            return
        }
        #expect(conflicts.map(\.objectID) == [acme.objectID])
        #expect(conflicts[0].storeVersion == 3)
        #expect(try storedTitleAndOwner(background) == ("Theirs", "Their owner"))
        #expect(container.viewContext.hasChanges)
    }

    @Test func objectTrumpKeepsOurPropertiesAndTheirOthers() throws {
        let (acme, background, failure, container) = try conflict(policy: .mergeByPropertyObjectTrump)
        #expect(failure == nil)
        #expect(try storedTitleAndOwner(background) == ("Ours", "Their owner"))
        #expect(acme.owner == "Their owner")
        #expect(!container.viewContext.hasChanges)
    }

    @Test func storeTrumpKeepsTheirChanges() throws {
        let (acme, background, failure, container) = try conflict(policy: .mergeByPropertyStoreTrump)
        #expect(failure == nil)
        #expect(try storedTitleAndOwner(background) == ("Theirs", "Their owner"))
        #expect(acme.title == "Theirs")
        #expect(!container.viewContext.hasChanges)
    }

    @Test func overwriteWritesOurWholeObject() throws {
        let (_, background, failure, container) = try conflict(policy: .overwrite)
        #expect(failure == nil)
        #expect(try storedTitleAndOwner(background) == ("Ours", "Original"))
        #expect(!container.viewContext.hasChanges)
    }

    @Test func rollbackDropsOurChanges() throws {
        let (acme, background, failure, container) = try conflict(policy: .rollback)
        #expect(failure == nil)
        #expect(try storedTitleAndOwner(background) == ("Theirs", "Their owner"))
        #expect(acme.title == "Theirs")
        #expect(!container.viewContext.hasChanges)
    }
}
