import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// The benchmark's grid: 16 rows of 16 columns, each an orange bar and a sentence, in nested pairs.
private struct Grid: View {
    var body: some View {
        VStack {
            ForEach(0..<2) { _ in
                VStack {
                    ForEach(0..<4) { _ in
                        VStack {
                            row
                            row
                        }
                    }
                }
            }
        }
    }
    private var row: some View {
        HStack {
            ForEach(0..<2) { _ in
                HStack {
                    ForEach(0..<4) { _ in
                        HStack {
                            column
                            column
                        }
                    }
                }
            }
        }
    }
    private var column: some View {
        HStack {
            Color.orange.frame(width: 5)
            Text("Lorem ipsum dolor sit amet.")
        }
    }
}

/// Chat messages: an avatar, an author and time line, and a paragraph.
private struct Messages: View {
    let count: Int
    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(0..<count, id: \.self) { i in
                    HStack(alignment: .top) {
                        Color.blue.frame(width: 40, height: 40)
                        VStack(alignment: .leading) {
                            HStack {
                                Text("Ana").bold()
                                Text("9:41").foregroundColor(.gray)
                            }
                            Text(
                                "We should book the cabin for the first weekend of next month before it fills up \(i).")
                        }
                    }
                }
            }
            .frame(maxWidth: .infinity)
            .padding(20)
        }
    }
}

/// "A text is measured once per width it is offered": text-engine calls per layout pass, counted
/// (deterministic, unlike timings).
@MainActor
@Suite("Text measurements per layout pass")
struct LayoutMeasureCountTests {
    @Test func aTextIsMeasuredOncePerWidth() {
        let engine = CountingTextEngine()
        let graph = ViewGraph(
            root: HStack { Text("Lorem ipsum dolor sit amet.") }, size: CGSize(width: 800, height: 800),
            textEngine: engine)
        graph.layout()
        // At 0 wide (the stack's minimum) and unlimited (its ideal, which also answers 800 wide).
        #expect(engine.calls == 2)
        graph.resize(to: CGSize(width: 700, height: 800))
        graph.layout()
        #expect(engine.calls == 2, "700 wide is still wider than the text's ideal width")
    }

    @Test func gridMeasuresEachTextAtFewProposals() {
        let engine = CountingTextEngine()
        let graph = ViewGraph(root: Grid(), size: CGSize(width: 800, height: 800), textEngine: engine)
        graph.layout()
        // 256 texts, each offered about 40 proposals (0, ideal and shares wide; 0, 42.5 and nil high):
        // 2,672 calls when every proposal was a measurement.
        #expect(engine.calls <= 2160, "\(engine.calls) text measurements")
        let before = engine.calls
        graph.resize(to: CGSize(width: 600, height: 800))
        graph.layout()
        #expect(engine.calls - before <= 992, "\(engine.calls - before) text measurements at 600 wide")
    }

    @Test func messagesMeasureEachTextAtMostTwice() {
        let engine = CountingTextEngine()
        let graph = ViewGraph(root: Messages(count: 100), size: CGSize(width: 800, height: 800), textEngine: engine)
        graph.layout()
        // 300 texts: the author and time once at 0 wide and once ideal, the paragraph at 0 and its width.
        #expect(engine.calls <= 600, "\(engine.calls) text measurements")
        let before = engine.calls
        graph.resize(to: CGSize(width: 600, height: 800))
        graph.layout()
        // Only the paragraphs are measured again (the author and time keep their ideal widths).
        #expect(engine.calls - before <= 100, "\(engine.calls - before) text measurements at 600 wide")
    }
}
