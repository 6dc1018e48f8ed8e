import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("scroll-magic") struct ScrollMagicTests {
    @Test func theTitleBarJumpsToTheBottomAfterTenPointsAndBack() throws {
        let host = try mount("scroll-magic")
        let middle = CGPoint(x: 195, y: 320)
        #expect(host.find(text: "Scroll Magic (top)") != nil)
        #expect(host.scroll(at: middle, by: CGSize(width: 0, height: 8)))
        #expect(host.find(text: "Scroll Magic (top)") != nil)  // 8 points: not yet
        #expect(host.scroll(at: middle, by: CGSize(width: 0, height: 5)))
        #expect(host.find(text: "Scroll Magic (top)") == nil)
        let bottom = try #require(host.find(text: "Scroll Magic (bottom)"))
        #expect(bottom.frame.maxY > 600)
        #expect(host.scroll(at: middle, by: CGSize(width: 0, height: -100)))  // back to the top (clamped)
        #expect(host.find(text: "Scroll Magic (top)") != nil)
        #expect(!host.scroll(at: middle, by: CGSize(width: 0, height: -10)))  // already at the top
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("scroll-magic"))
        try host.assertSnapshot(named: "scroll-magic", in: snapshotDirectory)
    }
}
