import Foundation
import PlumeStore

final class Company: ManagedObject {
    @Attribute var id: UUID
    @Attribute var title: String
    @Attribute var owner: String?
    @Relationship(inverse: \Employee.company, deleteRule: .cascade) var employees: Set<Employee>
}

final class Employee: ManagedObject {
    @Attribute var id: UUID
    @Attribute var name: String
    @Attribute var age: Int = 30
    @Relationship var company: Company?
}

extension Company {
    func addToEmployees(_ employee: Employee) { add(employee, to: \.employees) }
    func removeFromEmployees(_ employee: Employee) { remove(employee, from: \.employees) }
}

/// A scratch directory removed by the caller.
func temporaryStoreURL(_ name: String = "Test") -> URL {
    FileManager.default.temporaryDirectory
        .appendingPathComponent("plumestore-\(UUID().uuidString)", isDirectory: true)
        .appendingPathComponent("\(name).sqlite")
}

func removeStore(at url: URL) {
    try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
}

func makeMemoryContainer(_ entities: [ManagedObject.Type] = [Company.self, Employee.self]) throws -> PersistentContainer
{
    let container = PersistentContainer(name: "Preview", entities: entities, inMemory: true)
    try container.loadPersistentStores()
    return container
}
