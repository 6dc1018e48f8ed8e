import Foundation
import PlumeStore
import Testing

final class Plant: ManagedObject {
    @Attribute var id: UUID = UUID()
    @Attribute var name: String = ""
    @Attribute var lastWateringDate: Date = Date(timeIntervalSince1970: 0)
    @Attribute var nextWateringDate: Date = Date(timeIntervalSince1970: 0)
}

/// A container subclass, as apps write `PlantContainer: NSPersistentContainer`.
final class PlantContainer: PersistentContainer {
    init() {
        super.init(name: "Plants", entities: [Plant.self], storeURL: nil)
    }
}

/// The app's MVVM pattern from the Core Data tutorial: fetch, add, save through the view context.
final class CompanyViewModel {
    let context: ManagedObjectContext
    private(set) var companies: [Company] = []

    init(context: ManagedObjectContext) {
        self.context = context
        fetchCompanies()
    }

    func fetchCompanies() {
        companies = (try? context.fetch(Company.fetchRequest())) ?? []
    }

    func addCompany(title: String, owner: String) {
        let company = Company(context: context)
        company.id = UUID()
        company.title = title
        company.owner = owner
        try? context.save()
        fetchCompanies()
    }
}

@Suite struct UsagePatternTests {
    @Test func viewModelAddsAndFetches() throws {
        let container = try makeMemoryContainer()
        let model = CompanyViewModel(context: container.viewContext)
        #expect(model.companies.isEmpty)
        model.addCompany(title: "Acme", owner: "Olga")
        #expect(model.companies.map(\.title) == ["Acme"])
        let employee = Employee(context: container.viewContext)
        employee.id = UUID()
        employee.name = "Ada"
        model.companies[0].addToEmployees(employee)
        try container.viewContext.save()
        #expect(model.companies[0].employees.map(\.name) == ["Ada"])
    }

    @Test func widgetProviderFetchesDictionariesAfterEachSave() async throws {
        let container = PlantContainer()
        try container.loadPersistentStores()
        let base = Date(timeIntervalSince1970: 1_700_000_000)
        for (index, name) in ["Fern", "Cactus", "Ivy", "Basil"].enumerated() {
            let plant = Plant(context: container.viewContext)
            plant.name = name
            plant.lastWateringDate = base
            plant.nextWateringDate = base.addingTimeInterval(Double(4 - index) * 86_400)
        }
        let saved = AsyncStream<Void>.makeStream()
        let token = NotificationCenter.default.addObserver(
            forName: .NSManagedObjectContextDidSave, object: container.viewContext, queue: nil
        ) { _ in saved.continuation.yield() }
        defer { NotificationCenter.default.removeObserver(token) }
        try container.viewContext.save()
        var iterator = saved.stream.makeAsyncIterator()
        _ = await iterator.next()
        let rows = try await container.performBackgroundTask { context -> [[String: Any]] in
            var request = FetchRequest<Plant>(sortDescriptors: [SortDescriptor(\.nextWateringDate)], fetchLimit: 3)
            request.propertiesToFetch = ["name", "nextWateringDate"]
            return try context.fetchDictionaries(request)
        }
        let converted = rows.map { row in
            row.mapValues { value -> Any in (value as? Date).map { $0.timeIntervalSince1970 } ?? value }
        }
        #expect(converted.map { $0["name"] as? String } == ["Basil", "Ivy", "Cactus"])
        #expect(converted[0]["nextWateringDate"] as? Double == 1_700_086_400)
    }
}
