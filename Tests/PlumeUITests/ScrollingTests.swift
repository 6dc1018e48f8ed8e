import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// Fifty 40-point rows in a vertical scroll view filling a 300×400 window (content 2,000 points).
private struct Rows: View {
    var showsIndicators = true
    var onTap: () -> Void = {}
    var body: some View {
        ScrollView(showsIndicators: showsIndicators) {
            VStack(spacing: 0) {
                Button("Tap me") { onTap() }.frame(height: 40)
                ForEach(1..<50) { i in Text("Row \(i)").frame(width: 300, height: 40) }
            }
        }
    }
}

private let window = CGSize(width: 300, height: 400)

private func top(_ host: ViewHost, _ text: String) -> CGFloat? { host.find(text: text)?.frame.minY }

@Suite("Scrolling")
struct ScrollingTests {
    @Test func aDragMovesTheContentWithTheFingerAfterTheSlop() throws {
        let host = ViewHost(Rows(), size: window)
        let before = try #require(top(host, "Row 5"))
        // Slow drag (1 s) up by 110 points: the first 10 are the slop, the content follows the rest.
        host.withGraph { $0.pointerDown(at: CGPoint(x: 150, y: 300)) }
        for step in 1...11 {
            host.advance(by: 0.1)
            host.withGraph { $0.pointerMoved(to: CGPoint(x: 150, y: 300 - CGFloat(step) * 10)) }
            host.runFrame()
        }
        let during = try #require(top(host, "Row 5"))
        #expect(abs((before - during) - 100) < 0.5)
        #expect(!host.withGraph { $0.hasPendingWork })  // a resting finger needs no frames
        // Holding still for 0.2 s before lifting leaves no momentum.
        host.advance(by: 0.2)
        host.withGraph { $0.pointerUp(at: CGPoint(x: 150, y: 190)) }
        host.advance(by: 1)
        #expect(top(host, "Row 5") == during)
        #expect(!host.withGraph { $0.hasPendingWork })
    }

