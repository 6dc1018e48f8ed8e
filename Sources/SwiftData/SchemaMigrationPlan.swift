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
///
/// Contract: made and run by `ModelContainer(for:migrationPlan:configurations:)` before it opens the
/// store. It reads the file to find the plan's schema the file holds exactly, works out the stages
/// from there to the plan's last schema, and only then runs them, each through a container of its own.
/// A file it cannot place, or a plan whose stages do not lead to the last schema, is refused with
/// ``StoreError/migrationFailed(path:reason:)`` before anything is written: the file is left as it was.
struct SchemaMigrationRunner {
    let plan: any SchemaMigrationPlan.Type
    let configuration: ModelConfiguration

    func run() throws {
        guard !configuration.isStoredInMemoryOnly, let version = try storedVersion() else { return }
        for stage in try stages(from: version) {
            let (from, target) = stage.versions
            if case .custom(_, _, let willMigrate, _) = stage, let willMigrate {
                try withContext(on: from, willMigrate)
            }
            let didMigrate: (ModelContext) throws -> Void
            if case .custom(_, _, _, let closure) = stage, let closure {
                didMigrate = closure
            } else {
                didMigrate = { _ in }
            }
            try withContext(on: target, didMigrate)
        }
    }

    /// The plan's schema whose models the store file holds exactly; `nil` when there is no file yet (or
    /// an empty one). Throws when the file holds none of them: it was written by a newer version of the
    /// app (models this plan does not know yet) or by models the plan does not list, and migrating it
    /// to the last schema would drop what it does not know.
    private func storedVersion() throws -> (any VersionedSchema.Type)? {
        for schema in plan.schemas.reversed() {
            let types = Schema(versionedSchema: schema).backingTypes
            guard let holds = try SQLiteStore.storeHoldsModel(at: configuration.url, entities: types) else {
                return nil
            }
            if holds { return schema }
        }
        throw StoreError.migrationFailed(
            path: configuration.url.path,
            reason:
                "the store holds none of the migration plan's schemas (\(plan.schemas.map(Self.name).joined(separator: ", "))): "
                + "it was written by a newer version of the app or by models the plan does not list; the file is left untouched"
        )
    }

    /// The stages that take a store from `version` to the plan's last schema, in the order they run.
    /// Throws when a version on the way has no stage from it (a gap in the plan), before any runs.
    private func stages(from version: any VersionedSchema.Type) throws -> [MigrationStage] {
        guard let last = plan.schemas.last else { return [] }
        var path: [MigrationStage] = []
        var current = version
        while ObjectIdentifier(current) != ObjectIdentifier(last) {
            let next = plan.stages.first { ObjectIdentifier($0.versions.from) == ObjectIdentifier(current) }
            guard let next, path.count < plan.stages.count else {
                throw StoreError.migrationFailed(
                    path: configuration.url.path,
                    reason: "the migration plan has no stage from \(Self.name(current)) toward \(Self.name(last)); "
                        + "add a .lightweight or .custom stage from it (the store is left at \(Self.name(version)))")
            }
            path.append(next)
            current = next.versions.to
        }
        return path
    }

    /// A version as messages name it: `NotesSchemaV2 (2.0.0)`.
    private static func name(_ schema: any VersionedSchema.Type) -> String {
        "\(schema) (\(schema.versionIdentifier))"
    }

    /// Opens the store with `schema`'s models (migrating it to them), runs `body` with a context, saves.
    private func withContext(on schema: any VersionedSchema.Type, _ body: (ModelContext) throws -> Void) throws {
        let container = try ModelContainer(for: Schema(versionedSchema: schema), configurations: [configuration])
        let context = ModelContext(container)
        try body(context)
        if context.hasChanges { try context.save() }
    }
}
