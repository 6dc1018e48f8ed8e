import PlumeTesting
import SwiftData
import SwiftUI
import Testing

@Model final class ShelfItem {
    var name: String
    var aisle: String
    var label: String?

    init(name: String, aisle: String, label: String? = nil) {
        self.name = name
        self.aisle = aisle
        self.label = label
    }
}

/// A sectioned list written as for Apple's platforms: sections by aisle, rows by name.
private struct AisleList: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: [SortDescriptor(\ShelfItem.aisle), SortDescriptor(\ShelfItem.name)], sectionBy: \ShelfItem.aisle)
    private var shelves: SectionedResults<ShelfItem, String>

    var body: some View {
        VStack {
            Button("Add Milk") { modelContext.insert(ShelfItem(name: "Milk", aisle: "Dairy")) }
            ForEach(shelves) { section in
                Text("[\(section.title)]")
                ForEach(section) { item in
                    Button(item.name) { modelContext.delete(item) }
                }
            }
        }
    }
}

/// A sectioned query built in `init` from the view's argument, by an optional property.
private struct LabelledList: View {
    @Query private var shelves: SectionedResults<ShelfItem, String>

    init(aisle: String) {
        _shelves = Query(filter: #Predicate { $0.aisle == aisle }, sort: \ShelfItem.name, sectionBy: \.label)
    }

    var body: some View {
        VStack {
            ForEach(shelves) { section in
                Text("[\(section.title)]")
                ForEach(section) { Text($0.name) }
            }
        }
    }
}

/// Keeps the sectioned results a view's body last saw.
@MainActor private final class SectionsProbe {
    var last: SectionedResults<ShelfItem, String>?
}

/// Sections by aisle of the items sorted by name only (so a section's place is its first item's).
private struct ByNameProbe: View {
    let probe: SectionsProbe
    @Query(sort: \ShelfItem.name, sectionBy: \ShelfItem.aisle) private var shelves: SectionedResults<ShelfItem, String>
    var body: some View {
        probe.last = shelves
        return Text("\(shelves.count) sections")
    }
}

@MainActor
@Suite("Sectioned @Query")
struct SectionedQueryTests {
    private func container(_ items: [ShelfItem]) throws -> ModelContainer {
        let container = try ModelContainer(
            for: ShelfItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        for item in items { context.insert(item) }
        try context.save()
        return container
    }

    @Test func sectionsAppearAndDisappearAsRowsAreInsertedAndDeleted() throws {
        let container = try container([
            ShelfItem(name: "Pear", aisle: "Produce"), ShelfItem(name: "Bread", aisle: "Bakery"),
            ShelfItem(name: "Apple", aisle: "Produce"),
        ])
        let host = ViewHost(AisleList().modelContainer(container), size: CGSize(width: 320, height: 400))
        #expect(host.texts == ["Add Milk", "[Bakery]", "Bread", "[Produce]", "Apple", "Pear"])
        #expect(host.tap("Add Milk"))
        host.advance(by: 0.5)
        #expect(host.texts == ["Add Milk", "[Bakery]", "Bread", "[Dairy]", "Milk", "[Produce]", "Apple", "Pear"])
        #expect(host.tap("Bread"))
        host.advance(by: 0.5)
        #expect(host.texts == ["Add Milk", "[Dairy]", "Milk", "[Produce]", "Apple", "Pear"])
        #expect(host.tap("Apple"))
        host.advance(by: 0.5)
        #expect(host.texts == ["Add Milk", "[Dairy]", "Milk", "[Produce]", "Pear"])
    }

    @Test func anOptionalSectionPropertyPutsNilInTheEmptyTitledSection() throws {
        let container = try container([
            ShelfItem(name: "Apple", aisle: "Produce", label: "Organic"), ShelfItem(name: "Kale", aisle: "Produce"),
            ShelfItem(name: "Pear", aisle: "Produce", label: "Organic"), ShelfItem(name: "Bread", aisle: "Bakery"),
        ])
        let host = ViewHost(
            LabelledList(aisle: "Produce").modelContainer(container), size: CGSize(width: 320, height: 400))
        #expect(host.texts == ["[Organic]", "Apple", "Pear", "[]", "Kale"])
    }

    @Test func sectionedResultsLookUpSectionsByTitle() throws {
        let container = try container([
            ShelfItem(name: "Pear", aisle: "Produce"), ShelfItem(name: "Bread", aisle: "Bakery"),
            ShelfItem(name: "Apple", aisle: "Produce"),
        ])
        let probe = SectionsProbe()
        _ = ViewHost(ByNameProbe(probe: probe).modelContainer(container), size: CGSize(width: 320, height: 200))
        let results = try #require(probe.last)
        // Sections come in the order of their first model: Apple (Produce) before Bread (Bakery).
        #expect(results.sectionTitles == ["Produce", "Bakery"])
        #expect(results.count == 2)
        #expect(results[sectionTitle: "Produce"]?.map(\.name) == ["Apple", "Pear"])
        #expect(results[sectionTitle: "Dairy"] == nil)
        #expect(results.index(ofSectionTitled: "Bakery") == 1)
        #expect(results.contains(sectionTitle: "Bakery"))
        #expect(!results.contains(sectionTitle: "Dairy"))
        #expect(results[0].id == "Produce")
    }

    @Test func anUnsectionedQueryHasNoSections() throws {
        let query = Query<ShelfItem, [ShelfItem]>()
        #expect(query.sections.isEmpty)
        let sectioned = Query(sort: \ShelfItem.name, sectionBy: \ShelfItem.aisle)
        #expect(sectioned.wrappedValue.isEmpty)
    }
}