    @Test func aDragStartingOnAButtonScrollsAndDoesNotFireIt() throws {
        final class Log { var taps = 0 }
        let log = Log()
        let host = ViewHost(Rows(onTap: { log.taps += 1 }), size: window)
        let button = try #require(host.find(text: "Tap me")).frame
        let start = CGPoint(x: button.midX, y: button.midY)
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y - 60), steps: 6, duration: 0.3)
        #expect(log.taps == 0)
        #expect(try #require(top(host, "Row 5")) < 200 - 40)
        // Back at the top, a plain tap still fires it.
        host.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: -5000))
        host.advance(by: 2)
        #expect(host.tap("Tap me"))
        #expect(log.taps == 1)
        // A small wobble within the slop is still a tap.
        host.drag(from: start, to: CGPoint(x: start.x + 4, y: start.y + 6), steps: 3, duration: 0.1)
        #expect(log.taps == 2)
    }

    @Test func aFlingKeepsMovingThenStopsAndTheGraphAsksForFramesMeanwhile() throws {
        let host = ViewHost(Rows(), size: window)
        let start = try #require(top(host, "Row 5"))
        host.drag(from: CGPoint(x: 150, y: 350), to: CGPoint(x: 150, y: 250), steps: 5, duration: 0.1)
        let atRelease = try #require(top(host, "Row 5"))
        #expect(start - atRelease > 80)
        #expect(host.withGraph { $0.hasPendingWork })
        host.advance(by: 0.2)
        let later = try #require(top(host, "Row 5"))
        #expect(later < atRelease - 50)  // momentum: about 1,000 points per second at release
        host.advance(by: 3)
        let rest = try #require(top(host, "Row 5"))
        #expect(rest < later)
        #expect(!host.withGraph { $0.hasPendingWork })
        host.advance(by: 1)
        #expect(top(host, "Row 5") == rest)
    }

    @Test func aPressOnMovingContentStopsItWithoutTappingWhatIsUnderIt() throws {
        final class Log { var taps = 0 }
        let log = Log()
        let host = ViewHost(
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<50) { i in
                        if i == 25 {
                            Button("Middle") { log.taps += 1 }.frame(height: 40)
                        } else {
                            Text("Row \(i)").frame(width: 300, height: 40)
                        }
                    }
                }
            },
            size: window)
        // From the end, a fling back towards the top carries row 25 through the window.
        host.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 5000))
        host.advance(by: 1)
        host.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 300), steps: 5, duration: 0.1)
        var seen = false
        for _ in 0..<120 {
            host.advance(by: 1 / 60)
            if let f = host.find(text: "Middle")?.frame, f.midY > 100, f.midY < 300 {
                seen = true
                break
            }
        }
        #expect(seen)
        let moving = try #require(top(host, "Row 5"))
        host.advance(by: 1 / 60)
        #expect(try #require(top(host, "Row 5")) != moving)  // still moving
        // Catch it: a press and release on the button stops the content and does not tap it.
        let button = try #require(host.find(text: "Middle")).frame
        host.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(log.taps == 0)
        let caught = try #require(top(host, "Row 5"))
        host.advance(by: 1)
        #expect(top(host, "Row 5") == caught)
        // At rest, a tap on the button fires it.
        let rest = try #require(host.find(text: "Middle")).frame
        host.tap(at: CGPoint(x: rest.midX, y: rest.midY))
        #expect(log.taps == 1)
    }

    @Test func draggingPastTheTopResistsAndSpringsBack() throws {
        let host = ViewHost(Rows(), size: window)
        let start = try #require(top(host, "Row 5"))
        host.withGraph { $0.pointerDown(at: CGPoint(x: 150, y: 100)) }
        for step in 1...6 {
            host.advance(by: 0.05)
            host.withGraph { $0.pointerMoved(to: CGPoint(x: 150, y: 100 + CGFloat(step) * 30)) }
            host.runFrame()
        }
        let pulled = try #require(top(host, "Row 5")) - start
        #expect(pulled > 40 && pulled < 170)  // 170 points dragged past the slop, shown less
        host.advance(by: 0.3)
        host.withGraph { $0.pointerUp(at: CGPoint(x: 150, y: 280)) }
        host.advance(by: 0.1)
        let returning = try #require(top(host, "Row 5")) - start
        #expect(returning > 0 && returning < pulled)
        host.advance(by: 2)
        #expect(top(host, "Row 5") == start)
    }

    @Test func aFlingIntoTheEndOvershootsAndComesBackToTheEnd() throws {
        let host = ViewHost(Rows(), size: window)
        // Fast flings towards the end (content 2,000, viewport 400: the end is at offset 1,600).
        var overshot = false
        for _ in 0..<4 {
            host.drag(from: CGPoint(x: 150, y: 390), to: CGPoint(x: 150, y: 10), steps: 4, duration: 0.05)
            for _ in 0..<40 {
                host.advance(by: 1 / 30)
                if let row = host.find(text: "Row 49")?.frame, row.midY < 380 - 0.5 { overshot = true }
            }
        }
        host.advance(by: 3)
        #expect(overshot)
        let last = try #require(host.find(text: "Row 49")).frame
        #expect(abs(last.midY - 380) < 0.01)  // the last row's text is centered in the last 40 points
    }

    @Test func horizontalScrollViewsTakeHorizontalDragsOnly() throws {
        let host = ViewHost(
            ScrollView(.horizontal) {
                HStack(spacing: 0) { ForEach(0..<20) { i in Text("Col \(i)").frame(width: 100, height: 100) } }
            },
            size: CGSize(width: 300, height: 100))
        let start = try #require(host.find(text: "Col 1")).frame.minX
        host.drag(from: CGPoint(x: 150, y: 20), to: CGPoint(x: 150, y: 90), steps: 5, duration: 0.5)
        host.advance(by: 1)
        #expect(host.find(text: "Col 1")?.frame.minX == start)
        host.drag(from: CGPoint(x: 250, y: 50), to: CGPoint(x: 100, y: 50), steps: 10, duration: 1)
        host.advance(by: 0.2)
        host.advance(by: 2)
        let moved = try #require(host.find(text: "Col 1")).frame.minX
        #expect(start - moved > 100)
    }

    @Test func twoAxisScrollViewsMoveBothWays() throws {
        let host = ViewHost(
            ScrollView([.horizontal, .vertical]) {
                Text("Corner").frame(width: 1000, height: 1000, alignment: .topLeading)
            },
            size: CGSize(width: 300, height: 300))
        #expect(host.scroll(at: CGPoint(x: 150, y: 150), by: CGSize(width: 100, height: 200)))
        let frame = try #require(host.find(text: "Corner")).frame
        #expect(frame.minX == -100 && frame.minY == -200)
    }

    @Test func indicatorsShowWhileScrollingAndFadeAfterwards() {
        func bars(_ host: ViewHost) -> Int { host.verticalIndicatorBars(beyond: 290) }
        let host = ViewHost(Rows(), size: window)
        #expect(bars(host) == 0)
        host.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 100))
        #expect(bars(host) == 1)
        #expect(host.withGraph { $0.hasPendingWork })
        host.advance(by: 0.4)
        #expect(bars(host) == 1)
        host.advance(by: 0.5)
        #expect(bars(host) == 0)
        #expect(!host.withGraph { $0.hasPendingWork })

        let hidden = ViewHost(Rows(showsIndicators: false), size: window)
        hidden.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 100))
        #expect(bars(hidden) == 0)
        #expect(!hidden.withGraph { $0.hasPendingWork })
    }

    @Test func theWheelIsClampedAndStopsMomentum() throws {
        let host = ViewHost(Rows(), size: window)
        #expect(!host.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: -50)))
        #expect(host.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 5000)))
        #expect(abs(try #require(host.find(text: "Row 49")).frame.midY - 380) < 0.01)
        host.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 300), steps: 4, duration: 0.05)
        host.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 1))
        let stopped = try #require(top(host, "Row 40"))
        host.advance(by: 1)
        #expect(top(host, "Row 40") == stopped)
    }
}

