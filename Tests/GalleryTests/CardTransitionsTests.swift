import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("card-transitions") struct CardTransitionsTests {
    private func card(_ host: ViewHost) throws -> CGRect {
        try #require(host.find(identifier: "pet card")?.frame)
    }

    /// Flips the top card and lets the flip finish.
    private func flip(_ host: ViewHost) throws {
        #expect(host.tap("pet card"))
        host.advance(by: CardTransitionsView.flipDuration + 0.2)
    }

    /// The projections drawn (`projection [m11 m12 m13 m21 m22 m23 m31 m32 m33]`): a turning face.
    private func projections(_ list: String) -> [ProjectionTransform] {
        list.components(separatedBy: "projection [").dropFirst().compactMap { rest in
            let m = rest.prefix { $0 != "]" }.split(separator: " ").compactMap { Double($0) }.map { CGFloat($0) }
            guard m.count == 9 else { return nil }
            return ProjectionTransform(
                m11: m[0], m12: m[1], m13: m[2], m21: m[3], m22: m[4], m23: m[5], m31: m[6], m32: m[7], m33: m[8])
        }
    }

    /// The drawn heights of `rect`'s left and right edges and its drawn width under `projection`.
    private func projectedEdges(of rect: CGRect, by projection: ProjectionTransform) throws
        -> (left: CGFloat, right: CGFloat, width: CGFloat)
    {
        let topLeft = try #require(projection.project(CGPoint(x: rect.minX, y: rect.minY)))
        let bottomLeft = try #require(projection.project(CGPoint(x: rect.minX, y: rect.maxY)))
        let topRight = try #require(projection.project(CGPoint(x: rect.maxX, y: rect.minY)))
        let bottomRight = try #require(projection.project(CGPoint(x: rect.maxX, y: rect.maxY)))
        return (bottomLeft.y - topLeft.y, bottomRight.y - topRight.y, abs(topRight.x - topLeft.x))
    }

    /// The top of the orange answer face as drawn (its path starts `M 65 top` after the fill).
    private func answerTop(_ host: ViewHost) -> Double? {
        let list = host.dumpDisplayList()
        guard let fill = list.range(of: "fill #FF9500FF M 65 ") else { return nil }
        return Double(list[fill.upperBound...].prefix { $0 != " " })
    }

    /// Whether `text` is drawn (a face turned away stays in the tree but draws nothing).
    private func drawn(_ host: ViewHost, _ text: String) -> Bool {
        host.dumpDisplayList().contains("text \"\(text)\"")
    }

    @Test func tappingFlipsTheCardWithAPerspectiveTurn() throws {
        let host = try mount("card-transitions")
        let riddle = PetCard.deck[0].riddle
        #expect(drawn(host, riddle))
        #expect(!drawn(host, "Cat"))
        #expect(projections(host.dumpDisplayList()).isEmpty)
        let rest = try card(host)
        host.tap("pet card")
        host.advance(by: CardTransitionsView.flipDuration * 0.3)
        // Mid-turn the front face is drawn in perspective (one projection, not strips): narrowed by
        // the turn, its left edge (turning towards the viewer) taller than the card, its right edge
        // (turning away) shorter.
        let turning = projections(host.dumpDisplayList())
        try #require(turning.count == 1)
        let edges = try projectedEdges(of: rest, by: turning[0])
        #expect(edges.width < rest.width * 0.95 && edges.width > rest.width * 0.3)
        #expect(edges.left > rest.height + 5)
        #expect(edges.right < rest.height - 5)
        // Halfway the card is edge-on: whatever face is drawn is a sliver.
        host.advance(by: CardTransitionsView.flipDuration * 0.2)
        for projection in projections(host.dumpDisplayList()) {
            #expect(try projectedEdges(of: rest, by: projection).width < rest.width * 0.1)
        }
        host.advance(by: CardTransitionsView.flipDuration * 0.5 + 0.1)
        #expect(drawn(host, "Cat"))
        #expect(!drawn(host, riddle))
        #expect(projections(host.dumpDisplayList()).isEmpty)
    }

    @Test func swipingPastHalfDismissesAndTheNextCardComes() throws {
        let host = try mount("card-transitions")
        try flip(host)
        let rest = try card(host)
        let start = CGPoint(x: rest.midX, y: rest.midY)
        host.press(at: start)
        host.move(from: start, to: CGPoint(x: start.x, y: start.y + 120), steps: 10, duration: 0.6)
        host.advance(by: 0.2)
        host.runFrame()
        // The card follows the finger.
        #expect(abs(try card(host).minY - rest.minY - 120) < 2)
        let end = CGPoint(x: start.x, y: start.y + 240)
        host.move(from: CGPoint(x: start.x, y: start.y + 120), to: end, steps: 10, duration: 0.6)
        host.advance(by: 0.3)
        host.release(at: end)
        host.advance(by: 1)
        #expect(!drawn(host, "Cat"))
        #expect(drawn(host, PetCard.deck[1].riddle) && !drawn(host, PetCard.deck[0].riddle))
        #expect(try card(host) == rest)
        try flip(host)
        #expect(drawn(host, "Dog"))
    }

    @Test func aSmallSlowSwipeSpringsBack() throws {
        let host = try mount("card-transitions")
        try flip(host)
        let rest = try card(host)
        let start = CGPoint(x: rest.midX, y: rest.midY)
        let end = CGPoint(x: start.x, y: start.y + 100)
        host.press(at: start)
        host.move(from: start, to: end, steps: 10, duration: 1)
        host.advance(by: 0.3)
        host.release(at: end)
        host.advance(by: 0.05)
        host.runFrame()
        // Springing back from where it was let go (the frame is already back; the drawing follows).
        let top = try #require(answerTop(host))
        #expect(top > Double(rest.minY) + 40 && top < Double(rest.minY) + 100)
        host.advance(by: 1.5)
        #expect(try card(host) == rest)
        #expect(drawn(host, "Cat"))
    }

    @Test func aCancelledPullSpringsBack() throws {
        let host = try mount("card-transitions")
        try flip(host)
        let rest = try card(host)
        let start = CGPoint(x: rest.midX, y: rest.midY)
        host.press(at: start)
        host.move(from: start, to: CGPoint(x: start.x, y: start.y + 300), steps: 10, duration: 0.5)
        #expect(abs(try card(host).minY - rest.minY - 300) < 2)
        host.withGraph { $0.pointerCancel() }
        host.advance(by: 1.5)
        #expect(try card(host) == rest)
        #expect(drawn(host, "Cat"))
    }

    @Test func aShortFastFlickDismisses() throws {
        let host = try mount("card-transitions")
        try flip(host)
        let rest = try card(host)
        let start = CGPoint(x: rest.midX, y: rest.midY)
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 60), steps: 4, duration: 0.04)
        host.advance(by: 1)
        #expect(!drawn(host, "Cat"))
        #expect(drawn(host, PetCard.deck[1].riddle) && !drawn(host, PetCard.deck[0].riddle))
    }

    @Test func theQuestionSideDoesNotSwipe() throws {
        let host = try mount("card-transitions")
        let rest = try card(host)
        let start = CGPoint(x: rest.midX, y: rest.midY)
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 300), steps: 10, duration: 0.3)
        host.advance(by: 1)
        #expect(drawn(host, PetCard.deck[0].riddle))
        #expect(try card(host) == rest)
    }

    @Test func pictures() throws {
        let host = try mount("card-transitions")
        try flip(host)
        try host.assertSnapshot(named: "card-transitions-answer", in: snapshotDirectory)
        let turning = try mount("card-transitions")
        turning.tap("pet card")
        turning.advance(by: CardTransitionsView.flipDuration * 0.3)
        try turning.assertSnapshot(named: "card-transitions", in: snapshotDirectory)
    }
}
