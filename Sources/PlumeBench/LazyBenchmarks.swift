import Foundation
import Plume

/// Lazy stack figures: 50,000 rows (a picture and a text each) in a `ScrollView` + `LazyVStack`,
/// mounted to a first frame, and scrolled by 100 wheel steps, each a whole frame and its pixels.
let lazyBenchmarks = BenchGroup(prefix: "ui.lazy") { report in
    if report.wants("ui.lazy") { LazyFigures.run(report) }
}

/// One row of the benchmark list.
struct LazyBenchItem: Identifiable {
    let id: Int
    let symbol: String
    let title: String
}

/// What a person writes for a long list of pictures and texts.
struct LazyBenchList: View {
    let items: [LazyBenchItem]
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 10) {
                ForEach(items) { item in
                    HStack(spacing: 12) {
                        Image(systemName: item.symbol)
                            .resizable()
                            .scaledToFit()
                            .frame(width: 32, height: 32)
                        Text(item.title)
                    }
                }
            }
            .padding()
        }
    }
}

@MainActor
enum LazyFigures {
    static let size = CGSize(width: 800, height: 600)
    static let items = (0..<50_000).map { i in
        LazyBenchItem(
            id: i, symbol: ["photo", "star.fill", "heart.fill", "camera.fill"][i % 4],
            title: "Item \(i + 1): a picture and its caption")
    }

    static func run(_ report: BenchReport) {
        let engine = PangoTextLayoutEngine()
        let renderer = CairoRenderer(textEngine: engine)
        let items = Self.items
        if InstructionCounts.isOn {
            // (The prefix `ui.lazygrid` runs this group too.)
            if report.wants("ui.lazy.scroll50k") { countInstructions(engine: engine, renderer: renderer) }
            return
        }
        // Time to the first frame's pixels: the graph, the first frame, and drawing it.
        let mount = measureMedian(
            iterations: 9, setup: { () },
            { _ -> ViewGraph in
                let graph = ViewGraph(
                    root: LazyBenchList(items: items), size: size, textEngine: engine,
                    imageLoader: renderer.imageLoader)
                renderPixels(renderer, graph.runFrame(), size: size)
                return graph
            })
        report.figure("ui.lazy.mount50k", mount * 1e3, "ms", goal: "<= 20 ms", met: mount * 1e3 <= 20)

        let graph = ViewGraph(
            root: LazyBenchList(items: items), size: size, textEngine: engine, imageLoader: renderer.imageLoader)
        // The steps are drawn as the window draws: into a retained canvas (a step moves its pixels).
        let canvas = RetainedRenderer(renderer: renderer)
        renderPixels(canvas, graph.runFrame(), size: size)
        let phases = PhaseTimes()
        var time: TimeInterval = 0
        var direction: CGFloat = -1
        let step = medianWheelStep(
            graph, canvas, size: size, steps: 100, distance: 30, direction: &direction, time: &time, phases: phases)
        report.figure("ui.lazy.scroll50k", step * 1e3, "ms/step", goal: "<= 4 ms", met: step * 1e3 <= 4)
        for phase in ["frame", "pixels"] {
            report.figure("ui.lazy.scroll50k.\(phase)", phases.median(phase) * 1e3, "ms/step")
        }
        // The same by a finger: 100 moves of 30 points at 60 frames per second.
        let drag = measureMedian(
            iterations: 5,
            setup: {
                direction = -direction
                graph.pointerDown(at: CGPoint(x: 400, y: direction > 0 ? 590 : 10))
            },
            { _ in
                var y: CGFloat = direction > 0 ? 590 : 10
                for _ in 0..<100 {
                    time += 1.0 / 60
                    graph.time = time
                    y -= 30 * direction
                    graph.pointerMoved(to: CGPoint(x: 400, y: y))
                    renderPixels(canvas, graph.runFrame(), size: size)
                }
                graph.pointerCancel()
            })
        report.figure(
            "ui.lazy.scroll50k.drag", drag / 100 * 1e3, "ms/step", goal: "<= 4 ms", met: drag / 100 * 1e3 <= 4)
        // Far jumps: a wheel turn of 100,000 points creates a whole new screenful each step.
        let jump = medianWheelStep(
            graph, canvas, size: size, steps: 20, distance: 100_000, direction: &direction, time: &time)
        report.figure("ui.lazy.jump50k", jump * 1e3, "ms/step")
    }

    /// `--instructions`: ten wheel steps of 30 points into the retained canvas, after ten untimed
    /// ones (`ui.lazy.scroll50k.10steps`), and the same with the scrolled content drawn again
    /// (`.noCopy`).
    static func countInstructions(engine: PangoTextLayoutEngine, renderer: CairoRenderer) {
        let graph = ViewGraph(
            root: LazyBenchList(items: items), size: size, textEngine: engine, imageLoader: renderer.imageLoader)
        let canvas = RetainedRenderer(renderer: renderer)
        renderPixels(canvas, graph.runFrame(), size: size)
        var time: TimeInterval = 0
        func steps() {
            wheelSteps(
                graph, canvas, size: size, at: CGPoint(x: size.width / 2, y: size.height / 2), steps: 10,
                delta: CGSize(width: 0, height: 30), time: &time)
        }
        steps()
        InstructionCounts.count("ui.lazy.scroll50k.10steps", goal: nil, setup: {}, { steps() })
        canvas.movesScrolledPixels = false
        InstructionCounts.count("ui.lazy.scroll50k.10steps.noCopy", goal: nil, setup: {}, { steps() })
    }
}
