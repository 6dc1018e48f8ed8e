import CSQLite
import Plume

// PlumeStore against raw sqlite3 prepared statements doing the same work on the same kind of file store
// (WAL, synchronous=NORMAL), in the same run. Figures are ratios (PlumeStore time / raw time) plus the
// absolute PlumeStore times, each beside the goal of issue #13 (insert 1.5, fetch 1.2, relationship 1.3,
// count 1.2). Both sides keep what they produced (objects, rows, open databases) alive
// until the figure is measured, so freeing them is outside the timed work on both sides.

/// Medians of `raw` and `store` measured alternately (one run of each per round, after one warm-up
/// round), so that both see the same machine load; results are freed after each round.
private func interleavedMedians(rounds: Int, raw: () -> Void, store: () -> Void) -> (raw: Double, store: Double) {
    var rawSamples: [Double] = []
    var storeSamples: [Double] = []
    for round in 0...rounds {
        let rawTime = measureMedian(iterations: 1, warmup: 0, raw)
        keptAlive.removeAll()
        let storeTime = measureMedian(iterations: 1, warmup: 0, store)
        keptAlive.removeAll()
        if round > 0 {
            rawSamples.append(rawTime)
            storeSamples.append(storeTime)
        }
    }
    rawSamples.sort()
    storeSamples.sort()
    return (rawSamples[rawSamples.count / 2], storeSamples[storeSamples.count / 2])
}

/// Results kept alive until a measurement ends (see above).
nonisolated(unsafe) private var keptAlive: [Any] = []

final class BenchCompany: ManagedObject {
    @Attribute var name: String = ""
    @Relationship(inverse: \BenchEmployee.company) var employees: Set<BenchEmployee>
}

final class BenchEmployee: ManagedObject {
    @Attribute var name: String = ""
    @Attribute var age: Int = 0
    @Attribute var salary: Double = 0
    @Relationship var company: BenchCompany?
}

private let employeeCount = 100_000
private let companyCount = 10

/// The rows both sides insert: name, age, salary, company index.
private let benchRows: [(String, Int, Double, Int)] = (0..<employeeCount).map { index in
    let scrambled = (index &* 2_654_435_761) % employeeCount
    return ("Employee \(scrambled)", 18 + index % 50, Double(30_000 + index % 70_000), index % companyCount)
}

private func scratchURL(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("plume-bench-\(name)-\(getpid()).sqlite")
}

private func removeDatabase(_ url: URL) {
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
}

/// A raw connection with the same schema and pragmas PlumeStore uses.
private final class RawDatabase {
    var handle: OpaquePointer?

