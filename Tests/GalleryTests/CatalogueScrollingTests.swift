import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

/// The catalogue's "Scrolling" page used as a person would: swipe the photo carousel a page at a
/// time and tap its dots, swipe the row of cards, scroll the list and jump to a row, open and close
/// the sidebar's sections.
@MainActor
@Suite("catalogue scrolling") struct CatalogueScrollingTests {
    private func open(scheme: ColorScheme = .light) throws -> ViewHost {
        try openCataloguePage("Scrolling", scheme: scheme)
    }

    private func frame(_ host: ViewHost, _ text: String) throws -> CGRect {
        try #require(host.find(text: text), "no \(text) on screen").frame
    }

    /// Drags left by `distance` at height `y`: slowly with a rest before lifting, or as a flick.
    private func swipe(_ host: ViewHost, y: CGFloat, from x: CGFloat = 340, left distance: CGFloat, flick: Bool = false)
    {
        host.press(at: CGPoint(x: x, y: y))
        host.move(
            from: CGPoint(x: x, y: y), to: CGPoint(x: x - distance, y: y), steps: flick ? 4 : 10,
            duration: flick ? 0.05 : 0.5)
        if !flick { host.advance(by: 0.3) }
        host.release(at: CGPoint(x: x - distance, y: y))
        host.advance(by: 1.2)
    }

    @Test func theCarouselTurnsOnePageAtATimeAndItsDotsFollow() throws {
        let host = try open()
        let y = try frame(host, "Harbour at dawn").midY
        #expect(host.find(text: "Photo 1 of 5") != nil)
        swipe(host, y: y, left: 120)  // less than half a page: springs back
        #expect(abs(try frame(host, "Harbour at dawn").midX - 195) < 0.5)
        #expect(host.find(text: "Photo 1 of 5") != nil)
        swipe(host, y: y, left: 230)  // past half a page: the next photo
        #expect(abs(try frame(host, "Forest path").midX - 195) < 0.5)
        #expect(host.find(text: "Photo 2 of 5") != nil)
        swipe(host, y: y, left: 200, flick: true)  // a fast flick: one page, no more
        #expect(abs(try frame(host, "Night sky").midX - 195) < 0.5)
        #expect(host.find(text: "Photo 3 of 5") != nil)
        #expect(host.tap("Page 5"))  // a dot turns to its page
        host.advance(by: 0.6)
        #expect(abs(try frame(host, "Desert bloom").midX - 195) < 0.5)
        #expect(host.find(text: "Photo 5 of 5") != nil)
    }

    @Test func theCardsRestWithACardAtTheLeadingEdge() throws {
        let host = try open()
        let y = try frame(host, "Maps").midY
        // Cards two fifths of the width: (390 − 4 × 12) / 5 × 2 + 12 = 148.8 wide, 12 apart.
        #expect(abs(try frame(host, "Maps").minX - 12) < 0.5)
        swipe(host, y: y, left: 100)
        #expect(abs(try frame(host, "Music").minX - 12) < 0.5)
        swipe(host, y: y, left: 120)
        #expect(abs(try frame(host, "Notes").minX - 12) < 0.5)
    }

    @Test func theListReportsItsTopRowAndJumpsToOne() throws {
        let host = try open()
        #expect(host.tap("Position"))
        host.advance(by: 0.3)
        #expect(host.find(text: "Top row: none") != nil)
        let top = try frame(host, "Row 1")
        host.press(at: CGPoint(x: 200, y: top.midY + 300))
        host.move(from: CGPoint(x: 200, y: top.midY + 300), to: CGPoint(x: 200, y: top.midY), steps: 10, duration: 0.6)
        host.advance(by: 0.3)
        host.release(at: CGPoint(x: 200, y: top.midY))
        // 290 points (300 less the touch slop) of 44-point rows: row 7 is at the top.
        #expect(host.find(text: "Top row: 7") != nil)
        #expect(host.tap("Row 30"))
        host.advance(by: 0.8)
        #expect(abs(try frame(host, "Row 30").midY - top.midY) < 0.5)
        #expect(host.find(text: "Top row: 30") != nil)
        #expect(host.tap("First"))
        host.advance(by: 0.8)
        #expect(abs(try frame(host, "Row 1").midY - top.midY) < 0.5)
    }

    @Test func sectionsOpenAndCloseFromTheirHeaders() throws {
        let host = try open()
        #expect(host.tap("Sections"))
        host.advance(by: 0.3)
        #expect(host.find(text: "Inbox") != nil)
        #expect(host.find(text: "2024") == nil, "the archive starts closed")
        #expect(host.tap("Archive"))
        host.advance(by: 0.4)
        #expect(host.find(text: "2024") != nil)
        #expect(host.tap("Favourites"))
        host.advance(by: 0.4)
        #expect(host.find(text: "Inbox") == nil)
        #expect(host.find(text: "Photos") != nil, "the other sections stay as they were")
    }

    @Test(arguments: [ColorScheme.light, .dark]) func pictures(scheme: ColorScheme) throws {
        let name = scheme == .dark ? "dark" : "light"
        let host = try open(scheme: scheme)
        let y = try frame(host, "Harbour at dawn").midY
        swipe(host, y: y, left: 230)
        let cards = try frame(host, "Maps").midY
        swipe(host, y: cards, left: 100)
        host.advance(by: 1)
        try host.assertSnapshot(named: "catalogue-scrolling-carousel-\(name)", in: snapshotDirectory)
        #expect(host.tap("Sections"))
        #expect(host.tap("Archive"))
        host.advance(by: 1)
        try host.assertSnapshot(named: "catalogue-scrolling-sections-\(name)", in: snapshotDirectory)
    }
}
