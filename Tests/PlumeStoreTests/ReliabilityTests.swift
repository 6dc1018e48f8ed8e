import CSQLite
import Foundation
import PlumeStore
import Testing

private let childEnvironmentKey = "PLUMESTORE_CRASH_CHILD_STORE"

@Suite struct ReliabilityTests {
    /// In a normal run this returns at once; in the child process of `killedWhileSavingLeavesAValidStore`
    /// it saves in a loop until the parent kills it.
    @Test func crashChildSaveLoop() throws {
        guard let path = ProcessInfo.processInfo.environment[childEnvironmentKey] else { return }
        try runSaveLoopUntilKilled(storePath: path)
    }

    @Test func killedWhileSavingLeavesAValidStore() throws {
        let url = temporaryStoreURL("Crash")
        defer { removeStore(at: url) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var lastSeen = 0
        for _ in 0..<5 {
            let child = Process()
            child.executableURL = executable
            child.arguments = ["--testing-library", "swift-testing", "--filter", "crashChildSaveLoop"]
            var environment = ProcessInfo.processInfo.environment
            environment[childEnvironmentKey] = url.path
            child.environment = environment
            let output = Pipe()
            child.standardOutput = output
            child.standardError = FileHandle.nullDevice
            try child.run()
            var text = ""
            while !text.contains("saved") {
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
            }
            #expect(text.contains("saved"), "the child never saved")
            usleep(UInt32.random(in: 0...60_000))
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            #expect(child.terminationReason == .uncaughtSignal)
            lastSeen = try verifyCrashStore(url, previousLastBatch: lastSeen)
        }
        #expect(lastSeen > 0)
    }

    /// Checks SQLite integrity and that every save was all-or-nothing; returns the last batch number.
    private func verifyCrashStore(_ url: URL, previousLastBatch: Int) throws -> Int {
        let container = PersistentContainer(name: "Crash", entities: reliabilityEntities, storeURL: url)
        try container.loadPersistentStores()
        let context = container.viewContext
        let tallies = try context.fetch(FetchRequest<Tally>())
        #expect(tallies.count <= 1)
        let tally = tallies.first
        let batches = try context.fetch(FetchRequest<Batch>(sortDescriptors: [SortDescriptor(\.number)]))
        for batch in batches {
            #expect(batch.items.count == batch.expectedItems, "batch \(batch.number) is partial")
        }
        #expect(batches.last?.number ?? 0 == tally?.lastBatch ?? 0)
        #expect(try context.count(for: FetchRequest<Item>()) == tally?.totalItems ?? 0)
        #expect(try context.count(for: FetchRequest<Item>(predicate: #Predicate { $0.batch == nil })) == 0)
        #expect((tally?.lastBatch ?? 0) >= previousLastBatch)
        var db: OpaquePointer?
        sqlite3_open_v2(url.path, &db, SQLITE_OPEN_READONLY, nil)
        defer { sqlite3_close(db) }
        var statement: OpaquePointer?
        sqlite3_prepare_v2(db, "PRAGMA integrity_check", -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        #expect(sqlite3_step(statement) == SQLITE_ROW)
        #expect(String(cString: sqlite3_column_text(statement, 0)) == "ok")
        return tally?.lastBatch ?? 0
    }
}
