import Foundation

/// Sets up the model, the SQLite store and the contexts (Core Data's `NSPersistentContainer`).
///
/// ```swift
/// let container = PersistentContainer(name: "CoreDataDemo", entities: [Company.self, Employee.self])
/// try container.loadPersistentStores()
/// let context = container.viewContext
/// ```
/// By default the store is `<data directory>/<name>/<name>.sqlite`, where the data directory is
/// `$XDG_DATA_HOME` or `~/.local/share`. Differs from Core Data: the model is the list of entity classes,
/// and `loadPersistentStores()` throws instead of calling a completion handler.
open class PersistentContainer: @unchecked Sendable {
    /// The container's name (also the default store file's name).
    public let name: String
    /// The entity classes given at creation.
    public let entityTypes: [ManagedObject.Type]
    /// The store file, or `nil` for an in-memory store (the first description's URL).
    public var storeURL: URL? { persistentStoreDescriptions.first?.fileURL }
    /// How `loadPersistentStores()` opens the store: one description, made from the initializer's store
    /// URL. Replace it before loading to open the store read-only or elsewhere.
    open var persistentStoreDescriptions: [PersistentStoreDescription]
    private var loadedModel: ManagedObjectModel?
    private var loadedStore: SQLiteStore?
    private var cachedViewContext: ManagedObjectContext?
    private var contexts: [WeakContext] = []
    private let lock = NSRecursiveLock()

    private struct WeakContext {
        weak var context: ManagedObjectContext?
    }

    /// A container whose store is the default file for `name` (see the type's documentation).
    public convenience init(name: String, entities: [ManagedObject.Type]) {
        self.init(name: name, entities: entities, storeURL: Self.defaultStoreURL(name: name))
    }

    /// A container with an in-memory store (`inMemory: true`) or the default file.
    public convenience init(name: String, entities: [ManagedObject.Type], inMemory: Bool) {
        self.init(name: name, entities: entities, storeURL: inMemory ? nil : Self.defaultStoreURL(name: name))
    }

    /// A container whose store is the file at `storeURL` (`nil`: in memory).
    public init(name: String, entities: [ManagedObject.Type], storeURL: URL?) {
        self.name = name
        entityTypes = entities
        persistentStoreDescriptions = [
            storeURL.map(PersistentStoreDescription.init(url:)) ?? PersistentStoreDescription()
        ]
    }

    /// `$XDG_DATA_HOME/<name>/<name>.sqlite`, or `~/.local/share/<name>/<name>.sqlite`.
    public static func defaultStoreURL(name: String) -> URL {
        let environment = ProcessInfo.processInfo.environment
        let base: URL
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            base = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        }
        return base.appendingPathComponent(name, isDirectory: true).appendingPathComponent("\(name).sqlite")
    }

    /// Builds the model and opens (creating or migrating) the store of ``persistentStoreDescriptions``.
    /// Calling it again does nothing.
    ///
    /// Throws ``StoreError`` naming the file when it is another program's database, damaged, from a
    /// newer version, or cannot migrate; the file is then left byte for byte as it was, and no `-wal`,
    /// `-shm` or `-journal` file is created beside it (while another program has the file open in WAL
    /// mode, its existing `-shm` is shared for locking, as by any SQLite reader). A store that is
    /// read-only (asked for, or not writable by this user) opens for reading; saving to it throws
    /// ``StoreError/readOnlyStore(path:)``.
    open func loadPersistentStores() throws {
        lock.lock()
        defer { lock.unlock() }
        guard loadedStore == nil else { return }
        guard persistentStoreDescriptions.count == 1, let description = persistentStoreDescriptions.first else {
            throw StoreError.cannotOpen(
                path: name,
                reason: "PlumeStore loads exactly one store description; \(persistentStoreDescriptions.count) given")
        }
        let model = try ManagedObjectModel(entities: entityTypes)
        let store = try SQLiteStore(
            url: description.fileURL, entities: model.entities, readOnly: description.isReadOnly)
        loadedModel = model
        loadedStore = store
    }

    /// The model, once loaded.
    public var managedObjectModel: ManagedObjectModel? { loadedModel }

    /// The store, once loaded.
    public var persistentStore: SQLiteStore? { loadedStore }

    private func requireStore() -> (SQLiteStore, ManagedObjectModel) {
        lock.lock()
        defer { lock.unlock() }
        guard let loadedStore, let loadedModel else {
            preconditionFailure("PlumeStore: \(StoreError.storeNotLoaded(container: name))")
        }
        return (loadedStore, loadedModel)
    }

    /// The main-queue context for the UI (created on first use, after `loadPersistentStores()`).
    public var viewContext: ManagedObjectContext {
        lock.lock()
        defer { lock.unlock() }
        if let cachedViewContext { return cachedViewContext }
        let (store, model) = requireStore()
        let context = ManagedObjectContext(store: store, model: model, concurrencyType: .mainQueueConcurrencyType)
        context.name = "viewContext"
        register(context)
        cachedViewContext = context
        return context
    }

    /// A new private-queue context.
    public func newBackgroundContext() -> ManagedObjectContext {
        let (store, model) = requireStore()
        let context = ManagedObjectContext(store: store, model: model, concurrencyType: .privateQueueConcurrencyType)
        lock.lock()
        register(context)
        lock.unlock()
        return context
    }

    /// Runs `block` on a new private-queue context, asynchronously.
    public func performBackgroundTask(_ block: @escaping (ManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        context.perform { block(context) }
    }

    /// Runs `block` on a new private-queue context and returns its result to an async caller.
    public func performBackgroundTask<T>(_ block: @escaping (ManagedObjectContext) throws -> T) async throws -> T {
        let context = newBackgroundContext()
        return try await context.perform { try block(context) }
    }

    private func register(_ context: ManagedObjectContext) {
        context.container = self
        contexts.removeAll { $0.context == nil }
        contexts.append(WeakContext(context: context))
    }

    /// Forwards one context's save to every other context that merges automatically.
    func contextDidSave(_ source: ManagedObjectContext, notification: Notification) {
        lock.lock()
        let targets = contexts.compactMap(\.context).filter { $0 !== source && $0.automaticallyMergesChangesFromParent }
        lock.unlock()
        for target in targets { target.enqueueMerge(notification) }
    }
}
