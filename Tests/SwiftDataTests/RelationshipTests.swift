import Foundation
import SwiftData
import Testing

@Suite("SwiftData relationships") struct RelationshipTests {
    private func context() throws -> ModelContext {
        ModelContext(
            try ModelContainer(for: Company.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
    }

    @Test func inverseIsInferredAndKeptInSyncBothWays() throws {
        let context = try context()
        let acme = Company(code: "AC", name: "Acme")
        context.insert(acme)
        let bo = Employee(name: "Bo", salary: 10, company: acme)
        #expect(bo.modelContext === context)
        #expect(acme.employees.map(\.name) == ["Bo"])
        let cy = Employee(name: "Cy", salary: 20)
        acme.employees.append(cy)
        #expect(cy.company === acme)
        #expect(cy.modelContext === context)
        try context.save()
        let fetched = try context.fetch(FetchDescriptor<Employee>(sortBy: [SortDescriptor(\.name)]))
        #expect(fetched.map { $0.company?.name } == ["Acme", "Acme"])
    }

    @Test func insertingAModelInsertsTheGraphSetBeforehand() throws {
        let context = try context()
        let globex = Company(code: "GX", name: "Globex")
        globex.employees = [Employee(name: "Hank", salary: 5), Employee(name: "Ida", salary: 7)]
        context.insert(globex)
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<Employee>()) == 2)
        let wellPaid = try context.fetch(
            FetchDescriptor<Employee>(predicate: #Predicate { $0.company?.name == "Globex" && $0.salary > 6 }))
        #expect(wellPaid.map(\.name) == ["Ida"])
        let companies = try context.fetch(FetchDescriptor<Company>(predicate: #Predicate { $0.employees.count == 2 }))
        #expect(companies.map(\.code) == ["GX"])
    }

    @Test func cascadeDeleteRemovesEmployees() throws {
        let context = try context()
        let acme = Company(code: "AC", name: "Acme")
        acme.employees = [Employee(name: "Bo", salary: 1)]
        context.insert(acme)
        try context.save()
        context.delete(acme)
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<Employee>()) == 0)
        #expect(try context.fetchCount(FetchDescriptor<Company>()) == 0)
    }

    @Test func anInsertedDuplicateKeepsTheStoredModelsEmployees() throws {
        let context = try context()
        let acme = Company(code: "AC", name: "Acme")
        acme.employees = [Employee(name: "Ann", salary: 1)]
        context.insert(acme)
        try context.save()
        let duplicate = Company(code: "AC", name: "Acme again")
        duplicate.employees = [Employee(name: "Bo", salary: 2)]
        context.insert(duplicate)
        try context.save()
        #expect(duplicate == acme)
        #expect(acme.name == "Acme again")
        #expect(Set(acme.employees.map(\.name)) == ["Ann", "Bo"])
        #expect(try context.fetchCount(FetchDescriptor<Company>()) == 1)
        #expect(try context.fetchCount(FetchDescriptor<Employee>()) == 2)
    }

    @Test func rollbackDiscardsUnsavedChanges() throws {
        let context = try context()
        let acme = Company(code: "AC", name: "Acme")
        context.insert(acme)
        try context.save()
        acme.name = "Renamed"
        context.insert(Company(code: "ZZ", name: "Zed"))
        context.rollback()
        #expect(acme.name == "Acme")
        #expect(try context.fetchCount(FetchDescriptor<Company>()) == 1)
    }
}
