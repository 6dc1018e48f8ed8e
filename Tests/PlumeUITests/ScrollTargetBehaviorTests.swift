import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// Five 300-point pages in a 300-point horizontal scroll view.
private struct Pages: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<5) { i in Text("Page \(i)").frame(width: 300, height: 200) }
            }
        }
        .scrollTargetBehavior(.paging)
    }
}

/// Ten 120-point cards, 10 apart, aligned to views.
private struct Cards: View {
    var limit: ViewAlignedScrollTargetBehavior.LimitBehavior
    var marked = true

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<10) { i in Text("Card \(i)").frame(width: 120, height: 100) }
            }
            .scrollTargetLayout(isEnabled: marked)
        }
        .scrollTargetBehavior(.viewAligned(limitBehavior: limit))
    }
}

/// A person's own behaviour: rest on multiples of 44 points.
private struct RowAligned: ScrollTargetBehavior {
    var rowHeight: CGFloat
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        target.rect.origin.y = (target.rect.minY / rowHeight).rounded() * rowHeight
    }
}

private let size = CGSize(width: 300, height: 200)

/// Presses at `x`, moves left by `distance` over `duration`, optionally rests, then lifts.
private func swipe(_ host: ViewHost, from x: CGFloat = 250, left distance: CGFloat, duration: TimeInterval, rest: Bool)
{
    host.press(at: CGPoint(x: x, y: 100))
    host.move(from: CGPoint(x: x, y: 100), to: CGPoint(x: x - distance, y: 100), steps: 5, duration: duration)
    if rest { host.advance(by: 0.3) }
    host.release(at: CGPoint(x: x - distance, y: 100))
}

private func leading(_ host: ViewHost, _ text: String, width: CGFloat) -> CGFloat? {
    host.find(text: text).map { $0.frame.midX - width / 2 }
}

@Suite("scrollTargetBehavior")
struct ScrollTargetBehaviorTests {
    @Test func pagingSettlesOnTheNearestPageAfterASlowDrag() throws {
        let host = ViewHost(Pages(), size: size)
        swipe(host, left: 110, duration: 0.5, rest: true)  // 100 points: less than half a page
        host.advance(by: 1)
        #expect(leading(host, "Page 0", width: 300) == 0)
        swipe(host, left: 190, duration: 0.5, rest: true)  // 180 points: past half
        host.advance(by: 0.1)
        #expect(try #require(leading(host, "Page 1", width: 300)) > 1)  // still on its way
        host.advance(by: 1)
        #expect(abs(try #require(leading(host, "Page 1", width: 300))) < 0.5)
        host.advance(by: 1)  // the indicators fade
        #expect(!host.isAnimating)
    }

    @Test func aFlingMovesOnePageAndNoMore() throws {
        let host = ViewHost(Pages(), size: size)
        swipe(host, from: 290, left: 200, duration: 0.05, rest: false)  // 4,000 points a second
        host.advance(by: 1.5)
        #expect(abs(try #require(leading(host, "Page 1", width: 300))) < 0.5)
        // A short quick flick still turns the page.
        swipe(host, from: 200, left: 40, duration: 0.05, rest: false)
        host.advance(by: 1.5)
        #expect(abs(try #require(leading(host, "Page 2", width: 300))) < 0.5)
    }

    @Test func theWheelSettlesOnAPageOnceItRests() throws {
        let host = ViewHost(Pages(), size: size)
        host.scroll(at: CGPoint(x: 150, y: 100), by: CGSize(width: 100, height: 0))
        host.scroll(at: CGPoint(x: 150, y: 100), by: CGSize(width: 100, height: 0))
        #expect(abs(try #require(leading(host, "Page 0", width: 300)) + 200) < 0.5)  // where the wheel put it
        host.advance(by: 1)
        #expect(abs(try #require(leading(host, "Page 1", width: 300))) < 0.5)
    }

    @Test func viewAlignedRestsWithACardAtTheLeadingEdge() throws {
        let host = ViewHost(Cards(limit: .never), size: size)
        swipe(host, left: 110, duration: 0.5, rest: true)  // offset 100: card 1 (at 130) is nearest
        host.advance(by: 1)
        #expect(abs(try #require(leading(host, "Card 1", width: 120))) < 0.5)
        swipe(host, left: 50, duration: 0.5, rest: true)  // 40 more: back to card 1
        host.advance(by: 1)
        #expect(abs(try #require(leading(host, "Card 1", width: 120))) < 0.5)
    }

    @Test func alwaysByOneLimitsAFlingToTheNextCard() throws {
        let host = ViewHost(Cards(limit: .alwaysByOne), size: size)
        swipe(host, from: 290, left: 250, duration: 0.05, rest: false)
        host.advance(by: 1.5)
        #expect(abs(try #require(leading(host, "Card 1", width: 120))) < 0.5)
        let never = ViewHost(Cards(limit: .never), size: size)
        swipe(never, from: 290, left: 250, duration: 0.05, rest: false)
        never.advance(by: 1.5)
        // Without a limit the fling goes on to the end of the content (offset 990: card 9 ends at 300).
        #expect(abs(try #require(never.find(text: "Card 9")).frame.midX - 240) < 0.5)
    }

    @Test func withoutAScrollTargetLayoutViewAlignedRestsWhereMomentumStops() throws {
        let host = ViewHost(Cards(limit: .never, marked: false), size: size)
        swipe(host, left: 110, duration: 0.5, rest: true)
        host.advance(by: 1)
        #expect(abs(try #require(leading(host, "Card 0", width: 120)) + 100) < 0.5)
    }

    @Test func aPersonsOwnBehaviourDecidesWhereTheContentRests() throws {
        struct Rows: View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<40) { Text("Row \($0)").frame(width: 300, height: 44) } }
                }
                .scrollTargetBehavior(RowAligned(rowHeight: 44))
            }
        }
        let host = ViewHost(Rows(), size: size)
        host.press(at: CGPoint(x: 150, y: 190))
        host.move(from: CGPoint(x: 150, y: 190), to: CGPoint(x: 150, y: 20), steps: 5, duration: 0.1)
        host.release(at: CGPoint(x: 150, y: 20))
        host.advance(by: 3)
        #expect(!host.isAnimating)
        let offsets = (0..<40).compactMap { i in
            host.find(text: "Row \(i)").map { 22 - $0.frame.midY + CGFloat(i) * 44 }
        }
        let offset = try #require(offsets.first)
        #expect(offset > 200)  // the fling carried it
        #expect(abs(offset / 44 - (offset / 44).rounded()) < 0.01)
    }

    @Test func aTargetThatIsNotFiniteIsReportedAndTheContentRests() throws {
        struct Broken: ScrollTargetBehavior {
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) { target.rect.origin.x = .nan }
        }
        struct Broke: View {
            var body: some View {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) { ForEach(0..<5) { Text("Page \($0)").frame(width: 300, height: 200) } }
                }
                .scrollTargetBehavior(Broken())
            }
        }
        let host = ViewHost(Broke(), size: size)
        swipe(host, left: 110, duration: 0.5, rest: true)
        host.advance(by: 2)
        #expect(abs(try #require(leading(host, "Page 0", width: 300)) + 100) < 0.5)
        #expect(host.withGraph { $0.diagnostics.contains { $0.contains("the target must be finite") } })
    }
}
