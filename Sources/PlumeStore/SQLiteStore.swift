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

    /// The path shown in error messages.
    var displayPath: String { url?.path ?? ":memory:" }

    /// Opens (creating or migrating) the store at `url`, or an in-memory store when `url` is nil.
    init(url: URL?, entities: [EntityDescription]) throws {
        self.url = url
        self.entities = entities
        let path = url?.path ?? ":memory:"
        if let url {
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        connection = try SQLiteConnection(path: path)
        do {
            if url != nil {
                try connection.execute("PRAGMA journal_mode=WAL")
                try connection.execute("PRAGMA synchronous=NORMAL")
            }
            try SchemaMigrator(connection: connection, entities: entities, path: path).prepareSchema()
        } catch let error as StoreError {
            throw Self.classify(error, path: path)
        }
        for entity in entities {
            let rows = try connection.query("SELECT MAX(Z_PK) FROM \(quoted(entity.name))")
            if case .integer(let maximum) = rows.first?.first ?? .null {
                nextPrimaryKeys[ObjectIdentifier(entity)] = maximum + 1
            } else {
                nextPrimaryKeys[ObjectIdentifier(entity)] = 1
            }
        }
        registerCollations()
    }

    /// Maps "file is not a database" and similar SQLite errors to ``StoreError/corruptStore(path:reason:)``.
    private static func classify(_ error: StoreError, path: String) -> StoreError {
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
    func allocatePrimaryKeys(for entity: EntityDescription, count: Int64) -> Int64 {
        withLock {
            let key = nextPrimaryKeys[ObjectIdentifier(entity), default: 1]
            nextPrimaryKeys[ObjectIdentifier(entity)] = key + count
            return key
        }
    }

    /// `SELECT Z_PK, Z_OPT, <columns>` for `entity` with table alias `alias`.
    func selectList(_ entity: EntityDescription, alias: String) -> String {
        (["Z_PK", "Z_OPT"] + entity.columns.map(\.name)).map { "\(alias).\(quoted($0))" }.joined(separator: ", ")
    }

    /// Reads one row by primary key: (version, row), or nil when the row does not exist.
    func fetchRow(_ entity: EntityDescription, primaryKey: Int64) throws -> (Int64, [SQLValue])? {
        try withLock {
            let statement = try connection.cachedStatement(
                "SELECT \(selectList(entity, alias: "t0")) FROM \(quoted(entity.name)) t0 WHERE t0.Z_PK = ?")
            try statement.bind(.integer(primaryKey), at: 1)
            defer { statement.reset() }
            guard try statement.step() else { return nil }
            return (statement.int64(at: 1), (0..<entity.columns.count).map { statement.value(at: $0 + 2) })
        }
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

    private func registerCollations() {
        sqlite3_create_function_v2(
            connection.handle, "PLUME_FOLD", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil,
            { context, _, arguments in
                guard let argument = arguments?[0], sqlite3_value_type(argument) == SQLITE_TEXT,
                    let bytes = sqlite3_value_text(argument)
                else {
                    sqlite3_result_null(context)
                    return
                }
                let count = Int(sqlite3_value_bytes(argument))
                var folded = plumeFold(String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
                folded.withUTF8 { buffer in
                    buffer.withMemoryRebound(to: CChar.self) { chars in
                        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
                        if let base = chars.baseAddress, !chars.isEmpty {
                            sqlite3_result_text(context, base, Int32(chars.count), transient)
                        } else {
                            sqlite3_result_text(context, "", 0, transient)
                        }
                    }
                }
            }, nil, nil, nil)
        sqlite3_create_collation_v2(
            connection.handle, "PLUME_STANDARD", SQLITE_UTF8, nil,
            { _, leftCount, left, rightCount, right in
                let lhs = String(
                    decoding: UnsafeRawBufferPointer(start: left, count: Int(leftCount)).bindMemory(to: UInt8.self),
                    as: UTF8.self)
                let rhs = String(
                    decoding: UnsafeRawBufferPointer(start: right, count: Int(rightCount)).bindMemory(to: UInt8.self),
                    as: UTF8.self)
                switch lhs.compare(rhs, options: [.caseInsensitive, .numeric]) {
                case .orderedAscending: return -1
                case .orderedSame: return 0
                case .orderedDescending: return 1
                }
            }, nil)
    }
}

/// Quotes an SQL identifier (`"name"`, doubling embedded quotes).
func quoted(_ identifier: String) -> String {
    "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
