import Foundation
import Plume

/// UI figures of issue 2: the 1,000-row stack, the wave fill, fine-grained updates, and the peer
/// framework's grid and messages layouts.
let uiBenchmarks = BenchGroup(prefix: "ui") { report in
    if report.wants("ui.reference") { UIReferenceFigures.run(report) }
    if report.wants("ui.vstack1000") { VStack1000Figures.run(report) }
    if report.wants("ui.wave") { WaveRenderFigures.run(report) }
    if report.wants("ui.bodies") { DeepChangeFigures.run(report) }
    if report.wants("ui.grid") || report.wants("ui.messages") { PeerLayoutFigures.run(report) }
}

/// Figures that show how fast this machine's cairo is, to judge the others by.
enum UIReferenceFigures {
    static func run(_ report: BenchReport) {
        let renderer = CairoRenderer()
        let size = CGSize(width: 800, height: 300)
        let blank = measureMedian(iterations: 51) { renderPixels(renderer, DisplayList(), size: size) }
        report.figure("ui.reference.blank800x300", blank * 1e3, "ms")
        let rectangle = DisplayList([.fill(Path(CGRect(origin: .zero, size: size)), .color(blue))])
        let filled = measureMedian(iterations: 51) { renderPixels(renderer, rectangle, size: size) }
        report.figure("ui.reference.rect800x300", filled * 1e3, "ms")
        let big = CGSize(width: 1280, height: 800)
        let blankBig = measureMedian(iterations: 21) { renderPixels(renderer, DisplayList(), size: big) }
        report.figure("ui.reference.blank1280x800", blankBig * 1e3, "ms")
    }

    static let blue = Color.blue.resolve(in: .light)
}

// MARK: - 1,000-row VStack

/// A row whose text lives in `@State`, handed out through `sink` so the benchmark can change it.
struct EditableRow: View {
    @State private var text = "Row 500"
    let sink: BindingSink<String>

    var body: some View {
        Text(text).onAppear { sink.binding = $text }
    }
}

/// A `VStack` of 1,000 `Text` rows; row 500 keeps its text in `@State`.
struct ThousandRows: View {
    let sink: BindingSink<String>

    var body: some View {
        VStack {
            ForEach(0..<500) { Text("Row \($0)") }
            EditableRow(sink: sink)
            ForEach(501..<1000) { Text("Row \($0)") }
        }
    }
}

@MainActor
enum VStack1000Figures {
    static let size = CGSize(width: 800, height: 600)

    static func run(_ report: BenchReport) {
        let engine = PangoTextLayoutEngine()
        let renderer = CairoRenderer(textEngine: engine)

        if report.wants("ui.vstack1000.first") { first(report, engine: engine, renderer: renderer) }
        if InstructionCounts.isOn { return }
        if report.wants("ui.vstack1000.relayout") { relayout(report, engine: engine, renderer: renderer) }
        // The same with a text cache large enough for every request of the list (the default keeps
        // about 2,000, fewer than the list asks for), to show what cache misses cost.
        let roomy = PangoTextLayoutEngine(cacheSize: 8000)
        let roomyRenderer = CairoRenderer(textEngine: roomy)
        if report.wants("ui.vstack1000.first.warmtext.cache8000") {
            let warm = warmFirst(engine: roomy, renderer: roomyRenderer)
            report.figure("ui.vstack1000.first.warmtext.cache8000", warm * 1e3, "ms")
        }
        if report.wants("ui.vstack1000.relayout.cache8000") {
            relayout(report, engine: roomy, renderer: roomyRenderer, variant: "cache8000")
        }
    }

    /// Seconds of a fresh graph's first frame and pixels when the text cache already holds the list.
    static func warmFirst(engine: PangoTextLayoutEngine, renderer: CairoRenderer) -> Double {
        measureMedian(
            iterations: 9, setup: {},
            { _ -> ViewGraph in
                let graph = ViewGraph(root: ThousandRows(sink: BindingSink()), size: size, textEngine: engine)
                renderPixels(renderer, graph.runFrame(), size: size)
                return graph
            })
    }

    static func first(_ report: BenchReport, engine: PangoTextLayoutEngine, renderer: CairoRenderer) {
        // A fresh graph each run: build, first frame (update, layout, display list), pixels. The text
        // cache is emptied before each run (untimed), so every row is measured by Pango again.
        let phases = PhaseTimes()
        let setup = { engine.removeAllCachedLayouts() }
        let run = { () -> ViewGraph in
            let graph = phases.time("build") {
                ViewGraph(root: ThousandRows(sink: BindingSink()), size: size, textEngine: engine)
            }
            let list = phases.time("frame") { graph.runFrame() }
            phases.time("pixels") { renderPixels(renderer, list, size: size) }
            return graph
        }
        if InstructionCounts.isOn {
            InstructionCounts.count("ui.vstack1000.first", goal: nil, setup: setup, { run() })
            return
        }
        let first = measureMedian(iterations: 9, setup: setup, { run() })
        report.figure("ui.vstack1000.first", first * 1e3, "ms", goal: "<= 10 ms", met: first * 1e3 <= 10)
        for phase in ["build", "frame", "pixels"] {
            report.figure("ui.vstack1000.first.\(phase)", phases.median(phase) * 1e3, "ms")
        }
        // The same with every text layout already cached (e.g. a second window of the same content).
        let warm = warmFirst(engine: engine, renderer: renderer)
        report.figure("ui.vstack1000.first.warmtext", warm * 1e3, "ms")

        // How many text measurements the first frame asks for, and how many different requests.
        engine.removeAllCachedLayouts()
        let counter = CountingTextEngine(engine)
        let graph = ViewGraph(root: ThousandRows(sink: BindingSink()), size: size, textEngine: counter)
        graph.runFrame()
        report.figure("ui.vstack1000.first.textmeasures", Double(counter.count), "calls")
        report.figure("ui.vstack1000.first.textrequests", Double(counter.distinct.count), "distinct")
    }

