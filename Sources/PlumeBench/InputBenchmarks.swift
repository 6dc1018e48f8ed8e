import Foundation
import Plume

/// Input figures of issue 6: a tap's event-to-pixels latency, and a flood of pointer moves.
let inputBenchmarks = BenchGroup(prefix: "input") { report in
    if report.wants("input.tap.latency") { TapLatencyFigures.run(report) }
    if report.wants("input.drag.moves5000") { MoveFloodFigures.run(report) }
}

/// A modest screen: a title, twenty settings rows with toggles, and a counter button.
struct TapBenchScreen: View {
    @State private var count = 0
    @State private var flags = Array(repeating: false, count: 20)

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Settings").font(.title)
            ForEach(0..<20) { i in
                Toggle("Option \(i)", isOn: $flags[i])
            }
            Button("Tapped \(count)") { count += 1 }.buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

@MainActor
enum TapLatencyFigures {
    static let size = CGSize(width: 390, height: 844)

    /// Pointer down and up on the button, then the frame that shows the new count, rendered to
    /// pixels by cairo the way the hosts draw frames (a retained canvas, redrawing what changed):
    /// the time from the events to the finished image.
    static func run(_ report: BenchReport) {
        let engine = PangoTextLayoutEngine()
        let renderer = RetainedRenderer(renderer: CairoRenderer(textEngine: engine))
        let graph = ViewGraph(root: TapBenchScreen(), size: size, textEngine: engine)
        renderPixels(renderer, graph.runFrame(), size: size)
        guard let target = graph.views().last(where: { $0.text?.hasPrefix("Tapped") == true })?.frame else {
            fatalError("PlumeBench: the button of the tap scene is missing")
        }
        let point = CGPoint(x: target.midX, y: target.midY)
        var taps = 0
        let phases = PhaseTimes()
        let seconds = measureMedian(iterations: 101, warmup: 5) {
            graph.time += 0.5  // far apart: never a double tap
            phases.time("events") {
                graph.pointerDown(at: point)
                graph.pointerUp(at: point)
            }
            let list = phases.time("frame") { graph.runFrame() }
            phases.time("pixels") { renderPixels(renderer, list, size: size) }
            taps += 1
        }
        // The figure counts only if every tap landed.
        let shown = graph.views().contains { $0.text == "Tapped \(taps)" }
        guard shown else { fatalError("PlumeBench: taps did not reach the button (\(taps) sent)") }
        let ms = seconds * 1e3
        report.figure("input.tap.latency", ms, "ms", goal: "<= 2 ms", met: ms <= 2)
        for phase in ["events", "frame", "pixels"] {
            report.figure("input.tap.latency.\(phase)", phases.median(phase) * 1e3, "ms")
        }
    }
}

/// A draggable knob that follows the pointer through `@GestureState`.
struct DragBenchScreen: View {
    @GestureState private var offset = CGSize.zero
    @State private var moves = 0

    var body: some View {
        ZStack {
            Circle().fill(Color.blue).frame(width: 60, height: 60)
                .offset(offset)
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .updating($offset) { value, state, _ in state = value.translation }
                        .onChanged { _ in moves += 1 })
            Text("moves \(moves)").offset(y: 200)
        }
        .frame(width: 390, height: 600)
    }
}

@MainActor
enum MoveFloodFigures {
    static let size = CGSize(width: 390, height: 600)

    /// 5,000 pointer moves of one drag delivered before a single frame, then that frame rendered.
    static func run(_ report: BenchReport) {
        let engine = PangoTextLayoutEngine()
        let renderer = CairoRenderer(textEngine: engine)
        let setup = { () -> ViewGraph in
            let graph = ViewGraph(root: DragBenchScreen(), size: size, textEngine: engine)
            graph.runFrame()
            return graph
        }
        let flood = { (graph: ViewGraph) -> ViewGraph in
            let center = CGPoint(x: 195, y: 300)
            graph.pointerDown(at: center)
            for i in 0..<5000 {
                graph.time += 0.0001
                graph.pointerMoved(to: CGPoint(x: center.x + CGFloat(i % 100), y: center.y))
            }
            renderPixels(renderer, graph.runFrame(), size: size)
            graph.pointerUp(at: center)
            return graph
        }
        if InstructionCounts.isOn {
            // A warm-up flood first (untimed, as the timed figure's warm-up runs): the first one
            // also pays the runtime's one-time type look-ups.
            _ = flood(setup())
            InstructionCounts.count("input.drag.moves5000", goal: nil, setup: setup, flood)
            return
        }
        let seconds = measureMedian(iterations: 9, warmup: 2, setup: setup, flood)
        let ms = seconds * 1e3
        report.figure("input.drag.moves5000", ms, "ms", goal: "<= 5 ms", met: ms <= 5)
    }
}
