import Foundation
import PlumeStore
import Testing

@Suite struct BasicTests {
    @Test func issueExampleRoundTrips() throws {
        let url = temporaryStoreURL("CoreDataDemo")
        defer { removeStore(at: url) }
        do {
            let container = PersistentContainer(name: "Demo", entities: [Company.self, Employee.self], storeURL: url)
            try container.loadPersistentStores()
            let context = container.viewContext
            let company = Company(context: context)
            company.title = "Acme"
            company.id = UUID()
            let employee = Employee(context: context)
            employee.id = UUID()
            employee.name = "Ada"
            company.addToEmployees(employee)
            #expect(employee.company === company)
            #expect(company.employees == [employee])
            #expect(context.hasChanges)
            try context.save()
            #expect(!context.hasChanges)
            let other = Company(context: context)
            other.title = "Bolt"
            other.id = UUID()
            try context.save()
        }
        let container = PersistentContainer(name: "Demo", entities: [Company.self, Employee.self], storeURL: url)
        try container.loadPersistentStores()
        let context = container.viewContext
        let request = FetchRequest<Company>(
            predicate: #Predicate { $0.title.contains("Ac") }, sortDescriptors: [SortDescriptor(\.title)],
            fetchLimit: 20)
        let companies = try context.fetch(request)
        #expect(companies.map(\.title) == ["Acme"])
        #expect(companies[0].owner == nil)
        #expect(companies[0].employees.map(\.name) == ["Ada"])
        #expect(try context.count(for: FetchRequest<Employee>()) == 1)
        context.delete(companies[0])
        try context.save()
        #expect(try context.count(for: FetchRequest<Employee>()) == 0)
        #expect(try context.fetch(FetchRequest<Company>()).map(\.title) == ["Bolt"])
    }
}
