import Foundation
import Observation
import SwiftData
import Testing

/// The model objects a context hands out: one per row while the context lives, made without
/// disturbing the stored values, observable, and freed with the context.
@Suite struct ModelObjectTests {
    private func container() throws -> ModelContainer {
        try ModelContainer(
            for: Company.self, Employee.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    }

    @Test func aFetchedModelKeepsItsStoredValuesAndIsTheOneModelOfItsRow() throws {
        let container = try container()
        let writer = ModelContext(container)
        let acme = Company(code: "A", name: "Acme")
        writer.insert(acme)
        // `employees` and `company` have initial values (`[]`, `nil`), which every initialiser runs,
        // `init(backingData:)` too: making a model over a fetched row must not apply them.
        writer.insert(Employee(name: "Ada", salary: 10, company: acme))
        try writer.save()

        let reader = ModelContext(container)
        let first = try #require(try reader.fetch(FetchDescriptor<Employee>()).first)
        let id = ObjectIdentifier(first)
        #expect(first.company?.name == "Acme")
        #expect(first.company?.employees.map(\.name) == ["Ada"])
        #expect(!reader.hasChanges)
        // Not held here any more: the context keeps it, so the next fetch gives the same object.
        let again = try #require(try reader.fetch(FetchDescriptor<Employee>()).first)
        #expect(ObjectIdentifier(again) == id)
        #expect(again.company === first.company)
    }

    @Test func modelsAreFreedWithTheirContext() throws {
        let container = try container()
        let writer = ModelContext(container)
        writer.insert(Employee(name: "Ada", salary: 10))
        try writer.save()
        weak var model: Employee?
        weak var context: ModelContext?
        do {
            let reader = ModelContext(container)
            context = reader
            model = try reader.fetch(FetchDescriptor<Employee>()).first
            #expect(model != nil)
        }
        #expect(context == nil)
        #expect(model == nil)
    }

    @Test func aNewModelIsFreedWhenNothingHoldsIt() {
        weak var model: Employee?
        do {
            let made = Employee(name: "Bo", salary: 1)
            model = made
            #expect(model?.name == "Bo")
        }
        #expect(model == nil)
    }

    @Test func readsAndWritesOfAFetchedModelAreObserved() throws {
        let container = try container()
        let writer = ModelContext(container)
        writer.insert(Employee(name: "Ada", salary: 10))
        try writer.save()
        let reader = ModelContext(container)
        let ada = try #require(try reader.fetch(FetchDescriptor<Employee>()).first)
        let changes = Counter()
        let salary = withObservationTracking {
            ada.salary
        } onChange: {
            changes.add()
        }
        #expect(salary == 10)
        ada.name = "Ada L."
        #expect(changes.value == 0)
        ada.salary = 11
        #expect(changes.value == 1)
        #expect(ada.salary == 11)
    }

    @Test func aModelWrittenBeforeAnyoneReadItIsObservedOnceRead() throws {
        let container = try container()
        let context = ModelContext(container)
        let bo = Employee(name: "Bo", salary: 1)
        context.insert(bo)
        // Writes to a model nobody has read yet have no observer to tell (they skip the registrar)…
        bo.salary = 2
        bo.company = Company(code: "B", name: "Bolt")
        let changes = Counter()
        let salary = withObservationTracking {
            bo.salary
        } onChange: {
            changes.add()
        }
        #expect(salary == 2)
        #expect(changes.value == 0)
        // …and once it is read, the next write is observed.
        bo.salary = 3
        #expect(changes.value == 1)
        // A second observer, of a relationship, sees its change too.
        let company = withObservationTracking {
            bo.company?.name
        } onChange: {
            changes.add()
        }
        #expect(company == "Bolt")
        bo.company = nil
        #expect(changes.value == 2)
        #expect(bo.company == nil && bo.salary == 3)
    }

    @Test func aModelThatOutlivesItsContextHasNoContext() throws {
        let container = try container()
        let writer = ModelContext(container)
        writer.insert(Employee(name: "Ada", salary: 10))
        try writer.save()
        weak var freedContext: ModelContext?
        let ada: Employee
        do {
            let reader = ModelContext(container)
            freedContext = reader
            ada = try #require(try reader.fetch(FetchDescriptor<Employee>()).first)
            #expect(ada.modelContext === reader)
        }
        #expect(freedContext == nil)
        #expect(ada.modelContext == nil)
    }
}

/// Counts calls from an observation's change handler.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}
