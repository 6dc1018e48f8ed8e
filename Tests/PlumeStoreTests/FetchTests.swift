import Foundation
@testable import PlumeStore
import Testing

/// Acme (owner Olga) with Ada 25, Bob 41; Bolt (no owner) with Cy 33; Crate (owner "olga") with nobody.
private func seeded() throws -> (PersistentContainer, ManagedObjectContext) {
    let container = try makeMemoryContainer()
    let context = container.viewContext
    func add(_ title: String, owner: String?, _ staff: [(String, Int)]) {
        let company = Company(context: context)
        company.id = UUID()
        company.title = title
        company.owner = owner
        for (name, age) in staff {
            let employee = Employee(context: context)
            employee.id = UUID()
            employee.name = name
            employee.age = age
            company.addToEmployees(employee)
        }
    }
    add("Acme", owner: "Olga", [("Ada", 25), ("Bob", 41)])
    add("Bolt", owner: nil, [("Cy", 33)])
    add("Crate", owner: "olga", [])
    try context.save()
    context.reset()
    return (container, context)
}

private func titles(_ context: ManagedObjectContext, _ predicate: Predicate<Company>) throws -> [String] {
    try context.fetch(FetchRequest(predicate: predicate, sortDescriptors: [SortDescriptor(\.title)])).map(\.title)
}

private func names(_ context: ManagedObjectContext, _ predicate: Predicate<Employee>) throws -> [String] {
    try context.fetch(FetchRequest(predicate: predicate, sortDescriptors: [SortDescriptor(\.name)])).map(\.name)
}

@Suite struct FetchTests {
    @Test func comparisonsAndBooleanLogic() throws {
        let (_, context) = try seeded()
        #expect(try names(context, #Predicate { $0.age > 30 }) == ["Bob", "Cy"])
        #expect(try names(context, #Predicate { $0.age >= 25 && $0.age < 40 }) == ["Ada", "Cy"])
        #expect(try names(context, #Predicate { $0.age <= 25 || $0.name == "Bob" }) == ["Ada", "Bob"])
        #expect(try names(context, #Predicate { !($0.age > 30) }) == ["Ada"])
        #expect(try names(context, #Predicate { $0.name != "Cy" }) == ["Ada", "Bob"])
        #expect(try names(context, #Predicate { $0.age + 10 > 50 }) == ["Bob"])
    }

    @Test func optionalsMatchLikeSwift() throws {
        let (_, context) = try seeded()
        #expect(try titles(context, #Predicate { $0.owner == nil }) == ["Bolt"])
        #expect(try titles(context, #Predicate { $0.owner != nil }) == ["Acme", "Crate"])
        #expect(try titles(context, #Predicate { $0.owner == "Olga" }) == ["Acme"])
        #expect(try titles(context, #Predicate { $0.owner != "Olga" }) == ["Bolt", "Crate"])
        #expect(try titles(context, #Predicate { !($0.owner == "Olga") }) == ["Bolt", "Crate"])
        #expect(try titles(context, #Predicate { $0.owner?.contains("lg") ?? false }) == ["Acme", "Crate"])
        #expect(try titles(context, #Predicate { ($0.owner ?? "none") == "none" }) == ["Bolt"])
    }

    @Test func stringMatching() throws {
        let (_, context) = try seeded()
        #expect(try titles(context, #Predicate { $0.title.contains("cm") }) == ["Acme"])
        #expect(try titles(context, #Predicate { $0.title.contains("CM") }) == [])
        #expect(try titles(context, #Predicate { $0.title.starts(with: "B") }) == ["Bolt"])
        #expect(try titles(context, #Predicate { $0.title.starts(with: "b") }) == [])
        #expect(try titles(context, #Predicate { $0.title.localizedStandardContains("RAT") }) == ["Crate"])
        #expect(try titles(context, #Predicate { ["Bolt", "Crate"].contains($0.title) }) == ["Bolt", "Crate"])
    }

