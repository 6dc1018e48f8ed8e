import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A user's `Layout` that stacks its subviews vertically and counts the questions it is asked.
private struct CountingColumn: Layout {
    let counter: QuestionCounter
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        counter.sizeQuestions += 1
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        counter.placements += 1
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

private final class QuestionCounter {
    var sizeQuestions = 0
    var placements = 0
}

/// A bar whose width the buttons change, in a fixed 100×20 slot or not, above a caption.
private struct Bars: View {
    let counter: QuestionCounter
    let fixedSlot: Bool
    @State private var width: CGFloat = 40
    @State private var priority: Double = 0

    var body: some View {
        CountingColumn(counter: counter) {
            Button("Wider") { width += 20 }
            Button("Prioritise") { priority = 1 }
            if fixedSlot {
                bar.frame(width: 100, height: 20, alignment: .leading)
            } else {
                bar
            }
            Text("Caption")
        }
    }

    private var bar: some View {
        Color.red.frame(width: width, height: 10).accessibilityIdentifier("bar").layoutPriority(priority)
    }
}

/// "A change re-lays out only up to the nearest ancestor whose size did not change": a modifier's
/// new value is measured again at its old proposals, and its ancestors are asked nothing when their
/// sizes cannot change.
@Suite("Relayout boundaries")
struct RelayoutBoundaryTests {
    @Test func aChangeInsideAFixedFrameAsksNothingAboveIt() {
        let counter = QuestionCounter()
        let host = makeHost(Bars(counter: counter, fixedSlot: true))
        #expect(host.find(identifier: "bar")?.frame.width == 40)
        let asked = counter.sizeQuestions
        let placed = counter.placements
        let caption = host.frame(ofText: "Caption")
        #expect(host.tap("Wider"))
        host.advance(by: 0.1)
        #expect(host.find(identifier: "bar")?.frame.width == 60)
        #expect(counter.sizeQuestions == asked, "the fixed 100×20 slot is a relayout boundary")
        #expect(counter.placements > placed, "the column places its subviews again (it reaches the bar)")
        #expect(host.frame(ofText: "Caption") == caption, "the caption stays below the slot")
    }

    @Test func aChangeThatChangesASizeGoesUpToTheRoot() {
        let counter = QuestionCounter()
        let host = makeHost(Bars(counter: counter, fixedSlot: false))
        let asked = counter.sizeQuestions
        #expect(host.tap("Wider"))
        host.advance(by: 0.1)
        #expect(host.find(identifier: "bar")?.frame.width == 60)
        #expect(counter.sizeQuestions > asked, "the bar's new width changes the column's")
    }

    @Test func aPriorityChangeRelaysOutTheParentThoughNoSizeChanged() {
        let counter = QuestionCounter()
        let host = makeHost(Bars(counter: counter, fixedSlot: false))
        let asked = counter.sizeQuestions
        #expect(host.tap("Prioritise"))
        host.advance(by: 0.1)
        #expect(counter.sizeQuestions > asked, "the parent's layout reads the priority")
    }

    @Test func aTextInAFixedFrameChangingWidthStopsAtTheFrame() {
        let counter = QuestionCounter()
        struct Label: View {
            let counter: QuestionCounter
            @State private var long = false
            var body: some View {
                CountingColumn(counter: counter) {
                    Button("Lengthen") { long = true }
                    Text(long ? "A much longer label" : "Short").frame(width: 200, height: 16, alignment: .leading)
                }
            }
        }
        let host = makeHost(Label(counter: counter))
        let asked = counter.sizeQuestions
        #expect(host.tap("Lengthen"))
        host.advance(by: 0.1)
        #expect(abs((host.frame(ofText: "A much longer label")?.width ?? 0) - 8 * 19) < 0.01)
        #expect(counter.sizeQuestions == asked)
    }
}
