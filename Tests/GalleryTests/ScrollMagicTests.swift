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

    @Test func draggingTheTextMovesTheTitleBarAndPullingBackBringsItHome() throws {
        let host = try mount("scroll-magic")
        #expect(host.find(text: "Scroll Magic (top)") != nil)
        // A finger pushes the text up 40 points and holds it there before lifting (no momentum).
        host.withGraph { $0.pointerDown(at: CGPoint(x: 195, y: 400)) }
        for y in stride(from: 390, through: 350, by: -10) {
            host.advance(by: 0.05)
            host.withGraph { $0.pointerMoved(to: CGPoint(x: 195, y: CGFloat(y))) }
            host.runFrame()
        }
        #expect(host.find(text: "Scroll Magic (top)") == nil)
        #expect(host.find(text: "Scroll Magic (bottom)") != nil)
        host.advance(by: 0.3)
        host.withGraph { $0.pointerUp(at: CGPoint(x: 195, y: 350)) }
        host.advance(by: 1)
        #expect(host.find(text: "Scroll Magic (bottom)") != nil)
        // Dragging down past the top pulls the text down (rubber band); it springs back to the top.
        host.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 400), steps: 10, duration: 0.5)
        #expect(host.find(text: "Scroll Magic (top)") != nil)
        host.advance(by: 2)
        #expect(host.find(text: "Scroll Magic (top)") != nil)
        let first = try #require(host.find(text: JumpingTitleBar.longText)).frame
        #expect(abs(first.minY - 60) < 0.5)  // the text's top padding is 60
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("scroll-magic"))
        try host.assertSnapshot(named: "scroll-magic", in: snapshotDirectory)
    }
}
