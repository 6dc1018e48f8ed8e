import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// What a drag gesture around a list saw.
private final class DragLog {
    var changes: [CGFloat] = []
    var ends: [CGFloat] = []
}

/// Thirty 40-point rows in a 300×400 scroll view, optionally disabled, with a drag gesture around
/// it that records the vertical translations.
private struct ListInCard: View {
    let log: DragLog
    var disabled = false
    var outerGesture = true

    var body: some View {
        let list = ScrollView {
            VStack(spacing: 0) { ForEach(0..<30) { i in Text("Row \(i)").frame(width: 300, height: 40) } }
        }
        .scrollDisabled(disabled)
        if outerGesture {
            list.gesture(
                DragGesture(coordinateSpace: .global)
                    .onChanged { log.changes.append($0.translation.height) }
                    .onEnded { log.ends.append($0.translation.height) })
        } else {
            list.onTapGesture { log.ends.append(-1) }
        }
    }
}

private let window = CGSize(width: 300, height: 400)

/// The top of the 40-point row holding `text` (the text is centred in it).
private func top(_ host: ViewHost, _ text: String) -> CGFloat { (host.find(text: text)?.frame.midY ?? .nan) - 20 }

private func rowTop(_ host: ViewHost) -> CGFloat { top(host, "Row 0") }

/// A slow drag: the pointer goes down, moves in `steps` even steps over 1 s, rests 0.3 s, lifts.
private func slowDrag(_ host: ViewHost, from a: CGPoint, to b: CGPoint, steps: Int = 10) -> CGFloat {
    host.press(at: a)
    host.move(from: a, to: b, steps: steps, duration: 1)
    let during = rowTop(host)
    host.advance(by: 0.3)
    host.release(at: b)
    host.advance(by: 2)
    return during
}

@Suite("Scroll hand-off and scrollDisabled")
struct ScrollHandoffTests {
    @Test func aDisabledScrollViewLeavesDragsToTheGestureAroundItAndIgnoresTheWheel() {
        let log = DragLog()
        let host = ViewHost(ListInCard(log: log, disabled: true), size: window)
        let during = slowDrag(host, from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100))
        #expect(during == 0)  // the content did not move
        #expect(rowTop(host) == 0)
        #expect(log.ends == [-200])
        #expect(!host.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 80)))
        #expect(rowTop(host) == 0)
    }

    @Test func theSameListEnabledScrollsAndTheGestureAroundItIsCancelled() {
        let log = DragLog()
        let host = ViewHost(ListInCard(log: log), size: window)
        let during = slowDrag(host, from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100))
        #expect(abs(during - -190) < 0.5)  // 200 points less the 10-point slop
        #expect(log.ends.isEmpty)
        #expect(host.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 10)))
    }

    @Test func aPullDownAtTheTopGoesToTheGestureAroundAndAnUpwardDragScrolls() {
        let log = DragLog()
        let host = ViewHost(ListInCard(log: log), size: window)
        let during = slowDrag(host, from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 250))
        #expect(during == 0)  // no rubber band: the drag gesture has the press
        #expect(log.ends == [150])
        #expect(log.changes.last == 150)
        // Scrolled down a little, the same pull scrolls the content back instead.
        _ = slowDrag(host, from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 200))
        #expect(abs(rowTop(host) - -90) < 0.5)
        #expect(log.ends == [150])
        let back = slowDrag(host, from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 160))
        #expect(abs(back - -40) < 0.5)
        #expect(log.ends == [150])
    }

    @Test func withNothingAroundToTakeItAPullAtTheTopStillRubberBands() {
        let log = DragLog()
        // A tap around the list fails once the press moves, so the pull is the list's again.
        let host = ViewHost(ListInCard(log: log, outerGesture: false), size: window)
        host.press(at: CGPoint(x: 150, y: 100))
        host.move(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 250), steps: 10, duration: 0.5)
        let pulled = rowTop(host)
        #expect(pulled > 20 && pulled < 140)  // resisted
        host.release(at: CGPoint(x: 150, y: 250))
        host.advance(by: 2)
        #expect(rowTop(host) == 0)
        #expect(log.ends.isEmpty)  // the tap failed
    }

    @Test func aTieAtTheSlopAndAMostlyVerticalDiagonalGoToTheInnerScrollView() {
        let log = DragLog()
        let host = ViewHost(ListInCard(log: log), size: window)
        // Exactly 10 points in the first move: the scroll view sees it first and takes it.
        let during = slowDrag(host, from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 200))
        #expect(abs(during - -90) < 0.5)
        #expect(log.changes.isEmpty)
        // 6 across and 8 up is 10 points, mostly vertical: a scroll, not the card's drag.
        let before = rowTop(host)
        host.press(at: CGPoint(x: 150, y: 300))
        host.move(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 156, y: 292), steps: 1, duration: 0.1)
        host.move(from: CGPoint(x: 156, y: 292), to: CGPoint(x: 156, y: 250), steps: 5, duration: 0.5)
        host.advance(by: 0.3)
        host.release(at: CGPoint(x: 156, y: 250))
        host.advance(by: 2)
        #expect(log.changes.isEmpty)
        #expect(abs(rowTop(host) - (before - 42)) < 0.5)
        // Mostly sideways: the vertical list leaves it to the drag around it.
        host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 290), steps: 10, duration: 0.5)
        #expect(log.ends.count == 1)
    }

    @Test func anInnerListAtItsTopPassesAPullToTheOuterScrollView() {
        let host = ViewHost(
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<5) { i in Text("Head \(i)").frame(width: 300, height: 40) }
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<30) { i in Text("Row \(i)").frame(width: 300, height: 40) }
                        }
                    }
                    .frame(height: 200)
                    ForEach(0..<20) { i in Text("Tail \(i)").frame(width: 300, height: 40) }
                }
            },
            size: window)
        // Scroll the outer view by 100 with the wheel over the heads, then pull down on the inner list.
        #expect(host.scroll(at: CGPoint(x: 150, y: 20), by: CGSize(width: 0, height: 100)))
        let head = top(host, "Head 0")
        #expect(head == -100)
        let inner = rowTop(host)
        host.press(at: CGPoint(x: 150, y: 150))
        host.move(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 210), steps: 6, duration: 0.6)
        host.advance(by: 0.3)
        host.release(at: CGPoint(x: 150, y: 210))
        host.advance(by: 2)
        // The outer view came down 50 (60 less its slop); the inner list stayed at its top.
        #expect(abs(top(host, "Head 0") - -50) < 0.5)
        #expect(abs(rowTop(host) - (inner + 50)) < 0.5)
    }

    @Test func aDisabledScrollViewStillMovesForScrollViewReaderAndTheEnvironmentSaysSo() throws {
        final class Seen { var enabled: [Bool] = [] }
        let seen = Seen()
        struct Probe: View {
            let seen: Seen
            @Environment(\.isScrollEnabled) private var enabled
            var body: some View {
                seen.enabled.append(enabled)
                return Text("Probe")
            }
        }
        let host = ViewHost(
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("To 20") { proxy.scrollTo(20, anchor: .top) }.frame(height: 40)
                    ScrollView {
                        VStack(spacing: 0) {
                            Probe(seen: seen)
                            ForEach(0..<30) { i in Text("Row \(i)").frame(width: 300, height: 40).id(i) }
                        }
                    }
                    .scrollDisabled(true)
                    .scrollDisabled(false)  // an outer `false` does not enable it again, as with `disabled`
                }
            },
            size: window)
        #expect(seen.enabled.last == false)
        #expect(host.tap("To 20"))
        #expect(abs(top(host, "Row 20") - 40) < 0.5)
    }
}
