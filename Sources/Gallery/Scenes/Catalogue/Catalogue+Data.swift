#if os(Linux)
    import SwiftData
    import SwiftUI

    /// A grocery on the catalogue's SwiftData page.
    @Model final class CatalogueGrocery {
        var name: String
        var aisle: String
        var isStarred = false

        init(name: String, aisle: String, isStarred: Bool = false) {
            self.name = name
            self.aisle = aisle
            self.isStarred = isStarred
        }
    }

    /// The catalogue's SwiftData page: `@Query` in its spellings over an in-memory store of groceries.
    /// A search field and a Starred toggle make a new query in the list's `init` (as SwiftData apps
    /// filter), each row stars its grocery, and the footer counts every grocery with the bare `@Query`
    /// of Xcode's template and adds one. The page's in-memory store lives as long as the page is shown.
    struct CatalogueDataPage: View {
        @State private var search = ""
        @State private var starredOnly = false

        var body: some View {
            VStack(spacing: 0) {
                HStack {
                    TextField("Search groceries", text: $search)
                        .textFieldStyle(.roundedBorder)
                    Toggle("Starred", isOn: $starredOnly)
                        .fixedSize()
                }
                .padding()
                CatalogueGroceryList(search: search, starredOnly: starredOnly)
                CatalogueGroceryFooter()
            }
            .modelContainer(for: CatalogueGrocery.self, inMemory: true, onSetup: CatalogueGroceries.addSample)
        }
    }

    /// The groceries whose names contain the search text (starred ones only, if asked), by name.
    struct CatalogueGroceryList: View {
        @Query private var groceries: [CatalogueGrocery]

        init(search: String, starredOnly: Bool) {
            let filter =
                starredOnly
                ? #Predicate<CatalogueGrocery> { $0.isStarred && $0.name.contains(search) }
                : #Predicate<CatalogueGrocery> { $0.name.contains(search) }
            _groceries = Query(filter: filter, sort: \CatalogueGrocery.name)
        }

        var body: some View {
            List {
                ForEach(groceries) { grocery in
                    HStack {
                        VStack(alignment: .leading, spacing: 2) {
                            Text(grocery.name)
                            Text(grocery.aisle)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        Button {
                            grocery.isStarred.toggle()
                        } label: {
                            Image(systemName: grocery.isStarred ? "star.fill" : "star")
                                .foregroundStyle(grocery.isStarred ? Color.yellow : Color.secondary)
                        }
                        .accessibilityLabel("Star \(grocery.name)")
                    }
                }
            }
        }
    }

    /// Every grocery and the starred ones, counted, and the button that adds the next grocery.
    struct CatalogueGroceryFooter: View {
        @Environment(\.modelContext) private var modelContext
        @Query private var all: [CatalogueGrocery]
        @Query(filter: #Predicate<CatalogueGrocery> { $0.isStarred }) private var starred: [CatalogueGrocery]

        var body: some View {
            HStack {
                Text("\(all.count) groceries, \(starred.count) starred")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .layoutPriority(1)
                Spacer()
                Button("Add grocery") {
                    let (name, aisle) = CatalogueGroceries.more[all.count % CatalogueGroceries.more.count]
                    withAnimation { modelContext.insert(CatalogueGrocery(name: name, aisle: aisle)) }
                }
            }
            .padding()
        }
    }

    /// The groceries the page starts with and adds.
    enum CatalogueGroceries {
        static let sample = [
            ("Apples", "Fruit", true), ("Apricots", "Fruit", false), ("Bread", "Bakery", false),
            ("Cheddar", "Dairy", true), ("Milk", "Dairy", false),
        ]
        /// What "Add grocery" adds, in turn.
        static let more = [("Figs", "Fruit"), ("Honey", "Pantry"), ("Rice", "Pantry"), ("Yoghurt", "Dairy")]

        /// Puts the sample into the page's new store (`.modelContainer(for:inMemory:onSetup:)`'s call).
        static func addSample(_ setup: Result<ModelContainer, any Error>) {
            do {
                let context = ModelContext(try setup.get())
                for (name, aisle, isStarred) in sample {
                    context.insert(CatalogueGrocery(name: name, aisle: aisle, isStarred: isStarred))
                }
                try context.save()
            } catch {
                // An in-memory store of one fixed model has nothing that can fail but a bug.
                fatalError("catalogue: the groceries' in-memory store failed: \(error)")
            }
        }
    }
#endif
