import CSQLite
import Foundation
import PlumeStore
import Testing

final class SharedCounter: ManagedObject {
    @Attribute var value: Int = 0
}

final class SharedEntry: ManagedObject {
    @Attribute var writer: Int = 0
    @Attribute var number: Int = 0
}

private let sharedStoreKey = "PLUMESTORE_SHARED_CHILD_STORE"
private let writerKey = "PLUMESTORE_SHARED_CHILD_WRITER"
private let iterations = 40

@Suite struct MultiProcessTests {
    /// In a normal run this returns at once; in a child of `twoProcessesWritingOneStoreLoseNoUpdate` it
    /// increments the shared counter and adds one entry per save, retrying a save that conflicts.
    @Test func sharedWriterChild() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let path = environment[sharedStoreKey], let writer = environment[writerKey].flatMap(Int.init) else {
            return
        }
        let container = PersistentContainer(
            name: "Shared", entities: [SharedCounter.self, SharedEntry.self], storeURL: URL(fileURLWithPath: path))
        try container.loadPersistentStores()
        let context = container.newBackgroundContext()
        var conflicts = 0
        for number in 0..<iterations {
            while true {
                let saved = try context.performAndWait { () throws -> Bool in
                    context.reset()
                    let counter = try #require(try context.fetch(FetchRequest<SharedCounter>()).first)
                    counter.value += 1
                    let entry = SharedEntry(context: context)
                    entry.writer = writer
                    entry.number = number
                    do {
                        try context.save()
                        return true
                    } catch StoreError.mergeConflicts {
                        context.rollback()
                        return false
                    }
                }
                if saved { break }
                conflicts += 1
            }
        }
        print("writer \(writer) saved \(iterations) (\(conflicts) conflicts retried)")
    }

    /// Two processes increment one counter and insert rows into one store at once: every increment and
    /// every row arrives (optimistic locking turns a stale write into a conflict the writer retries, and
    /// the primary keys the processes hand out never clash).
    @Test func twoProcessesWritingOneStoreLoseNoUpdate() throws {
        let url = temporaryStoreURL("Shared")
        defer { removeStore(at: url) }
        do {
            let container = PersistentContainer(
                name: "Shared", entities: [SharedCounter.self, SharedEntry.self], storeURL: url)
            try container.loadPersistentStores()
            _ = SharedCounter(context: container.viewContext)
            try container.viewContext.save()
        }
        let children = try (1...2).map { writer in
            try ChildTest("sharedWriterChild", environment: [sharedStoreKey: url.path, writerKey: "\(writer)"])
        }
        for (offset, child) in children.enumerated() {
            let (status, output) = child.finish()
            #expect(status == 0, "writer \(offset + 1) failed: \(output)")
            #expect(output.contains("writer \(offset + 1) saved \(iterations)"))
        }
        let container = PersistentContainer(
            name: "Shared", entities: [SharedCounter.self, SharedEntry.self], storeURL: url)
        try container.loadPersistentStores()
        let context = container.viewContext
        #expect(try context.fetch(FetchRequest<SharedCounter>()).map(\.value) == [2 * iterations])
        let entries = try context.fetch(FetchRequest<SharedEntry>())
        for writer in 1...2 {
            #expect(entries.filter { $0.writer == writer }.map(\.number).sorted() == Array(0..<iterations))
        }
        #expect(Set(entries.map(\.objectID)).count == entries.count)
    }
}
