import Foundation
import PlumeStore
import Testing

private let childStoreKey = "PLUMESTORE_READ_ERROR_CHILD_STORE"

/// A store whose `Employee` table another program removed after a company with two employees was saved.
private func storeWithEmployeeTableGone(_ url: URL) throws -> (PersistentContainer, ObjectID, ObjectID) {
    let container = PersistentContainer(name: "ReadErrors", entities: [Company.self, Employee.self], storeURL: url)
    try container.loadPersistentStores()
    let context = container.newBackgroundContext()
    let (companyID, employeeID) = try context.performAndWait {
        let company = Company(context: context)
        company.id = UUID()
        company.title = "Acme"
        var employeeID: ObjectID?
        for name in ["Ada", "Grace"] {
            let employee = Employee(context: context)
            employee.id = UUID()
            employee.name = name
            employee.company = company
            employeeID = employee.objectID
        }
        try context.save()
        return (company.objectID, employeeID!)
    }
    try RawDatabase(url).execute("ALTER TABLE Employee RENAME TO Gone")
    return (container, companyID, employeeID)
}

/// Reads that fail are typed errors naming the object, never empty relationships or default values.
@Suite struct ReadErrorTests {
    @Test func aToManyThatCannotBeReadThrowsNamingTheObject() throws {
        let url = temporaryStoreURL("ToMany")
        defer { removeStore(at: url) }
        let (container, companyID, _) = try storeWithEmployeeTableGone(url)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let company = try context.existingObject(with: companyID)
            do {
                try context.load(company)
                Issue.record("loading the employees of a store without an Employee table succeeded")
            } catch StoreError.readFailed(let object, let reading, let reason) {
                #expect(object == companyID.description)
                #expect(reading == "employees")
                #expect(reason.contains("no such table"))
            }
        }
    }

    @Test func aFaultThatCannotBeReadThrowsNamingTheObject() throws {
        let url = temporaryStoreURL("Fault")
        defer { removeStore(at: url) }
        let (container, _, employeeID) = try storeWithEmployeeTableGone(url)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let employee = context.object(with: employeeID)
            #expect(employee.isFault)
            do {
                try context.load(employee)
                Issue.record("loading an employee from a store without an Employee table succeeded")
            } catch StoreError.readFailed(let object, let reading, _) {
                #expect(object == employeeID.description)
                #expect(reading == "row")
            }
            #expect(throws: StoreError.self) { try context.existingObject(with: employeeID) }
        }
    }

    @Test func aManyToManyThatCannotBeReadThrowsNamingTheObject() throws {
        let url = temporaryStoreURL("ManyToMany")
        defer { removeStore(at: url) }
        let container = PersistentContainer(name: "ReadErrors", entities: [Student.self, Course.self], storeURL: url)
        try container.loadPersistentStores()
        let writer = container.newBackgroundContext()
        let studentID = try writer.performAndWait {
            let student = Student(context: writer)
            student.name = "Ada"
            let course = Course(context: writer)
            course.title = "Analysis"
            student.addToCourses(course)
            try writer.save()
            return student.objectID
        }
        try RawDatabase(url).execute("ALTER TABLE Course RENAME TO Gone")
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let student = try context.existingObject(with: studentID)
            do {
                try context.load(student)
                Issue.record("loading the courses of a store without a Course table succeeded")
            } catch StoreError.readFailed(let object, let reading, let reason) {
                #expect(object == studentID.description)
                #expect(reading == "courses")
                #expect(reason.contains("no such table"))
            }
        }
    }

    @Test func aMissingRowIsNotAReadError() throws {
        let container = try makeMemoryContainer()
        let context = container.viewContext
        let employee = Employee(context: context)
        employee.id = UUID()
        employee.name = "Ada"
        try context.save()
        let id = employee.objectID
        let other = container.newBackgroundContext()
        context.delete(employee)
        try context.save()
        try other.performAndWait {
            #expect(throws: StoreError.objectNotFound(id.description)) { try other.existingObject(with: id) }
            let gone = other.object(with: id)
            try other.load(gone)
            #expect(!gone.isFault)
        }
    }

    /// In a normal run this returns at once; in the child process of
    /// `aPropertyReadThatFailsStopsWithTheErrorInsteadOfReturningNothing` it reads the employees of a
    /// company whose table is gone, which must stop the process.
    @Test func readErrorChild() throws {
        guard let path = ProcessInfo.processInfo.environment[childStoreKey] else { return }
        let (container, _, _) = try storeWithEmployeeTableGone(URL(fileURLWithPath: path))
        let context = container.newBackgroundContext()
        let companies = try context.performAndWait { try context.fetch(FetchRequest<Company>()) }
        print("fetched \(companies.count) companies")
        context.performAndWait { print("read \(companies[0].employees.count) employees") }
    }

    @Test func aPropertyReadThatFailsStopsWithTheErrorInsteadOfReturningNothing() throws {
        let url = temporaryStoreURL("Child")
        defer { removeStore(at: url) }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        child.arguments = ["--testing-library", "swift-testing", "--filter", "readErrorChild"]
        child.environment = ProcessInfo.processInfo.environment.merging([childStoreKey: url.path]) { _, new in new }
        let output = Pipe()
        let errors = Pipe()
        child.standardOutput = output
        child.standardError = errors
        try child.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let reported = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        #expect(printed.contains("fetched 1 companies"), "\(printed)")
        #expect(!printed.contains("employees"), "the child read the relationship as: \(printed)")
        #expect(child.terminationReason == .uncaughtSignal)
        #expect(reported.contains("cannot read employees of Company/p"), "\(reported)")
    }
}
