import Foundation
import Plume

/// A leaf of the deep tree: a counter in `@State`; the target leaf hands its binding out.
struct CounterLeaf: View {
    @State private var count = 0
    let isTarget: Bool
    let sink: BindingSink<Int>

    var body: some View {
        Text("\(count)").onAppear { if isTarget { sink.binding = $count } }
    }
}

/// A tree of `fanout`^`level` leaves: each branch is a `VStack` of `fanout` branches one level down.
struct CounterBranch: View {
    let level: Int
    let index: Int
    let targetIndex: Int
    let sink: BindingSink<Int>

    var body: some View {
        if level == 0 {
            CounterLeaf(isTarget: index == targetIndex, sink: sink)
        } else {
            VStack {
                ForEach(0..<10) { child in
                    CounterBranch(level: level - 1, index: index * 10 + child, targetIndex: targetIndex, sink: sink)
                }
            }
        }
    }
}

/// `ui.bodies.deepchange`: one `@State` change in a leaf of a 10,000-leaf tree, counted in bodies.
@MainActor
enum DeepChangeFigures {
    static func run(_ report: BenchReport) {
        let sink = BindingSink<Int>()
        let size = CGSize(width: 800, height: 600)
        let root = CounterBranch(level: 4, index: 0, targetIndex: 7_777, sink: sink)
        let graph = ViewGraph(root: root, size: size, textEngine: MonospaceTextLayoutEngine())
        graph.runFrame()
        let built = graph.bodyEvaluations
        guard let binding = sink.binding else {
            print("# ui.bodies.deepchange: the target leaf never appeared")
            return
        }
        var counts: [Int] = []
        let frame = measureMedian(
            iterations: 9,
            setup: { () -> Int in
                binding.wrappedValue += 1
                return graph.bodyEvaluations
            },
            { before in
                graph.runFrame()
                counts.append(graph.bodyEvaluations - before)
            })
        let worst = Double(counts.max() ?? 0)
        report.figure("ui.bodies.deepchange", worst, "bodies", goal: "<= 3", met: worst <= 3)
        report.figure("ui.bodies.deepchange.built", Double(built), "bodies")
        report.figure("ui.bodies.deepchange.frame", frame * 1e3, "ms")
    }
}
