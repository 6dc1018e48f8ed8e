import Dispatch
import Foundation
import Plume

/// Presentation figures of issue 11: a sheet presented and dismissed over a 1,000-row list.
let sheetBenchmarks = BenchGroup(prefix: "sheet") { report in
    if report.wants("sheet.list1000") { SheetFigures.run(report) }
}

/// A 1,000-row list whose sheet (a title, a line of text and a button) is presented while its
/// binding, handed out through `sink`, is true.
struct SheetBenchList: View {
    @State private var presented = false
    let sink: BindingSink<Bool>

    var body: some View {
        List(0..<1000, id: \.self) { n in
            HStack {
                Text("Row \(n)")
                Spacer()
                Text("\(n * 7 % 100) min").foregroundStyle(.secondary)
            }
        }
        .sheet(isPresented: $presented) {
            VStack(spacing: 16) {
                Text("New Note").font(.title)
                Text("A sheet over a thousand rows")
                Button("Done") { presented = false }
            }
            .padding()
        }
        .onAppear { sink.binding = $presented }
    }
}

@MainActor
enum SheetFigures {
    static let size = CGSize(width: 390, height: 844)
    static let frameInterval = 1.0 / 60

    /// One round trip: the binding turns true and frames run at 60 Hz, each drawn to pixels into a
    /// retained canvas as the window host draws, until the presentation animation has ended; then
    /// the same for dismissing. Returns the seconds of every frame (the first frame of each
    /// direction, where the change happens, included) and how many of them there were.
    static func roundTrip(
        _ graph: ViewGraph, _ renderer: RetainedRenderer, _ presented: Binding<Bool>, _ phases: PhaseTimes
    ) -> (present: [Double], dismiss: [Double]) {
        func animate(to value: Bool) -> [Double] {
            presented.wrappedValue = value
            var frames: [Double] = []
            repeat {
                let start = DispatchTime.now().uptimeNanoseconds
                graph.time += frameInterval
                let list = phases.time("graph") { graph.runFrame() }
                phases.time("pixels") { renderPixels(renderer, list, size: size) }
                frames.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            } while graph.isAnimating && frames.count < 600
            return frames
        }
        let present = animate(to: true)
        guard graph.views().contains(where: { $0.text == "A sheet over a thousand rows" }) else {
            fatalError("PlumeBench: the sheet is not on screen after presenting it")
        }
        let dismiss = animate(to: false)
        guard !graph.views().contains(where: { $0.text == "A sheet over a thousand rows" }) else {
            fatalError("PlumeBench: the sheet is still on screen after dismissing it")
        }
        return (present, dismiss)
    }

    /// `--instructions`: a whole round trip (`sheet.list1000.roundTrip`; divide by the frames the
    /// timed figure prints), the first frame of presenting (`.presentStart`), a frame half-way
    /// through presenting (`.midFrame`) and that frame's pixels alone (`.midPixels`).
    static func countInstructions(_ graph: ViewGraph, _ renderer: RetainedRenderer, _ presented: Binding<Bool>) {
        InstructionCounts.count(
            "sheet.list1000.roundTrip", goal: nil, setup: {}, { roundTrip(graph, renderer, presented, PhaseTimes()) })
        // The same with every frame's shadow made again (how it was counted before the layer cache).
        renderer.keepsShadowLayers = false
        InstructionCounts.count(
            "sheet.list1000.roundTrip.noLayerCache", goal: nil, setup: {},
            { roundTrip(graph, renderer, presented, PhaseTimes()) })
        renderer.keepsShadowLayers = true
        func frame() -> DisplayList {
            graph.time += frameInterval
            return graph.runFrame()
        }
        InstructionCounts.count(
            "sheet.list1000.presentStart", goal: nil, setup: { presented.wrappedValue = true },
            { renderPixels(renderer, frame(), size: size) })
        for _ in 0..<8 { renderPixels(renderer, frame(), size: size) }
        InstructionCounts.count(
            "sheet.list1000.midFrame", goal: nil, setup: {}, { renderPixels(renderer, frame(), size: size) })
        InstructionCounts.count(
            "sheet.list1000.midPixels", goal: nil, setup: { frame() }, { renderPixels(renderer, $0, size: size) })
    }

    /// `sheet.list1000`: the mean seconds per animation frame of a present-and-dismiss round trip
    /// (median of 7 round trips after an untimed one), beside the goal of 4 ms; then the first frame
    /// of presenting and of dismissing, the median frame, the frames in a round trip, and the
    /// graph's and the pixels' parts of a median frame.
    static func run(_ report: BenchReport) {
        let engine = PangoTextLayoutEngine()
        let renderer = RetainedRenderer(renderer: CairoRenderer(textEngine: engine))
        let sink = BindingSink<Bool>()
        let graph = ViewGraph(root: SheetBenchList(sink: sink), size: size, textEngine: engine)
        renderPixels(renderer, graph.runFrame(), size: size)
        guard let presented = sink.binding else {
            fatalError("PlumeBench: the sheet benchmark's list never appeared")
        }
        for _ in 0..<1 { _ = roundTrip(graph, renderer, presented, PhaseTimes()) }
        if InstructionCounts.isOn { return countInstructions(graph, renderer, presented) }
        let phases = PhaseTimes()
        var means: [Double] = []
        var presentStarts: [Double] = []
        var dismissStarts: [Double] = []
        var frames: [Double] = []
        var frameCount = 0
        for _ in 0..<7 {
            let trip = roundTrip(graph, renderer, presented, phases)
            let all = trip.present + trip.dismiss
            means.append(all.reduce(0, +) / Double(all.count))
            presentStarts.append(trip.present[0])
            dismissStarts.append(trip.dismiss[0])
            frames += all
            frameCount = all.count
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let perFrame = median(means) * 1e3
        report.figure("sheet.list1000", perFrame, "ms/frame", goal: "<= 4 ms", met: perFrame <= 4)
        report.figure("sheet.list1000.presentStart", median(presentStarts) * 1e3, "ms")
        report.figure("sheet.list1000.dismissStart", median(dismissStarts) * 1e3, "ms")
        report.figure("sheet.list1000.medianFrame", median(frames) * 1e3, "ms")
        report.figure("sheet.list1000.frames", Double(frameCount), "frames")
        for phase in ["graph", "pixels"] {
            report.figure("sheet.list1000.\(phase)", phases.median(phase) * 1e3, "ms/frame")
        }
    }
}