@Suite("Scrolling, nested and bad input")
struct NestedScrollingTests {
    @Test func aVerticalDragOnAnInnerHorizontalScrollViewScrollsTheOuterOne() throws {
        let host = ViewHost(
            ScrollView {
                VStack(spacing: 0) {
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) { ForEach(0..<10) { i in Text("Card \(i)").frame(width: 150, height: 100) } }
                    }
                    .frame(height: 100)
                    ForEach(0..<30) { i in Text("Row \(i)").frame(width: 300, height: 40) }
                }
            },
            size: CGSize(width: 300, height: 400))
        let card = try #require(host.find(text: "Card 1")).frame
        // Vertical: the outer view scrolls, the cards stay put horizontally.
        host.drag(from: CGPoint(x: 150, y: 90), to: CGPoint(x: 150, y: 30), steps: 6, duration: 0.6)
        host.advance(by: 2)
        let afterVertical = try #require(host.find(text: "Card 1")).frame
        #expect(afterVertical.minX == card.minX)
        #expect(afterVertical.minY < card.minY - 40)
        // Horizontal on the cards: the inner view scrolls.
        let y = afterVertical.midY
        host.drag(from: CGPoint(x: 250, y: y), to: CGPoint(x: 100, y: y), steps: 6, duration: 0.6)
        host.advance(by: 2)
        let afterHorizontal = try #require(host.find(text: "Card 1")).frame
        #expect(afterHorizontal.minX < card.minX - 100)
        #expect(afterHorizontal.minY == afterVertical.minY)
    }

    @Test func nonFiniteScrollsAreIgnored() throws {
        final class Proxy { var proxy: ScrollViewProxy? }
        let box = Proxy()
        let host = ViewHost(
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<50) { i in Text("Row \(i)").frame(width: 300, height: 40) } }
                }
                .onAppear { box.proxy = proxy }
            },
            size: CGSize(width: 300, height: 400))
        let before = try #require(host.find(text: "Row 3")).frame
        #expect(!host.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: CGFloat.nan)))
        host.withGraph { _ in box.proxy?.scrollTo(30, anchor: UnitPoint(x: 0, y: .infinity)) }
        host.advance(by: 1)
        #expect(host.find(text: "Row 3")?.frame == before)
        #expect(!host.withGraph { $0.hasPendingWork })
        #expect(host.withGraph { $0.diagnostics.contains { $0.contains("anchor must be finite") } })
    }
}
