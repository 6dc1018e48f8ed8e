import Foundation
import Testing

@testable import PlumeStore

private let readOnlyChildKey = "PLUMESTORE_READONLY_CHILD_STORE"
/// `nobody`: the user a root test run drops to, so that file permissions bind.
private let unprivilegedID: UInt32 = 65534

/// Saves two companies to a new store at `url`.
private func makeStore(_ url: URL) throws {
    let container = PersistentContainer(name: "ReadOnly", entities: [Company.self, Employee.self], storeURL: url)
    try container.loadPersistentStores()
    for title in ["Acme", "Globex"] {
        let company = Company(context: container.viewContext)
        company.id = UUID()
        company.title = title
    }
    try container.viewContext.save()
}

/// Runs `body` with a store (see `makeStore`) whose file is 0444 in a 0555 directory, then removes it.
/// The store lives where `nobody` can reach it: the temporary directory when every directory above it
/// lets others through, else `/tmp`.
private func withUnwritableStore(_ body: (URL) throws -> Void) throws {
    var url = temporaryStoreURL("ReadOnly")
    var ancestor = url.deletingLastPathComponent().deletingLastPathComponent()
    while ancestor.path != "/" {
        var info = stat()
        if stat(ancestor.path, &info) != 0 || info.st_mode & S_IXOTH == 0 {
            url = URL(fileURLWithPath: "/tmp").appendingPathComponent(
                url.pathComponents.suffix(2).joined(separator: "/"))
            break
        }
        ancestor.deleteLastPathComponent()
    }
    let directory = url.deletingLastPathComponent()
    defer {
        chmod(directory.path, 0o755)
        removeStore(at: url)
    }
    try makeStore(url)
    #expect(chmod(url.path, 0o444) == 0)
    #expect(chmod(directory.path, 0o555) == 0)
    try body(url)
}

/// Opens the store, reads it, and checks that a save is refused and loses nothing. Returns the titles.
private func readAndTrySaving(_ container: PersistentContainer) throws -> [String] {
    try container.loadPersistentStores()
    #expect(container.persistentStore?.isReadOnly == true)
    let context = container.viewContext
    let companies = try context.fetch(FetchRequest<Company>(sortDescriptors: [SortDescriptor(\.title)]))
    let added = Company(context: context)
    added.id = UUID()
    added.title = "Initech"
    companies[0].title = "Acme Renamed"
    #expect(throws: StoreError.readOnlyStore(path: container.storeURL?.path ?? "")) { try context.save() }
    #expect(context.hasChanges)
    #expect(added.title == "Initech")
    #expect(companies[0].title == "Acme Renamed")
    #expect(try context.fetch(FetchRequest<Company>()).count == 3)
    return companies.map(\.title)
}

@Suite struct ReadOnlyStoreTests {
    @Test func readOnlyDescriptionOpensForReadingAndRefusesSaves() throws {
        let url = temporaryStoreURL("ReadOnly")
        defer { removeStore(at: url) }
        try makeStore(url)
        let before = try Data(contentsOf: url)
        let container = PersistentContainer(name: "ReadOnly", entities: [Company.self, Employee.self], storeURL: url)
        let description = PersistentStoreDescription(url: url)
        description.isReadOnly = true
        container.persistentStoreDescriptions = [description]
        #expect(try readAndTrySaving(container) == ["Acme Renamed", "Globex"])
        #expect(try Data(contentsOf: url) == before)
        let reopened = PersistentContainer(name: "ReadOnly", entities: [Company.self, Employee.self], storeURL: url)
        try reopened.loadPersistentStores()
        #expect(reopened.persistentStore?.isReadOnly == false)
        #expect(try reopened.viewContext.fetch(FetchRequest<Company>()).map(\.title).sorted() == ["Acme", "Globex"])
    }

    @Test func readOnlyNeedsAnExistingStoreOfThisModel() throws {
        let url = temporaryStoreURL("Missing")
        defer { removeStore(at: url) }
        let container = PersistentContainer(name: "Missing", entities: [Company.self, Employee.self], storeURL: url)
        let description = PersistentStoreDescription(url: url)
        description.isReadOnly = true
        container.persistentStoreDescriptions = [description]
        #expect(throws: StoreError.self) { try container.loadPersistentStores() }
        #expect(!FileManager.default.fileExists(atPath: url.path))
        try makeModelV1Store(url)
        let changed = PersistentContainer(
            name: "Missing", entities: [ModelV2.Gadget.self, ModelV2.Doohickey.self, ModelV2.Extra.self], storeURL: url)
        changed.persistentStoreDescriptions = [description]
        do {
            try changed.loadPersistentStores()
            Issue.record("a read-only store of another model opened")
        } catch let error as StoreError {
            guard case .migrationFailed = error else {
                Issue.record("unexpected \(error)")
                return
            }
        }
    }