    /// `variant` names a diagnostic run: only `ui.vstack1000.relayout.<variant>` is printed.
    static func relayout(
        _ report: BenchReport, engine: PangoTextLayoutEngine, renderer: CairoRenderer, variant: String? = nil
    ) {
        // One row's @State text changes: update + relayout + display list + pixels.
        let sink = BindingSink<String>()
        let graph = ViewGraph(root: ThousandRows(sink: sink), size: size, textEngine: engine)
        renderPixels(renderer, graph.runFrame(), size: size)
        guard let binding = sink.binding else {
            print("# ui.vstack1000.relayout: the editable row never appeared")
            return
        }
        var edit = 0
        var bodies: [Int] = []
        let phases = PhaseTimes()
        let relayout = measureMedian(
            iterations: 21,
            setup: { () -> Int in
                edit += 1
                binding.wrappedValue = "Row 500 edit \(edit % 10)"
                return graph.bodyEvaluations
            },
            { before in
                let list = phases.time("frame") { graph.runFrame() }
                phases.time("pixels") { renderPixels(renderer, list, size: size) }
                bodies.append(graph.bodyEvaluations - before)
            })
        if let variant {
            report.figure("ui.vstack1000.relayout.\(variant)", relayout * 1e3, "ms")
            return
        }
        report.figure("ui.vstack1000.relayout", relayout * 1e3, "ms", goal: "<= 2 ms", met: relayout * 1e3 <= 2)
        for phase in ["frame", "pixels"] {
            report.figure("ui.vstack1000.relayout.\(phase)", phases.median(phase) * 1e3, "ms")
        }
        report.figure("ui.vstack1000.relayout.bodies", Double(bodies.max() ?? 0), "bodies")
        // Pixels of the same display list keeping only the text items that touch the window (what
        // culling in the painter would draw), to show what drawing off-screen rows costs.
        let list = graph.runFrame()
        let window = CGRect(origin: .zero, size: size)
        let onScreen = DisplayList(
            list.items.filter { item in
                if case .text(_, let frame, _) = item { return frame.intersects(window) }
                return true
            })
        let culled = measureMedian(iterations: 21) { renderPixels(renderer, onScreen, size: size) }
        report.figure("ui.vstack1000.relayout.pixels.onscreenonly", culled * 1e3, "ms")
        report.figure("ui.vstack1000.relayout.items", Double(list.items.count), "items")
        report.figure("ui.vstack1000.relayout.items.onscreen", Double(onScreen.items.count), "items")
    }
}

// MARK: - Wave fill

enum WaveRenderFigures {
    /// The wave scene's path at 800 points wide: a sine sampled every point, closed along the bottom.
    static func wavePath(width: Double, height: Double, amplitude: Double, frequency: Double) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: amplitude))
        for x in stride(from: 0, through: width, by: 1) {
            path.addLine(to: CGPoint(x: x, y: amplitude + amplitude * sin(frequency * x)))
        }
        path.addLine(to: CGPoint(x: width, y: height))
        path.addLine(to: CGPoint(x: 0, y: height))
        path.addLine(to: CGPoint(x: 0, y: amplitude))
        return path
    }

    /// The wave drawn as an animating host draws it: each frame the wave of the next phase (the
    /// sampled path shifted by a point), into the host's retained canvas. The wave covers the whole
    /// canvas, so every frame clears and fills all of it; what the retained canvas saves is
    /// allocating a new one and copying the pixels out.
    static func run(_ report: BenchReport) {
        let renderer = RetainedRenderer()
        let size = CGSize(width: 800, height: 300)
        let color = Color.blue.resolve(in: .light)
        let lists = (0..<2).map { phase in
            let path = wavePath(width: 800, height: 300, amplitude: 45, frequency: 0.3)
            return DisplayList([
                .effect(
                    .transform(CGAffineTransform(translationX: CGFloat(phase), y: 0)),
                    DisplayList([.fill(path, .color(color))]))
            ])
        }
        var frame = 0
        let seconds = measureMedian(iterations: 51) {
            frame += 1
            renderPixels(renderer, lists[frame % 2], size: size)
        }
        report.figure("ui.wave.render", seconds * 1e3, "ms", goal: "<= 1 ms", met: seconds * 1e3 <= 1)
    }
}
