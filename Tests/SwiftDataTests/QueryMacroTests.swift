import Foundation
import PlumeTesting
import SwiftData
import SwiftUI
import Testing

/// The reference pictures of this target's snapshot checks.
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// An in-memory container holding items with these titles, timestamps 0, 1, 2… and ratings.
@MainActor private func container(_ items: [(title: String, rating: Int)] = []) throws -> ModelContainer {
    let container = try ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = ModelContext(container)
    for (index, entry) in items.enumerated() {
        let item = Item(title: entry.title, timestamp: Date(timeIntervalSince1970: Double(index)))
        item.rating = entry.rating
        context.insert(item)
    }
    try context.save()
    return container
}

/// Every `@Query` spelling of Apple's SwiftData, in views made through their memberwise initialisers
/// (QueryMacroViews.swift), driven as a person uses them.
@MainActor
@Suite("@Query macros") struct QueryMacroTests {
    @Test func theBareQueryOfXcodesTemplateShowsEveryItemAndTheOnesAdded() async throws {
        let store = try container([("Milk", 0)])
        let host = ViewHost(TemplateItemsView().modelContainer(store), size: CGSize(width: 320, height: 400))
        #expect(host.find(text: "1 items") != nil)
        #expect(host.find(text: "Milk") != nil)
        #expect(host.tap("Add Item"))
        host.advance(by: 0.5)
        #expect(host.find(text: "2 items") != nil)
        #expect(host.find(text: "Item 2") != nil)
        // Saved by the main context on the main queue (which runs while the test awaits): another
        // context sees both.
        await host.settleTasks()
        #expect(try ModelContext(store).fetchCount(FetchDescriptor<Item>()) == 2)
    }

    @Test func filterWithSortDescriptorsAndAKeyPathSortOverAnArrayType() throws {
        let store = try container([("Apple", 5), ("Pear", 1), ("Quince", 4)])
        let host = ViewHost(
            FavouritesView(heading: "Fruit").modelContainer(store), size: CGSize(width: 320, height: 200))
        #expect(host.find(text: "Fruit") != nil)
        #expect(host.find(text: "Favourites: Quince, Apple") != nil)
        #expect(host.find(text: "Newest: Quince, Pear, Apple") != nil)
        // A change saved by another context reaches both queries.
        let other = ModelContext(store)
        let pear = try #require(
            try other.fetch(FetchDescriptor<Item>(predicate: #Predicate { $0.title == "Pear" })).first)
        pear.rating = 3
        other.insert(Item(title: "Banana", timestamp: Date(timeIntervalSince1970: 10)))
        try other.save()
        host.advance(by: 0.5)
        #expect(host.find(text: "Favourites: Quince, Pear, Apple") != nil)
        #expect(host.find(text: "Newest: Banana, Quince, Pear, Apple") != nil)
    }

    /// The width of the blue bar as drawn (the layout has its final width at once; the drawing moves).
    private func drawnBarWidth(_ host: ViewHost) -> CGFloat? {
        let blue = Color.blue.resolve(in: .light)
        return host.displayList.allItems().lazy.compactMap { item -> CGFloat? in
            guard case .fill(let path, .color(let color), _) = item, color == blue else { return nil }
            return path.boundingRect.width
        }.first
    }

    @Test func aFetchDescriptorKeepsItsLimitAndAnAnimationAnimatesTheUpdate() throws {
        let store = try container([("One", 0), ("Two", 0), ("Three", 0)])
        let host = ViewHost(LatestTwoView().modelContainer(store), size: CGSize(width: 400, height: 100))
        #expect(host.find(text: "Latest: Three, Two") != nil)
        #expect(drawnBarWidth(host) == 300)
        let other = ModelContext(store)
        other.insert(Item(title: "Four", timestamp: Date(timeIntervalSince1970: 10)))
        try other.save()
        host.advance(by: 0.5)
        #expect(host.find(text: "Latest: Four, Three") != nil)
        // `@Query(animation: .linear(duration: 1))`: about half way from 300 to 400 after half a second.
        let halfway = try #require(drawnBarWidth(host))
        #expect(halfway > 330 && halfway < 370, "drawn width \(halfway)")
        host.advance(by: 1)
        #expect(drawnBarWidth(host) == 400)
    }

    @Test func aQueryBuiltInInitFromTheSearchTextFiltersAsOneTypes() throws {
        let store = try container([("Apple", 0), ("Apricot", 0), ("Banana", 0)])
        let host = ViewHost(ItemSearchView().modelContainer(store), size: CGSize(width: 320, height: 300))
        let fruit = { host.texts.filter { ["Apple", "Apricot", "Banana"].contains($0) } }
        #expect(fruit() == ["Apple", "Apricot", "Banana"])
        #expect(host.tap("Search"))
        #expect(host.type("Ap"))
        host.advance(by: 0.5)
        #expect(fruit() == ["Apple", "Apricot"])
        #expect(host.type("r"))
        host.advance(by: 0.5)
        #expect(fruit() == ["Apricot"])
    }

    @Test(arguments: [ColorScheme.light, .dark]) func snapshot(_ scheme: ColorScheme) throws {
        let store = try container([("Milk", 0), ("Eggs", 0)])
        let host = ViewHost(
            TemplateItemsView().modelContainer(store), size: CGSize(width: 320, height: 260), colorScheme: scheme)
        #expect(host.tap("Add Item"))
        host.advance(by: 1)
        try host.assertSnapshot(
            named: "query-template-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
