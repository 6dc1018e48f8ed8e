import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// The proposals a `FixedProbe` was asked (each distinct proposal once: nodes cache their answers).
private final class ProposalLog: @unchecked Sendable {
    var widths: [CGFloat?] = []
}

/// A rigid subview: 20 × 10 whatever it is offered, recording the widths it is offered.
private struct FixedProbe: Layout {
    let log: ProposalLog
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        log.widths.append(proposal.width)
        return CGSize(width: 20, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A caption that becomes longer when tapped, beside captions that stay.
private struct Captions: View {
    @State private var first = "Same caption"
    var body: some View {
        VStack(spacing: 0) {
            Text(first).onTapGesture { first = "A much longer caption" }
            ForEach(0..<3, id: \.self) { _ in Text("Same caption") }
        }
    }
}

/// "One measurement per distinct (view, proposal)": equal texts share their measurements, rigid
/// subviews are not asked for their share, and a node's size cache answers what it was asked.
@MainActor
@Suite("Layout sharing")
struct LayoutSharingTests {
    @Test func equalTextsAreMeasuredOnceForAll() {
        let engine = CountingTextEngine()
        let graph = ViewGraph(
            root: VStack { ForEach(0..<50, id: \.self) { _ in Text("Same caption") } },
            size: CGSize(width: 400, height: 2000), textEngine: engine)
        graph.layout()
        #expect(engine.calls >= 1)
        #expect(engine.calls <= 2, "\(engine.calls) text measurements for 50 equal texts")
    }

    @Test func aChangedTextLeavesTheTextsItSharedWithAlone() throws {
        let host = ViewHost(Captions(), size: CGSize(width: 400, height: 300), textEngine: CountingTextEngine())
        // The first caption (the one that changes when tapped).
        let before = try #require(host.views.first { $0.text == "Same caption" }?.frame)
        host.tap(at: CGPoint(x: before.midX, y: before.midY))
        let longer = try #require(host.frame(ofText: "A much longer caption"))
        #expect(longer.width > before.width)
        let kept = host.views.filter { $0.text == "Same caption" }.map(\.frame.size)
        #expect(kept == [CGSize](repeating: before.size, count: 3))
    }

    @Test func aRigidSubviewIsNotAskedForItsShare() {
        let log = ProposalLog()
        let graph = ViewGraph(
            root: HStack {
                FixedProbe(log: log) { EmptyView() }
                Text("Lorem ipsum dolor sit amet.")
            },
            size: CGSize(width: 300, height: 200), textEngine: CountingTextEngine())
        graph.layout()
        // Its minimum, its maximum, and its placement at the width it answered: never the share
        // (half of the 292 points left), which would answer the same.
        #expect(log.widths.contains(0) && log.widths.contains(.infinity))
        #expect(log.widths.allSatisfy { $0 == nil || $0 == 0 || $0 == 20 || $0 == .infinity }, "\(log.widths)")
    }

    @Test func theSizeCacheAnswersWhatItWasAskedUntilItIsEmptied() {
        var cache = SizeCache()
        #expect(cache.isEmpty)
        cache.insert(CGSize(width: 1, height: 2), for: ProposedViewSize(width: 10, height: nil))
        cache.insert(CGSize(width: 3, height: 4), for: .unspecified)
        #expect(cache.size(for: ProposedViewSize(width: 10, height: nil)) == CGSize(width: 1, height: 2))
        #expect(cache.size(for: .unspecified) == CGSize(width: 3, height: 4))
        #expect(cache.size(for: ProposedViewSize(width: 10, height: 0)) == nil)
        for i in 0..<(SizeCache.capacity - 2) {
            cache.insert(.zero, for: ProposedViewSize(width: CGFloat(i + 100), height: nil))
        }
        #expect(cache.entries.count == SizeCache.capacity)
        cache.insert(.zero, for: .zero)
        #expect(cache.entries.count == 1, "a full cache starts afresh")
        #expect(cache.size(for: .unspecified) == nil)
        cache.removeAll()
        #expect(cache.isEmpty)
    }
}
