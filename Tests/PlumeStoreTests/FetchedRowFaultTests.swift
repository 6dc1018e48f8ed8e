import Foundation
import Testing

@testable import PlumeStore

/// Fetched objects are faults until first touched; their row comes from what the fetch read.
@Suite struct FetchedRowFaultTests {
    /// A file store with `count` employees of one company, saved by another context.
    private func savedStaff(_ count: Int) throws -> (PersistentContainer, URL) {
        let url = temporaryStoreURL()
        let container = PersistentContainer(name: "Faults", entities: [Company.self, Employee.self], storeURL: url)
        try container.loadPersistentStores()
        let writer = container.newBackgroundContext()
        try writer.performAndWait {
            let company = Company(context: writer)
            company.id = UUID()
            company.title = "Acme"
            for index in 0..<count {
                let employee = Employee(context: writer)
                employee.id = UUID()
                employee.name = "E\(index)"
                employee.age = 20 + index
                employee.company = company
            }
            try writer.save()
        }
        return (container, url)
    }

    @Test func aFetchedObjectIsAFaultUntilItsFirstTouch() throws {
        let (container, url) = try savedStaff(3)
        defer { removeStore(at: url) }
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let staff = try context.fetch(
                FetchRequest<Employee>(sortDescriptors: [SortDescriptor(\.name)]))
            #expect(staff.count == 3)
            #expect(staff.allSatisfy { $0.isFault })
            #expect(staff[1].age == 21)
            #expect(!staff[1].isFault)
            #expect(staff[0].isFault && staff[2].isFault)
            #expect(staff.map(\.name) == ["E0", "E1", "E2"])
            #expect(staff.allSatisfy { !$0.isFault && !$0.hasChanges })
        }
    }

    @Test func aFetchedRowNeedsNoSecondQuery() throws {
        let (container, url) = try savedStaff(2)
        defer { removeStore(at: url) }
        let context = container.newBackgroundContext()
        let staff = try context.performAndWait {
            try context.fetch(FetchRequest<Employee>(sortDescriptors: [SortDescriptor(\.name)]))
        }
        // The rows change in the store after the fetch: the fetched objects show what the fetch read
        // (Core Data's row cache), until refreshed.
        let other = container.newBackgroundContext()
        try other.performAndWait {
            for employee in try other.fetch(FetchRequest<Employee>()) { employee.age += 100 }
            try other.save()
        }
        context.performAndWait {
            #expect(staff.map(\.age) == [20, 21])
            context.refresh(staff[0], mergeChanges: false)
            #expect(staff[0].isFault)
            #expect(staff[0].age == 120)
        }
    }

    @Test func aChangedFetchedObjectSavesItsRow() throws {
        let (container, url) = try savedStaff(2)
        defer { removeStore(at: url) }
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let staff = try context.fetch(FetchRequest<Employee>(sortDescriptors: [SortDescriptor(\.name)]))
            staff[1].name = "Renamed"
            #expect(staff[1].changedValues().keys.sorted() == ["name"])
            try context.save()
        }
        let reader = container.newBackgroundContext()
        try reader.performAndWait {
            let names = try reader.fetch(FetchRequest<Employee>(sortDescriptors: [SortDescriptor(\.name)])).map(\.name)
            #expect(names == ["E0", "Renamed"])
        }
    }

    @Test func relationshipMembersAreFaultsWithTheirForeignKeysRead() throws {
        let (container, url) = try savedStaff(4)
        defer { removeStore(at: url) }
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let company = try #require(try context.fetch(FetchRequest<Company>()).first)
            let staff = company.employees
            #expect(staff.count == 4)
            #expect(staff.allSatisfy { $0.isFault })
            #expect(staff.allSatisfy { $0.company === company })
            #expect(Set(staff.map(\.age)) == [20, 21, 22, 23])
        }
    }

    @Test func loadTakesAFetchedRowAndAMissingRowIsATypedErrorNamingTheObject() throws {
        let (container, url) = try savedStaff(1)
        defer { removeStore(at: url) }
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let employee = try #require(try context.fetch(FetchRequest<Employee>()).first)
            try context.load(employee)
            #expect(!employee.isFault)
            #expect(employee.name == "E0")
            let id = employee.objectID
            let remover = container.newBackgroundContext()
            try remover.performAndWait {
                remover.delete(try remover.existingObject(with: id))
                try remover.save()
            }
            let fresh = container.newBackgroundContext()
            fresh.performAndWait {
                #expect(fresh.object(with: id).isFault)
                #expect(throws: StoreError.objectNotFound(id.description)) { try fresh.existingObject(with: id) }
            }
        }
    }
}
