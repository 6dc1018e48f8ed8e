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

    /// The horizontal and vertical scales of the non-uniform scalings drawn (`transform [a b c d tx
    /// ty]` with a ≠ d): the strips of a turning face (the next card underneath is scaled uniformly).
    private func scales(_ list: String) -> [(x: Double, y: Double)] {
        list.components(separatedBy: "transform [").dropFirst().compactMap { rest in
            let numbers = rest.prefix { $0 != "]" }.split(separator: " ").compactMap { Double($0) }
            return numbers.count >= 4 && numbers[0] != numbers[3] ? (numbers[0], numbers[3]) : nil
        }
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
        #expect(scales(host.dumpDisplayList()).isEmpty)
        host.tap("pet card")
        host.advance(by: CardTransitionsView.flipDuration * 0.3)
        // Mid-turn the face is drawn in strips, narrowed and each scaled by its depth: the near edge
        // taller than the far one.
        let turning = scales(host.dumpDisplayList())
        #expect(turning.count >= 32)
        let widths = turning.map(\.x)
        let heights = turning.map(\.y)
        // Narrowed on average (by the cosine of the turn), the near strips wider than the far ones.
        #expect(widths.allSatisfy { $0 > 0.05 })
        #expect(widths.reduce(0, +) / Double(widths.count) < 0.95)
        #expect((widths.max() ?? 0) - (widths.min() ?? 0) > 0.05)
        #expect((heights.max() ?? 0) - (heights.min() ?? 0) > 0.05)
        #expect((heights.max() ?? 0) > 1 && (heights.min() ?? 2) < 1)
        // Halfway the card is edge-on: nearly nothing of either face is drawn wide.
        host.advance(by: CardTransitionsView.flipDuration * 0.2)
        #expect(scales(host.dumpDisplayList()).allSatisfy { abs($0.x) < 0.1 })
        host.advance(by: CardTransitionsView.flipDuration * 0.5 + 0.1)
        #expect(drawn(host, "Cat"))
        #expect(!drawn(host, riddle))
        #expect(scales(host.dumpDisplayList()).isEmpty)
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
