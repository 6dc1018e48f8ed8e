import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A red 10 × 10 square that buttons move, fade and widen in different ways.
private struct Mover: View {
    let log: EventLog
    @State private var moved = false
    @State private var lifted = false
    @State private var faded = false
    @State private var wide = false
    var body: some View {
        VStack {
            Color.red
                .frame(width: wide ? 30 : 10, height: 10)
                .offset(x: moved ? 100 : 0)
                .opacity(faded ? 0 : 1)
            Button("Linear") { withAnimation(.linear(duration: 1)) { moved.toggle() } }
            Button("EaseIn") { withAnimation(.easeIn(duration: 1)) { moved.toggle() } }
            Button("Instant") { withAnimation(.linear(duration: 0)) { moved.toggle() } }
            Button("Plain") { moved.toggle() }
            Button("Fade") { withAnimation(.linear(duration: 1)) { faded.toggle() } }
            Button("Widen") { withAnimation(.linear(duration: 1)) { wide.toggle() } }
            Button("Complete") {
                withAnimation(.linear(duration: 1), completionCriteria: .logicallyComplete) {
                    moved.toggle()
                } completion: {
                    log.record("completed")
                }
            }
            Button("Removed") {
                withAnimation(.linear(duration: 1), completionCriteria: .removed) {
                    moved.toggle()
                } completion: {
                    log.record("removed")
                }
            }
            Button("Nothing animates") {
                withAnimation(.linear(duration: 1)) {
                    lifted = lifted
                } completion: {
                    log.record("idle")
                }
            }
        }
    }
}

/// The implicit form: `.animation(_:value:)` animates only changes made when `moved` changes.
private struct ImplicitMover: View {
    @State private var moved = false
    @State private var lifted = false
    var body: some View {
        VStack {
            Color.red
                .frame(width: 10, height: 10)
                .offset(x: moved ? 100 : 0, y: lifted ? -50 : 0)
                .animation(.linear(duration: 1), value: moved)
            Button("Move") { moved.toggle() }
            Button("Lift") { lifted.toggle() }
        }
    }
}

/// withAnimation, implicit animations and completions, sampled with the manual clock.
@Suite("Animation through the public API")
struct AnimationBehaviourTests {

