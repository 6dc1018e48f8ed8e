import CoreData
import Foundation
import Testing

/// A Core Data entity spelled with Core Data's `NS` names (the attributes in PlumeStore's spelling).
final class Trip: NSManagedObject {
    @Attribute var destination: String?
    @Attribute var nights: Int16 = 0
}

/// The data controller an Apple-platform app writes, with the entity list Linux needs instead of
/// the `.xcdatamodeld` model.
final class TripData {
    let container: NSPersistentContainer
    var loadError: Error?

    init(storeURL: URL?) {
        container = NSPersistentContainer(name: "Trips", entities: [Trip.self], storeURL: storeURL)
        container.loadPersistentStores { description, error in
            if let error { self.loadError = error }
        }
    }
}

@Suite struct ImportCoreDataNamesTests {
    @Test func anAppsDataControllerLoadsSavesAndFetchesWithCoreDatasNames() throws {
        let data = TripData(storeURL: nil)
        #expect(data.loadError == nil)
        let context: NSManagedObjectContext = data.container.viewContext
        let lisbon = Trip(context: context)
        lisbon.destination = "Lisbon"
        lisbon.nights = 4
        let oslo = Trip(context: context)
        oslo.destination = "Oslo"
        oslo.nights = 2
        try context.save()
        let request = NSFetchRequest<Trip>(sortDescriptors: [SortDescriptor(\Trip.nights)])
        let trips = try context.fetch(request)
        #expect(trips.map(\.destination) == ["Oslo", "Lisbon"])
        let id: NSManagedObjectID = trips[0].objectID
        #expect(try context.existingObject(with: id) === oslo)
    }

    @Test func aStoreThatCannotOpenIsReportedToTheCompletionHandler() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plume-trips-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Trips.sqlite")
        let notADatabase = Data("these are holiday notes, not a database".utf8)
        try notADatabase.write(to: file)
        var reported: (NSPersistentStoreDescription, Error?)?
        let container = NSPersistentContainer(name: "Trips", entities: [Trip.self], storeURL: file)
        container.loadPersistentStores { description, error in reported = (description, error) }
        #expect(reported?.0.url == file)
        #expect(reported?.1 is StoreError)
        #expect(try Data(contentsOf: file) == notADatabase)
    }
}
