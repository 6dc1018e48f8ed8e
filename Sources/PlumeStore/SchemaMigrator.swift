import CSQLite
import Foundation

/// Creates the schema of a new store, or checks and lightweight-migrates an existing one.
///
/// Migration handles added and removed entities, added and removed attributes and relationships, and
/// attributes renamed with `@Attribute(renamedFrom:)` and entities renamed with `class var renamedFrom`.
/// Anything else (a column changing type) is ``StoreError/migrationFailed(path:reason:)``; the file is
/// never wiped. The whole migration is one transaction.
struct SchemaMigrator {
    let connection: SQLiteConnection
    let entities: [EntityDescription]
    let path: String

    struct StoredColumn: Codable, Equatable {
        var name: String
        var type: String
    }
    struct StoredEntity: Codable, Equatable {
        var name: String
        var columns: [StoredColumn]
        /// Compound uniqueness constraints (column names), when the entity has any: absent from stores
        /// written before they existed, and from entities without, so those models read as unchanged.
        var uniqueness: [[String]]? = nil
    }

    /// The model as the metadata table records it (entity tables, then many-to-many join tables).
    var currentModel: [StoredEntity] {
        entities.map { entity in
            StoredEntity(
                name: entity.name,
                columns: entity.columns.map { StoredColumn(name: $0.name, type: $0.storageType.rawValue) },
                uniqueness: entity.uniquenessConstraints.isEmpty ? nil : entity.uniquenessConstraints)
        }
            + joinTables.map { table in
                StoredEntity(
                    name: table,
                    columns: [
                        StoredColumn(name: "owner", type: "INTEGER"), StoredColumn(name: "other", type: "INTEGER"),
                    ])
            }
    }

    /// The join tables of the model's many-to-many relationships.
    var joinTables: [String] {
        entities.flatMap { entity in
            entity.relationships.filter { $0.isManyToMany && $0.isJoinOwner }.compactMap(\.joinTable)
        }
    }

    private func createJoinTables() throws {
        for table in joinTables {
            try connection.execute(
                "CREATE TABLE IF NOT EXISTS \(quoted(table)) (owner INTEGER NOT NULL, other INTEGER NOT NULL, "
                    + "PRIMARY KEY (owner, other)) WITHOUT ROWID")
            try connection.execute(
                "CREATE INDEX IF NOT EXISTS \(quoted("Z_IDX_\(table)_other")) ON \(quoted(table)) (other)")
        }
    }

