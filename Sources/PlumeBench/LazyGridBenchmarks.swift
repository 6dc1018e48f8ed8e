import Foundation
import Plume

/// Lazy grid figures: a 100,000-cell `LazyVGrid` (adaptive columns of a coloured tile and a caption)
/// in a `ScrollView`, scrolled by 100 wheel steps, each a whole frame and its pixels.
let lazyGridBenchmarks = BenchGroup(prefix: "ui.lazygrid") { report in
    if report.wants("ui.lazygrid") { LazyGridFigures.run(report) }
}

/// What a person writes for a photo wall.
struct LazyGridBenchWall: View {
    let count: Int
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 8) {
                ForEach(0..<count, id: \.self) { i in
                    VStack(spacing: 4) {
                        RoundedRectangle(cornerRadius: 6)
                            .fill(Color(hue: Double(i % 36) / 36, saturation: 0.6, brightness: 0.9))
                            .frame(height: 80)
                        Text("Tile \(i)").font(.caption)
                    }
                }
            }
            .padding()
        }
    }
}

@MainActor
enum LazyGridFigures {
    static let size = CGSize(width: 800, height: 600)

    static func run(_ report: BenchReport) {
        let engine = PangoTextLayoutEngine()
        // Drawn as the window draws: into a retained canvas (a scroll step moves its pixels).
        let renderer = RetainedRenderer(renderer: CairoRenderer(textEngine: engine))
        let graph = ViewGraph(root: LazyGridBenchWall(count: 100_000), size: size, textEngine: engine)
        renderPixels(renderer, graph.runFrame(), size: size)
        var time: TimeInterval = 0
        var direction: CGFloat = -1
        if InstructionCounts.isOn {
            // Ten wheel steps down (a row or three comes in), after ten untimed ones; then the same
            // with the scrolled content drawn again (`.noCopy`) and with every frame drawn whole
            // (`.fullRepaint`, how this figure was counted before).
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            func steps(_ canvas: some BenchCanvas) {
                wheelSteps(
                    graph, canvas, size: size, at: center, steps: 10, delta: CGSize(width: 0, height: 30),
                    time: &time)
            }
            steps(renderer)
            InstructionCounts.count("ui.lazygrid.scroll100k.10steps", goal: nil, setup: {}, { steps(renderer) })
            renderer.movesScrolledPixels = false
            InstructionCounts.count("ui.lazygrid.scroll100k.10steps.noCopy", goal: nil, setup: {}, { steps(renderer) })
            let full = CairoRenderer(textEngine: engine)
            InstructionCounts.count("ui.lazygrid.scroll100k.10steps.fullRepaint", goal: nil, setup: {}, { steps(full) })
            return
        }
        let phases = PhaseTimes()
        let step = medianWheelStep(
            graph, renderer, size: size, steps: 100, distance: 30, direction: &direction, time: &time, phases: phases)
        report.figure("ui.lazygrid.scroll100k", step * 1e3, "ms/step", goal: "<= 4 ms", met: step * 1e3 <= 4)
        for phase in ["frame", "pixels"] {
            report.figure("ui.lazygrid.scroll100k.\(phase)", phases.median(phase) * 1e3, "ms/step")
        }
        // Far jumps: each wheel turn of 100,000 points builds a new screenful of cells.
        let jump = medianWheelStep(
            graph, renderer, size: size, steps: 20, distance: 100_000, direction: &direction, time: &time)
        report.figure("ui.lazygrid.jump100k", jump * 1e3, "ms/step")
    }
}
