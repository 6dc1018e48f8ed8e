import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

/// The catalogue's "Text and symbols" page below its first screen, used as a developer browsing it
/// would: live dates count with the clock, the markdown link opens when tapped, the attributed
/// string and the font widths show.
@Suite("catalogue: styled text") struct CatalogueTextTests {
    /// Opens the text page and scrolls to its styled-text section.
    private func open(scheme: ColorScheme = .light) throws -> ViewHost {
        let host = try mount("catalogue")
        host.setColorScheme(scheme)
        #expect(host.tap("Text and symbols"))
        host.advance(by: 0.6)
        let size = host.size
        // The wheel moves the content up until the page's end is on screen.
        while host.scroll(at: CGPoint(x: size.width / 2, y: size.height / 2), by: CGSize(width: 0, height: 400)) {
            host.advance(by: 0.1)
        }
        host.advance(by: 1)
        #expect(host.find(text: "Since New Year (UTC)") != nil)
        return host
    }

    @Test func theDatesCountWithTheClock() throws {
        let host = try open()
        let timer = try #require(host.texts.first { $0.hasPrefix("9:4") && $0.count == 7 })
        #expect(host.find(text: "9 hours, 41 minutes") != nil)
        #expect(host.find(text: "+9 hours") != nil)
        host.advance(by: 5)
        let later = try #require(host.texts.first { $0.hasPrefix("9:4") && $0.count == 7 })
        #expect(later != timer)
        #expect(host.texts.contains { $0.hasPrefix("14:1") }, "the day's timer counts down")
    }

    @Test func theMarkdownLinkOpensWhenTapped() throws {
        let host = try open()
        let line = try #require(
            host.views.first { $0.text?.hasPrefix("Markdown, italic") == true })
        #expect(host.find(text: "Opened https://example.com/plume") == nil)
        // The link ends the line ("… and a link"): tap its last letters.
        host.tap(at: CGPoint(x: line.frame.maxX - 6, y: line.frame.midY))
        host.advance(by: 0.1)
        #expect(host.find(text: "Opened https://example.com/plume") != nil)
        #expect(host.openedURLs.isEmpty, "the page's own openURL action handled it")
    }

    @Test func theAttributedStringAndWidthsShow() throws {
        let host = try open()
        #expect(host.find(text: "Attributed: sale ends today") != nil)
        let list = host.dumpDisplayList()
        #expect(list.contains("\"today\" Inter 17 w700"))
        #expect(list.contains("\"Condensed\" DejaVu Sans Condensed"))
    }

    @Test(arguments: [ColorScheme.light, .dark]) func pictures(scheme: ColorScheme) throws {
        let host = try open(scheme: scheme)
        try host.assertSnapshot(
            named: "catalogue-text-styled-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
