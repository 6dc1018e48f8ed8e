import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// Where a press lands: shapes, clipping, z-order, `allowsHitTesting` and `contentShape`.
@Suite("Hit testing for gestures")
struct HitTestingGestureTests {
    @Test func shapesAndClipsLimitTheHitArea() {
        let log = EventLog()
        let host = makeHost(
            HStack(spacing: 0) {
                Circle().frame(width: 100, height: 100).onTapGesture { log.record("circle") }
                Rectangle().frame(width: 100, height: 100).clipShape(Circle()).onTapGesture { log.record("clipped") }
            },
            width: 200, height: 100)
        host.tap(at: CGPoint(x: 5, y: 5))  // the circle's corner: outside the shape
        host.tap(at: CGPoint(x: 105, y: 5))  // the rectangle's corner: clipped away
        #expect(log.events.isEmpty)
        host.tap(at: CGPoint(x: 50, y: 50))
        host.tap(at: CGPoint(x: 150, y: 50))
        #expect(log.events == ["circle", "clipped"])
    }

    @Test func theFrontViewWinsUnlessItIgnoresHits() {
        let log = EventLog()
        func host(frontHits: Bool) -> ViewHost {
            makeHost(
                ZStack {
                    Rectangle().frame(width: 100, height: 100).onTapGesture { log.record("back") }
                    Rectangle().frame(width: 100, height: 100).onTapGesture { log.record("front") }
                        .allowsHitTesting(frontHits)
                },
                width: 100, height: 100)
        }
        host(frontHits: true).tap(at: CGPoint(x: 50, y: 50))
        host(frontHits: false).tap(at: CGPoint(x: 50, y: 50))
        #expect(log.events == ["front", "back"])
    }

    @Test func contentShapeWidensADragArea() {
        let log = EventLog()
        let host = makeHost(
            HStack {
                Text("Handle")
                Spacer()
            }
            .frame(width: 300, height: 60)
            .contentShape(Rectangle())
            .gesture(DragGesture().onEnded { log.record("dragged \(Int($0.translation.height))") }),
            width: 300, height: 60)
        host.drag(from: CGPoint(x: 250, y: 10), to: CGPoint(x: 250, y: 50))  // empty space, inside the shape
        #expect(log.events == ["dragged 40"])
    }
}
