import CSQLite
import Foundation

/// Another program's use of an SQLite file, through the raw C API (no PlumeStore involved).
final class RawDatabase {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let handle: OpaquePointer

    /// Opens (creating) the file read-write.
    init(_ url: URL) throws {
        var db: OpaquePointer?
        guard sqlite3_open_v2(url.path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK, let db
        else {
            sqlite3_close(db)
            throw Failure(description: "cannot open \(url.path)")
        }
        handle = db
    }

    deinit { sqlite3_close(handle) }

    /// Runs `sql` (one or more statements).
    func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(handle, sql, nil, nil, &message) == SQLITE_OK else {
            defer { sqlite3_free(message) }
            throw Failure(description: message.map { String(cString: $0) } ?? "error running \(sql)")
        }
    }

    /// The first column of the first row of `sql`, as an integer.
    func integer(_ sql: String) throws -> Int64 {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else {
            throw Failure(description: String(cString: sqlite3_errmsg(handle)))
        }
        defer { sqlite3_finalize(statement) }
        guard sqlite3_step(statement) == SQLITE_ROW else { throw Failure(description: "no row for \(sql)") }
        return sqlite3_column_int64(statement, 0)
    }
}
