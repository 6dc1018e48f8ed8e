import Foundation

extension SQLiteStore {
    /// Opens the connection of a file store: read-only when asked for or when this user cannot write the
    /// file or its directory (``StoreFileAccess``), else read-write.
    ///
    /// Order matters: an existing file is first inspected through a read-only connection that writes
    /// nothing and creates no side file (`immutable` when no other connection has it open), and only a
    /// file found to be a PlumeStore store (or empty) is opened read-write, switched to WAL and created
    /// or migrated. So a foreign, newer or damaged file is refused exactly as it was found.
    static func openFile(
        _ url: URL, entities: [EntityDescription], readOnly requested: Bool
    ) throws -> (SQLiteConnection, isReadOnly: Bool) {
        let path = url.path
        let access = StoreFileAccess(url: url)
        do {
            if access.opensReadOnly(requested: requested) {
                let why = requested ? "it was opened read-only" : "this user cannot write it or its directory"
                return (try openReadOnly(path, access: access, entities: entities, why: why), true)
            }
            if access.isNew {
                try createDirectory(for: url)
            } else {
                _ = try inspect(path, access: access, entities: entities)
            }
            let connection = try SQLiteConnection(path: path, mode: .readWrite(create: access.isNew))
            try connection.execute("PRAGMA journal_mode=WAL")
            try connection.execute("PRAGMA synchronous=NORMAL")
            try SchemaMigrator(connection: connection, entities: entities, path: path).prepareSchema()
            return (connection, false)
        } catch let error as StoreError {
            throw classify(error, path: path)
        }
    }

    private static func openReadOnly(
        _ path: String, access: StoreFileAccess, entities: [EntityDescription], why: String
    ) throws -> SQLiteConnection {
        guard !access.isNew else {
            throw StoreError.cannotOpen(path: path, reason: "there is no store to read and \(why)")
        }
        guard let mode = access.readOnlyMode else {
            throw StoreError.cannotOpen(
                path: path,
                reason: "its log holds changes the file lacks, and reading them needs a -shm file that this "
                    + "user cannot create in the directory")
        }
        let (inspection, contents) = try inspect(path, access: access, entities: entities)
        switch contents {
        case .current:
            return inspection.mode == mode ? inspection : try SQLiteConnection(path: path, mode: mode)
        case .empty: throw StoreError.cannotOpen(path: path, reason: "it has no tables yet and \(why)")
        case .outdated:
            throw StoreError.migrationFailed(
                path: path, reason: "the model changed and \(why), so the store cannot be migrated")
        }
    }

    /// Reads an existing file's contents without writing to it or beside it (see
    /// ``StoreFileAccess/inspectionMode``); returns the connection used with what it found.
    private static func inspect(
        _ path: String, access: StoreFileAccess, entities: [EntityDescription]
    ) throws -> (SQLiteConnection, SchemaMigrator.Contents) {
        var connection = try SQLiteConnection(path: path, mode: access.inspectionMode)
        var contents = try SchemaMigrator(connection: connection, entities: entities, path: path).inspect()
        if contents == .empty && access.logMayHoldMore {
            connection = try SQLiteConnection(path: path, mode: .readOnly)
            contents = try SchemaMigrator(connection: connection, entities: entities, path: path).inspect()
        }
        return (connection, contents)
    }

    private static func createDirectory(for url: URL) throws {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw StoreError.cannotOpen(
                path: url.path, reason: "cannot create the directory \(directory.path): \(error.localizedDescription)")
        }
    }

    /// Reserves `count` primary keys of `entity` in the file, so that every process writing the store
    /// gets different ones: `Z_METADATA` holds the next free key per entity (never below the table's
    /// largest key, so stores written before this existed keep working).
    ///
    /// One short write transaction per block of keys. When it cannot be written (the file is locked past
    /// the busy timeout, the disk is full) the keys come from this process alone: a clash with another
    /// process then makes that save fail with ``StoreError/constraintViolation(path:message:)``, changing
    /// nothing, never overwriting a row.
    func reserveKeysInFile(_ entity: EntityDescription, count: Int64, localNext: Int64) -> Int64 {
        let metadataKey = "nextPrimaryKey." + entity.name
        do {
            return try connection.transaction {
                var next = localNext
                let stored = try connection.query("SELECT value FROM Z_METADATA WHERE key = ?", [.text(metadataKey)])
                if case .integer(let value) = stored.first?.first ?? .null { next = max(next, value) }
                let largest = try connection.query("SELECT MAX(Z_PK) FROM \(quoted(entity.name))")
                if case .integer(let value) = largest.first?.first ?? .null { next = max(next, value + 1) }
                try connection.run(
                    "INSERT OR REPLACE INTO Z_METADATA (key, value) VALUES (?, ?)",
                    [.text(metadataKey), .integer(next + count)])
                return next
            }
        } catch {
            return localNext
        }
    }
}

extension SQLiteStore {
    /// Whether the store file at `url` holds exactly the model of `types` (`nil`: no file, or an empty
    /// one), found by reading only. SwiftData's migration plans use it to find the schema version a
    /// store is at.
    package static func storeHoldsModel(at url: URL, entities types: [ManagedObject.Type]) throws -> Bool? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let model = try ManagedObjectModel(entities: types)
        let access = StoreFileAccess(url: url)
        do {
            switch try inspect(url.path, access: access, entities: model.entities).1 {
            case .empty: return nil
            case .current: return true
            case .outdated: return false
            }
        } catch let error as StoreError {
            throw classify(error, path: url.path)
        }
    }
}
