import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("slide-out") struct SlideOutTests {
    private let shadow = "shadow"

    private func center(_ host: ViewHost) throws -> CGRect {
        try #require(host.find(identifier: "center panel")?.frame)
    }

    /// The animal names visible (a panel hidden behind the center panel is drawn transparent and
    /// takes no taps, so it is judged by where the center panel is).
    private func chosen(_ host: ViewHost) -> String? {
        guard let frame = host.find(identifier: "chosen animal")?.frame else { return nil }
        return host.views.first { $0.text != nil && $0.frame == frame }?.text
    }

    @Test func buttonsOpenAndCloseEachPanel() throws {
        let host = try mount("slide-out")
        let width = host.size.width
        #expect(try center(host).minX == 0)
        #expect(host.tap("Kitties"))
        host.advance(by: 1)
        #expect(try center(host).minX == width - SlideOutLayout.peek)
        // The button on the strip left visible closes it again.
        #expect(host.tap("Kitties"))
        host.advance(by: 1)
        #expect(try center(host).minX == 0)
        #expect(host.tap("Puppies"))
        host.advance(by: 1)
        #expect(try center(host).maxX == SlideOutLayout.peek)
        #expect(host.tap("Puppies"))
        host.advance(by: 1)
        #expect(try center(host).minX == 0)
    }

    @Test func dragFollowsTheFingerAndPastHalfSnapsOpen() throws {
        let host = try mount("slide-out")
        let frame = try center(host)
        let start = CGPoint(x: 60, y: frame.midY)
        host.press(at: start)
        host.move(from: start, to: CGPoint(x: 160, y: frame.midY), steps: 10, duration: 0.5)
        host.advance(by: 0.2)
        host.runFrame()
        // While held, the panel sits where the finger took it.
        #expect(abs(try center(host).minX - 100) < 1)
        host.move(
            from: CGPoint(x: 160, y: frame.midY), to: CGPoint(x: 260, y: frame.midY), steps: 10, duration: 1)
        host.advance(by: 0.3)
        host.release(at: CGPoint(x: 260, y: frame.midY))
        host.advance(by: 1.5)
        #expect(try center(host).minX == host.size.width - SlideOutLayout.peek)
    }

    /// The left edge of the center panel as drawn (its white fill; the layout frame is already at the
    /// animation's end).
    private func drawnLeft(_ host: ViewHost) -> Double? {
        let list = host.dumpDisplayList()
        guard let fill = list.range(of: "fill #FFFFFFFF M ") else { return nil }
        return Double(list[fill.upperBound...].prefix { $0 != " " })
    }

    @Test func theSnapStartsWhereTheFingerLetGo() throws {
        let host = try mount("slide-out")
        let y = try center(host).midY
        host.press(at: CGPoint(x: 60, y: y))
        host.move(from: CGPoint(x: 60, y: y), to: CGPoint(x: 260, y: y), steps: 10, duration: 1)
        host.advance(by: 0.3)
        host.release(at: CGPoint(x: 260, y: y))
        let released = try #require(drawnLeft(host))
        host.advance(by: 0.1)
        let moving = try #require(drawnLeft(host))
        #expect(abs(released - 200) < 1)
        #expect(moving > released + 20 && moving < 320)
        host.advance(by: 1.5)
        #expect(try #require(drawnLeft(host)) == Double(host.size.width - SlideOutLayout.peek))
    }

    @Test func aCancelledDragSpringsBack() throws {
        let host = try mount("slide-out")
        let y = try center(host).midY
        host.press(at: CGPoint(x: 60, y: y))
        host.move(from: CGPoint(x: 60, y: y), to: CGPoint(x: 260, y: y), steps: 10, duration: 0.5)
        #expect(try center(host).minX == 200)
        host.withGraph { $0.pointerCancel() }
        host.advance(by: 1.5)
        #expect(try center(host).minX == 0)
        #expect(try #require(drawnLeft(host)) == 0)
    }

    @Test func aSlowShortDragSnapsBack() throws {
        let host = try mount("slide-out")
        let y = try center(host).midY
        host.press(at: CGPoint(x: 200, y: y))
        host.move(from: CGPoint(x: 200, y: y), to: CGPoint(x: 120, y: y), steps: 10, duration: 1)
        host.advance(by: 0.3)
        host.release(at: CGPoint(x: 120, y: y))
        host.advance(by: 1.5)
        #expect(try center(host).minX == 0)
    }

    @Test func aShortFastFlickSnapsOpen() throws {
        let host = try mount("slide-out")
        let y = try center(host).midY
        // 70 points in 50 ms: far from half the way, but thrown.
        host.drag(from: CGPoint(x: 250, y: y), to: CGPoint(x: 180, y: y), steps: 5, duration: 0.05)
        host.advance(by: 1.5)
        #expect(try center(host).maxX == SlideOutLayout.peek)
        // A fast flick back closes it.
        let x = SlideOutLayout.peek / 2
        host.drag(from: CGPoint(x: x, y: y), to: CGPoint(x: x + 70, y: y), steps: 5, duration: 0.05)
        host.advance(by: 1.5)
        #expect(try center(host).minX == 0)
    }

    @Test func choosingAnAnimalShowsItAndCollapses() throws {
        let host = try mount("slide-out")
        #expect(chosen(host) == "Pick a kitty or a puppy")
        host.tap("Puppies")
        host.advance(by: 1)
        #expect(host.tap("Corgi"))
        host.advance(by: 1)
        #expect(try center(host).minX == 0)
        #expect(chosen(host) == "Corgi")
        #expect(host.find(text: "🐕") != nil)
        // Animals of a panel hidden behind the center panel take no taps.
        host.tap(at: CGPoint(x: 60, y: 200))
        host.advance(by: 1)
        #expect(chosen(host) == "Corgi")
    }

    @Test func theCenterPanelCastsAShadowOnlyWhileOpen() throws {
        let host = try mount("slide-out")
        let closed = host.dumpDisplayList()
        host.tap("Kitties")
        host.advance(by: 1)
        let open = host.dumpDisplayList()
        host.tap("Kitties")
        host.advance(by: 1)
        let closedAgain = host.dumpDisplayList()
        #expect(!closed.contains(shadow))
        #expect(open.contains(shadow))
        #expect(!closedAgain.contains(shadow))
    }

    @Test func pictures() throws {
        let host = try mount("slide-out")
        try host.assertSnapshot(named: "slide-out-closed", in: snapshotDirectory)
        let open = try GalleryRenderer.host(for: try GalleryRenderer.scene("slide-out"))
        try open.assertSnapshot(named: "slide-out", in: snapshotDirectory)
    }
}
