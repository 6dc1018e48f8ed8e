import Foundation
import PlumeStore

/// One version of an app's models, as SwiftData's `VersionedSchema`; declare the version's `@Model`
/// classes inside it (`enum SchemaV1: VersionedSchema { @Model final class Item { … } … }`).
public protocol VersionedSchema {
    /// The version (`Schema.Version(1, 0, 0)`).
    static var versionIdentifier: Schema.Version { get }
    /// The version's model types.
    static var models: [any PersistentModel.Type] { get }
}

extension Schema {
    /// The schema of one versioned schema's models.
    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }
}

/// The versions an app's store went through and how to move between them, as SwiftData's
/// `SchemaMigrationPlan`; give it to `ModelContainer(for:migrationPlan:configurations:)`.
public protocol SchemaMigrationPlan {
    /// The versions, oldest first.
    static var schemas: [any VersionedSchema.Type] { get }
    /// The stages from one version to the next, oldest first.
    static var stages: [MigrationStage] { get }
}

/// One step of a ``SchemaMigrationPlan``, as SwiftData's `MigrationStage`.
///
/// A lightweight stage opens the store with the newer models (PlumeStore adds, removes and renames
/// columns and tables itself). A custom stage calls `willMigrate` with a context on the older models,
/// saves, migrates as a lightweight stage does, then calls `didMigrate` with a context on the newer
/// models and saves. An error from either closure stops the migration and is thrown by the container
/// (the stages already done stay done; the failing closure's unsaved changes are dropped).
public enum MigrationStage {
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    case custom(
        fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
        willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)

    var versions: (from: any VersionedSchema.Type, to: any VersionedSchema.Type) {
        switch self {
        case .lightweight(let from, let to), .custom(let from, let to, _, _): return (from, to)
        }
    }
}

/// Runs the stages of a plan that a store file still needs, before the container opens it.
struct SchemaMigrationRunner {
    let plan: any SchemaMigrationPlan.Type
    let configuration: ModelConfiguration

    func run() throws {
        guard !configuration.isStoredInMemoryOnly else { return }
        var current: (any VersionedSchema.Type)?
        for schema in plan.schemas.reversed() {
            let types = Schema(versionedSchema: schema).backingTypes
            guard let holds = try SQLiteStore.storeHoldsModel(at: configuration.url, entities: types) else { return }
            if holds {
                current = schema
                break
            }
        }
        guard var version = current else { return }
        for stage in plan.stages where ObjectIdentifier(stage.versions.from) == ObjectIdentifier(version) {
            let target = stage.versions.to
            if case .custom(_, _, let willMigrate, _) = stage, let willMigrate {
                try withContext(on: version, willMigrate)
            }
            let didMigrate: (ModelContext) throws -> Void
            if case .custom(_, _, _, let closure) = stage, let closure {
                didMigrate = closure
            } else {
                didMigrate = { _ in }
            }
            try withContext(on: target, didMigrate)
            version = target
        }
    }

    /// Opens the store with `schema`'s models (migrating it to them), runs `body` with a context, saves.
    private func withContext(on schema: any VersionedSchema.Type, _ body: (ModelContext) throws -> Void) throws {
        let container = try ModelContainer(for: Schema(versionedSchema: schema), configurations: [configuration])
        let context = ModelContext(container)
        try body(context)
        if context.hasChanges { try context.save() }
    }
}
