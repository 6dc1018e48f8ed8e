import Foundation
import Plume

/// The `company-employees` scene: companies fetched with a chosen sort order and search; tapping one
/// shows its employees sorted by name, with a text field and an Add button. (New companies take
/// their names from a list.)
struct CompanyListView: View {
    @StateObject var viewModel: CompanyViewModel
    @State private var selected: Company?
    @State private var added = 0
    static let sampleCompanies = [
        ("Globex", "Hank"), ("Initech", "Bill"), ("Umbrella", nil), ("Hooli", "Gavin"), ("Stark Industries", "Tony"),
    ]

    init(context: ManagedObjectContext) {
        _viewModel = StateObject(wrappedValue: CompanyViewModel(context: context))
    }

    var body: some View {
        if let company = selected {
            EmployeesView(
                viewModel: EmployeesViewModel(company: company, context: viewModel.context),
                back: { selected = nil })
        } else {
            VStack(spacing: 12) {
                Text("Companies").font(.largeTitle).bold()
                HStack {
                    ForEach(CompanyViewModel.SortOrder.allCases, id: \.self) { order in
                        if viewModel.sortOrder == order {
                            Button(order.rawValue) { viewModel.sortOrder = order }.buttonStyle(.borderedProminent)
                        } else {
                            Button(order.rawValue) { viewModel.sortOrder = order }.buttonStyle(.bordered)
                        }
                    }
                    Spacer()
                    Button(viewModel.searchText.isEmpty ? "Search “cy”" : "Show all") {
                        viewModel.searchText = viewModel.searchText.isEmpty ? "cy" : ""
                    }
                }
                ScrollView {
                    VStack(spacing: 8) {
                        ForEach(viewModel.companies, id: \.objectID) { company in
                            Button {
                                selected = company
                            } label: {
                                HStack {
                                    VStack(alignment: .leading, spacing: 2) {
                                        Text(company.title).font(.headline)
                                        Text(company.owner.map { "Owner: \($0)" } ?? "No owner").font(.caption)
                                            .foregroundColor(.secondary)
                                    }
                                    Spacer()
                                    Text("\(company.employees.count)").foregroundColor(.secondary)
                                }
                                .padding(12)
                                .background(Color.gray.opacity(0.12))
                                .cornerRadius(10)
                            }
                            .buttonStyle(.plain)
                        }
                    }
                }
                Button("Add company") {
                    let sample = Self.sampleCompanies[added % Self.sampleCompanies.count]
                    added += 1
                    viewModel.addCompany(title: sample.0, owner: sample.1)
                }
                .buttonStyle(.borderedProminent)
            }
            .padding()
        }
    }
}

/// One company's employees, sorted by name, with a text field and an Add button for new ones.
struct EmployeesView: View {
    @StateObject var viewModel: EmployeesViewModel
    let back: () -> Void
    @State private var newName = ""

    /// Adds the typed name (blank names are ignored by the view model) and clears the field.
    private func add() {
        viewModel.addEmployee(name: newName)
        newName = ""
    }

    var body: some View {
        VStack(spacing: 12) {
            HStack {
                Button("‹ Companies", action: back)
                Spacer()
            }
            Text(viewModel.company.title).font(.title).bold()
            ScrollView {
                VStack(alignment: .leading, spacing: 6) {
                    ForEach(viewModel.employees, id: \.objectID) { employee in
                        Text(employee.name)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(8)
                            .background(Color.blue.opacity(0.08))
                            .cornerRadius(6)
                    }
                }
            }
            HStack {
                TextField("New employee", text: $newName)
                    .textFieldStyle(.roundedBorder)
                    .onSubmit(add)
                Button("Add employee", action: add)
                    .buttonStyle(.borderedProminent)
            }
        }
        .padding()
    }
}

enum CompanyEmployeesScene {
    /// An in-memory store with a few companies, for pictures and tests. The context keeps its store
    /// alive on its own (as Core Data's keeps its coordinator), so the container may go.
    static func previewContext() -> ManagedObjectContext {
        let container = try! CompanyStore.container(inMemory: true)
        let context = container.viewContext
        addSampleCompanies(to: context)
        try! context.save()
        return context
    }

    private static func addSampleCompanies(to context: ManagedObjectContext) {
        for (title, owner, people) in [
            ("Acme", "Wile E.", ["Road Runner", "Coyote"]), ("Cyberdyne", "Miles", ["Sarah"]),
            ("Blue Sun", nil, []),
        ] {
            let company = Company(context: context)
            company.title = title
            company.owner = owner
            for name in people {
                let employee = Employee(context: context)
                employee.name = name
                company.addToEmployees(employee)
            }
        }
    }

    /// The gallery's own SQLite file for the scene in a window:
    /// `$XDG_DATA_HOME/plume-gallery-company-employees/plume-gallery-company-employees.sqlite`.
    static let windowStoreURL = PersistentContainer.defaultStoreURL(name: "plume-gallery-company-employees")

    /// The store of the scene in a window: the SQLite file at `storeURL`, so companies and employees
    /// typed in survive a restart; a new (empty) file gets the sample companies once. A file that
    /// cannot be opened (unwritable, not a Plume store) is left as it is: the error goes to standard
    /// error and the scene shows the in-memory sample instead.
    static func windowContext(storeURL: URL = windowStoreURL) -> ManagedObjectContext {
        do {
            let context = try CompanyStore.container(storeURL: storeURL).viewContext
            if try context.count(for: FetchRequest<Company>()) == 0 {
                addSampleCompanies(to: context)
                try context.save()
            }
            return context
        } catch {
            FileHandle.standardError.write(
                Data("company-employees: cannot use \(storeURL.path) (\(error)); showing the sample in memory\n".utf8))
            return previewContext()
        }
    }

    static let scene = GalleryScene(
        id: "company-employees", title: "Core Data + MVVM: companies and employees", seed: "000",
        inWindow: { CompanyListView(context: windowContext()) },
        make: { CompanyListView(context: previewContext()) })
}