    /// The red square's drawn rectangle, read from the display list ("fill #FF3B30FF M x y L …").
    private func redSquare(_ host: ViewHost) -> CGRect? {
        guard let line = lines(of: host.dumpDisplayList(), containing: "#FF3B30FF").first else { return nil }
        let numbers = line.split(separator: " ").compactMap { Double($0) }
        guard numbers.count >= 6 else { return nil }
        let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private func opacityOfRed(_ host: ViewHost) -> String? {
        let rows = host.dumpDisplayList().split(separator: "\n").map(String.init)
        guard let index = rows.firstIndex(where: { $0.contains("#FF3B30FF") }) else { return nil }
        guard index > 0, rows[index - 1].hasPrefix("opacity") else { return "1" }
        return String(rows[index - 1].dropFirst("opacity ".count))
    }

    @Test func linearOffsetIsHalfWayAtHalfTheDuration() throws {
        let host = makeHost(Mover(log: EventLog()), height: 500)
        let start = try #require(redSquare(host))
        #expect(host.tap("Linear"))
        #expect(redSquare(host)?.minX == start.minX, "the animation starts where the square is")
        host.advance(by: 0.5)
        #expect(redSquare(host)?.minX == start.minX + 50, "\(host.dumpDisplayList())")
        host.advance(by: 0.5)
        #expect(redSquare(host)?.minX == start.minX + 100)
        host.advance(by: 1)
        #expect(redSquare(host)?.minX == start.minX + 100, "it stays at the end")
    }

    @Test func easeInIsBehindLinearAtHalfTime() throws {
        let host = makeHost(Mover(log: EventLog()), height: 500)
        let start = try #require(redSquare(host))
        #expect(host.tap("EaseIn"))
        host.advance(by: 0.5)
        let x = try #require(redSquare(host)).minX - start.minX
        #expect(x > 0 && x < 50, "\(x)")
        host.advance(by: 0.5)
        #expect(redSquare(host)?.minX == start.minX + 100)
    }

    @Test func zeroDurationAndNoAnimationSnap() throws {
        let host = makeHost(Mover(log: EventLog()), height: 500)
        let start = try #require(redSquare(host))
        #expect(host.tap("Instant"))
        #expect(redSquare(host)?.minX == start.minX + 100)
        #expect(host.tap("Plain"))
        #expect(redSquare(host)?.minX == start.minX)
    }

    @Test func opacityFadesThroughHalf() {
        let host = makeHost(Mover(log: EventLog()), height: 500)
        #expect(opacityOfRed(host) == "1")
        #expect(host.tap("Fade"))
        host.advance(by: 0.5)
        #expect(opacityOfRed(host) == "0.5", "\(host.dumpDisplayList())")
        host.advance(by: 0.5)
        #expect(opacityOfRed(host) == nil, "fully transparent draws nothing")
    }

    @Test func frameSizeAnimates() throws {
        let host = makeHost(Mover(log: EventLog()), height: 500)
        #expect(redSquare(host)?.width == 10)
        #expect(host.tap("Widen"))
        host.advance(by: 0.5)
        #expect(redSquare(host)?.width == 20, "\(host.dumpDisplayList())")
        host.advance(by: 0.5)
        #expect(redSquare(host)?.width == 30)
    }

    @Test func aNewAnimationStartsFromThePresentedValue() throws {
        let host = makeHost(Mover(log: EventLog()), height: 500)
        let start = try #require(redSquare(host))
        #expect(host.tap("Linear"))
        host.advance(by: 0.5)
        #expect(redSquare(host)?.minX == start.minX + 50)
        #expect(host.tap("Linear"))
        host.advance(by: 0.5)
        #expect(redSquare(host)?.minX == start.minX + 25, "half way from 50 back to 0: \(host.dumpDisplayList())")
        host.advance(by: 0.5)
        #expect(redSquare(host)?.minX == start.minX)
    }

    @Test func implicitAnimationRunsOnlyWhenItsValueChanges() throws {
        let host = makeHost(ImplicitMover())
        let start = try #require(redSquare(host))
        #expect(host.tap("Lift"))
        #expect(redSquare(host)?.minY == start.minY - 50, "another value changed: no animation")
        #expect(host.tap("Move"))
        host.advance(by: 0.5)
        #expect(redSquare(host)?.minX == start.minX + 50, "\(host.dumpDisplayList())")
        host.advance(by: 0.5)
        #expect(redSquare(host)?.minX == start.minX + 100)
    }

    @Test func completionRunsOnceAfterTheAnimation() {
        let log = EventLog()
        let host = makeHost(Mover(log: log), height: 500)
        #expect(host.tap("Complete"))
        #expect(log.events.isEmpty)
        host.advance(by: 0.5)
        #expect(log.events.isEmpty, "still animating")
        host.advance(by: 0.6)
        #expect(log.events == ["completed"])
        host.advance(by: 1)
        #expect(log.events == ["completed"], "only once")
    }

    @Test func removedCriteriaCompletesToo() {
        let log = EventLog()
        let host = makeHost(Mover(log: log), height: 500)
        #expect(host.tap("Removed"))
        host.advance(by: 0.5)
        #expect(log.events.isEmpty)
        host.advance(by: 0.6)
        #expect(log.events == ["removed"])
    }

    @Test func completionWithoutAnyAnimationRunsRightAway() {
        let log = EventLog()
        let host = makeHost(Mover(log: log), height: 500)
        #expect(host.tap("Nothing animates"))
        host.advance(by: 0.02)
        #expect(log.events == ["idle"])
    }
}