    @Test func inMemoryStoreCannotBeReadOnly() {
        let container = PersistentContainer(name: "Memory", entities: [Company.self, Employee.self], inMemory: true)
        let description = PersistentStoreDescription()
        description.isReadOnly = true
        container.persistentStoreDescriptions = [description]
        #expect(throws: StoreError.cannotOpen(path: ":memory:", reason: "an in-memory store cannot be read-only")) {
            try container.loadPersistentStores()
        }
    }

    /// The decision, from what `access(2)` reports: an unwritable file or directory means read-only.
    @Test func unwritableFileOrDirectoryMeansReadOnly() {
        func probe(file: Bool, directory: Bool, shm: Bool = false) -> StoreFileAccess {
            StoreFileAccess(
                fileExists: true, fileSize: 4096, fileWritable: file, directoryWritable: directory,
                sharedMemoryExists: shm, writeAheadLogHasContent: false)
        }
        #expect(!probe(file: true, directory: true).opensReadOnly(requested: false))
        #expect(probe(file: true, directory: true).opensReadOnly(requested: true))
        #expect(probe(file: false, directory: true).opensReadOnly(requested: false))
        #expect(probe(file: true, directory: false).opensReadOnly(requested: false))
        #expect(probe(file: false, directory: true).readOnlyMode == .readOnly)
        #expect(probe(file: true, directory: false).readOnlyMode == .immutable)
        #expect(probe(file: true, directory: false, shm: true).readOnlyMode == .readOnly)
        let crashed = StoreFileAccess(
            fileExists: true, fileSize: 4096, fileWritable: true, directoryWritable: false, sharedMemoryExists: false,
            writeAheadLogHasContent: true)
        #expect(crashed.readOnlyMode == nil)
        #expect(crashed.inspectionMode == .immutable && crashed.logMayHoldMore)
        let missing = StoreFileAccess(
            fileExists: false, fileSize: 0, fileWritable: true, directoryWritable: false, sharedMemoryExists: false,
            writeAheadLogHasContent: false)
        #expect(missing.isNew && !missing.opensReadOnly(requested: false))
    }

    /// The probe itself on a 0444 file in a 0555 directory: unwritable for a normal user; root may write
    /// anything, so for root `access(2)` says writable (the child test below drops root to check).
    @Test func accessProbeReadsTheModes() throws {
        try withUnwritableStore { url in
            let access = StoreFileAccess(url: url)
            #expect(access.fileExists && !access.sharedMemoryExists)
            #expect(access.fileWritable == (getuid() == 0))
            #expect(access.directoryWritable == (getuid() == 0))
        }
    }

    /// In a normal run this returns at once; in the child of `unwritableStoreOpensReadOnlyForItsUser` it
    /// drops root (when run as root) and opens the store it is given.
    @Test func readOnlyChild() throws {
        guard let path = ProcessInfo.processInfo.environment[readOnlyChildKey] else { return }
        if getuid() == 0 {
            #expect(setgid(unprivilegedID) == 0)
            #expect(setuid(unprivilegedID) == 0)
        }
        let url = URL(fileURLWithPath: path)
        let container = PersistentContainer(name: "ReadOnly", entities: [Company.self, Employee.self], storeURL: url)
        let titles = try readAndTrySaving(container)
        print("read-only child read \(titles.joined(separator: ","))")
    }

    /// A store in a read-only directory, its file 0444, opened automatically read-only by a user the
    /// permissions bind (this user, or `nobody` when the tests run as root): reads work, a save is
    /// refused, and nothing in the directory changes.
    @Test func unwritableStoreOpensReadOnlyForItsUser() throws {
        try withUnwritableStore { url in
            let before = try snapshot(of: url.deletingLastPathComponent())
            let child = try runChildTest("readOnlyChild", environment: [readOnlyChildKey: url.path])
            #expect(child.status == 0)
            #expect(child.output.contains("read-only child read Acme Renamed,Globex"))
            #expect(try snapshot(of: url.deletingLastPathComponent()) == before)
        }
    }
}
