import PlumeTesting
import SwiftData
import SwiftUI
import Testing

// A view written exactly as for Apple's platforms (Xcode's SwiftData template, trimmed).
private struct ContentView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Item.timestamp) private var items: [Item]

    var body: some View {
        VStack {
            Text("\(items.count) items")
            List {
                ForEach(items) { item in
                    Text(item.title)
                }
            }
            Button("Add Item") { addItem() }
        }
    }

    private func addItem() {
        withAnimation {
            let newItem = Item(
                title: "Item \(items.count + 1)", timestamp: Date(timeIntervalSince1970: Double(items.count)))
            modelContext.insert(newItem)
        }
    }
}

private struct FilteredView: View {
    @Query(filter: #Predicate<Item> { $0.rating >= 3 }, sort: \Item.title, order: .reverse) private var favourites:
        [Item]
    var body: some View {
        VStack { ForEach(favourites) { Text($0.title) } }
    }
}

@Suite("@Query in views") struct QueryViewTests {
    @Test func listShowsInsertedItemsAndTheMainContextAutosaves() throws {
        let container = try ModelContainer(
            for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let host = ViewHost(ContentView().modelContainer(container), size: CGSize(width: 320, height: 480))
        #expect(host.find(text: "0 items") != nil)
        #expect(host.tap("Add Item"))
        host.advance(by: 0.5)
        #expect(host.find(text: "1 items") != nil)
        #expect(host.find(text: "Item 1") != nil)
        #expect(host.tap("Add Item"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Item 2") != nil)
        // The main context saved by itself: another context sees both.
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Item>()) == 2)
    }

    @Test func modelContainerForTypeMakesOneContainerPerView() throws {
        let host = ViewHost(
            ContentView().modelContainer(for: Item.self, inMemory: true), size: CGSize(width: 320, height: 480))
        #expect(host.tap("Add Item"))
        host.advance(by: 0.5)
        #expect(host.tap("Add Item"))
        host.advance(by: 0.5)
        #expect(host.find(text: "2 items") != nil)
    }

    @Test func filterAndOrderFollowChangesToModels() throws {
        let container = try ModelContainer(
            for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let apple = Item(title: "Apple")
        apple.rating = 5
        let pear = Item(title: "Pear")
        context.insert(apple)
        context.insert(pear)
        try context.save()
        let host = ViewHost(FilteredView().modelContainer(container), size: CGSize(width: 320, height: 480))
        #expect(host.texts == ["Apple"])
        // A save in another context updates the view.
        pear.rating = 4
        try context.save()
        host.advance(by: 0.5)
        #expect(host.texts == ["Pear", "Apple"])
    }

    @Test func withoutAContainerTheQueryIsEmptyAndReportsTheError() throws {
        let host = ViewHost(ContentView(), size: CGSize(width: 320, height: 480))
        #expect(host.find(text: "0 items") != nil)
    }
}

// An app written as for Apple's platforms: the container is attached to the scene.
private struct ItemsApp: App {
    var body: some Scene {
        WindowGroup("Items") { ContentView() }
            .modelContainer(for: Item.self, inMemory: true)
    }
}

@Suite("SwiftData scenes") struct ModelContainerSceneTests {
    @Test func windowsOfTheSceneShareTheContainer() throws {
        let windows = ItemsApp().body.windowConfigurations
        try #require(windows.count == 1)
        let host = ViewHost(windows[0].makeContent(), size: CGSize(width: 320, height: 480))
        #expect(host.tap("Add Item"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Item 1") != nil)
        // A second window of the scene sees the same store.
        let second = ViewHost(windows[0].makeContent(), size: CGSize(width: 320, height: 480))
        #expect(second.find(text: "1 items") != nil)
    }
}

private struct StarringView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(filter: #Predicate<Item> { $0.rating >= 3 }, sort: \Item.title) private var favourites: [Item]
    @Query(sort: \Item.title) private var all: [Item]
    var body: some View {
        VStack {
            Text("\(favourites.count) favourites")
            ForEach(all) { item in
                Button("Star \(item.title)") { item.rating = 5 }
            }
        }
    }
}

@Suite("@Query and model edits") struct QueryModelEditTests {
    @Test func editingAModelInTheViewsContextRefetches() throws {
        let container = try ModelContainer(
            for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let setup = ModelContext(container)
        setup.insert(Item(title: "Pear"))
        setup.insert(Item(title: "Plum"))
        try setup.save()
        let host = ViewHost(StarringView().modelContainer(container), size: CGSize(width: 320, height: 480))
        #expect(host.find(text: "0 favourites") != nil)
        #expect(host.tap("Star Plum"))
        host.advance(by: 0.5)
        #expect(host.find(text: "1 favourites") != nil)
        // Autosave wrote the edit: a fresh context sees it.
        let rated = try ModelContext(container).fetch(FetchDescriptor<Item>(predicate: #Predicate { $0.rating == 5 }))
        #expect(rated.map(\.title) == ["Plum"])
    }
}

private struct ItemEditor: View {
    @Bindable var item: Item
    var body: some View {
        VStack {
            TextField("Title", text: $item.title)
            Text("Now: \(item.title)")
        }
    }
}

@Suite("@Bindable models") struct BindableModelTests {
    @Test func typingIntoATextFieldBoundToAModelUpdatesTheModelAndTheView() throws {
        let container = try ModelContainer(
            for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let item = Item(title: "Tea")
        context.insert(item)
        let host = ViewHost(ItemEditor(item: item), size: CGSize(width: 320, height: 200))
        #expect(host.tap("Title"))
        #expect(host.type(" time"))
        host.advance(by: 0.1)
        #expect(item.title == "Tea time")
        #expect(host.find(text: "Now: Tea time") != nil)
        #expect(item.hasChanges)
    }
}

/// The SwiftUI idiom for a query that depends on a view's arguments: the child builds its `@Query`
/// in `init`, and the parent makes the child again when the argument changes.
private struct TitleSearchView: View {
    @State private var prefix = ""
    var body: some View {
        VStack {
            Button("Only P") { prefix = "P" }
            Button("All") { prefix = "" }
            MatchingTitles(prefix: prefix)
        }
    }
}

private struct MatchingTitles: View {
    @Query(sort: \Item.title) private var items: [Item]
    init(prefix: String) {
        _items = Query(
            filter: prefix.isEmpty ? nil : #Predicate<Item> { $0.title.starts(with: prefix) }, sort: \Item.title,
            order: .reverse)
    }
    var body: some View {
        VStack { ForEach(items) { Text($0.title) } }
    }
}

@Suite("@Query built from a view's arguments") struct QueryFromArgumentsTests {
    @Test func aNewQueryFromTheParentFetchesAgain() throws {
        let container = try ModelContainer(
            for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let setup = ModelContext(container)
        for title in ["Apple", "Pear", "Plum"] { setup.insert(Item(title: title)) }
        try setup.save()
        let host = ViewHost(TitleSearchView().modelContainer(container), size: CGSize(width: 320, height: 480))
        let titles = { host.texts.filter { ["Apple", "Pear", "Plum"].contains($0) } }
        #expect(titles() == ["Plum", "Pear", "Apple"])
        #expect(host.tap("Only P"))
        #expect(titles() == ["Plum", "Pear"])
        #expect(host.tap("All"))
        #expect(titles() == ["Plum", "Pear", "Apple"])
    }
}
