#if os(Linux)
    import Foundation
    import SwiftData

    // SwiftData (over PlumeStore) against the same raw sqlite3 prepared statements as the store figures
    // (RawSQLiteBaseline), on the same rows, in the same run: insert 100,000, fetch 100,000 with a
    // predicate and a sort, one company's 10,000 employees through the relationship, and a count. Each
    // ratio (SwiftData time / raw time) is printed beside the goal of issue #13 (1.5, 1.2, 1.3, 1.2).

    @Model final class BenchFirm {
        var name: String
        @Relationship(inverse: \BenchWorker.firm) var workers: [BenchWorker] = []
        init(name: String) { self.name = name }
    }

    @Model final class BenchWorker {
        var name: String
        var age: Int
        var salary: Double
        var firm: BenchFirm?

        init(name: String, age: Int, salary: Double) {
            self.name = name
            self.age = age
            self.salary = salary
        }
    }

    private func swiftDataContainer(_ url: URL) -> ModelContainer {
        do {
            return try ModelContainer(
                for: Schema([BenchFirm.self, BenchWorker.self]), configurations: [ModelConfiguration(url: url)])
        } catch {
            fatalError("swiftdata bench: cannot open \(url.path): \(error)")
        }
    }

    /// The insert figure's work: ten firms and 100,000 workers, each linked to its firm, in one save.
    private func swiftDataInsert(_ url: URL) {
        removeDatabase(url)
        let container = swiftDataContainer(url)
        let context = ModelContext(container)
        keptAlive.append(container)
        keptAlive.append(context)
        let firms = (0..<companyCount).map { index -> BenchFirm in
            let firm = BenchFirm(name: "Company \(index)")
            context.insert(firm)
            return firm
        }
        for row in benchRows {
            let worker = BenchWorker(name: row.0, age: row.1, salary: row.2)
            context.insert(worker)
            worker.firm = firms[row.3]
        }
        do { try context.save() } catch { fatalError("swiftdata bench: save failed: \(error)") }
    }

    let swiftDataBenchmarks = BenchGroup(prefix: "swiftdata") { report in
        let rawURL = scratchURL("sd-raw")
        let modelURL = scratchURL("sd-models")
        defer {
            removeDatabase(rawURL)
            removeDatabase(modelURL)
        }
        let insert = interleavedCosts(
            "swiftdata.insert100k", pairs: 8, raw: { rawInsert(rawURL) }, store: { swiftDataInsert(modelURL) })
        reportStoreRatio(report, "swiftdata.insert100k", insert, goal: 1.5)

        let raw = RawDatabase(url: rawURL)
        let container = swiftDataContainer(modelURL)

        let fetch = interleavedCosts("swiftdata.fetch100k", pairs: 12) {
            raw.fetchAdults()
        } store: {
            let context = ModelContext(container)
            keptAlive.append(context)
            let descriptor = FetchDescriptor<BenchWorker>(
                predicate: #Predicate { $0.age >= 18 }, sortBy: [SortDescriptor(\.name)])
            let workers = try! context.fetch(descriptor)
            precondition(workers.count == employeeCount)
            keptAlive.append(workers)
        }
        reportStoreRatio(report, "swiftdata.fetch100k", fetch, goal: 1.2)

        let relationship = interleavedCosts("swiftdata.relationship10k", pairs: 20) {
            raw.fetchOneCompanysEmployees()
        } store: {
            let context = ModelContext(container)
            keptAlive.append(context)
            let firm = try! context.fetch(FetchDescriptor<BenchFirm>(predicate: #Predicate { $0.name == "Company 2" }))[
                0]
            let workers = firm.workers
            precondition(workers.count == employeeCount / companyCount)
            keptAlive.append(workers)
        }
        reportStoreRatio(report, "swiftdata.relationship10k", relationship, goal: 1.3)

        let context = ModelContext(container)
        let counting = interleavedCosts("swiftdata.count", pairs: 20) {
            raw.countOverForty()
        } store: {
            let count = try! context.fetchCount(FetchDescriptor<BenchWorker>(predicate: #Predicate { $0.age > 40 }))
            precondition(count > 0)
        }
        reportStoreRatio(report, "swiftdata.count", counting, goal: 1.2)
    }
#endif
