import Foundation
import Testing

@testable import PlumeStore

/// A fetch looks its rows up in the context's registry while its statement steps and registers the
/// objects it made after the last row (``ManagedObjectContext/materializeAll(_:_:_:)``): uniquing still
/// holds within one query, across fetches, and for objects the context held before with unsaved changes.
@Suite struct FetchRegistrationTests {
    /// An in-memory store with employees `E0`, `E1`, … aged 20, 21, …, saved.
    private func savedStaff(_ count: Int) throws -> PersistentContainer {
        let container = try makeMemoryContainer()
        let writer = container.newBackgroundContext()
        try writer.performAndWait {
            for index in 0..<count {
                let employee = Employee(context: writer)
                employee.id = UUID()
                employee.name = "E\(index)"
                employee.age = 20 + index
            }
            try writer.save()
        }
        return container
    }

    @Test func aRowAQueryReturnsTwiceIsOneObject() throws {
        let container = try savedStaff(3)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let entity = try context.requireEntity(Employee.self)
            let rows = "SELECT \(StoreSQL.rowColumns(entity)) FROM \(quoted(entity.name)) t0"
            let objects = try context.materializeAll(entity, "\(rows) UNION ALL \(rows) ORDER BY 1", [])
            #expect(objects.count == 6)
            for pair in stride(from: 0, to: 6, by: 2) { #expect(objects[pair] === objects[pair + 1]) }
            #expect(context.registeredObjects.count == 3)
            #expect(objects.map { ($0 as! Employee).name } == ["E0", "E0", "E1", "E1", "E2", "E2"])
            let again = try context.fetch(FetchRequest<Employee>(sortDescriptors: [SortDescriptor(\.name)]))
            #expect(zip(again, stride(from: 0, to: 6, by: 2)).allSatisfy { $0 === objects[$1] })
        }
    }

    @Test func aFetchReturnsTheObjectsTheContextHeldWithTheirUnsavedChanges() throws {
        let container = try savedStaff(4)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let held = try #require(
                try context.fetch(FetchRequest<Employee>(predicate: #Predicate { $0.name == "E2" })).first)
            held.age = 99
            let untouched = try #require(
                try context.fetch(FetchRequest<Employee>(predicate: #Predicate { $0.name == "E1" })).first)
            #expect(untouched.isFault)
            #expect(context.registeredObjects.count == 2)

            let staff = try context.fetch(FetchRequest<Employee>(sortDescriptors: [SortDescriptor(\.name)]))
            #expect(staff.map(\.name) == ["E0", "E1", "E2", "E3"])
            #expect(staff[2] === held && staff[1] === untouched)
            #expect(staff.map(\.age) == [20, 21, 99, 23])
            #expect(held.hasChanges && !staff[3].hasChanges)
            #expect(context.registeredObjects.count == 4)
            #expect(Set(staff.map(ObjectIdentifier.init)) == Set(context.registeredObjects.map(ObjectIdentifier.init)))
        }
    }

    @Test func objectsMadeByAFetchAreFoundByID() throws {
        let container = try savedStaff(300)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let staff = try context.fetch(FetchRequest<Employee>(sortDescriptors: [SortDescriptor(\.age)]))
            #expect(staff.count == 300)
            #expect(staff.allSatisfy { context.registeredObject(for: $0.objectID) === $0 })
            #expect(staff.allSatisfy { context.object(with: $0.objectID) === $0 })
            #expect(staff.map(\.age) == Array(20..<320))
        }
    }
}
