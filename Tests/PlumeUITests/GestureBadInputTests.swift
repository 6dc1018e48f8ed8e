import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// Input no person sends on purpose: floods, drags out of the window, broken coordinates, views
/// vanishing under the finger. No crash, no freeze, nothing lost.
@Suite("Gesture bad input")
struct GestureBadInputTests {
    /// A square with a drag that logs every change and its end.
    private struct Tracked: View {
        let log: Recorder<[CGSize]>
        let ended: Recorder<CGSize?>
        @GestureState var offset = CGSize.zero
        var body: some View {
            Rectangle().frame(width: 100, height: 100)
                .overlay(Text("offset \(Int(offset.width)) \(Int(offset.height))"))
                .gesture(
                    DragGesture()
                        .updating($offset) { value, state, _ in state = value.translation }
                        .onChanged { log.record(log.value + [$0.translation]) }
                        .onEnded { ended.record($0.translation) })
        }
    }

    @Test func fiveThousandMovesInOneFrameAreAllDelivered() {
        let log = Recorder<[CGSize]>([])
        let ended = Recorder<CGSize?>(nil)
        let host = makeHost(Tracked(log: log, ended: ended), width: 300, height: 300)
        host.press(at: CGPoint(x: 150, y: 150))
        host.withGraph { graph in
            for i in 1...5000 {
                graph.time += 0.0001
                graph.pointerMoved(to: CGPoint(x: 150 + CGFloat(i % 200), y: 150 + CGFloat(i % 7)))
            }
        }
        host.runFrame()
        // The moves before the pointer first gets 10 points away do not count; every later one does.
        let first = (1...5000).first { hypot(CGFloat($0 % 200), CGFloat($0 % 7)) >= 10 }!
        let expected = 5000 - first + 1
        #expect(log.value.count == expected)
        #expect(log.value.last == CGSize(width: 0, height: 2))  // 5000 % 200 = 0, 5000 % 7 = 2
        #expect(host.find(text: "offset 0 2") != nil)
        host.release(at: CGPoint(x: 150, y: 152))
        #expect(ended.value == CGSize(width: 0, height: 2))
        #expect(host.find(text: "offset 0 0") != nil)
    }

    @Test func aDragThatLeavesTheWindowKeepsGoingAndIgnoresBrokenPoints() {
        let log = Recorder<[CGSize]>([])
        let ended = Recorder<CGSize?>(nil)
        let host = makeHost(Tracked(log: log, ended: ended), width: 300, height: 300)
        host.press(at: CGPoint(x: 150, y: 150))
        host.move(from: CGPoint(x: 150, y: 150), to: CGPoint(x: -400, y: 150), steps: 5)
        host.move(from: CGPoint(x: -400, y: 150), to: CGPoint(x: -400, y: 1e6), steps: 2)
        let before = log.value.count
        host.withGraph { graph in
            graph.pointerMoved(to: CGPoint(x: CGFloat.nan, y: 10))
            graph.pointerMoved(to: CGPoint(x: 10, y: CGFloat.infinity))
            graph.pointerMoved(to: CGPoint(x: -CGFloat.infinity, y: CGFloat.nan))
        }
        host.runFrame()
        #expect(log.value.count == before)  // broken points are ignored
        #expect(log.value.last == CGSize(width: -550, height: 1e6 - 150))
        // Let go at a broken point: the drag ends where the pointer last was.
        host.release(at: CGPoint(x: CGFloat.nan, y: CGFloat.nan))
        #expect(ended.value == CGSize(width: -550, height: 1e6 - 150))
        #expect(host.find(text: "offset 0 0") != nil)
        // The next press works normally.
        ended.record(nil)
        host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 170, y: 150))
        #expect(ended.value == CGSize(width: 20, height: 0))
    }

    @Test func pressesAtBrokenPointsDoNothing() {
        let log = EventLog()
        let host = makeHost(
            Button("Go") { log.record("tap") }.frame(width: 300, height: 300), width: 300, height: 300)
        host.withGraph { graph in
            graph.pointerDown(at: CGPoint(x: CGFloat.nan, y: 5))
            graph.pointerMoved(to: CGPoint(x: 150, y: 150))
            graph.pointerUp(at: CGPoint(x: 150, y: 150))
            graph.pointerUp(at: CGPoint(x: CGFloat.infinity, y: 0))  // no press at all
            graph.pointerDown(at: CGPoint(x: CGFloat.infinity, y: 150))
            graph.pointerUp(at: CGPoint(x: CGFloat.infinity, y: 150))
        }
        host.runFrame()
        #expect(log.events.isEmpty)
        host.tap(at: CGPoint(x: 150, y: 150))
        #expect(log.events == ["tap"])
    }

    @Test func aViewRemovedMidDragLeavesCleanly() {
        struct Vanishing: View {
            let ended: EventLog
            @State var shown = true
            @GestureState var dragging = false
            var body: some View {
                VStack {
                    Text(dragging ? "dragging" : "still")
                    if shown {
                        Rectangle().frame(width: 100, height: 100)
                            .gesture(
                                DragGesture()
                                    .updating($dragging) { _, state, _ in state = true }
                                    .onChanged { value in if value.translation.width > 50 { shown = false } }
                                    .onEnded { _ in ended.record("ended") })
                    } else {
                        Text("gone")
                    }
                }
                .frame(width: 300, height: 300)
            }
        }
        let ended = EventLog()
        let host = makeHost(Vanishing(ended: ended), width: 300, height: 300)
        let square = CGPoint(x: 150, y: 150 + 8)
        host.press(at: square)
        host.move(from: square, to: CGPoint(x: 180, y: square.y), steps: 3)
        #expect(host.find(text: "dragging") != nil)
        host.move(from: CGPoint(x: 180, y: square.y), to: CGPoint(x: 260, y: square.y), steps: 4)
        #expect(host.find(text: "gone") != nil)
        #expect(host.find(text: "still") != nil)  // the gesture was cancelled: its state reset
        host.release(at: CGPoint(x: 260, y: square.y))
        #expect(ended.events.isEmpty)
        #expect(host.withGraph { $0.pointerArena.isEmpty })
    }
}
