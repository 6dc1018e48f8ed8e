import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A stack nested in a stack `depth` times around one text.
private struct NestedStacks: View {
    let depth: Int
    var body: some View {
        if depth == 0 { AnyView(Text("core")) } else { AnyView(VStack { NestedStacks(depth: depth - 1) }) }
    }
}

/// A layout that answers whatever size it was given, however unusable.
private struct FixedAnswer: Layout {
    let size: CGSize
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}

/// A layout that offers its subviews an infinite size and places them at it.
private struct InfiniteOffer: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(.infinity) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .infinity) }
    }
}

private struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

/// A cycle through preferences: the measured width sets the state that makes the width.
private struct GrowingByItsOwnWidth: View {
    @State private var width: CGFloat = 10
    var body: some View {
        Color.red.frame(width: width, height: 10)
            .background(GeometryReader { proxy in Color.clear.preference(key: WidthKey.self, value: proxy.size.width) })
            .onPreferenceChange(WidthKey.self) { width = $0 + 1 }
    }
}

/// Bad input to layout gets a clear diagnostic and a bounded pass, never a hang or a crash.
@Suite("Layout bad input")
struct LayoutBadInputTests {
    @Test func tenThousandNestedStacksAreCutAtTheMaximumDepth() {
        let host = makeHost(NestedStacks(depth: 10_000))
        host.runFrame()
        #expect(host.find(text: "core") == nil, "the text is below the cut")
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("deeper than \(maximumViewDepth) levels") })
    }

    @Test func nanAndNegativeSizesFromALayoutAreUsedAsZero() {
        let host = makeHost(
            HStack(spacing: 0) {
                Text("a")
                FixedAnswer(size: CGSize(width: CGFloat.nan, height: -5)) { Text("b") }
                Text("c")
            })
        let a = host.frame(ofText: "a")
        let c = host.frame(ofText: "c")
        #expect(a != nil && c?.minX == a?.maxX, "the broken layout takes no space")
        #expect(!host.dump().contains("nan"))
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("sizeThatFits returned (nan, -5)") })
    }

    @Test func anInfiniteProposalToAGreedyViewIsReported() {
        let host = makeHost(VStack { InfiniteOffer { Color.red } })
        host.runFrame()
        #expect(!host.dump().contains("inf"))
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("placed with an infinite width or height") })
    }

    @Test func aCycleThroughPreferencesEndsEachFrame() {
        let host = makeHost(GrowingByItsOwnWidth())
        host.runFrame()
        host.runFrame()
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("Layout did not settle within one frame") })
    }
}
