import CSQLite
import Foundation

// The raw sqlite3 side of the store figures (StoreBenchmarks for PlumeStore, SwiftDataBenchmarks for
// SwiftData): the same rows, schema, threading mode and pragmas as PlumeStore's connection
// (SQLiteConnection, SQLiteStore.openFile: multi-thread mode without a connection mutex, WAL,
// synchronous=NORMAL), through prepared statements. How both sides are timed is InterleavedRatio.swift.

/// What a run of either side produced (objects, rows, open databases), kept until its clock has stopped and
/// freed before the next run (``interleavedCosts(_:pairs:raw:store:)``), so freeing is timed on neither side.
nonisolated(unsafe) var keptAlive: [Any] = []

let employeeCount = 100_000
let companyCount = 10

/// The rows both sides insert: name, age, salary, company index.
let benchRows: [(String, Int, Double, Int)] = (0..<employeeCount).map { index in
    let scrambled = (index &* 2_654_435_761) % employeeCount
    return ("Employee \(scrambled)", 18 + index % 50, Double(30_000 + index % 70_000), index % companyCount)
}

func scratchURL(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("plume-bench-\(name)-\(getpid()).sqlite")
}

func removeDatabase(_ url: URL) {
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
}

/// A raw connection opened as PlumeStore opens its own, with the same schema and pragmas.
///
/// `SQLITE_OPEN_NOMUTEX` as PlumeStore's connection: without it, `sqlite3_open` takes the library's
/// default (serialized: a mutex entered and left around every `sqlite3_*` call, about a tenth of the
/// fetch's instructions), which PlumeStore does not pay, since its store serialises the connection's
/// use itself. The raw side would then carry a cost the store does not have.
final class RawDatabase {
    var handle: OpaquePointer?

    init(url: URL) {
        sqlite3_open_v2(url.path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil)
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, 5000)
        exec("PRAGMA journal_mode=WAL")
        exec("PRAGMA synchronous=NORMAL")
        exec(
            "CREATE TABLE IF NOT EXISTS BenchCompany (Z_PK INTEGER PRIMARY KEY, Z_OPT INTEGER NOT NULL DEFAULT 1, "
                + "name TEXT)")
        exec(
            "CREATE TABLE IF NOT EXISTS BenchEmployee (Z_PK INTEGER PRIMARY KEY, Z_OPT INTEGER NOT NULL DEFAULT 1, "
                + "name TEXT, age INTEGER, salary REAL, company INTEGER)")
        exec("CREATE INDEX IF NOT EXISTS raw_company ON BenchEmployee (company)")
    }

    deinit { sqlite3_close(handle) }

    func exec(_ sql: String) { sqlite3_exec(handle, sql, nil, nil, nil) }

    func prepare(_ sql: String) -> OpaquePointer? {
        var statement: OpaquePointer?
        sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        return statement
    }

    /// The fetch figure's work: every employee aged 18 or more (all of them), sorted by name.
    func fetchAdults() {
        let statement = prepare(
            "SELECT Z_PK, Z_OPT, name, age, salary, company FROM BenchEmployee WHERE age >= ? ORDER BY name")
        sqlite3_bind_int64(statement, 1, 18)
        var rows: [RawEmployee] = []
        while sqlite3_step(statement) == SQLITE_ROW { rows.append(readEmployee(statement)) }
        sqlite3_finalize(statement)
        precondition(rows.count == employeeCount)
        keptAlive.append(rows)
    }

    /// The relationship figure's work: the 10,000 employees of one company.
    func fetchOneCompanysEmployees() {
        let statement = prepare("SELECT Z_PK, Z_OPT, name, age, salary, company FROM BenchEmployee WHERE company = ?")
        sqlite3_bind_int64(statement, 1, 3)
        var rows: [RawEmployee] = []
        while sqlite3_step(statement) == SQLITE_ROW { rows.append(readEmployee(statement)) }
        sqlite3_finalize(statement)
        precondition(rows.count == employeeCount / companyCount)
        keptAlive.append(rows)
    }

    /// The count figure's work: how many employees are over 40.
    func countOverForty() {
        let statement = prepare("SELECT COUNT(*) FROM BenchEmployee WHERE age > ?")
        sqlite3_bind_int64(statement, 1, 40)
        sqlite3_step(statement)
        precondition(sqlite3_column_int64(statement, 0) > 0)
        sqlite3_finalize(statement)
    }
}

struct RawEmployee {
    var key: Int64
    var version: Int64
    var name: String
    var age: Int
    var salary: Double
    var company: Int64
}

func readEmployee(_ statement: OpaquePointer?) -> RawEmployee {
    let count = Int(sqlite3_column_bytes(statement, 2))
    let name = String(
        decoding: UnsafeBufferPointer(start: sqlite3_column_text(statement, 2), count: count), as: UTF8.self)
    return RawEmployee(
        key: sqlite3_column_int64(statement, 0), version: sqlite3_column_int64(statement, 1), name: name,
        age: Int(sqlite3_column_int64(statement, 3)), salary: sqlite3_column_double(statement, 4),
        company: sqlite3_column_int64(statement, 5))
}

private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

func rawInsert(_ url: URL) {
    removeDatabase(url)
    let database = RawDatabase(url: url)
    keptAlive.append(database)
    database.exec("BEGIN IMMEDIATE")
    let companies = database.prepare("INSERT INTO BenchCompany (Z_PK, Z_OPT, name) VALUES (?, 1, ?)")
    for index in 0..<companyCount {
        sqlite3_bind_int64(companies, 1, Int64(index + 1))
        sqlite3_bind_text(companies, 2, "Company \(index)", -1, transient)
        sqlite3_step(companies)
        sqlite3_reset(companies)
    }
    sqlite3_finalize(companies)
    let insert = database.prepare(
        "INSERT INTO BenchEmployee (Z_PK, Z_OPT, name, age, salary, company) VALUES (?, 1, ?, ?, ?, ?)")
    for (offset, row) in benchRows.enumerated() {
        sqlite3_bind_int64(insert, 1, Int64(offset + 1))
        var name = row.0
        name.withUTF8 { bytes in
            _ = bytes.withMemoryRebound(to: CChar.self) { chars in
                sqlite3_bind_text(insert, 2, chars.baseAddress, Int32(chars.count), transient)
            }
        }
        sqlite3_bind_int64(insert, 3, Int64(row.1))
        sqlite3_bind_double(insert, 4, row.2)
        sqlite3_bind_int64(insert, 5, Int64(row.3 + 1))
        sqlite3_step(insert)
        sqlite3_reset(insert)
    }
    sqlite3_finalize(insert)
    database.exec("COMMIT")
}
