#if os(Linux)
    import SwiftData
    import SwiftUI

    extension SwiftDataEmployees {
        /// One company's employees, sorted by name (a `@Query` on the company's code), with a text
        /// field and an Add button, a Delete button on each row, and "Delete company" (which deletes
        /// its employees too).
        struct EmployeeListView: View {
            let company: Company
            let back: () -> Void
            @Environment(\.modelContext) private var modelContext
            @Query private var employees: [Employee]  // replaced in `init`
            @State private var newName = ""
            @State private var saveError: String?

            init(company: Company, back: @escaping () -> Void) {
                self.company = company
                self.back = back
                let code = company.code
                _employees = Query(filter: #Predicate<Employee> { $0.company?.code == code }, sort: \Employee.name)
            }

            var body: some View {
                VStack(spacing: 12) {
                    HStack {
                        Button("‹ Companies", action: back)
                        Spacer()
                        Button("Delete company", role: .destructive, action: deleteCompany).fixedSize()
                    }
                    Text(company.title).font(.title).bold()
                    ScrollView {
                        VStack(alignment: .leading, spacing: 6) {
                            ForEach(employees) { employee in
                                HStack {
                                    Text(employee.name)
                                    Spacer()
                                    Button("Delete", role: .destructive) { delete(employee) }
                                        .accessibilityLabel("Delete \(employee.name)")
                                }
                                .padding(8)
                                .background(Color.blue.opacity(0.08))
                                .cornerRadius(6)
                            }
                        }
                    }
                    if let saveError {
                        Text(saveError).font(.caption).foregroundColor(.red)
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

            /// Adds the typed name (trimmed; a blank one adds nobody) and clears the field.
            private func add() {
                let name = newName.trimmingCharacters(in: .whitespacesAndNewlines)
                newName = ""
                guard !name.isEmpty else { return }
                let employee = Employee(name: name)
                modelContext.insert(employee)
                employee.company = company
                save()
            }

            private func delete(_ employee: Employee) {
                modelContext.delete(employee)
                save()
            }

            private func deleteCompany() {
                modelContext.delete(company)
                save()
                back()
            }

            private func save() {
                do {
                    try modelContext.save()
                    saveError = nil
                } catch {
                    saveError = "Not saved: \(error)"
                }
            }
        }
    }
#endif
