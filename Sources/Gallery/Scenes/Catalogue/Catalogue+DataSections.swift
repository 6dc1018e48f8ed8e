#if os(Linux)
    import SwiftData
    import SwiftUI

    /// The catalogue's sectioned SwiftData page: the groceries in one section per aisle, with a sectioned
    /// `@Query` (`sectionBy: \.aisle`, a `SectionedResults`). Adding a grocery of a new aisle makes its
    /// section appear, removing the last grocery of an aisle makes its section go; the header counts
    /// the sections with `sectionTitles`. The page's in-memory store lives as long as the page is shown.
    struct CatalogueDataSectionsPage: View {
        var body: some View {
            CatalogueAisleList()
                .modelContainer(for: CatalogueGrocery.self, inMemory: true, onSetup: CatalogueGroceries.addSample)
        }
    }

    /// The groceries by aisle (aisles and groceries by name), each row with a button that removes it.
    struct CatalogueAisleList: View {
        @Environment(\.modelContext) private var modelContext
        @Query(
            sort: [SortDescriptor(\CatalogueGrocery.aisle), SortDescriptor(\CatalogueGrocery.name)],
            sectionBy: \CatalogueGrocery.aisle)
        private var aisles: SectionedResults<CatalogueGrocery, String>
        @State private var added = 0

        var body: some View {
            List {
                Section {
                    HStack {
                        Text("\(aisles.sectionTitles.count) aisles")
                            .foregroundStyle(.secondary)
                        Spacer()
                        Button("Add grocery") {
                            let (name, aisle) = CatalogueGroceries.more[added % CatalogueGroceries.more.count]
                            added += 1
                            withAnimation { modelContext.insert(CatalogueGrocery(name: name, aisle: aisle)) }
                        }
                    }
                }
                ForEach(aisles) { aisle in
                    Section(aisle.title) {
                        ForEach(aisle) { grocery in
                            HStack {
                                Text(grocery.name)
                                Spacer()
                                Button {
                                    withAnimation { modelContext.delete(grocery) }
                                } label: {
                                    Image(systemName: "minus.circle")
                                        .foregroundStyle(.red)
                                }
                                .accessibilityLabel("Remove \(grocery.name)")
                            }
                        }
                    }
                }
            }
        }
    }
#endif
