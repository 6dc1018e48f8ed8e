#if os(Linux)
    import SwiftData
    import SwiftUI

    extension SwiftDataEmployees {
        /// The companies screen: sort buttons, a search toggle, the companies (a `@Query` made for the
        /// chosen order and search) and an Add button; tapping a company opens its employees.
        struct CompanyListView: View {
            @Environment(\.modelContext) private var modelContext
            @State private var order = SortOrder.forward
            @State private var searchText = ""
            @State private var selected: Company?
            @State private var added = 0
            @State private var saveError: String?

            /// The names "Add company" gives new companies, in turn.
            static let sampleCompanies = [
                ("Globex", "Hank"), ("Initech", "Bill"), ("Umbrella", nil), ("Hooli", "Gavin"),
                ("Stark Industries", "Tony"),
            ]

            var body: some View {
                if let company = selected {
                    EmployeeListView(company: company, back: { selected = nil })
                } else {
                    VStack(spacing: 12) {
                        Text("Companies").font(.largeTitle).bold()
                        HStack {
                            sortButton("A–Z", order: .forward)
                            sortButton("Z–A", order: .reverse)
                            Spacer()
                            Button(searchText.isEmpty ? "Search “cy”" : "Show all") {
                                searchText = searchText.isEmpty ? "cy" : ""
                            }
                        }
                        CompanyRows(order: order, searchText: searchText) { selected = $0 }
                        if let saveError {
                            Text(saveError).font(.caption).foregroundColor(.red)
                        }
                        Button("Add company", action: addCompany).buttonStyle(.borderedProminent)
                    }
                    .padding()
                }
            }

            @ViewBuilder private func sortButton(_ title: String, order: SortOrder) -> some View {
                if self.order == order {
                    Button(title) { self.order = order }.buttonStyle(.borderedProminent)
                } else {
                    Button(title) { self.order = order }.buttonStyle(.bordered)
                }
            }

            private func addCompany() {
                let sample = Self.sampleCompanies[added % Self.sampleCompanies.count]
                added += 1
                modelContext.insert(Company(title: sample.0, owner: sample.1))
                do {
                    try modelContext.save()
                    saveError = nil
                } catch {
                    saveError = "Not saved: \(error)"
                }
            }
        }

        /// The companies, fetched by a `@Query` built from the order and search it is given (a new
        /// query whenever they change, as SwiftUI apps filter a `@Query`).
        struct CompanyRows: View {
            @Query private var companies: [Company]  // replaced in `init`
            let open: (Company) -> Void

            init(order: SortOrder, searchText: String, open: @escaping (Company) -> Void) {
                let filter: Predicate<Company>? =
                    searchText.isEmpty ? nil : #Predicate<Company> { $0.title.localizedStandardContains(searchText) }
                _companies = Query(filter: filter, sort: \Company.title, order: order)
                self.open = open
            }

            var body: some View {
                ScrollView {
                    VStack(spacing: 8) {
                        ForEach(companies) { company in
                            Button {
                                open(company)
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
            }
        }
    }
#endif
