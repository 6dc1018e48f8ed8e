import CSQLite
import Foundation

/// A thin, typed wrapper over one `sqlite3` connection with a prepared-statement cache.
///
/// Not thread-safe: ``SQLiteStore`` serialises every use behind its lock.
final class SQLiteConnection {
    let handle: OpaquePointer
    /// The file path (or `:memory:`) the connection was opened on, for error messages.
    let path: String
    /// How it was opened.
    let mode: OpenMode
    private var statementCache: [String: SQLiteStatement] = [:]

    /// How a connection opens its file.
    enum OpenMode: Equatable {
        /// Read and write; `create` makes the file when it does not exist.
        case readWrite(create: Bool)
        /// `SQLITE_OPEN_READONLY`: reads take part in SQLite's locking (and, for a WAL file, use or create
        /// its `-shm`).
        case readOnly
        /// Read-only with SQLite's `immutable=1`: no locks, no side files, nothing written anywhere. Only
        /// right when no other connection writes the file meanwhile.
        case immutable
    }

    /// Opens the database at `path` (`:memory:` for an in-memory one) in `mode`.
    init(path: String, mode: OpenMode = .readWrite(create: true)) throws {
        var db: OpaquePointer?
        var flags = SQLITE_OPEN_NOMUTEX
        var name = path
        switch mode {
        case .readWrite(let create): flags |= SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0)
        case .readOnly: flags |= SQLITE_OPEN_READONLY
        case .immutable:
            flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
            name = URL(fileURLWithPath: path).absoluteString + "?immutable=1"
        }
        let rc = sqlite3_open_v2(name, &db, flags, nil)
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            if let db { sqlite3_close_v2(db) }
            throw StoreError.cannotOpen(path: path, reason: message)
        }
        handle = db
        self.path = path
        self.mode = mode
        sqlite3_extended_result_codes(db, 1)
        sqlite3_busy_timeout(db, 5000)
    }

    deinit {
        statementCache.removeAll()
        sqlite3_close_v2(handle)
    }

    /// The last error message of this connection.
    var errorMessage: String { String(cString: sqlite3_errmsg(handle)) }

    /// Runs one or more SQL statements without parameters (schema changes, pragmas, transactions).
    func execute(_ sql: String) throws {
        var error: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, sql, nil, nil, &error)
        if rc != SQLITE_OK {
            let message = error.map { String(cString: $0) } ?? errorMessage
            sqlite3_free(error)
            throw StoreError.sqlite(path: path, code: rc, message: message, sql: sql)
        }
    }

    /// Runs `body` between `BEGIN IMMEDIATE` and `COMMIT`; on any error rolls back and rethrows it.
    ///
    /// The caller serialises use of the connection (``SQLiteStore/write(_:)`` holds the store lock;
    /// ``SchemaMigrator`` runs before the store is shared).
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            // Harmless to ignore: after some errors (SQLITE_FULL, SQLITE_IOERR, a failed COMMIT) SQLite has
            // already rolled back and ROLLBACK reports "no transaction is active"; either way the
            // transaction is gone, and `error` (what went wrong) is what the caller must see.
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// A prepared statement for `sql`, reused across calls (reset and with bindings cleared).
    func cachedStatement(_ sql: String) throws -> SQLiteStatement {
        if let statement = statementCache[sql] {
            statement.reset()
            return statement
        }
        let statement = try prepare(sql)
        statementCache[sql] = statement
        return statement
    }

    /// A fresh prepared statement for `sql`.
    func prepare(_ sql: String) throws -> SQLiteStatement {
        var statement: OpaquePointer?
        let rc = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard rc == SQLITE_OK, let statement else {
            throw StoreError.sqlite(path: path, code: rc, message: errorMessage, sql: sql)
        }
        return SQLiteStatement(handle: statement, connection: self, sql: sql)
    }

    /// Runs a statement with parameters that returns no rows.
    func run(_ sql: String, _ values: [SQLValue] = []) throws {
        let statement = try cachedStatement(sql)
        try statement.bind(values)
        while try statement.step() {}
        statement.reset()
    }

    /// Runs a query and returns every row as an array of values.
    func query(_ sql: String, _ values: [SQLValue] = []) throws -> [[SQLValue]] {
        let statement = try cachedStatement(sql)
        try statement.bind(values)
        var rows: [[SQLValue]] = []
        let count = statement.columnCount
        while try statement.step() {
            rows.append((0..<count).map { statement.value(at: $0) })
        }
        statement.reset()
        return rows
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    var changes: Int { Int(sqlite3_changes(handle)) }
}

/// One prepared statement: bind, step, read columns.
final class SQLiteStatement {
    let handle: OpaquePointer
    unowned let connection: SQLiteConnection
    let sql: String

