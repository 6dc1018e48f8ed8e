import Foundation
import Plume

/// A company with its employees (the `company-employees` tutorial's model).
final class Company: ManagedObject {
    @Attribute var id: UUID = UUID()
    @Attribute var title: String = ""
    @Attribute var owner: String?
    @Relationship(inverse: \Employee.company, deleteRule: .cascade) var employees: Set<Employee>

    func addToEmployees(_ employee: Employee) { add(employee, to: \.employees) }
    func removeFromEmployees(_ employee: Employee) { remove(employee, from: \.employees) }
}

/// An employee of one company.
final class Employee: ManagedObject {
    @Attribute var id: UUID = UUID()
    @Attribute var name: String = ""
    @Relationship var company: Company?
}

/// The store of the scene: a SQLite file by default, in memory for previews and tests.
enum CompanyStore {
    /// A loaded container (`inMemory` for previews and tests, else the file `storeURL` or the user's
    /// data directory).
    static func container(inMemory: Bool = false, storeURL: URL? = nil) throws -> PersistentContainer {
        let container: PersistentContainer
        if let storeURL {
            container = PersistentContainer(
                name: "CoreDataDemo", entities: [Company.self, Employee.self], storeURL: storeURL)
        } else {
            container = PersistentContainer(
                name: "CoreDataDemo", entities: [Company.self, Employee.self], inMemory: inMemory)
        }
        try container.loadPersistentStores()
        return container
    }
}

/// The list of companies: fetched with the sort order and search text the user chose; adds, renames
/// and deletes companies, saving each change.
final class CompanyViewModel: ObservableObject {
    /// How the list is sorted.
    enum SortOrder: String, CaseIterable {
        case titleAscending = "A–Z"
        case titleDescending = "Z–A"
    }

    @Published private(set) var companies: [Company] = []
    @Published var sortOrder: SortOrder = .titleAscending { didSet { fetch() } }
    /// Only companies whose title contains this text (case-insensitively); empty shows all.
    @Published var searchText: String = "" { didSet { fetch() } }
    @Published private(set) var lastError: String?
    let context: ManagedObjectContext

    init(context: ManagedObjectContext) {
        self.context = context
        fetch()
    }

    /// Fetches with the current sort order and search (a parameterised SQL query).
    func fetch() {
        let sort = [SortDescriptor(\Company.title, order: sortOrder == .titleAscending ? .forward : .reverse)]
        let text = searchText
        let predicate: Predicate<Company>? =
            text.isEmpty ? nil : #Predicate<Company> { $0.title.localizedStandardContains(text) }
        do {
            companies = try context.fetch(FetchRequest<Company>(predicate: predicate, sortDescriptors: sort))
            lastError = nil
        } catch {
            lastError = "\(error)"
        }
    }

    func addCompany(title: String, owner: String?) {
        let company = Company(context: context)
        company.title = title
        company.owner = owner
        save()
    }

    func rename(_ company: Company, to title: String) {
        company.title = title
        save()
    }

    func delete(_ company: Company) {
        context.delete(company)
        save()
    }

    private func save() {
        do {
            try context.save()
        } catch {
            lastError = "\(error)"
            context.rollback()
        }
        fetch()
    }
}

/// One company's employees, sorted by name.
final class EmployeesViewModel: ObservableObject {
    let company: Company
    @Published private(set) var employees: [Employee] = []
    private let context: ManagedObjectContext

    init(company: Company, context: ManagedObjectContext) {
        self.company = company
        self.context = context
        fetch()
    }

    func fetch() {
        let id = company.objectID
        let request = FetchRequest<Employee>(
            predicate: #Predicate<Employee> { $0.company?.objectID == id }, sortDescriptors: [SortDescriptor(\.name)])
        employees = (try? context.fetch(request)) ?? []
    }

    /// Adds an employee with `name` (trimmed; empty names are ignored).
    func addEmployee(name: String) {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        let employee = Employee(context: context)
        employee.name = trimmed
        company.addToEmployees(employee)
        try? context.save()
        fetch()
    }

    func delete(_ employee: Employee) {
        context.delete(employee)
        try? context.save()
        fetch()
    }
}