    @Test func keyPathsThroughRelationships() throws {
        let (_, context) = try seeded()
        #expect(try names(context, #Predicate { $0.company?.title == "Acme" }) == ["Ada", "Bob"])
        #expect(try names(context, #Predicate { $0.company?.owner == nil }) == ["Cy"])
        #expect(try titles(context, #Predicate { $0.employees.contains { $0.age > 40 } }) == ["Acme"])
        #expect(try titles(context, #Predicate { !$0.employees.contains { $0.age > 0 } }) == ["Crate"])
        #expect(try titles(context, #Predicate { $0.employees.allSatisfy { $0.age > 30 } }) == ["Bolt", "Crate"])
        #expect(try titles(context, #Predicate { $0.employees.count >= 2 }) == ["Acme"])
        #expect(try titles(context, #Predicate { $0.employees.isEmpty }) == ["Crate"])
        let acme = try #require(
            try context.fetch(FetchRequest<Company>(predicate: #Predicate { $0.title == "Acme" })).first)
        let acmeID = acme.objectID
        #expect(try names(context, #Predicate { $0.company?.objectID == acmeID }) == ["Ada", "Bob"])
        #expect(try titles(context, #Predicate { $0.objectID != acmeID }) == ["Bolt", "Crate"])
        let adaID = try #require(acme.employees.first { $0.name == "Ada" }).objectID
        #expect(try titles(context, #Predicate { $0.employees.contains { $0.objectID == adaID } }) == ["Acme"])
        let encoded = try JSONEncoder().encode(acmeID)
        let decoder = JSONDecoder()
        decoder.userInfo[.managedObjectContext] = context
        #expect(try decoder.decode(ObjectID.self, from: encoded) == acmeID)
    }

    /// The search idiom of SwiftData apps: a test on a captured value picks a branch for every row.
    @Test func conditionsOnCapturedValuesAreReadOnce() throws {
        let (_, context) = try seeded()
        func search(_ text: String) throws -> [String] {
            try titles(
                context,
                #Predicate { company in
                    if text.isEmpty {
                        return true
                    } else {
                        return company.title.localizedStandardContains(text)
                    }
                })
        }
        #expect(try search("") == ["Acme", "Bolt", "Crate"])
        #expect(try search("o") == ["Bolt"])
        let pair = [30, 40]
        #expect(try names(context, #Predicate { $0.age > pair.count * 15 }) == ["Bob", "Cy"])
        let none = ""
        #expect(try names(context, #Predicate { none.isEmpty ? $0.age > 40 : $0.age < 30 }) == ["Bob"])
    }

    @Test func sortLimitOffsetAndCount() throws {
        let (_, context) = try seeded()
        var request = FetchRequest<Employee>(sortDescriptors: [SortDescriptor(\.age, order: .reverse)])
        #expect(try context.fetch(request).map(\.name) == ["Bob", "Cy", "Ada"])
        request.fetchLimit = 2
        #expect(try context.fetch(request).map(\.name) == ["Bob", "Cy"])
        request.fetchOffset = 1
        #expect(try context.fetch(request).map(\.name) == ["Cy", "Ada"])
        #expect(try context.count(for: request) == 2)
        #expect(try context.count(for: FetchRequest<Employee>(predicate: #Predicate { $0.age > 30 })) == 2)
        let byCompany = FetchRequest<Employee>(
            sortDescriptors: [SortDescriptor(\.company?.title, order: .reverse), SortDescriptor(\.name)])
        #expect(try context.fetch(byCompany).map(\.name) == ["Cy", "Ada", "Bob"])
        let lexical = FetchRequest<Company>(sortDescriptors: [SortDescriptor(\.title, comparator: .lexical)])
        #expect(try context.fetch(lexical).map(\.title) == ["Acme", "Bolt", "Crate"])
    }

    @Test func pendingChangesAreIncluded() throws {
        let (_, context) = try seeded()
        let fresh = Employee(context: context)
        fresh.id = UUID()
        fresh.name = "Dee"
        fresh.age = 50
        let cy = try #require(
            try context.fetch(FetchRequest<Employee>(predicate: #Predicate { $0.name == "Cy" })).first)
        cy.age = 10
        let bob = try #require(
            try context.fetch(FetchRequest<Employee>(predicate: #Predicate { $0.name == "Bob" })).first)
        context.delete(bob)
        #expect(try names(context, #Predicate { $0.age > 30 }) == ["Dee"])
        #expect(try context.count(for: FetchRequest<Employee>(predicate: #Predicate { $0.age > 20 })) == 2)
        var limited = FetchRequest<Employee>(sortDescriptors: [SortDescriptor(\.age)], fetchLimit: 2)
        #expect(try context.fetch(limited).map(\.name) == ["Cy", "Ada"])
        limited.includesPendingChanges = false
        #expect(try context.fetch(limited).map(\.name) == ["Ada", "Cy"])
    }

    @Test func dictionaryResultsAndPrefetching() throws {
        let (_, context) = try seeded()
        var request = FetchRequest<Employee>(sortDescriptors: [SortDescriptor(\.name)], fetchLimit: 2)
        request.propertiesToFetch = ["name", "age"]
        let rows = try context.fetchDictionaries(request)
        #expect(rows.count == 2)
        #expect(rows[0]["name"] as? String == "Ada")
        #expect(rows[0]["age"] as? Int == 25)
        #expect(rows[0]["id"] == nil)
        request.propertiesToFetch = ["nope"]
        #expect(throws: StoreError.unknownProperty(entity: "Employee", property: "nope")) {
            try context.fetchDictionaries(request)
        }
        var companies = FetchRequest<Company>(sortDescriptors: [SortDescriptor(\.title)])
        companies.relationshipKeyPathsForPrefetching = ["employees"]
        let fetched = try context.fetch(companies)
        let relationship = fetched[0].entity.relationship(named: "employees")!
        #expect(fetched.allSatisfy { $0.loadedToManyCache(relationship) != nil })
        #expect(fetched.map(\.employees.count) == [2, 1, 0])
    }

    @Test func unsupportedPredicatesAreNamedErrors() throws {
        let (_, context) = try seeded()
        let request = FetchRequest<Employee>(predicate: #Predicate { $0.name.count > 2 })
        do {
            _ = try context.fetch(request)
            Issue.record("expected an error")
        } catch let error as StoreError {
            #expect(error.description.contains("KeyPath<String, Int>"))
        }
        let sorted = FetchRequest<Employee>(sortDescriptors: [SortDescriptor(\.name.count)])
        #expect(throws: StoreError.self) { try context.fetch(sorted) }
    }

    @Test func compiledSQLBindsEveryValue() throws {
        let (container, _) = try seeded()
        let entity = try #require(container.managedObjectModel?.entity(for: Company.self))
        let request = FetchRequest<Company>(
            predicate: #Predicate { $0.title == "x' OR 1=1 --" && $0.employees.contains { $0.name.starts(with: "A") } },
            sortDescriptors: [SortDescriptor(\.title)], fetchLimit: 5)
        let query = try SelectQuery(request: request, entity: entity, applyLimits: true)
        #expect(!query.sql.contains("OR 1=1"))
        #expect(
            query.sql
                == "SELECT t0.Z_PK FROM \"Company\" t0 WHERE ((t0.\"title\" = ?) AND EXISTS (SELECT 1 FROM "
                + "\"Employee\" t1 WHERE t1.\"company\" = t0.Z_PK AND COALESCE(PLUME_STARTS_WITH(t1.\"name\", ?), 0))) "
                + "ORDER BY COALESCE(PLUME_SORT_KEY(t0.\"title\"), t0.\"title\") ASC, t0.Z_PK ASC LIMIT ? OFFSET ?")
        #expect(query.bindings == [.text("x' OR 1=1 --"), .text("A"), .integer(5), .integer(0)])
    }
}
