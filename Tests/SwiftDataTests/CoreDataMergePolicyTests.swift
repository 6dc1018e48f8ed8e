import CoreData
import Foundation
import Testing

/// Core Data's unique-constraint merging as an app for Apple's platforms spells it: the default
/// `NSErrorMergePolicy` throws, `NSMergeByPropertyObjectTrumpMergePolicy` updates the stored row.
@Suite("Core Data merge policies for unique constraints")
struct CoreDataMergePolicyTests {
    private func context() throws -> NSManagedObjectContext {
        let container = NSPersistentContainer(name: "Depot", entities: [Warehouse.self, Crate.self], inMemory: true)
        try container.loadPersistentStores()
        let context = container.viewContext
        let north = Warehouse(context: context)
        north.code = "N"
        let crate = Crate(context: context)
        crate.label = "Tea"
        crate.warehouse = north
        try context.save()
        return context
    }

    @Test func theDefaultPolicyThrows() throws {
        let context = try context()
        let duplicate = Warehouse(context: context)
        duplicate.code = "N"
        #expect(throws: StoreError.self) { try context.save() }
    }

    @Test func objectTrumpUpsertsAndKeepsTheCrates() throws {
        let context = try context()
        context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        let duplicate = Warehouse(context: context)
        duplicate.code = "N"
        let coffee = Crate(context: context)
        coffee.label = "Coffee"
        coffee.warehouse = duplicate
        try context.save()
        let request = NSFetchRequest<Warehouse>(entityName: "Warehouse")
        let warehouses = try context.fetch(request)
        #expect(warehouses.count == 1)
        #expect(Set(warehouses[0].crates.map(\.label)) == ["Tea", "Coffee"])
    }

    @Test func policiesAreMadeFromTheirTypes() {
        #expect(NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType) == .mergeByPropertyObjectTrump)
        #expect(NSMergePolicy.mergeByPropertyStoreTrump.mergeType == .mergeByPropertyStoreTrumpMergePolicyType)
        #expect(NSErrorMergePolicy == NSMergePolicy.error)
        #expect(NSOverwriteMergePolicy.mergeType == .overwriteMergePolicyType)
        #expect(NSRollbackMergePolicy == .rollback)
        #expect(NSMergeByPropertyStoreTrumpMergePolicy == .mergeByPropertyStoreTrump)
    }
}
