import Foundation
import PlumeStore
import Testing

enum ModelV3 {
    /// `ModelV1.Gadget` with `headcount` changed from Int to String: not a lightweight migration.
    final class Gadget: ManagedObject {
        @Attribute var name: String = ""
        @Attribute var headcount: String = ""
        @Attribute var obsolete: String?
    }
    final class Widget: ManagedObject {
        @Attribute var label: String = ""
    }
}

/// A file a store refuses is left byte for byte as it was, with no side file created or changed (the
/// newer-store case is `StoreFileTests.newerStoreVersionIsRefused`).
@Suite struct StoreFileSafetyTests {
    private func expectRefused(
        _ url: URL, entities: [ManagedObject.Type] = [Company.self, Employee.self],
        sourceLocation: SourceLocation = #_sourceLocation, _ check: (StoreError) -> Bool
    ) throws {
        let directory = url.deletingLastPathComponent()
        let before = try snapshot(of: directory)
        let container = PersistentContainer(name: "Refused", entities: entities, storeURL: url)
        do {
            try container.loadPersistentStores()
            Issue.record("the store opened", sourceLocation: sourceLocation)
        } catch let error as StoreError {
            #expect(check(error), "unexpected \(error)", sourceLocation: sourceLocation)
            #expect(error.description.contains(url.path), sourceLocation: sourceLocation)
        }
        let after = try snapshot(of: directory)
        #expect(after.keys.sorted() == before.keys.sorted(), "side files appeared", sourceLocation: sourceLocation)
        #expect(after == before, "bytes changed", sourceLocation: sourceLocation)
    }

    private func isForeign(_ error: StoreError) -> Bool {
        if case .corruptStore = error { return true }
        return false
    }

    /// Another program's database, in rollback-journal mode (SQLite's default) and in WAL mode.
    @Test(arguments: ["DELETE", "WAL"]) func foreignFileIsLeftByteForByte(journalMode: String) throws {
        let url = temporaryStoreURL("Foreign")
        defer { removeStore(at: url) }
        try makeForeignDatabase(
            url,
            "PRAGMA journal_mode=\(journalMode); CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); "
                + "INSERT INTO notes (body) VALUES ('mine');")
        #expect(try snapshot(of: url.deletingLastPathComponent()).keys.sorted() == ["Foreign.sqlite"])
        try expectRefused(url, isForeign)
    }

    /// While another program holds its WAL file open with pages only in the log, the store joins its
    /// locking through the existing `-shm` (shared memory, not data): the file and the log keep their bytes.
    @Test func foreignWALFileInUseKeepsItsFileAndLog() throws {
        let url = temporaryStoreURL("Busy")
        defer { removeStore(at: url) }
        try makeForeignDatabase(url, "PRAGMA journal_mode=WAL; CREATE TABLE notes (body TEXT);")
        let owner = try RawDatabase(url)
        try owner.execute("PRAGMA wal_autocheckpoint=0")
        try owner.execute("INSERT INTO notes VALUES ('only in the log')")
        let before = try snapshot(of: url.deletingLastPathComponent())
        #expect(before["Busy.sqlite-wal"]?.isEmpty == false)
        let container = PersistentContainer(name: "Busy", entities: [Company.self, Employee.self], storeURL: url)
        #expect(throws: StoreError.corruptStore(path: url.path, reason: "it has tables but no Z_METADATA table")) {
            try container.loadPersistentStores()
        }
        let after = try snapshot(of: url.deletingLastPathComponent())
        #expect(after.keys.sorted() == before.keys.sorted())
        #expect(after["Busy.sqlite"] == before["Busy.sqlite"])
        #expect(after["Busy.sqlite-wal"] == before["Busy.sqlite-wal"])
        #expect(try owner.integer("SELECT COUNT(*) FROM notes") == 1)
    }

    /// What a crashed writer leaves: a log with content and no `-shm` (copied here while the writer
    /// has it open). The store decides from the file alone and creates no `-shm`.
    @Test func foreignWALFileLeftByACrashedWriterIsLeftByteForByte() throws {
        let source = temporaryStoreURL("Source")
        let url = temporaryStoreURL("Crashed")
        defer {
            removeStore(at: source)
            removeStore(at: url)
        }
        try makeForeignDatabase(source, "PRAGMA journal_mode=WAL; CREATE TABLE notes (body TEXT);")
        let owner = try RawDatabase(source)
        try owner.execute("PRAGMA wal_autocheckpoint=0; INSERT INTO notes VALUES ('only in the log')")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: url)
        try FileManager.default.copyItem(atPath: source.path + "-wal", toPath: url.path + "-wal")
        #expect(
            try snapshot(of: url.deletingLastPathComponent()).keys.sorted() == ["Crashed.sqlite", "Crashed.sqlite-wal"])
        try expectRefused(url, isForeign)
    }

    @Test func foreignFileWithoutTablesButMarkedIsLeftByteForByte() throws {
        let url = temporaryStoreURL("Marked")
        defer { removeStore(at: url) }
        try makeForeignDatabase(url, "PRAGMA user_version = 7;")
        try expectRefused(url) {
            $0 == .corruptStore(path: url.path, reason: "it has no tables but its user_version is 7")
        }
    }

    @Test func garbageFileIsLeftByteForByte() throws {
        let url = temporaryStoreURL("Garbage")
        defer { removeStore(at: url) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31) }).write(to: url)
        try expectRefused(url, isForeign)
    }

    @Test func modelChangeThatCannotMigrateLeavesTheStoreAsItWas() throws {
        let url = temporaryStoreURL("Changed")
        defer { removeStore(at: url) }
        try makeModelV1Store(url)
        try expectRefused(url, entities: [ModelV3.Gadget.self, ModelV3.Widget.self]) { error in
            guard case .migrationFailed(_, let reason) = error else { return false }
            return reason.contains("headcount changed type from INTEGER to TEXT")
        }
        let container = PersistentContainer(
            name: "Changed", entities: [ModelV1.Gadget.self, ModelV1.Widget.self], storeURL: url)
        try container.loadPersistentStores()
        #expect(try container.viewContext.fetch(FetchRequest<ModelV1.Gadget>()).map(\.headcount) == [12])
    }
}
