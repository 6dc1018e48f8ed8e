import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

/// The `catalogue` scene driven as a developer browses it: the list of pages, then each page used.
@Suite("catalogue") struct CatalogueTests {
    /// Mounts the scene and opens the page titled `title`.
    private func open(_ title: String, scheme: ColorScheme = .light) throws -> ViewHost {
        try openCataloguePage(title, scheme: scheme)
    }

    @Test func listsEveryPage() throws {
        let host = try mount("catalogue")
        for page in CataloguePage.allCases {
            #expect(host.find(text: page.title) != nil, "a row for \(page.title)")
        }
    }

    @Test func groupingPageControlsWork() throws {
        let host = try open("Grouping and status")
        #expect(host.find(text: "100 %") != nil)
        #expect(host.tap("Larger"))
        host.advance(by: 0.1)
        #expect(host.find(text: "125 %") != nil, "the control group's button changed the zoom")
        #expect(host.find(text: "Debug") == nil, "the disclosure group starts closed")
        #expect(host.tap("Advanced"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Debug") != nil, "opening the disclosure group shows its toggle")
    }

    @Test func effectsPageShowsEverySwatch() throws {
        let host = try open("Colour effects")
        for name in ["Original", "Grayscale", "Saturation", "Brightness", "Contrast", "Hue", "Inverted"] {
            #expect(host.find(text: name) != nil, "a swatch named \(name)")
        }
    }

    @Test func textPageShrinksAHeadlineAndLoadsAPlaceholder() throws {
        let host = try open("Text and symbols")
        #expect(!host.dumpDisplayList().contains("Ada Lovelace"), "a placeholder while loading")
        #expect(host.dumpDisplayList().contains("\"New\""), "the unredacted badge shows")
        #expect(host.tap("Loading"))
        host.advance(by: 0.3)
        #expect(host.dumpDisplayList().contains("Ada Lovelace"))
        let headline = "Shrinks to fit"
        func headlineLine() -> String? {
            host.dumpDisplayList().split(separator: "\n").first { $0.contains(headline) }.map(String.init)
        }
        #expect(headlineLine()?.contains("Inter 28") == false, "shrunk in the narrow frame")
        #expect(host.tap("Narrow frame"))
        host.advance(by: 0.3)
        #expect(headlineLine()?.contains("Inter 28") == true, "full size in the wide frame")
    }

    @Test(arguments: [ColorScheme.light, .dark]) func pictures(scheme: ColorScheme) throws {
        let name = scheme == .dark ? "dark" : "light"
        let host = try mount("catalogue")
        host.setColorScheme(scheme)
        host.advance(by: 0.5)
        try host.assertSnapshot(named: "catalogue-\(name)", in: snapshotDirectory)
        // The drawing page loads an image in the background: CatalogueDrawingTests waits for it and
        // takes that page's pictures.
        for page in CataloguePage.allCases where page != .drawing {
            let pageHost = try open(page.title, scheme: scheme)
            try pageHost.assertSnapshot(named: "catalogue-\(page.rawValue)-\(name)", in: snapshotDirectory)
        }
    }
}
