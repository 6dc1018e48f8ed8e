import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("count-down-up") struct CountDownUpTests {
    private func count(_ host: ViewHost) -> String? { host.texts.first { $0.count == 3 && Int($0) != nil } }

    @Test func countsTo100InTenSecondsAndLoops() throws {
        let host = try mount("count-down-up")
        #expect(count(host) == "000")
        #expect(host.tap("Play"))
        host.advance(by: 2.5)
        #expect(count(host) == "025")
        host.advance(by: 7.45)
        #expect(count(host) == "099")
        host.advance(by: 1.05)  // reached 100 at 10 s, looped back to 0 and counting again
        let looped = try #require(count(host).flatMap(Int.init))
        #expect((9...10).contains(looped))
    }

    @Test func pauseHoldsAndResumeContinues() throws {
        let host = try mount("count-down-up")
        #expect(host.tap("Play"))
        host.advance(by: 4.2)
        #expect(host.tap("Pause"))
        #expect(count(host) == "042")
        host.advance(by: 3)
        #expect(count(host) == "042")
        #expect(!host.withGraph { $0.isAnimating })
        #expect(host.tap("Play"))
        host.advance(by: 1)
        // 0.42 + 0.58 × (1 / 5.8) is 0.52 up to rounding, and the count truncates.
        let resumed = try #require(count(host).flatMap(Int.init))
        #expect((51...52).contains(resumed))
    }

    @Test func reversingCountsDownWithTheRightRemainingTime() throws {
        let host = try mount("count-down-up")
        #expect(host.tap("Play"))
        host.advance(by: 6)
        #expect(count(host) == "060")
        #expect(host.tap("Reverse"))
        host.advance(by: 2)
        #expect(count(host) == "040")
        host.advance(by: 4)  // reaches 000 at 6 s after reversing, then loops from 100 down
        host.advance(by: 1)
        let looped = try #require(count(host).flatMap(Int.init))
        #expect((89...91).contains(looped))
    }

    @Test func buttonsShowTheState() throws {
        let host = try mount("count-down-up")
        #expect(host.find(text: "▶️") != nil)
        #expect(host.find(text: "🔼") != nil)
        #expect(host.tap("Play"))
        #expect(host.find(text: "⏸") != nil)
        #expect(host.tap("Reverse"))
        #expect(host.find(text: "🔽") != nil)
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(
            for: try GalleryRenderer.scene("count-down-up"), options: RenderOptions(at: 4.2))
        try host.assertSnapshot(named: "count-down-up", in: snapshotDirectory)
    }
}
