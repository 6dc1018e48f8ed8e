import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// Counts the engine's calls into a layout's cache methods.
private final class CacheCalls: @unchecked Sendable {
    var make = 0
    var update = 0
}

/// A flow layout as a SwiftUI developer writes it: rows that wrap at the proposed width, each
/// subview separated from the previous one by the spacing they prefer.
private struct FlowLayout: Layout {
    var calls: CacheCalls?

    struct Cache {
        var sizes: [CGSize]
    }

    func makeCache(subviews: Subviews) -> Cache {
        calls?.make += 1
        return Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        calls?.update += 1
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    }

    /// The origin of each subview, and the size of the whole.
    private func arrange(width: CGFloat, subviews: Subviews, sizes: [CGSize]) -> ([CGPoint], CGSize) {
        var origins: [CGPoint] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        var widest: CGFloat = 0
        for index in subviews.indices {
            let size = sizes[index]
            let gap =
                index == 0 ? 0 : subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .horizontal)
            if x > 0, x + gap + size.width > width {
                y += rowHeight + subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .vertical)
                x = 0
                rowHeight = 0
            } else if x > 0 {
                x += gap
            }
            origins.append(CGPoint(x: x, y: y))
            x += size.width
            rowHeight = max(rowHeight, size.height)
            widest = max(widest, x)
        }
        return (origins, CGSize(width: widest, height: y + rowHeight))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        arrange(width: proposal.width ?? .infinity, subviews: subviews, sizes: cache.sizes).1
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let origins = arrange(width: bounds.width, subviews: subviews, sizes: cache.sizes).0
        for index in subviews.indices {
            subviews[index].place(
                at: CGPoint(x: bounds.minX + origins[index].x, y: bounds.minY + origins[index].y),
                proposal: ProposedViewSize(cache.sizes[index]))
        }
    }
}

/// A column whose vertical center guide is the middle of its first subview, so that a row aligned
/// on `.center` lines up with that subview rather than with the column's middle.
private struct FirstRowCenteredColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        guard guide == .center, let first = subviews.first else { return nil }
        return bounds.minY + first.sizeThatFits(.unspecified).height / 2
    }
}

/// A layout that wants no space around it.
private struct Tight: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .zero }
}

/// A flow of tags that grows when "Add" is tapped.
private struct Tags: View {
    let calls: CacheCalls
    @State private var count = 3
    var body: some View {
        VStack(alignment: .leading) {
            Button("Add") { count += 1 }
            FlowLayout(calls: calls) {
                ForEach(0..<count, id: \.self) { Text("tag\($0)") }
            }
        }
    }
}

/// "The public `Layout` protocol is the contract of every container": the engine calls a custom
/// layout's `spacing`, `explicitAlignment` and cache methods as SwiftUI does.
@Suite("Layout contract")
struct LayoutContractTests {
    @Test func aFlowLayoutWrapsWithItsSubviewsSpacing() {
        // "tag0" … are 32 wide; 8 between them: three fit in 120 points, the fourth wraps.
        let host = makeHost(
            FlowLayout { ForEach(0..<4, id: \.self) { Text("tag\($0)") } }.frame(width: 120, alignment: .leading))
        let frames = (0..<4).compactMap { host.frame(ofText: "tag\($0)") }
        #expect(frames.count == 4)
        #expect(frames[1].minX - frames[0].maxX == 8)
        #expect(frames[2].minX - frames[1].maxX == 8)
        #expect(frames[3].minX == frames[0].minX)
        #expect(frames[3].minY - frames[0].maxY == 8)
    }

    @Test func anExplicitGuideOfACustomLayoutAlignsAnOuterStack() {
        let host = makeHost(
            HStack(alignment: .center) {
                Text("A")
                FirstRowCenteredColumn {
                    Text("top")
                    Text("middle")
                    Text("bottom")
                }
            })
        let a = host.frame(ofText: "A")
        let top = host.frame(ofText: "top")
        #expect(a != nil && a?.minY == top?.minY, "A at \(String(describing: a)), top at \(String(describing: top))")
    }

    @Test func aCustomLayoutsSpacingIsUsedByItsParent() {
        let host = makeHost(
            HStack {
                Tight { Text("left") }
                Tight { Text("right") }
            })
        let left = host.frame(ofText: "left")
        let right = host.frame(ofText: "right")
        #expect(left != nil && right?.minX == left?.maxX, "both sides want no spacing")
    }

    @Test func theCacheIsMadeOnceAndUpdatedWhenSubviewsChange() {
        let calls = CacheCalls()
        let host = makeHost(Tags(calls: calls))
        #expect(calls.make == 1)
        let updates = calls.update
        host.runFrame()
        #expect(calls.update == updates, "nothing changed")
        #expect(host.tap("Add"))
        #expect(host.find(text: "tag3") != nil)
        #expect(calls.make == 1, "a new subview updates the cache, as SwiftUI does")
        #expect(calls.update > updates)
    }
}