    init(handle: OpaquePointer, connection: SQLiteConnection, sql: String) {
        self.handle = handle
        self.connection = connection
        self.sql = sql
    }

    deinit { sqlite3_finalize(handle) }

    static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// Resets the statement and clears its bindings.
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// Binds `values` to parameters 1...n.
    func bind(_ values: [SQLValue]) throws {
        for (offset, value) in values.enumerated() { try bind(value, at: Int32(offset + 1)) }
    }

    /// Binds `values` to parameters `first`, `first + 1`, ….
    func bind(_ values: [SQLValue], from first: Int32) throws {
        // By index, each value borrowed from the array (a `for in` loop copied every value out and
        // destroyed the copy: a save binds every column of every row it writes).
        for offset in values.indices { try bind(values[offset], at: first + Int32(offset)) }
    }

    /// Binds one value to the 1-based parameter `index`.
    func bind(_ value: SQLValue, at index: Int32) throws {
        let rc: Int32
        switch value {
        case .null: rc = sqlite3_bind_null(handle, index)
        case .integer(let number): rc = sqlite3_bind_int64(handle, index, number)
        case .real(let number): rc = sqlite3_bind_double(handle, index, number)
        case .text(let text):
            var text = text
            rc = text.withUTF8 { bytes in
                guard let base = bytes.baseAddress, !bytes.isEmpty else {
                    return sqlite3_bind_text(handle, index, "", 0, Self.transient)
                }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
                    sqlite3_bind_text(handle, index, chars, Int32(bytes.count), Self.transient)
                }
            }
        case .blob(let data):
            rc = data.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress, !bytes.isEmpty else {
                    return sqlite3_bind_zeroblob(handle, index, 0)
                }
                return sqlite3_bind_blob(handle, index, base, Int32(bytes.count), Self.transient)
            }
        }
        if rc != SQLITE_OK {
            throw StoreError.sqlite(path: connection.path, code: rc, message: connection.errorMessage, sql: sql)
        }
    }

    /// Advances to the next row; `false` when done.
    func step() throws -> Bool {
        let rc = sqlite3_step(handle)
        if rc == SQLITE_ROW { return true }
        if rc == SQLITE_DONE { return false }
        let message = connection.errorMessage
        sqlite3_reset(handle)
        if rc & 0xff == SQLITE_CONSTRAINT {
            throw StoreError.constraintViolation(path: connection.path, message: message)
        }
        throw StoreError.sqlite(path: connection.path, code: rc, message: message, sql: sql)
    }

    /// Runs a statement that returns no rows, then resets it (bindings are left for the next bind).
    func stepToCompletion() throws {
        while try step() {}
        sqlite3_reset(handle)
    }

    var columnCount: Int { Int(sqlite3_column_count(handle)) }

    /// The value of column `index` in the current row.
    func value(at index: Int) -> SQLValue {
        guard let value = column(index) else { return .null }
        switch sqlite3_value_type(value) {
        case SQLITE_INTEGER: return .integer(sqlite3_value_int64(value))
        case SQLITE_FLOAT: return .real(sqlite3_value_double(value))
        case SQLITE_TEXT: return .text(Self.text(value))
        case SQLITE_BLOB: return .blob(Self.blob(value))
        default: return .null
        }
    }

    /// The value of column `index` in the current row, to read with `sqlite3_value_*` (or
    /// ``text(_:)`` and ``blob(_:)``) while the row is current.
    ///
    /// The column's value is found once and read with `sqlite3_value_*`: each `sqlite3_column_*` call
    /// would find the column again and run SQLite's API exit checks, which cost more than the read
    /// itself on the path of every fetched column. The value is "unprotected", which makes no
    /// difference on this connection: it is opened without a mutex (SQLITE_OPEN_NOMUTEX, multi-thread
    /// mode), where SQLite documents both kinds as the same.
    func column(_ index: Int) -> OpaquePointer? { sqlite3_column_value(handle, Int32(index)) }

    /// A text value's characters (invalid UTF-8 is repaired with U+FFFD, as `String(decoding:)` does).
    static func text(_ value: OpaquePointer) -> String {
        guard let bytes = sqlite3_value_text(value) else { return "" }
        let count = Int(sqlite3_value_bytes(value))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// A blob value's bytes.
    static func blob(_ value: OpaquePointer) -> Data {
        let count = Int(sqlite3_value_bytes(value))
        guard let bytes = sqlite3_value_blob(value) else { return Data() }
        return Data(bytes: bytes, count: count)
    }

    /// The integer in column `index` (0 for NULL).
    func int64(at index: Int) -> Int64 { sqlite3_column_int64(handle, Int32(index)) }

    /// Whether column `index` is NULL in the current row.
    func isNull(at index: Int) -> Bool { sqlite3_column_type(handle, Int32(index)) == SQLITE_NULL }
}