    init(url: URL) {
        sqlite3_open(url.path, &handle)
        exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL")
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
}

private struct RawEmployee {
    var key: Int64
    var version: Int64
    var name: String
    var age: Int
    var salary: Double
    var company: Int64
}

private func readEmployee(_ statement: OpaquePointer?) -> RawEmployee {
    let count = Int(sqlite3_column_bytes(statement, 2))
    let name = String(
        decoding: UnsafeBufferPointer(start: sqlite3_column_text(statement, 2), count: count), as: UTF8.self)
    return RawEmployee(
        key: sqlite3_column_int64(statement, 0), version: sqlite3_column_int64(statement, 1), name: name,
        age: Int(sqlite3_column_int64(statement, 3)), salary: sqlite3_column_double(statement, 4),
        company: sqlite3_column_int64(statement, 5))
}

private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

private func rawInsert(_ url: URL) {
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

private func storeContainer(_ url: URL) -> PersistentContainer {
    let container = PersistentContainer(
        name: "Bench", entities: [BenchCompany.self, BenchEmployee.self], storeURL: url)
    try! container.loadPersistentStores()
    return container
}

private func storeInsert(_ url: URL) {
    removeDatabase(url)
    let container = storeContainer(url)
    let context = container.newBackgroundContext()
    keptAlive.append(container)
    keptAlive.append(context)
    context.performAndWait {
        let companies = (0..<companyCount).map { index -> BenchCompany in
            let company = BenchCompany(context: context)
            company.name = "Company \(index)"
            return company
        }
        for row in benchRows {
            let employee = BenchEmployee(context: context)
            employee.name = row.0
            employee.age = row.1
            employee.salary = row.2
            employee.company = companies[row.3]
        }
        try! context.save()
    }
}

let storeBenchmarks = BenchGroup(prefix: "store") { report in
    let rawURL = scratchURL("raw")
    let storeURL = scratchURL("store")
    defer {
        removeDatabase(rawURL)
        removeDatabase(storeURL)
    }

    let (rawInsertTime, storeInsertTime) = interleavedMedians(
        rounds: 5, raw: { rawInsert(rawURL) }, store: { storeInsert(storeURL) })
    report.figure("store.insert100k.time", storeInsertTime * 1000, "ms")
    report.figure("store.insert100k.raw", rawInsertTime * 1000, "ms")
    let insertRatio = storeInsertTime / rawInsertTime
    report.figure("store.insert100k.ratio", insertRatio, "x raw", goal: "<= 1.5", met: insertRatio <= 1.5)

    let raw = RawDatabase(url: rawURL)
    let container = storeContainer(storeURL)
    let context = container.newBackgroundContext()

    // Fetch 100,000 with a predicate and a sort.
    let (rawFetchTime, storeFetchTime) = interleavedMedians(rounds: 7) {
        let statement = raw.prepare(
            "SELECT Z_PK, Z_OPT, name, age, salary, company FROM BenchEmployee WHERE age >= ? ORDER BY name")
        sqlite3_bind_int64(statement, 1, 18)
        var rows: [RawEmployee] = []
        while sqlite3_step(statement) == SQLITE_ROW { rows.append(readEmployee(statement)) }
        sqlite3_finalize(statement)
        precondition(rows.count == employeeCount)
        keptAlive.append(rows)
    } store: {
        let context = container.newBackgroundContext()
        context.performAndWait {
            let request = FetchRequest<BenchEmployee>(
                predicate: #Predicate { $0.age >= 18 }, sortDescriptors: [SortDescriptor(\.name)])
            let employees = try! context.fetch(request)
            precondition(employees.count == employeeCount)
        }
        keptAlive.append(context)
    }
    report.figure("store.fetch100k.time", storeFetchTime * 1000, "ms")
    report.figure("store.fetch100k.raw", rawFetchTime * 1000, "ms")
    let fetchRatio = storeFetchTime / rawFetchTime
    report.figure("store.fetch100k.ratio", fetchRatio, "x raw", goal: "<= 1.2", met: fetchRatio <= 1.2)

    // One company's 10,000 employees through the relationship.
    let (rawRelationshipTime, storeRelationshipTime) = interleavedMedians(rounds: 11) {
        let statement = raw.prepare(
            "SELECT Z_PK, Z_OPT, name, age, salary, company FROM BenchEmployee WHERE company = ?")
        sqlite3_bind_int64(statement, 1, 3)
        var rows: [RawEmployee] = []
        while sqlite3_step(statement) == SQLITE_ROW { rows.append(readEmployee(statement)) }
        sqlite3_finalize(statement)
        precondition(rows.count == employeeCount / companyCount)
        keptAlive.append(rows)
    } store: {
        let context = container.newBackgroundContext()
        keptAlive.append(context)
        context.performAndWait {
            let request = FetchRequest<BenchCompany>(predicate: #Predicate { $0.name == "Company 2" })
            let company = try! context.fetch(request)[0]
            precondition(company.employees.count == employeeCount / companyCount)
        }
    }
    report.figure("store.relationship10k.time", storeRelationshipTime * 1000, "ms")
    report.figure("store.relationship10k.raw", rawRelationshipTime * 1000, "ms")
    let relationshipRatio = storeRelationshipTime / rawRelationshipTime
    report.figure(
        "store.relationship10k.ratio", relationshipRatio, "x raw", goal: "<= 1.3", met: relationshipRatio <= 1.3)

    // Count with a predicate.
    let (rawCountTime, storeCountTime) = interleavedMedians(rounds: 11) {
        let statement = raw.prepare("SELECT COUNT(*) FROM BenchEmployee WHERE age > ?")
        sqlite3_bind_int64(statement, 1, 40)
        sqlite3_step(statement)
        precondition(sqlite3_column_int64(statement, 0) > 0)
        sqlite3_finalize(statement)
    } store: {
        context.performAndWait {
            let count = try! context.count(for: FetchRequest<BenchEmployee>(predicate: #Predicate { $0.age > 40 }))
            precondition(count > 0)
        }
    }
    report.figure("store.count.time", storeCountTime * 1000, "ms")
    report.figure("store.count.raw", rawCountTime * 1000, "ms")
    let countRatio = storeCountTime / rawCountTime
    report.figure("store.count.ratio", countRatio, "x raw", goal: "<= 1.2", met: countRatio <= 1.2)
}
