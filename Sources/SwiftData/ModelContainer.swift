import Foundation
import PlumeStore

/// The store of a schema's models and the contexts over it, as SwiftData's `ModelContainer`.
///
/// ```swift
/// let container = try ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
/// let context = container.mainContext
/// ```
/// The store is PlumeStore's SQLite store (WAL mode, atomic saves, lightweight migration of added,
/// removed and renamed properties). Throws a ``StoreError`` when the store cannot be opened or
/// migrated, or a model cannot be stored (naming the model and property). Differs from SwiftData: one
/// configuration (one store file) per container; more throw ``SwiftDataError/unsupportedConfiguration``.
public final class ModelContainer: @unchecked Sendable {
    /// The models the container stores.
    public let schema: Schema
    /// The configuration the store was opened with.
    public let configurations: [ModelConfiguration]
    let persistentContainer: PersistentContainer
    private var cachedMainContext: ModelContext?
    private let lock = NSLock()

    /// A container for `forTypes` and the models they relate to.
    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// A container for `givenSchema`.
    public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }

    /// A container for `givenSchema` with at most one configuration (none: the default store file),
    /// first running the stages of `migrationPlan` that the store file still needs (the version a file
    /// is at is the plan's schema whose models it holds exactly).
    public convenience init(
        for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: [ModelConfiguration]
    ) throws {
        guard configurations.count <= 1 else { throw SwiftDataError.unsupportedConfiguration }
        if let migrationPlan {
            try SchemaMigrationRunner(plan: migrationPlan, configuration: configurations.first ?? ModelConfiguration())
                .run()
        }
        try self.init(for: givenSchema, configurations: configurations)
    }

    /// A container for `givenSchema` with at most one configuration (none: the default store file).
    public init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws {
        guard configurations.count <= 1 else { throw SwiftDataError.unsupportedConfiguration }
        let configuration = configurations.first ?? ModelConfiguration()
        schema = givenSchema
        self.configurations = [configuration]
        persistentContainer = PersistentContainer(
            name: configuration.name, entities: givenSchema.backingTypes,
            storeURL: configuration.isStoredInMemoryOnly ? nil : configuration.url)
        persistentContainer.persistentStoreDescriptions.first?.isReadOnly = !configuration.allowsSave
        try persistentContainer.loadPersistentStores()
    }

    /// The context bound to the main actor, made on first use; it saves by itself after changes
    /// (``ModelContext/autosaveEnabled``).
    @MainActor public var mainContext: ModelContext { mainContextWithoutIsolation }

    /// ``mainContext`` for Plume's views, whose bodies run on the main thread.
    var mainContextWithoutIsolation: ModelContext {
        lock.lock()
        defer { lock.unlock() }
        if let cachedMainContext { return cachedMainContext }
        let context = ModelContext(self, managedObjectContext: persistentContainer.viewContext, autosaves: true)
        cachedMainContext = context
        return context
    }
}

/// Errors of SwiftData's own (store errors are ``StoreError``s), as SwiftData's `SwiftDataError`.
public struct SwiftDataError: Error, Equatable, CustomStringConvertible, Sendable {
    let message: String

    /// More than one `ModelConfiguration` was given: Plume keeps one store per container.
    public static let unsupportedConfiguration = SwiftDataError(
        message: "a ModelContainer takes one ModelConfiguration (Plume keeps one store file per container)")
    /// A fetch or model lookup named a model type that is not in the container's schema.
    public static let unknownModel = SwiftDataError(message: "the model type is not part of the container's schema")

    public var description: String { message }
}
