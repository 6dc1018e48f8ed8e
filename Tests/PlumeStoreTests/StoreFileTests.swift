import CSQLite
import Foundation
import PlumeStore
import Testing

enum ModelV1 {
    final class Gadget: ManagedObject {
        @Attribute var name: String = ""
        @Attribute var headcount: Int = 0
        @Attribute var obsolete: String?
    }
    final class Widget: ManagedObject {
        @Attribute var label: String = ""
    }
}

enum ModelV2 {
    final class Gadget: ManagedObject {
        @Attribute var name: String = ""
        @Attribute(renamedFrom: "headcount") var size: Int = 0
        @Attribute var color: String = "red"
        @Attribute var weight: Double?
    }
    final class Doohickey: ManagedObject {
        @Attribute var label: String = ""
        override class var renamedFrom: String? { "Widget" }
    }
    final class Extra: ManagedObject {
        @Attribute var note: String = ""
    }
}

/// A store of `ModelV1` holding one gadget (Sprocket, headcount 12, obsolete "gone") and one widget (W).
func makeModelV1Store(_ url: URL) throws {
    let container = PersistentContainer(
        name: "Migrate", entities: [ModelV1.Gadget.self, ModelV1.Widget.self], storeURL: url)
    try container.loadPersistentStores()
    let gadget = ModelV1.Gadget(context: container.viewContext)
    gadget.name = "Sprocket"
    gadget.headcount = 12
    gadget.obsolete = "gone"
    let widget = ModelV1.Widget(context: container.viewContext)
    widget.label = "W"
    try container.viewContext.save()
}

private func sqliteExecute(_ url: URL, _ sql: String) {
    var db: OpaquePointer?
    sqlite3_open(url.path, &db)
    sqlite3_exec(db, sql, nil, nil, nil)
    sqlite3_close(db)
}

@Suite struct StoreFileTests {
    @Test func corruptFileIsATypedErrorAndLeftUntouched() throws {
        let url = temporaryStoreURL()
        defer { removeStore(at: url) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let garbage = Data(repeating: 0x42, count: 4096)
        try garbage.write(to: url)
        let container = PersistentContainer(name: "Bad", entities: [Company.self, Employee.self], storeURL: url)
        do {
            try container.loadPersistentStores()
            Issue.record("expected an error")
        } catch let error as StoreError {
            guard case .corruptStore(let path, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path == url.path)
            #expect(error.description.contains(url.path))
        }
        #expect(try Data(contentsOf: url) == garbage)
    }

    @Test func foreignSQLiteFileIsRefused() throws {
        let url = temporaryStoreURL()
        defer { removeStore(at: url) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        sqliteExecute(url, "CREATE TABLE stuff (x); INSERT INTO stuff VALUES (1);")
        let container = PersistentContainer(name: "Foreign", entities: [Company.self, Employee.self], storeURL: url)
        #expect(throws: StoreError.corruptStore(path: url.path, reason: "it has tables but no Z_METADATA table")) {
            try container.loadPersistentStores()
        }
    }

    @Test func newerStoreVersionIsRefused() throws {
        let url = temporaryStoreURL()
        defer { removeStore(at: url) }
        do {
            let container = PersistentContainer(name: "V", entities: [Company.self, Employee.self], storeURL: url)
            try container.loadPersistentStores()
            let company = Company(context: container.viewContext)
            company.id = UUID()
            company.title = "Kept"
            try container.viewContext.save()
        }
        sqliteExecute(url, "UPDATE Z_METADATA SET value = 99 WHERE key = 'formatVersion'")
        let before = try snapshot(of: url.deletingLastPathComponent())
        let container = PersistentContainer(name: "V", entities: [Company.self, Employee.self], storeURL: url)
        #expect(throws: StoreError.newerStoreVersion(path: url.path, storeVersion: 99, supportedVersion: 1)) {
            try container.loadPersistentStores()
        }
        #expect(try snapshot(of: url.deletingLastPathComponent()) == before, "the refused store changed")
        sqliteExecute(url, "UPDATE Z_METADATA SET value = 1 WHERE key = 'formatVersion'")
        let reopened = PersistentContainer(name: "V", entities: [Company.self, Employee.self], storeURL: url)
        try reopened.loadPersistentStores()
        #expect(try reopened.viewContext.fetch(FetchRequest<Company>()).map(\.title) == ["Kept"])
    }

    @Test func lightweightMigrationAddsRemovesAndRenames() throws {
        let url = temporaryStoreURL()
        defer { removeStore(at: url) }
        try makeModelV1Store(url)
        let container = PersistentContainer(
            name: "Migrate", entities: [ModelV2.Gadget.self, ModelV2.Doohickey.self, ModelV2.Extra.self],
            storeURL: url)
        try container.loadPersistentStores()
        let context = container.viewContext
        let gadget = try #require(try context.fetch(FetchRequest<ModelV2.Gadget>()).first)
        #expect(gadget.name == "Sprocket")
        #expect(gadget.size == 12)
        #expect(gadget.color == "red")
        #expect(gadget.weight == nil)
        #expect(try context.fetch(FetchRequest<ModelV2.Doohickey>()).map(\.label) == ["W"])
        #expect(try context.count(for: FetchRequest<ModelV2.Extra>()) == 0)
        let extra = ModelV2.Extra(context: context)
        extra.note = "new"
        gadget.weight = 1.5
        try context.save()
    }

    @Test func fileStoreUsesWAL() throws {
        let url = temporaryStoreURL()
        defer { removeStore(at: url) }
        let container = PersistentContainer(name: "Wal", entities: [Company.self, Employee.self], storeURL: url)
        try container.loadPersistentStores()
        let company = Company(context: container.viewContext)
        company.id = UUID()
        company.title = "Acme"
        try container.viewContext.save()
        #expect(FileManager.default.fileExists(atPath: url.path + "-wal"))
    }

    @Test func defaultStoreLivesInTheDataDirectory() {
        let url = PersistentContainer.defaultStoreURL(name: "CoreDataDemo")
        #expect(url.lastPathComponent == "CoreDataDemo.sqlite")
        #expect(url.deletingLastPathComponent().lastPathComponent == "CoreDataDemo")
    }
}