    /// A stable hash of the model (FNV-1a over its JSON), recorded as `modelHash`.
    static func hash(of model: [StoredEntity]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // `StoredEntity` holds only strings, integers and arrays of them, which JSON always encodes: a
        // failure here is a bug in this file, not bad input.
        let data = try! encoder.encode(model)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// What a file holds, as ``inspect()`` finds it.
    enum Contents: Equatable {
        /// No tables: a new store.
        case empty
        /// A PlumeStore store of this model.
        case current
        /// A PlumeStore store of an earlier model (the stored model given), to migrate.
        case outdated([StoredEntity])
    }

    /// Decides, by reading only, whether the file is a PlumeStore store this model can use.
    ///
    /// Throws ``StoreError/corruptStore(path:reason:)`` for another program's database (tables without
    /// `Z_METADATA`, or no tables but an `application_id` or `user_version` another program set) and
    /// ``StoreError/newerStoreVersion(path:storeVersion:supportedVersion:)`` for a newer format. Runs
    /// before anything writes to the file, so a refused file is left exactly as it was.
    func inspect() throws -> Contents {
        let tables = try tableNames()
        if tables.isEmpty {
            for pragma in ["application_id", "user_version"] {
                if case .integer(let value) = try connection.query("PRAGMA \(pragma)").first?.first ?? .null, value != 0
                {
                    throw StoreError.corruptStore(path: path, reason: "it has no tables but its \(pragma) is \(value)")
                }
            }
            return .empty
        }
        guard tables.contains("Z_METADATA") else {
            throw StoreError.corruptStore(path: path, reason: "it has tables but no Z_METADATA table")
        }
        let metadata = try readMetadata()
        guard case .integer(let format) = metadata["formatVersion"] ?? .null else {
            throw StoreError.corruptStore(path: path, reason: "Z_METADATA has no formatVersion")
        }
        if format > SQLiteStore.formatVersion {
            throw StoreError.newerStoreVersion(
                path: path, storeVersion: Int(format), supportedVersion: SQLiteStore.formatVersion)
        }
        guard case .text(let modelJSON) = metadata["model"] ?? .null else {
            throw StoreError.corruptStore(path: path, reason: "Z_METADATA has no model")
        }
        let stored: [StoredEntity]
        do {
            stored = try JSONDecoder().decode([StoredEntity].self, from: Data(modelJSON.utf8))
        } catch {
            throw StoreError.corruptStore(path: path, reason: "Z_METADATA's model is unreadable: \(error)")
        }
        return stored == currentModel ? .current : .outdated(stored)
    }

    /// Creates the schema of an empty store or migrates an outdated one, in one transaction; the caller
    /// has already checked the file with ``inspect()``. Inspects again under the write lock, since
    /// another process may have created or migrated the store meanwhile.
    func prepareSchema() throws {
        if try inspect() == .current { return }
        try transaction {
            switch try inspect() {
            case .empty: try createAll()
            case .current: break
            case .outdated(let stored): try migrate(from: stored, existingTables: try tableNames())
            }
        }
    }

    private func tableNames() throws -> Set<String> {
        Set(
            try connection.query("SELECT name FROM sqlite_master WHERE type = 'table'").compactMap { row -> String? in
                if case .text(let name) = row[0] { return name }
                return nil
            })
    }

    private func readMetadata() throws -> [String: SQLValue] {
        var result: [String: SQLValue] = [:]
        for row in try connection.query("SELECT key, value FROM Z_METADATA") {
            if case .text(let key) = row[0] { result[key] = row[1] }
        }
        return result
    }

    private func transaction(_ body: () throws -> Void) throws {
        try connection.transaction(body)
    }

    private func createAll() throws {
        try connection.execute("CREATE TABLE Z_METADATA (key TEXT PRIMARY KEY, value)")
        for entity in entities { try createTable(entity) }
        try createJoinTables()
        try writeMetadata(modelVersion: 1)
    }

    private func writeMetadata(modelVersion: Int64) throws {
        let model = currentModel
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(model), as: UTF8.self)
        let upsert = "INSERT OR REPLACE INTO Z_METADATA (key, value) VALUES (?, ?)"
        try connection.run(upsert, [.text("formatVersion"), .integer(Int64(SQLiteStore.formatVersion))])
        try connection.run(upsert, [.text("modelVersion"), .integer(modelVersion)])
        try connection.run(upsert, [.text("modelHash"), .text(Self.hash(of: model))])
        try connection.run(upsert, [.text("model"), .text(json)])
    }

    private func createTable(_ entity: EntityDescription) throws {
        var definitions = ["Z_PK INTEGER PRIMARY KEY", "Z_OPT INTEGER NOT NULL DEFAULT 1"]
        definitions += entity.columns.map { "\(quoted($0.name)) \($0.storageType.rawValue)" }
        try connection.execute("CREATE TABLE \(quoted(entity.name)) (\(definitions.joined(separator: ", ")))")
        try createIndexes(entity)
    }

    private func createIndexes(_ entity: EntityDescription) throws {
        for attribute in entity.attributes where attribute.isIndexed || attribute.isUnique {
            let unique = attribute.isUnique ? "UNIQUE " : ""
            try connection.execute(
                "CREATE \(unique)INDEX IF NOT EXISTS \(quoted("Z_IDX_\(entity.name)_\(attribute.name)")) "
                    + "ON \(quoted(entity.name)) (\(quoted(attribute.name)))")
        }
        for columns in entity.uniquenessConstraints {
            try createUniqueIndex(entity, columns)
        }
        for relationship in entity.relationships where relationship.kind == .toOne {
            try connection.execute(
                "CREATE INDEX IF NOT EXISTS \(quoted("Z_IDX_\(entity.name)_\(relationship.name)")) "
                    + "ON \(quoted(entity.name)) (\(quoted(relationship.name)))")
        }
    }

