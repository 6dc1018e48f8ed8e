import CoreData
import SwiftData
import Testing

// A file importing both: SwiftData's macros take the plain spelling, and PlumeStore's wrappers are
// reached with their module's name.
final class Pallet: ManagedObject {
    @CoreData.Attribute(unique: true) var tag: String = ""
}

@Model final class Shipment {
    @Attribute(.unique) var number: String
    init(number: String) { self.number = number }
}

@Suite("Core Data-style and SwiftData side by side") struct BothImportsTests {
    @Test func bothKindsOfModelsWorkInOneModule() throws {
        let container = PersistentContainer(
            name: "Depot", entities: [Warehouse.self, Crate.self, Pallet.self], inMemory: true)
        try container.loadPersistentStores()
        let context = container.viewContext
        let warehouse = Warehouse(context: context)
        warehouse.code = "W1"
        let crate = Crate(context: context)
        crate.label = "Bolts"
        crate.warehouse = warehouse
        Pallet(context: context).tag = "P1"
        try context.save()
        #expect(warehouse.crates.map(\.label) == ["Bolts"])

        let models = ModelContext(
            try ModelContainer(for: Shipment.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
        models.insert(Shipment(number: "S1"))
        try models.save()
        #expect(try models.fetch(FetchDescriptor<Shipment>()).map(\.number) == ["S1"])
    }
}
