import SwiftData
import SwiftUI

// Views written exactly as SwiftData apps write them, with every `@Query` spelling Apple documents.
// They live in a file of their own so that the tests make them from another file, through their
// memberwise initialisers, as an app's `App` makes its `ContentView()`.

/// Xcode's SwiftData template: the bare `@Query`, an Add button and swipe-free delete.
struct TemplateItemsView: View {
    @Environment(\.modelContext) private var modelContext
    @Query private var items: [Item]

    var body: some View {
        NavigationStack {
            List {
                ForEach(items) { item in
                    Text(item.title)
                }
            }
            .navigationTitle("\(items.count) items")
            .toolbar {
                Button("Add Item") { addItem() }
            }
        }
    }

    private func addItem() {
        withAnimation {
            modelContext.insert(Item(title: "Item \(items.count + 1)"))
        }
    }
}

/// A view with an argument and two queries: the memberwise initialiser takes `heading` only.
struct FavouritesView: View {
    let heading: String
    @Query(filter: #Predicate<Item> { $0.rating >= 3 }, sort: [SortDescriptor(\Item.title, order: .reverse)])
    private var favourites: [Item]
    // The long spelling of the array type works too.
    // swift-format-ignore: UseShorthandTypeNames
    @Query(sort: \Item.timestamp, order: .reverse) var newestFirst: Array<Item>

    var body: some View {
        VStack {
            Text(heading)
            Text("Favourites: " + favourites.map(\.title).joined(separator: ", "))
            Text("Newest: " + newestFirst.map(\.title).joined(separator: ", "))
        }
    }
}

/// A fetch descriptor with a limit, and beside it a bar as wide as the number of items.
struct LatestTwoView: View {
    var body: some View {
        VStack(alignment: .leading) {
            LatestTwoTitles()
            ItemCountBar()
        }
        .frame(width: 400, alignment: .leading)
    }
}

/// The two newest items' titles (a `FetchDescriptor` with a limit).
struct LatestTwoTitles: View {
    static var latestTwo: FetchDescriptor<Item> {
        var descriptor = FetchDescriptor<Item>(sortBy: [SortDescriptor(\.timestamp, order: .reverse)])
        descriptor.fetchLimit = 2
        return descriptor
    }

    @Query(LatestTwoTitles.latestTwo) private var latest: [Item]

    var body: some View {
        Text("Latest: " + latest.map(\.title).joined(separator: ", "))
    }
}

/// The unsorted query with an animation: the bar grows with it after a change.
struct ItemCountBar: View {
    @Query(animation: .linear(duration: 1)) private var all: [Item]

    var body: some View {
        Color.blue.frame(width: CGFloat(all.count) * 100, height: 10).accessibilityIdentifier("bar")
    }
}

/// The search idiom: the parent keeps the search text, the child builds its query in `init`.
struct ItemSearchView: View {
    @State private var searchText = ""
    var body: some View {
        VStack {
            TextField("Search", text: $searchText)
            SearchResults(searchString: searchText)
        }
    }
}

struct SearchResults: View {
    @Query private var items: [Item]

    init(searchString: String) {
        _items = Query(
            filter: #Predicate { item in
                if searchString.isEmpty {
                    return true
                } else {
                    return item.title.localizedStandardContains(searchString)
                }
            }, sort: \Item.title, transaction: Transaction(animation: .default))
    }

    var body: some View {
        VStack {
            ForEach(items) { Text($0.title) }
        }
    }
}
