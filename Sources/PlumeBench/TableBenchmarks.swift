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
        if InstructionCounts.isOn { return countInstructions(engine: engine, renderer: renderer) }
        let mount = measureMedian(
            iterations: 9, setup: { () },
            { _ -> ViewGraph in
                let graph = ViewGraph(root: TableBenchView(rows: rows), size: size, textEngine: engine)
                renderPixels(renderer, graph.runFrame(), size: size)
                return graph
            })
        report.figure("ui.table.mount10k", mount * 1e3, "ms", goal: "<= 30 ms", met: mount * 1e3 <= 30)

        let graph = ViewGraph(root: TableBenchView(rows: rows), size: size, textEngine: engine)
        clickFirstRow(graph, renderer)
        let step = measureMedian(
            iterations: 31, setup: { () },
            { _ in
                _ = graph.keyDown(.down)
                renderPixels(renderer, graph.runFrame(), size: size)
            })
        report.figure("ui.table.arrow10k", step * 1e3, "ms/step", goal: "<= 8 ms", met: step * 1e3 <= 8)
    }

    /// Draws the table's first frame and clicks its first row, so that the arrow keys move the
    /// selection from there.
    static func clickFirstRow(_ graph: ViewGraph, _ renderer: CairoRenderer) {
        renderPixels(renderer, graph.runFrame(), size: size)
        graph.pointerDown(at: CGPoint(x: 100, y: 50))
        graph.pointerUp(at: CGPoint(x: 100, y: 50))
        renderPixels(renderer, graph.runFrame(), size: size)
    }

    /// `--instructions`: one Down-arrow step (the key, the frame and its fresh pixels, as the timed
    /// figure) from the 25th row, where each step scrolls the table by a row, as most of the timed
    /// steps do; then the same from the 4th row, where the table stays put (`.inView`); then the key
    /// with its update (`.update`) and the frame's layout and display list (`.frame`) of a step that
    /// scrolls, on their own.
    static func countInstructions(engine: PangoTextLayoutEngine, renderer: CairoRenderer) {
        func step(_ graph: ViewGraph) -> RenderedImage {
            _ = graph.keyDown(.down)
            return renderPixels(renderer, graph.runFrame(), size: size)
        }
        let inView = ViewGraph(root: TableBenchView(rows: rows), size: size, textEngine: engine)
        clickFirstRow(inView, renderer)
        for _ in 0..<3 { _ = step(inView) }
        let graph = ViewGraph(root: TableBenchView(rows: rows), size: size, textEngine: engine)
        clickFirstRow(graph, renderer)
        for _ in 0..<24 { _ = step(graph) }
        InstructionCounts.count("ui.table.arrow10k", goal: nil, setup: {}, { _ in step(graph) })
        InstructionCounts.count("ui.table.arrow10k.inView", goal: nil, setup: {}, { _ in step(inView) })
        InstructionCounts.count(
            "ui.table.arrow10k.update", goal: nil, setup: {},
            { _ in
                _ = graph.keyDown(.down)
                graph.update()
            })
        InstructionCounts.count("ui.table.arrow10k.frame", goal: nil, setup: {}, { _ in graph.runFrame() })
    }
}
