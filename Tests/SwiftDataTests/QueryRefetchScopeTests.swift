import CoreData
import PlumeTesting
import SwiftData
import SwiftUI
import Testing

/// Counts how many times a view's body ran (each run after the first is a refetch of its `@Query`).
@MainActor private final class BodyRuns {
    var count = 0
}

private struct CountedItems: View {
    let runs: BodyRuns
    @Query(sort: \Item.title) private var items: [Item]
    var body: some View {
        runs.count += 1
        return VStack { ForEach(items) { Text($0.title) } }
    }
}

/// Employees of the company named "Acme": the predicate reads the related company's name.
private struct AcmeEmployees: View {
    let runs: BodyRuns
    @Query(filter: #Predicate<Employee> { $0.company?.name == "Acme" }, sort: \Employee.name)
    private var employees: [Employee]
    var body: some View {
        runs.count += 1
        return VStack { ForEach(employees) { Text($0.name) } }
    }
}

private struct CountedCrates: View {
    let runs: BodyRuns
    @FetchRequest(sortDescriptors: [SortDescriptor(\Crate.label)]) private var crates: FetchedResults<Crate>
    var body: some View {
        runs.count += 1
        return VStack { ForEach(crates) { Text($0.label) } }
    }
}

@MainActor
@Suite("What @Query and @FetchRequest fetch again for")
struct QueryRefetchScopeTests {
    private func memoryContainer(_ types: any PersistentModel.Type...) throws -> ModelContainer {
        try ModelContainer(for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
    }

    @Test func aSaveInAnotherContainerDoesNotRefetch() throws {
        let shown = try memoryContainer(Item.self)
        let elsewhere = try memoryContainer(Item.self)
        let runs = BodyRuns()
        let host = ViewHost(
            CountedItems(runs: runs).modelContainer(shown), size: CGSize(width: 320, height: 240))
        let before = runs.count
        let other = ModelContext(elsewhere)
        other.insert(Item(title: "Elsewhere"))
        try other.save()
        host.advance(by: 0.5)
        #expect(runs.count == before)
        #expect(host.find(text: "Elsewhere") == nil)
        // A save of the shown container's store does fetch again.
        let sibling = ModelContext(shown)
        sibling.insert(Item(title: "Here"))
        try sibling.save()
        host.advance(by: 0.5)
        #expect(runs.count == before + 1)
        #expect(host.texts == ["Here"])
    }

    @Test func aSaveOfAnUnrelatedModelInTheSameStoreDoesNotRefetch() throws {
        let container = try memoryContainer(Item.self, Company.self, Employee.self)
        let runs = BodyRuns()
        let host = ViewHost(
            CountedItems(runs: runs).modelContainer(container), size: CGSize(width: 320, height: 240))
        let before = runs.count
        let other = ModelContext(container)
        other.insert(Company(code: "AC", name: "Acme"))
        try other.save()
        host.advance(by: 0.5)
        #expect(runs.count == before)
    }

    @Test func aSaveOfARelatedModelThePredicateReadsRefetches() throws {
        let container = try memoryContainer(Company.self, Employee.self)
        let setup = ModelContext(container)
        let company = Company(code: "IN", name: "Initech")
        setup.insert(company)
        setup.insert(Employee(name: "Peter", salary: 1, company: company))
        try setup.save()
        let runs = BodyRuns()
        let host = ViewHost(
            AcmeEmployees(runs: runs).modelContainer(container), size: CGSize(width: 320, height: 240))
        #expect(host.find(text: "Peter") == nil)
        // Only the company changes: its employees' rows are untouched.
        company.name = "Acme"
        try setup.save()
        host.advance(by: 0.5)
        #expect(host.texts == ["Peter"])
    }

    @Test func twoStoresOverOneFileAreOneStore() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scope-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("items.sqlite")
        let shown = try ModelContainer(for: Item.self, configurations: ModelConfiguration(url: url))
        let sameFile = try ModelContainer(for: Item.self, configurations: ModelConfiguration(url: url))
        let host = ViewHost(CountedItems(runs: BodyRuns()).modelContainer(shown), size: CGSize(width: 320, height: 240))
        let other = ModelContext(sameFile)
        other.insert(Item(title: "Written by the other container"))
        try other.save()
        host.advance(by: 0.5)
        #expect(host.texts == ["Written by the other container"])
    }

    @Test func fetchRequestIgnoresSavesOfOtherStores() throws {
        let shown = PersistentContainer(name: "ScopeShown", entities: [Warehouse.self, Crate.self], inMemory: true)
        let elsewhere = PersistentContainer(
            name: "ScopeElsewhere", entities: [Warehouse.self, Crate.self], inMemory: true)
        try shown.loadPersistentStores()
        try elsewhere.loadPersistentStores()
        let runs = BodyRuns()
        let host = ViewHost(
            CountedCrates(runs: runs).environment(\.managedObjectContext, shown.viewContext),
            size: CGSize(width: 320, height: 240))
        let before = runs.count
        let other = elsewhere.newBackgroundContext()
        try other.performAndWait {
            Crate(context: other).label = "Elsewhere"
            try other.save()
        }
        host.advance(by: 0.5)
        #expect(runs.count == before)
        let sibling = shown.newBackgroundContext()
        try sibling.performAndWait {
            Crate(context: sibling).label = "Here"
            try sibling.save()
        }
        host.advance(by: 0.5)
        #expect(host.texts == ["Here"])
    }
}
