#if os(Linux)
    import Foundation
    import Plume
    import PlumeTesting
    import Testing

    @testable import Gallery

    /// The catalogue's "SwiftData queries" page used as a person would: search, show the starred
    /// groceries only, star one, add one, in light and dark.
    @MainActor
    @Suite("catalogue SwiftData") struct CatalogueDataTests {
        private func open(scheme: ColorScheme = .light) throws -> ViewHost {
            try openCataloguePage("SwiftData queries", scheme: scheme)
        }

        /// The groceries the list shows, top to bottom.
        private func groceries(_ host: ViewHost) -> [String] {
            let names = Set(CatalogueGroceries.sample.map(\.0) + CatalogueGroceries.more.map(\.0))
            return host.views.filter { names.contains($0.text ?? "") }.sorted { $0.frame.minY < $1.frame.minY }
                .compactMap(\.text)
        }

        @Test func searchingAndShowingTheStarredOnes() throws {
            let host = try open()
            #expect(groceries(host) == ["Apples", "Apricots", "Bread", "Cheddar", "Milk"])
            #expect(host.find(text: "5 groceries, 2 starred") != nil)
            #expect(host.tap("Search groceries"))
            #expect(host.type("Ap"))
            host.advance(by: 0.5)
            #expect(groceries(host) == ["Apples", "Apricots"])
            #expect(host.tap("Starred"))
            host.advance(by: 0.5)
            #expect(groceries(host) == ["Apples"])
        }

        @Test func starringAndAddingUpdateEveryQuery() throws {
            let host = try open()
            #expect(host.tap("Star Bread"))
            host.advance(by: 0.5)
            #expect(host.find(text: "5 groceries, 3 starred") != nil)
            #expect(host.tap("Add grocery"))
            host.advance(by: 0.6)
            #expect(host.find(text: "6 groceries, 3 starred") != nil)
            #expect(
                groceries(host) == ["Apples", "Apricots", "Bread", "Cheddar", "Honey", "Milk"], "Honey, in name order")
        }

        @Test(arguments: [ColorScheme.light, .dark]) func snapshot(_ scheme: ColorScheme) throws {
            let host = try open(scheme: scheme)
            #expect(host.tap("Star Milk"))
            host.advance(by: 0.6)
            try host.assertSnapshot(
                named: "catalogue-data-starred-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
        }
    }
#endif
