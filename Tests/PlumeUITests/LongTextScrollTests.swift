import Foundation
import PlumeTesting
import Testing

import PlumeUI

/// PNG references of a scrolled long text, light and dark (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("__Snapshots__")

/// A long text as a person writes one: a single `Text` of many lines in a `ScrollView`.
private struct LongTextPage: View {
    let text: String
    var body: some View {
        ScrollView { Text(text).padding() }
    }
}

private func lines(_ count: Int) -> String {
    (1...count).map { "Line \($0): the quick brown fox jumps over the lazy dog" }.joined(separator: "\n")
}

/// A text too long for one Pango layout (10,000 lines, 548 KB; Pango lays out its first 58,823 bytes)
/// is laid out once, not again on every frame that draws a strip of it.
@Suite struct LongTextScrollTests {
    private static let tenThousandLines = lines(10_000)

    /// Ten wheel steps of 30 points, each a frame and its pixels into the host's retained canvas.
    private func scrollTenSteps(_ host: ViewHost) throws {
        for _ in 0..<10 {
            #expect(host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 30)))
            _ = try host.render()
        }
    }

    @Test func scrollingALongTextLaysItOutNoMore() throws {
        let host = ViewHost(LongTextPage(text: Self.tenThousandLines), size: CGSize(width: 400, height: 300))
        _ = try host.render()
        let before = host.textEngine.builtLayoutCount
        try scrollTenSteps(host)
        #expect(host.textEngine.builtLayoutCount == before, "Pango layouts built during ten scroll steps")
        #expect(try host.render().bytes == host.renderFromScratch().bytes)
    }

    /// A text whose layout is counted as more than half the host's 32 MB cache (its 17 MB of text
    /// is kept as the cache's key) is kept on its own rather than laid out again per draw.
    @Test func aTextLargerThanHalfTheCacheIsKeptOnItsOwn() throws {
        let huge = String(repeating: Self.tenThousandLines + "\n", count: 32)
        let host = ViewHost(LongTextPage(text: huge), size: CGSize(width: 400, height: 300))
        _ = try host.render()
        #expect(host.textEngine.cachedBytes > host.textEngine.cacheBudget / 2)
        let before = host.textEngine.builtLayoutCount
        try scrollTenSteps(host)
        #expect(host.textEngine.builtLayoutCount == before, "Pango layouts built during ten scroll steps")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func pictureOfAScrolledLongText(scheme: ColorScheme) throws {
        let host = ViewHost(
            LongTextPage(text: Self.tenThousandLines), size: CGSize(width: 400, height: 300), colorScheme: scheme)
        _ = try host.render()
        try scrollTenSteps(host)
        #expect(try host.render().bytes == host.renderFromScratch().bytes)
        try host.assertSnapshot(
            named: "long-text-scrolled-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
