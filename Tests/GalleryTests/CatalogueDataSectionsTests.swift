#if os(Linux)
    import Foundation
    import Plume
    import PlumeTesting
    import Testing

    @testable import Gallery

    /// The catalogue's "SwiftData sections" page used as a person would: sections appear when a
    /// grocery of a new aisle is added and go when an aisle's last grocery is removed, in light and dark.
    @MainActor
    @Suite("catalogue SwiftData sections") struct CatalogueDataSectionsTests {
        private func open(scheme: ColorScheme = .light) throws -> ViewHost {
            try openCataloguePage("SwiftData sections", scheme: scheme)
        }

        /// The aisle headers and groceries the list shows, top to bottom.
        private func rows(_ host: ViewHost) -> [String] {
            let groceries = CatalogueGroceries.sample.map(\.0) + CatalogueGroceries.more.map(\.0)
            let aisles = CatalogueGroceries.sample.map(\.1) + CatalogueGroceries.more.map(\.1)
            let shown = Set(groceries + aisles.flatMap { [$0, $0.uppercased()] })
            return host.views.filter { shown.contains($0.text ?? "") }.sorted { $0.frame.minY < $1.frame.minY }
                .compactMap(\.text)
        }

        @Test func sectionsFollowTheGroceries() throws {
            let host = try open()
            let before = rows(host).map { $0.lowercased() }
            #expect(before == ["bakery", "bread", "dairy", "cheddar", "milk", "fruit", "apples", "apricots"])
            #expect(host.find(text: "3 aisles") != nil)
            #expect(host.tap("Add grocery"))  // Figs, in Fruit
            host.advance(by: 0.6)
            #expect(host.tap("Add grocery"))  // Honey, in a new aisle: Pantry
            host.advance(by: 0.6)
            #expect(host.find(text: "4 aisles") != nil)
            #expect(
                rows(host).map { $0.lowercased() } == [
                    "bakery", "bread", "dairy", "cheddar", "milk", "fruit", "apples", "apricots", "figs", "pantry",
                    "honey",
                ])
            #expect(host.tap("Remove Bread"))  // the only grocery of the Bakery aisle
            host.advance(by: 0.6)
            #expect(host.find(text: "3 aisles") != nil)
            #expect(rows(host).first?.lowercased() == "dairy", "the Bakery section is gone")
        }

        @Test(arguments: [ColorScheme.light, .dark]) func snapshot(_ scheme: ColorScheme) throws {
            let host = try open(scheme: scheme)
            #expect(host.tap("Add grocery"))
            host.advance(by: 0.6)
            #expect(host.tap("Add grocery"))
            host.advance(by: 0.6)
            try host.assertSnapshot(
                named: "catalogue-data-sections-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
        }
    }
#endif
