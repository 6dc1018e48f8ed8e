import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("reaction-popup") struct ReactionPopupTests {
    private let names = Reaction.all.map(\.name)

    /// The post and a point on it where a finger would rest.
    private func start(_ host: ViewHost) throws -> CGPoint {
        let post = try #require(host.find(identifier: "post")?.frame)
        return CGPoint(x: post.midX - 60, y: post.midY)
    }

    /// The center of the icon `name` in the row shown.
    private func icon(_ host: ViewHost, _ name: String) throws -> CGPoint {
        let frame = try #require(
            host.views.last { $0.label == name && $0.text == nil }?.frame ?? host.find(label: name)?.frame)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    private func rowIsShown(_ host: ViewHost) -> Bool { names.allSatisfy { host.find(label: $0) != nil } }
    /// The reaction shown under the post.
    private func chosen(_ host: ViewHost) -> String? {
        guard let frame = host.find(identifier: "chosen reaction")?.frame else { return nil }
        return host.views.first { $0.text != nil && frame.contains(CGPoint(x: $0.frame.midX, y: $0.frame.midY)) }?.text
    }

    /// Lets go at `point` and lets the row's removal transition finish.
    private func letGo(_ host: ViewHost, at point: CGPoint) {
        host.release(at: point)
        host.advance(by: 0.5)
    }

    @Test func holdingThePostShowsTheRowAtTheFinger() throws {
        let host = try mount("reaction-popup")
        let finger = try start(host)
        #expect(!rowIsShown(host))
        host.press(at: finger)
        host.advance(by: 0.2)
        #expect(!rowIsShown(host))  // not yet: the press must last 0.4 s
        host.advance(by: 0.4)
        #expect(rowIsShown(host))
        // The row floats above the finger, centered on it (kept on screen).
        let like = try icon(host, "Like")
        let angry = try icon(host, "Angry")
        #expect(like.y < finger.y && finger.y - like.y < 100)
        #expect(like.x < finger.x && angry.x > finger.x)
        letGo(host, at: finger)
        #expect(!rowIsShown(host))
        #expect(chosen(host) == "👍 Like")  // released on the post, not on the row: nothing picked
    }

    @Test func draggingEnlargesTheIconUnderTheFingerAndReleasePicksIt() throws {
        let host = try mount("reaction-popup")
        let finger = try start(host)
        host.pressAndHold(at: finger, duration: 0.6)
        let love = try icon(host, "Love")
        host.move(from: finger, to: love, steps: 6, duration: 0.3)
        host.advance(by: 0.5)
        // The name of the icon under the finger shows above it, and only that one.
        #expect(host.find(text: "Love") != nil)
        #expect(host.find(text: "Wow") == nil)
        let loveWidth = try #require(host.find(label: "Love")).frame.width
        let wow = try icon(host, "Wow")
        host.move(from: love, to: wow, steps: 4, duration: 0.2)
        host.advance(by: 0.5)
        #expect(host.find(text: "Wow") != nil)
        #expect(host.find(text: "Love") == nil)
        #expect(loveWidth > 0)
        letGo(host, at: wow)
        #expect(!rowIsShown(host))
        #expect(chosen(host) == "😮 Wow")
    }

    @Test func theHoveredIconIsDrawnLarger() throws {
        let host = try mount("reaction-popup")
        let finger = try start(host)
        host.pressAndHold(at: finger, duration: 0.6)
        let enlarged = "transform [1.6 0 0 1.6"
        #expect(!host.dumpDisplayList().contains(enlarged))
        let haha = try icon(host, "Haha")
        host.move(from: finger, to: haha, steps: 4)
        host.advance(by: 0.6)
        // One icon drawn at 1.6×, the others shrunk to 0.9×.
        let list = host.dumpDisplayList()
        #expect(list.components(separatedBy: enlarged).count == 2)
        #expect(list.components(separatedBy: "transform [0.9 0 0 0.9").count == 6)
    }

    @Test func releasingOffTheRowPicksNothingAndATapDoesNotOpenIt() throws {
        let host = try mount("reaction-popup")
        let finger = try start(host)
        host.tap(at: finger)
        #expect(!rowIsShown(host))
        host.pressAndHold(at: finger, duration: 0.6)
        let love = try icon(host, "Love")
        host.move(from: finger, to: love, steps: 4)
        letGo(host, at: love)
        #expect(chosen(host) == "❤️ Love")
        // A second pick that ends far from the row keeps the first.
        host.pressAndHold(at: finger, duration: 0.6)
        host.move(from: finger, to: CGPoint(x: finger.x, y: finger.y + 200), steps: 4)
        letGo(host, at: CGPoint(x: finger.x, y: finger.y + 200))
        #expect(!rowIsShown(host))
        #expect(chosen(host) == "❤️ Love")
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("reaction-popup"))
        try host.assertSnapshot(named: "reaction-popup", in: snapshotDirectory)
    }
}
