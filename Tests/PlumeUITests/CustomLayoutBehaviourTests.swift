import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// Counts calls into a layout (a class, so the layout value stays a plain struct).
private final class LayoutCalls: @unchecked Sendable {
    var sizeThatFits = 0
    var placeSubviews = 0
    var makeCache = 0
}

/// SwiftUI's documentation example: a row whose subviews all take the widest one's ideal width,
/// separated by their preferred spacing.
private struct EqualWidthHStack: Layout {
    var calls: LayoutCalls?

    struct CacheData {
        var maxSize: CGSize
        var spacings: [CGFloat]
    }

    func makeCache(subviews: Subviews) -> CacheData {
        calls?.makeCache += 1
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let maxSize = sizes.reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
        let spacings = subviews.indices.map { index in
            index < subviews.count - 1
                ? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal) : 0
        }
        return CacheData(maxSize: maxSize, spacings: spacings)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        calls?.sizeThatFits += 1
        return CGSize(
            width: cache.maxSize.width * CGFloat(subviews.count) + cache.spacings.reduce(0, +),
            height: cache.maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        calls?.placeSubviews += 1
        let proposal = ProposedViewSize(width: cache.maxSize.width, height: cache.maxSize.height)
        var x = bounds.minX + cache.maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: proposal)
            x += cache.maxSize.width + cache.spacings[index]
        }
    }
}

/// Places subviews on a diagonal, each at its ideal size.
private struct Diagonal: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let s = subview.sizeThatFits(.unspecified)
            return CGSize(width: size.width + s.width, height: size.height + s.height)
        }
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var point = bounds.origin
        for subview in subviews {
            let s = subview.sizeThatFits(.unspecified)
            subview.place(at: point, proposal: .unspecified)
            point.x += s.width
            point.y += s.height
        }
    }
}

/// A custom layout next to a counter whose changes must not make the layout measure again.
private struct LayoutNextToCounter: View {
    let calls: LayoutCalls
    @State private var count = 0
    var body: some View {
        VStack {
            EqualWidthHStack(calls: calls) {
                Text("A")
                Text("BBB")
            }
            .frame(width: 200, height: 40)
            Button("count \(count)") { count += 1 }
        }
    }
}

/// The public `Layout` protocol, as the built-in containers use it.
@MainActor
@Suite("Custom layouts")
struct CustomLayoutBehaviourTests {

    @Test func equalWidthStackGivesEveryChildTheWidestWidth() {
        let graph = makeGraph(
            EqualWidthHStack {
                Button("A") {}
                Button("BBB") {}
                Button("CC") {}
            })
        // Three 24-wide slots with two 8-point gaps: 88 wide, centered at x = 156.
        let dump = graph.dump()
        let texts = lines(of: dump, containing: "Text")
        #expect(texts.count == 3, "\(dump)")
        #expect(texts[0].contains("(164, 142, 8, 16) \"A\""), "\(dump)")
        #expect(texts[1].contains("(188, 142, 24, 16) \"BBB\""), "\(dump)")
        #expect(texts[2].contains("(224, 142, 16, 16) \"CC\""), "\(dump)")
    }

    @Test func diagonalPlacesAtIdealSizes() {
        let graph = makeGraph(
            Diagonal {
                Text("A")
                Text("BB")
                Color.red.frame(width: 10, height: 10)
            })
        #expect(
            graph.dump() == """
                Diagonal (183, 129, 34, 42)
                  Text (183, 129, 8, 16) "A"
                  Text (191, 145, 16, 16) "BB"
                  frame (207, 161, 10, 10)
                    Color (207, 161, 10, 10) red
                """)
    }

    @Test func builtInStackLayoutsAreCallable() {
        let asLayout = makeGraph(
            HStackLayout(spacing: 4) {
                Text("A")
                Text("BB")
            })
        let asView = makeGraph(
            HStack(spacing: 4) {
                Text("A")
                Text("BB")
            })
        let layoutFrames = asLayout.dump().split(separator: "\n").map { $0.split(separator: " ").dropFirst() }
        let viewFrames = asView.dump().split(separator: "\n").map { $0.split(separator: " ").dropFirst() }
        #expect(layoutFrames == viewFrames, "\(asLayout.dump())\n\(asView.dump())")
        let vertical = makeGraph(
            VStackLayout(alignment: .leading, spacing: 0) {
                Text("A")
                Text("BB")
            })
        #expect(lines(of: vertical.dump(), containing: "\"A\"").first?.contains("(192, 134, 8, 16)") == true)
    }

    @Test func spacersInsideAHStackLayoutAreHorizontal() {
        let graph = makeGraph(
            HStackLayout {
                Text("A")
                Spacer()
                Text("B")
            }.frame(width: 200))
        #expect(lines(of: graph.dump(), containing: "Spacer").first?.contains(", 168, 0)") == true, "\(graph.dump())")
    }

    @Test func layoutResultsAreCachedAcrossUnrelatedChanges() {
        let calls = LayoutCalls()
        let host = makeHost(LayoutNextToCounter(calls: calls))
        #expect(calls.makeCache >= 1)
        let measured = calls.sizeThatFits
        let placed = calls.placeSubviews
        #expect(host.tap("count 0"))
        #expect(host.tap("count 1"))
        #expect(host.find(text: "count 2") != nil)
        #expect(calls.sizeThatFits == measured, "a fixed-size frame shields the layout from its sibling's change")
        #expect(calls.placeSubviews == placed)
    }

    @Test func resizingTheWindowLaysOutAgain() {
        let host = makeHost(
            HStack(spacing: 0) {
                Color.red
                Color.blue
            })
        #expect(lines(of: host.dump(), containing: "red").first?.contains("(0, 0, 200, 300)") == true)
        host.resize(to: CGSize(width: 100, height: 50))
        #expect(lines(of: host.dump(), containing: "red").first?.contains("(0, 0, 50, 50)") == true, "\(host.dump())")
    }
}
