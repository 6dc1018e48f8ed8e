import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("material-news") struct MaterialNewsTests {
    /// The ripple circle's scale and opacity in the last display list, or nil when none is drawn.
    /// The ripple is the only fill of colour #0000001F; its transform (and any opacity) wrap it.
    private func ripple(_ host: ViewHost) -> (scale: Double, opacity: Double)? {
        let lines = host.dumpDisplayList().split(separator: "\n").map(String.init)
        guard let index = lines.firstIndex(where: { $0.contains("fill #0000001F") }) else { return nil }
        var scale = 1.0  // an identity transform is left out of the list
        var opacity = 1.0
        for line in lines[..<index].reversed().prefix(2) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("transform [") {
                scale = Double(trimmed.dropFirst("transform [".count).split(separator: " ")[0]) ?? .nan
            } else if trimmed.hasPrefix("opacity ") {
                opacity = Double(trimmed.dropFirst("opacity ".count)) ?? .nan
            }
        }
        return (scale, opacity)
    }

    /// The blur radius of the first card's shadow (its elevation).
    private func firstCardElevation(_ host: ViewHost) -> Double? {
        let line = host.dumpDisplayList().split(separator: "\n").first { $0.contains("shadow #00000047 r ") }
        return line.flatMap { Double($0.split(separator: " r ")[1].split(separator: " ")[0]) }
    }

    private func barHeight(_ host: ViewHost) throws -> CGFloat {
        try #require(host.find(identifier: "app bar")).frame.height
    }

    @Test func cardsAreListedFromTheFeedInOrder() throws {
        let feed = try NewsFeed.bundled().get()
        #expect(feed.articles.count == 5)
        #expect(feed.articles.map(\.image) == [.mountains, .concert, .ocean, .city, .garden])
        #expect(feed.articles[0].dateText == "28 Nov 2026")
        let host = try mount("material-news")
        let tops = try feed.articles.map { try #require(host.find(identifier: "card \($0.title)")).frame.minY }
        #expect(tops == tops.sorted() && Set(tops).count == tops.count)
        #expect(abs(tops[0] - 156) < 0.5)  // below the 140-point bar and 16 points of padding
        #expect(host.find(text: "Alpine Courier · 28 Nov 2026") != nil)
    }

    @Test func pressGrowsARippleAndRaisesTheCardReleaseFadesIt() throws {
        let host = try mount("material-news")
        #expect(ripple(host) == nil)
        #expect(firstCardElevation(host) == 2)
        host.press(at: CGPoint(x: 100, y: 220))
        host.advance(by: 0.05)
        let early = try #require(ripple(host))
        host.advance(by: 0.15)
        let later = try #require(ripple(host))
        #expect(early.scale < 0.3 && later.scale > early.scale + 0.3)
        host.advance(by: 0.5)
        #expect(try #require(ripple(host)).scale == 1)
        #expect(firstCardElevation(host) == 8)  // raised while pressed
        host.release(at: CGPoint(x: 100, y: 220))
        host.advance(by: 0.1)
        let fading = try #require(ripple(host))
        #expect(fading.opacity > 0.05 && fading.opacity < 0.9)
        #expect(firstCardElevation(host).map { $0 > 2 && $0 < 8 } == true)
        host.advance(by: 0.5)
        #expect(ripple(host).map { $0.opacity < 0.01 } ?? true)
        #expect(firstCardElevation(host) == 2)
        host.advance(by: 1)
        #expect(!host.isAnimating)
    }

    @Test func aQuickTapRipplesOnWhileFadingOut() throws {
        let host = try mount("material-news")
        host.tap(at: CGPoint(x: 100, y: 220))
        host.advance(by: 0.05)
        let first = try #require(ripple(host))
        host.advance(by: 0.1)
        let second = try #require(ripple(host))
        #expect(second.scale > first.scale)  // keeps spreading after the finger is up
        #expect(second.opacity < first.opacity && second.opacity > 0)
        host.advance(by: 1)
        #expect(ripple(host).map { $0.opacity < 0.01 } ?? true)
        #expect(firstCardElevation(host) == 2)
    }

    @Test func aDragOnACardScrollsTheListAndLeavesNoRipple() throws {
        let host = try mount("material-news")
        let before = try #require(host.find(identifier: "card Glacier trail reopens after the spring melt")).frame
        host.press(at: CGPoint(x: 195, y: 400))
        host.move(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 250), steps: 10, duration: 0.4)
        host.advance(by: 0.3)
        // Still held: the list follows the finger, the ripple is gone and the card is back down.
        let during = try #require(host.find(identifier: "card Glacier trail reopens after the spring melt")).frame
        #expect(abs((before.minY - during.minY) - 140) < 12)  // 150 moved, less the 10-point slop
        #expect(ripple(host).map { $0.opacity < 0.01 } ?? true)
        #expect(firstCardElevation(host) == 2)
        #expect(try barHeight(host) == 56)
        host.release(at: CGPoint(x: 195, y: 250))
        host.settle()
        #expect(ripple(host) == nil)
        #expect(firstCardElevation(host) == 2)
    }

    @Test func theAppBarShrinksFrom140To56AsTheListScrolls() throws {
        #expect(MaterialNewsView.barHeight(forContentTop: 0) == 140)
        #expect(MaterialNewsView.barHeight(forContentTop: -40) == 100)
        #expect(MaterialNewsView.barHeight(forContentTop: -200) == 56)
        #expect(MaterialNewsView.barHeight(forContentTop: 30) == 140)  // pulled past the top
        let host = try mount("material-news")
        let middle = CGPoint(x: 195, y: 400)
        #expect(try barHeight(host) == 140)
        #expect(host.find(text: "Today's News") != nil)
        #expect(host.scroll(at: middle, by: CGSize(width: 0, height: 40)))
        #expect(abs(try barHeight(host) - 100) < 0.5)
        #expect(host.scroll(at: middle, by: CGSize(width: 0, height: 160)))
        #expect(abs(try barHeight(host) - 56) < 0.5)
        #expect(host.scroll(at: middle, by: CGSize(width: 0, height: -200)))
        #expect(abs(try barHeight(host) - 140) < 0.5)
    }

    @Test func aMalformedFeedShowsAnErrorView() throws {
        let broken = NewsFeed.decode(Data(#"{"articles": [{"title": "Half"#.utf8))
        guard case .failure(let error) = broken else {
            Issue.record("a broken feed decoded")
            return
        }
        #expect(error.description.contains("malformed") || error.description.contains("not valid"))
        let host = ViewHost(MaterialNewsView(feed: broken), size: CGSize(width: 390, height: 640))
        #expect(host.find(text: "Couldn't load the news") != nil)
        #expect(host.find(text: error.description) != nil)
        #expect(host.find(identifier: "app bar") == nil)

        let unknownPicture = NewsFeed.decode(
            Data(
                #"{"articles": [{"title": "T", "source": "S", "date": "2026-11-01", "summary": "x", "image": "moon"}]}"#
                    .utf8))
        guard case .failure(let pictureError) = unknownPicture else {
            Issue.record("unknown picture")
            return
        }
        #expect(pictureError.description.contains("articles[0].image"))
        let missing = NewsFeed.decode(Data(#"{"articles": [{"title": "T"}]}"#.utf8))
        #expect((try? missing.get()) == nil)
        #expect(
            NewsFeed.decode(Data(#"{"articles": []}"#.utf8))
                == .failure(NewsFeedError(description: "The feed has no articles.")))
    }

    @Test func pictures() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("material-news"))
        try host.assertSnapshot(named: "material-news", in: snapshotDirectory)
        #expect(host.scroll(at: CGPoint(x: 195, y: 400), by: CGSize(width: 0, height: 260)))
        host.settle()
        try host.assertSnapshot(named: "material-news-scrolled", in: snapshotDirectory)
        host.press(at: CGPoint(x: 250, y: 300))
        host.advance(by: 0.2)
        try host.assertSnapshot(named: "material-news-pressed", in: snapshotDirectory)
    }
}
