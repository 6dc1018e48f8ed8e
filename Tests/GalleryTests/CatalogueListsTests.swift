import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

/// The catalogue's "Lists and tables" page used as a person would: sort the table by a header,
/// select a row, open a folder in the outline, pull the news to refresh, switch list styles.
@MainActor
@Suite("catalogue lists") struct CatalogueListsTests {
    private func open(scheme: ColorScheme = .light) throws -> ViewHost {
        try openCataloguePage("Lists and tables", scheme: scheme)
    }

    private func center(_ host: ViewHost, _ text: String) throws -> CGPoint {
        let info = try #require(host.find(text: text), "no \(text) on screen")
        return CGPoint(x: info.frame.midX, y: info.frame.midY)
    }

    /// The planet names top to bottom, as the table shows them.
    private func planetOrder(_ host: ViewHost) -> [String] {
        let names = ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"]
        return host.views.filter { names.contains($0.text ?? "") }.sorted { $0.frame.minY < $1.frame.minY }
            .compactMap(\.text)
    }

    @Test func sortingTheTableByAHeaderAndSelectingARow() throws {
        let host = try open()
        #expect(planetOrder(host).prefix(3) == ["Mercury", "Venus", "Earth"], "sorted by distance at first")
        #expect(host.tap("Sort by Planet"))
        host.advance(by: 0.2)
        #expect(planetOrder(host).prefix(3) == ["Earth", "Jupiter", "Mars"])
        #expect(host.tap("Sort by Moons"))
        #expect(host.tap("Sort by Moons"))
        host.advance(by: 0.2)
        #expect(planetOrder(host).first == "Saturn", "the most moons first after the second click")
        host.tap(at: try center(host, "Jupiter"))
        host.advance(by: 0.2)
        #expect(host.find(text: "Selected: Jupiter") != nil)
    }

    @Test func openingAFolderInTheOutline() throws {
        let host = try open()
        #expect(host.tap("Outline"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Plume") == nil)
        let projects = try center(host, "Projects")
        let chevron = try #require(
            host.views.filter { $0.label == "Expand" }.min {
                abs($0.frame.midY - projects.y) < abs($1.frame.midY - projects.y)
            })
        host.tap(at: CGPoint(x: chevron.frame.midX, y: chevron.frame.midY))
        host.advance(by: 0.5)
        #expect(host.find(text: "Plume") != nil && host.find(text: "Notes.txt") != nil)
    }

    @Test func pullingTheNewsDownRefreshesIt() async throws {
        let host = try open()
        #expect(host.tap("Refresh"))
        host.advance(by: 0.5)
        let top = try center(host, "Ferry back on schedule")
        host.drag(from: top, to: CGPoint(x: top.x, y: top.y + 220), steps: 20, duration: 0.4)
        host.advance(by: 0.1)
        #expect(host.find(label: "Refreshing") != nil)
        // The action sleeps 0.3 s in real time; the main actor runs its end between frames.
        for _ in 0..<200 where host.find(label: "Refreshing") != nil {
            try await Task.sleep(nanoseconds: 10_000_000)
            host.advance(by: 1.0 / 60)
        }
        host.advance(by: 1)
        #expect(host.find(text: "Update 1: northern lights tonight") != nil)
        #expect(host.find(label: "Refreshing") == nil)
    }

    @Test(arguments: [ColorScheme.light, .dark]) func pictures(scheme: ColorScheme) throws {
        let name = scheme == .dark ? "dark" : "light"
        let host = try open(scheme: scheme)
        host.tap(at: try center(host, "Earth"))
        #expect(host.tap("Sort by Planet"))
        host.advance(by: 0.3)
        try host.assertSnapshot(named: "catalogue-lists-table-\(name)", in: snapshotDirectory)
        #expect(host.tap("Outline"))
        host.advance(by: 0.3)
        let projects = try center(host, "Projects")
        host.tap(at: projects)
        #expect(host.press(.right))
        host.advance(by: 0.5)
        try host.assertSnapshot(named: "catalogue-lists-outline-\(name)", in: snapshotDirectory)
        #expect(host.tap("Styles"))
        host.advance(by: 0.3)
        try host.assertSnapshot(named: "catalogue-lists-styles-\(name)", in: snapshotDirectory)
        #expect(host.tap("Style Sidebar"))
        host.advance(by: 0.3)
        try host.assertSnapshot(named: "catalogue-lists-sidebar-\(name)", in: snapshotDirectory)
    }
}
