import Foundation
import Plume

/// Table figures: a 10,000-row, three-column `Table` mounted to its first frame's pixels, and one
/// Down-arrow step of the selection (the key, the frame and its pixels).
let tableBenchmarks = BenchGroup(prefix: "ui.table") { report in
    if report.wants("ui.table") { TableFigures.run(report) }
}

/// One row of the benchmark table.
struct TableBenchRow: Identifiable {
    let id: Int
    let name: String
    let size: Int
}

/// What a person writes for a long sortable, selectable table.
struct TableBenchView: View {
    let rows: [TableBenchRow]
    @State private var selection: Int?
    @State private var sortOrder = [KeyPathComparator(\TableBenchRow.name)]
    var body: some View {
        Table(rows, selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Name", value: \.name)
            TableColumn("Size", value: \.size) { Text("\($0.size) KB") }.width(80)
            TableColumn("Kind") { Text($0.id % 2 == 0 ? "Document" : "Picture") }
        }
    }
}

@MainActor
enum TableFigures {
    static let size = CGSize(width: 800, height: 600)
    static let rows = (0..<10_000).map { TableBenchRow(id: $0, name: "File \($0 + 1)", size: ($0 * 37) % 900) }

    static func run(_ report: BenchReport) {
        let engine = PangoTextLayoutEngine()
        let renderer = CairoRenderer(textEngine: engine)
        let rows = Self.rows
        let mount = measureMedian(
            iterations: 9, setup: { () },
            { _ -> ViewGraph in
                let graph = ViewGraph(root: TableBenchView(rows: rows), size: size, textEngine: engine)
                renderPixels(renderer, graph.runFrame(), size: size)
                return graph
            })
        report.figure("ui.table.mount10k", mount * 1e3, "ms", goal: "<= 30 ms", met: mount * 1e3 <= 30)

        let graph = ViewGraph(root: TableBenchView(rows: rows), size: size, textEngine: engine)
        renderPixels(renderer, graph.runFrame(), size: size)
        graph.pointerDown(at: CGPoint(x: 100, y: 50))
        graph.pointerUp(at: CGPoint(x: 100, y: 50))
        renderPixels(renderer, graph.runFrame(), size: size)
        let step = measureMedian(
            iterations: 31, setup: { () },
            { _ in
                _ = graph.keyDown(.down)
                renderPixels(renderer, graph.runFrame(), size: size)
            })
        report.figure("ui.table.arrow10k", step * 1e3, "ms/step", goal: "<= 8 ms", met: step * 1e3 <= 8)
    }
}