    /// The unique index of one compound uniqueness constraint. Rows already stored that share the
    /// constraint's values (a constraint added to an existing store) make it
    /// ``StoreError/migrationFailed(path:reason:)`` naming the columns: the migration's transaction is
    /// rolled back and every row stays as it was.
    private func createUniqueIndex(_ entity: EntityDescription, _ columns: [String]) throws {
        let name = "Z_IDX_\(entity.name)_unique_\(columns.joined(separator: "_"))"
        do {
            try connection.execute(
                "CREATE UNIQUE INDEX IF NOT EXISTS \(quoted(name)) ON \(quoted(entity.name)) "
                    + "(\(columns.map(quoted).joined(separator: ", ")))")
        } catch StoreError.sqlite(_, let code, let message, _) where code & 0xff == SQLITE_CONSTRAINT {
            throw StoreError.migrationFailed(
                path: path,
                reason: "stored \(entity.name) rows share values of (\(columns.joined(separator: ", "))), so the "
                    + "#Unique constraint on them cannot be added (\(message)); remove the duplicates first")
        }
    }

    private func migrate(from stored: [StoredEntity], existingTables: Set<String>) throws {
        let storedByName = Dictionary(stored.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var keptTables = Set<String>()
        for row in try connection.query("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'Z_IDX_%'") {
            if case .text(let name) = row[0] { try connection.execute("DROP INDEX \(quoted(name))") }
        }
        for entity in entities {
            var source = storedByName[entity.name]
            if source == nil, let old = entity.managedObjectClass.renamedFrom, let renamed = storedByName[old] {
                try connection.execute("ALTER TABLE \(quoted(old)) RENAME TO \(quoted(entity.name))")
                source = renamed
            }
            guard let source else {
                try createTable(entity)
                keptTables.insert(entity.name)
                continue
            }
            keptTables.insert(entity.name)
            keptTables.insert(source.name)
            try migrateColumns(of: entity, from: source)
            try createIndexes(entity)
        }
        for table in joinTables { keptTables.insert(table) }
        try createJoinTables()
        for old in stored where !keptTables.contains(old.name) && existingTables.contains(old.name) {
            try connection.execute("DROP TABLE \(quoted(old.name))")
        }
        var version: Int64 = 1
        if case .integer(let previous) = try readMetadata()["modelVersion"] ?? .null { version = previous + 1 }
        try writeMetadata(modelVersion: version)
    }

    private func migrateColumns(of entity: EntityDescription, from source: StoredEntity) throws {
        let table = quoted(entity.name)
        var remaining = Dictionary(source.columns.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, column) in entity.columns.enumerated() {
            if let existing = remaining.removeValue(forKey: column.name) {
                guard existing.type == column.storageType.rawValue else {
                    throw StoreError.migrationFailed(
                        path: path,
                        reason: "\(entity.name).\(column.name) changed type from \(existing.type) to "
                            + "\(column.storageType.rawValue); only lightweight changes migrate")
                }
                continue
            }
            let attribute = index < entity.attributes.count ? entity.attributes[index] : nil
            if let old = attribute?.renamedFrom, let existing = remaining.removeValue(forKey: old) {
                guard existing.type == column.storageType.rawValue else {
                    throw StoreError.migrationFailed(
                        path: path, reason: "\(entity.name).\(old) renamed to \(column.name) with a different type")
                }
                try connection.execute("ALTER TABLE \(table) RENAME COLUMN \(quoted(old)) TO \(quoted(column.name))")
                continue
            }
            try connection.execute(
                "ALTER TABLE \(table) ADD COLUMN \(quoted(column.name)) \(column.storageType.rawValue)")
            if let attribute, let value = attribute.defaultValue ?? placeholder(for: attribute) {
                try connection.run("UPDATE \(table) SET \(quoted(column.name)) = ?", [value])
            }
        }
        for old in remaining.keys.sorted() {
            try connection.execute("ALTER TABLE \(table) DROP COLUMN \(quoted(old))")
        }
    }

    /// The value existing rows get for a new non-optional attribute without a default.
    private func placeholder(for attribute: AttributeDescription) -> SQLValue? {
        guard !attribute.isOptional, !(attribute.valueType is CodableAttributeValue.Type),
            let type = attribute.valueType as? AttributeValue.Type
        else { return nil }
        return type.placeholderValue.storedValue
    }
}
