import Foundation
import Plume

/// A model one leaf of a big tree observes.
private final class LeafModel: ObservableObject {
    @Published var value = 0
}

private struct ObservingLeaf: View {
    @ObservedObject var model: LeafModel
    var body: some View { Text("\(model.value)") }
}

private struct PlainLeaf: View {
    let index: Int
    var body: some View { Text("\(index)") }
}

private struct PublishedTree: View {
    let model: LeafModel
    var body: some View {
        VStack {
            ForEach(0..<100) { row in
                HStack {
                    ForEach(0..<100) { column in
                        if row == 57 && column == 31 {
                            ObservingLeaf(model: model)
                        } else {
                            PlainLeaf(index: row * 100 + column)
                        }
                    }
                }
            }
        }
    }
}

/// `streams.published.deepchange`: a `@Published` change reaching its one dependent view in a
/// 10,000-view tree, counted in body evaluations (goal ≤ 3).
@MainActor
let publishedChangeBenchmarks = BenchGroup(prefix: "streams.published") { report in
    let model = LeafModel()
    let graph = ViewGraph(
        root: PublishedTree(model: model), size: CGSize(width: 800, height: 600),
        textEngine: MonospaceTextLayoutEngine())
    graph.runFrame()
    var worst = 0
    var seconds: [Double] = []
    for i in 1...5 {
        let before = graph.bodyEvaluations
        let start = DispatchTime.now().uptimeNanoseconds
        model.value = i
        graph.runFrame()
        seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        worst = max(worst, graph.bodyEvaluations - before)
    }
    report.figure("streams.published.deepchange", Double(worst), "bodies", goal: "<= 3", met: worst <= 3)
    report.figure("streams.published.deepchange.frame", seconds.sorted()[2] * 1e3, "ms")
}
