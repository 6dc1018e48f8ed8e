import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// Fixed-metric text measurement that counts how often it is asked (shared with the measure-count tests).
final class CountingTextEngine: TextLayoutEngine, @unchecked Sendable {
    private let inner = MonospaceTextLayoutEngine()
    var calls = 0
    func layout(_ request: TextLayoutRequest) -> TextLayoutResult {
        calls += 1
        return inner.layout(request)
    }
}

/// A row whose text changes when tapped.
private struct TappableRow: View {
    let index: Int
    @State private var taps = 0
    var body: some View {
        Text("row \(index) taps \(taps)").onTapGesture { taps += 1 }
    }
}

private struct HundredRows: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<100) { i in TappableRow(index: i) }
        }
    }
}

/// "Layout results cached per view and proposal; a change relayouts only what it must."
@Suite("Layout caching")
struct LayoutCacheBehaviourTests {

    private func host(_ engine: CountingTextEngine) -> ViewHost {
        ViewHost(HundredRows(), size: CGSize(width: 400, height: 1700), textEngine: engine)
    }

    @Test func framesWithoutChangesMeasureNoText() {
        let engine = CountingTextEngine()
        let host = host(engine)
        #expect(engine.calls >= 100)
        let before = engine.calls
        host.runFrame()
        host.advance(by: 1)
        #expect(engine.calls == before, "\(engine.calls - before) text measurements for nothing")
    }

    @Test func oneRowsTextChangeMeasuresFewTexts() throws {
        let engine = CountingTextEngine()
        let host = host(engine)
        let frame = try #require(host.frame(ofText: "row 50 taps 0"))
        let before = engine.calls
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(host.find(text: "row 50 taps 1") != nil)
        let measured = engine.calls - before
        // The changed row is measured for a few proposals (stack flexibility), its siblings come from the cache.
        #expect(measured <= 20, "\(measured) text measurements after one row changed")
        #expect(host.frame(ofText: "row 51 taps 0")?.minY == frame.minY + 16, "the rows below did not move")
    }

    @Test func resizingTheWindowMeasuresAgain() {
        let engine = CountingTextEngine()
        let host = host(engine)
        let before = engine.calls
        // The rows (at most 15 characters, 120 points) fit in 300 points as they did in 400: the
        // measurements they have answer the new width.
        host.resize(to: CGSize(width: 300, height: 1700))
        #expect(engine.calls == before, "a width wider than every row needs no new measurement")
        host.resize(to: CGSize(width: 100, height: 1700))
        #expect(engine.calls > before, "a width narrower than the rows is a new proposal")
    }

    @Test func theLayoutDumpIsStable() {
        let first = makeHost(HundredRows(), width: 400, height: 1700).dump()
        let second = makeHost(HundredRows(), width: 400, height: 1700).dump()
        #expect(first == second)
        #expect(first.split(separator: "\n").count == 101)
    }
}
