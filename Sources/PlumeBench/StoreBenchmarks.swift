import Plume

// PlumeStore against raw sqlite3 prepared statements doing the same work on the same kind of file store
// (WAL, synchronous=NORMAL), in the same run. Figures are ratios (PlumeStore time / raw time, the median
// of paired runs' ratios: InterleavedRatio.swift) plus the absolute times, each beside the goal of
// issue #13 (insert 1.5, fetch 1.2, relationship 1.3, count 1.2). Both sides keep what they produced
// (objects, rows, open databases) alive until their run's clock has stopped, so freeing them is
// outside the timed work on both sides.

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

    let insert = interleavedCosts(
        "store.insert100k", pairs: 8, raw: { rawInsert(rawURL) }, store: { storeInsert(storeURL) })
    reportStoreRatio(report, "store.insert100k", insert, goal: 1.5)

    let raw = RawDatabase(url: rawURL)
    let container = storeContainer(storeURL)
    let context = container.newBackgroundContext()

    // Fetch 100,000 with a predicate and a sort.
    let fetch = interleavedCosts("store.fetch100k", pairs: 12) {
        raw.fetchAdults()
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
    reportStoreRatio(report, "store.fetch100k", fetch, goal: 1.2)

    // One company's 10,000 employees through the relationship.
    let relationship = interleavedCosts("store.relationship10k", pairs: 20) {
        raw.fetchOneCompanysEmployees()
    } store: {
        let context = container.newBackgroundContext()
        keptAlive.append(context)
        context.performAndWait {
            let request = FetchRequest<BenchCompany>(predicate: #Predicate { $0.name == "Company 2" })
            let company = try! context.fetch(request)[0]
            precondition(company.employees.count == employeeCount / companyCount)
        }
    }
    reportStoreRatio(report, "store.relationship10k", relationship, goal: 1.3)

    // Count with a predicate.
    let counting = interleavedCosts("store.count", pairs: 20) {
        raw.countOverForty()
    } store: {
        context.performAndWait {
            let count = try! context.count(for: FetchRequest<BenchEmployee>(predicate: #Predicate { $0.age > 40 }))
            precondition(count > 0)
        }
    }
    reportStoreRatio(report, "store.count", counting, goal: 1.2)
}
