import CSQLite
import Foundation

/// The SQLite persistent store behind a container: one connection, serialised by a lock.
///
/// Each entity is a table named after its class with `Z_PK` (primary key), `Z_OPT` (optimistic-locking
/// version) and one column per attribute and to-one relationship. `Z_METADATA` records the store format
/// version and the model (hash and columns) for lightweight migration. File stores use WAL and every
/// save is one transaction.
public final class SQLiteStore: @unchecked Sendable {
    /// The store format this build writes; a file with a larger number is refused, never rewritten.
    public static let formatVersion = 1
    /// The file URL, or `nil` for an in-memory store.
    public let url: URL?
    let connection: SQLiteConnection
    let entities: [EntityDescription]
    private let lock = NSRecursiveLock()
    private var nextPrimaryKeys: [ObjectIdentifier: Int64] = [:]
    /// Per entity, the end of the keys reserved in the file and the size of the next reservation.
    private var reservedKeys: [ObjectIdentifier: (end: Int64, nextSize: Int64)] = [:]
    /// The text columns that held non-ASCII text when a fetch ordered by them (``TextSortOrder``);
    /// read and written behind the lock.
    var nonASCIISortColumns: Set<SortColumn> = []

    /// Whether the store is read-only: asked for with ``PersistentStoreDescription/isReadOnly``, or its
    /// file or directory is not writable by this user. Fetches work; a save throws
    /// ``StoreError/readOnlyStore(path:)`` and the context keeps its changes.
    public let isReadOnly: Bool

    /// The path shown in error messages.
    var displayPath: String { url?.path ?? ":memory:" }

    /// Opens (creating or migrating) the store at `url`, or an in-memory store when `url` is nil.
    ///
    /// A file is read, never written, until it is known to be an empty file or a PlumeStore store of
    /// this model or an earlier one (``SchemaMigrator/inspect()``); another program's database, a newer
    /// store and a damaged file are refused byte for byte untouched, without creating side files.
    init(url: URL?, entities: [EntityDescription], readOnly: Bool = false) throws {
        self.url = url
        self.entities = entities
        if let url {
            (connection, isReadOnly) = try Self.openFile(url, entities: entities, readOnly: readOnly)
        } else {
            guard !readOnly else {
                throw StoreError.cannotOpen(path: ":memory:", reason: "an in-memory store cannot be read-only")
            }
            connection = try SQLiteConnection(path: ":memory:")
            isReadOnly = false
            try SchemaMigrator(connection: connection, entities: entities, path: ":memory:").prepareSchema()
        }
        for entity in entities {
            let rows = try connection.query("SELECT MAX(Z_PK) FROM \(quoted(entity.name))")
            if case .integer(let maximum) = rows.first?.first ?? .null {
                nextPrimaryKeys[ObjectIdentifier(entity)] = maximum + 1
            } else {
                nextPrimaryKeys[ObjectIdentifier(entity)] = 1
            }
        }
        registerStringFunctions()
    }

    /// Maps "file is not a database" and similar SQLite errors to ``StoreError/corruptStore(path:reason:)``.
    static func classify(_ error: StoreError, path: String) -> StoreError {
        if case .sqlite(_, let code, let message, _) = error {
            let primary = code & 0xff
            if primary == SQLITE_NOTADB || primary == SQLITE_CORRUPT || primary == SQLITE_FORMAT {
                return .corruptStore(path: path, reason: message)
            }
        }
        return error
    }

    /// Runs `body` holding the store's lock.
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Reserves `count` fresh primary keys for new objects of `entity`; returns the first.
    ///
    /// A writable file store hands them out of a range reserved in the file
    /// (``reserveKeysInFile(_:count:localNext:)``), so two processes inserting into one store never use
    /// the same key. The ranges double (256 up to 65,536 keys) while a process keeps inserting, so bulk
    /// inserts reserve a few times, not once per block.
    func allocatePrimaryKeys(for entity: EntityDescription, count: Int64) -> Int64 {
        withLock {
            let id = ObjectIdentifier(entity)
            var key = nextPrimaryKeys[id, default: 1]
            if url != nil && !isReadOnly {
                var reservation = reservedKeys[id] ?? (end: 0, nextSize: 256)
                if key + count > reservation.end {
                    let size = max(count, reservation.nextSize)
                    key = reserveKeysInFile(entity, count: size, localNext: key)
                    reservation = (end: key + size, nextSize: min(reservation.nextSize * 2, 65_536))
                    reservedKeys[id] = reservation
                }
            }
            nextPrimaryKeys[id] = key + count
            return key
        }
    }

    /// Reads one row by primary key: (version, row), or nil when the row does not exist.
    func fetchRow(_ entity: EntityDescription, primaryKey: Int64) throws -> (Int64, [SQLValue])? {
        try withLock {
            let statement = try connection.cachedStatement(StoreSQL.rowByKey(entity))
            try statement.bind(.integer(primaryKey), at: 1)
            defer { statement.reset() }
            guard try statement.step() else { return nil }
            return (statement.int64(at: 1), (0..<entity.columns.count).map { statement.value(at: $0 + 2) })
        }
    }

    /// Runs `body` in one write transaction (`BEGIN IMMEDIATE` … `COMMIT`) holding the store's lock; when
    /// `body` or the commit throws, the transaction is rolled back and the error rethrown, so the file
    /// holds all of `body`'s writes or none.
    ///
    /// Contract: the only way the context writes entity rows (``ManagedObjectContext/save()``). `body`
    /// gets the connection and may run any statement on it, but not `BEGIN`, `COMMIT` or `ROLLBACK`.
    func write<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try withLock { try connection.transaction { try body(connection) } }
    }

    /// Runs a query and hands each row's statement to `row` (under the lock).
    func forEachRow(_ sql: String, _ bindings: [SQLValue], _ row: (SQLiteStatement) throws -> Void) throws {
        try withLock {
            let statement = try connection.cachedStatement(sql)
            defer { statement.reset() }
            try statement.bind(bindings)
            while try statement.step() { try row(statement) }
        }
    }
}
