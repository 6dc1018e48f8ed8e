import Foundation
import Plume

/// Navigation figures: pushing one more value on a stack already 50 pages deep.
let navigationBenchmarks = BenchGroup(prefix: "navigation") { report in
    if report.wants("navigation.push.depth50") {
        NavigationPushFigures.run(report, name: "navigation.push.depth50", listRoot: false, goal: 2)
        NavigationPushFigures.run(report, name: "navigation.push.depth50.listRoot", listRoot: true, goal: nil)
    }
}

/// A stack bound to `[Int]` whose pages are small detail views; hands its path binding out. Its
/// root is a 20-row `List` of links (`listRoot`) or one link: the root is the app's view that owns
/// the path, so a push rebuilds it, and the list shows what that costs beside the stack's own work.
struct NavigationBenchStack: View {
    @State private var path = Array(1...50)
    let listRoot: Bool
    let sink: BindingSink<[Int]>

    var body: some View {
        NavigationStack(path: $path) {
            Group {
                if listRoot {
                    List(0..<20, id: \.self) { n in NavigationLink("Item \(n)", value: n) }
                } else {
                    NavigationLink("Item 0", value: 0)
                }
            }
            .navigationTitle("Items")
            .navigationDestination(for: Int.self) { n in
                VStack(spacing: 12) {
                    Text("Item \(n)").font(.title)
                    Text("Depth \(path.count)")
                    NavigationLink("Next", value: n + 1)
                }
                .navigationTitle("Item \(n)")
            }
        }
        .onAppear { sink.binding = $path }
    }
}

@MainActor
enum NavigationPushFigures {
    static let size = CGSize(width: 390, height: 844)

    /// `--instructions`: one push (the frame that starts the slide, as the timed figure), then the
    /// update and the layout of another push on their own (`.update`, `.layout`), each from 50 pages
    /// after a settled pop.
    static func countInstructions(_ name: String, _ graph: ViewGraph, _ path: Binding<[Int]>, settle: () -> Void) {
        func popAndSettle() {
            if path.wrappedValue.count > 50 { path.wrappedValue.removeLast() }
            settle()
        }
        // Two untimed pushes first, as the timed figure's warm-up.
        for _ in 0..<2 {
            popAndSettle()
            path.wrappedValue.append(51)
            graph.runFrame()
        }
        InstructionCounts.count(
            name, goal: nil, setup: { popAndSettle() },
            { _ in
                path.wrappedValue.append(51)
                return graph.runFrame()
            })
        InstructionCounts.count(
            "\(name).update", goal: nil,
            setup: {
                popAndSettle()
                path.wrappedValue.append(51)
            }, { _ in graph.update() })
        InstructionCounts.count("\(name).layout", goal: nil, setup: {}, { _ in graph.layout() })
        graph.runFrame()
    }

    /// The app appends one value to a 50-deep path and the frame that starts the slide runs (update,
    /// layout, display list); then one frame of the slide. Between samples the value is removed and
    /// the pop settles, untimed, so every push starts from 50 pages.
    static func run(_ report: BenchReport, name: String, listRoot: Bool, goal: Double?) {
        let sink = BindingSink<[Int]>()
        let graph = ViewGraph(
            root: NavigationBenchStack(listRoot: listRoot, sink: sink), size: size, textEngine: PangoTextLayoutEngine())
        graph.runFrame()
        guard let path = sink.binding, path.wrappedValue.count == 50 else {
            fatalError("PlumeBench: the navigation stack did not hand out its path")
        }
        func settle() {
            graph.time += 1
            graph.runFrame()
            graph.runFrame()
        }
        settle()
        if InstructionCounts.isOn { return countInstructions(name, graph, path, settle: settle) }
        let push = measureMedian(
            iterations: 41, warmup: 3,
            setup: {
                if path.wrappedValue.count > 50 { path.wrappedValue.removeLast() }
                settle()
            },
            { _ in
                path.wrappedValue.append(51)
                return graph.runFrame()
            })
        let slide = measureMedian(
            iterations: 41, warmup: 3,
            setup: {
                if path.wrappedValue.count > 50 { path.wrappedValue.removeLast() }
                settle()
                path.wrappedValue.append(51)
                graph.runFrame()
            },
            { _ in
                graph.time += 1.0 / 60
                return graph.runFrame()
            })
        // Where a push's time goes: the first update and layout, and a layout with nothing changed
        // (it still asks every page's preference observers).
        let phases = PhaseTimes()
        for _ in 0..<21 {
            if path.wrappedValue.count > 50 { path.wrappedValue.removeLast() }
            settle()
            path.wrappedValue.append(51)
            phases.time("update") { graph.update() }
            phases.time("layout") { graph.layout() }
            phases.time("idleLayout") { graph.layout() }
            graph.runFrame()
        }
        guard graph.views().contains(where: { $0.text == "Depth 51" }) else {
            fatalError("PlumeBench: the pushed page is not on screen")
        }
        if let goal {
            report.figure(name, push * 1e3, "ms", goal: "<= \(Int(goal)) ms", met: push * 1e3 <= goal)
        } else {
            report.figure(name, push * 1e3, "ms")
        }
        report.figure("\(name).slideFrame", slide * 1e3, "ms")
        for phase in ["update", "layout", "idleLayout"] {
            report.figure("\(name).\(phase)", phases.median(phase) * 1e3, "ms")
        }
    }
}
