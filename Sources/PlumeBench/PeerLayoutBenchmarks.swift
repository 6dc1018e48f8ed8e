import Foundation
import Plume

/// The peer framework's *grid* tree, built exactly as issue 2 describes: 16 rows of 16 columns, each
/// column an orange bar and a sentence, nested in pairs and fours.
struct PeerGrid: View {
    var body: some View {
        VStack {
            rowBlock
            rowBlock
        }
    }

    private var rowBlock: some View {
        VStack {
            doubleRow
            doubleRow
            doubleRow
            doubleRow
        }
    }

    private var doubleRow: some View {
        VStack {
            row
            row
        }
    }

    private var row: some View {
        HStack {
            columnBlock
            columnBlock
        }
    }

    private var columnBlock: some View {
        HStack {
            doubleColumn
            doubleColumn
            doubleColumn
            doubleColumn
        }
    }

    private var doubleColumn: some View {
        HStack {
            column
            column
        }
    }

    private var column: some View {
        HStack {
            Color.orange.frame(width: 5)
            Text("Lorem ipsum dolor sit amet.")
        }
    }
}

/// The peer framework's *messages* tree: 1,000 chat messages in a scroll view.
struct PeerMessages: View {
    static let authors = ["Ana", "Bruno", "Chloé"]
    static let times = ["9:41", "10:02", "11:15", "12:30", "13:07"]
    /// About 320, 240, 210, 220 and 25 characters, as the peer's benchmark.
    static let contents = [
        "The morning train was late again, so I walked along the river instead and watched the fog lift slowly "
            + "off the water while a few early rowers glided past the old stone bridge. By the time I reached the "
            + "office the sun was out, the coffee machine was broken, and somebody had already eaten the last of "
            + "the lemon cake today.",
        "Could you look over the draft before lunch? I rewrote the second section so the argument flows better, "
            + "cut the long quote from the interview, and moved the budget table to the appendix where it will not "
            + "distract anyone from the main point.",
        "We should book the cabin for the first weekend of next month before it fills up. Bring warm clothes, "
            + "the board games, and that old camping stove, because the little kitchen there only has one working "
            + "burner.",
        "I finally finished the book you lent me last spring. The ending surprised me completely, and I keep "
            + "thinking about the lighthouse keeper and his letters. Let me know when you are free so I can return "
            + "it to you in person.",
        "Sounds good, see you then",
    ]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(0..<1000) { message($0) }
            }
            .frame(maxWidth: .infinity)
            .padding(20)
        }
    }

    private func message(_ index: Int) -> some View {
        HStack(alignment: .top) {
            Color.blue.frame(width: 40, height: 40).cornerRadius(20)
            VStack(alignment: .leading) {
                HStack {
                    Text(Self.authors[index % Self.authors.count]).bold()
                    Text(Self.times[index % Self.times.count]).foregroundColor(.gray)
                }
                Text(Self.contents[index % Self.contents.count])
            }
        }
    }
}

/// `ui.grid.*` and `ui.messages.*`: the first layout pass alone (the graph is built untimed, then
/// `layout()` is timed) at 800×800, and a relayout at 600 wide, with fixed-metric and Pango text.
@MainActor
enum PeerLayoutFigures {
    static let proposed = CGSize(width: 800, height: 800)
    static let narrow = CGSize(width: 600, height: 800)

    static func run(_ report: BenchReport) {
        let monospace = MonospaceTextLayoutEngine()
        let pango = PangoTextLayoutEngine()
        let clearPango = { pango.removeAllCachedLayouts() }
        // Goals of issue 10 (fixed-metric text); the Pango variants show what real text costs.
        if report.wants("ui.grid") {
            measure(
                report, "ui.grid", engine: monospace,
                goals: Goals(first: 2, relayout: 1, firstInstructions: 20_000_000),
                texts: 256, clearCache: {}, make: { PeerGrid() })
            if !InstructionCounts.isOn {
                measure(
                    report, "ui.grid.pango", engine: pango, goals: nil, texts: 256, clearCache: clearPango,
                    make: { PeerGrid() })
            }
        }
        if report.wants("ui.messages") {
            measure(
                report, "ui.messages", engine: monospace,
                goals: Goals(first: 8, relayout: 4, firstInstructions: 90_000_000), texts: 3000, clearCache: {},
                make: { PeerMessages() })
            if !InstructionCounts.isOn {
                measure(
                    report, "ui.messages.pango", engine: pango, goals: nil, texts: 3000, clearCache: clearPango,
                    make: { PeerMessages() })
            }
        }
    }

    /// The goals of one tree: milliseconds of the first layout and of the relayout, instructions of
    /// the first layout.
    struct Goals {
        let first: Double
        let relayout: Double
        let firstInstructions: Int
    }

    /// Prints `<name>.layout.first` and `<name>.relayout600`. Each sample starts from a new graph and
    /// an empty text cache (untimed); the relayout sample first lays out at 800 wide (untimed), so
    /// what is timed is a window's first resize to 600. Also prints how many text measurements one
    /// layout pass asks for, per text of the tree (`texts`), beside the goal of 1.1.
    static func measure<V: View>(
        _ report: BenchReport, _ name: String, engine: TextLayoutEngine, goals: Goals?, texts: Int,
        clearCache: () -> Void, make: () -> V
    ) {
        let firstSetup = { () -> ViewGraph in
            clearCache()
            return ViewGraph(root: make(), size: proposed, textEngine: engine)
        }
        let firstRun = { (graph: ViewGraph) in graph.layout() }
        let relayoutSetup = { () -> ViewGraph in
            clearCache()
            let graph = ViewGraph(root: make(), size: proposed, textEngine: engine)
            graph.layout()
            return graph
        }
        let relayoutRun = { (graph: ViewGraph) in
            graph.resize(to: narrow)
            graph.layout()
        }
        if InstructionCounts.isOn {
            if report.wants("\(name).layout.first") {
                InstructionCounts.count(
                    "\(name).layout.first", goal: goals?.firstInstructions, setup: firstSetup, firstRun)
            }
            if report.wants("\(name).relayout600") {
                InstructionCounts.count("\(name).relayout600", goal: nil, setup: relayoutSetup, relayoutRun)
            }
            return
        }
        if report.wants("\(name).layout.first") {
            let first = measureMedian(iterations: 9, setup: firstSetup, firstRun)
            figure(report, "\(name).layout.first", first, goals?.first)
            // How many text measurements one layout pass asks for: the first pass, and the relayout
            // at 600 wide after it.
            let counter = CountingTextEngine(engine)
            clearCache()
            let graph = ViewGraph(root: make(), size: proposed, textEngine: counter)
            graph.layout()
            let perText = Double(counter.count) / Double(texts)
            report.figure("\(name).layout.first.textmeasures", Double(counter.count), "calls")
            report.figure("\(name).layout.first.textrequests", Double(counter.distinct.count), "distinct")
            report.figure(
                "\(name).layout.first.textmeasures.pertext", perText, "calls/text", goal: "<= 1.1",
                met: perText <= 1.1)
            let before = counter.count
            graph.resize(to: narrow)
            graph.layout()
            let relayoutPerText = Double(counter.count - before) / Double(texts)
            report.figure(
                "\(name).relayout600.textmeasures.pertext", relayoutPerText, "calls/text", goal: "<= 1.1",
                met: relayoutPerText <= 1.1)
        }
        guard report.wants("\(name).relayout600") else { return }
        let relayout = measureMedian(iterations: 9, setup: relayoutSetup, relayoutRun)
        figure(report, "\(name).relayout600", relayout, goals?.relayout)
    }

    private static func figure(_ report: BenchReport, _ name: String, _ seconds: Double, _ goal: Double?) {
        let milliseconds = seconds * 1e3
        if let goal {
            report.figure(name, milliseconds, "ms", goal: "<= \(Int(goal)) ms", met: milliseconds <= goal)
        } else {
            report.figure(name, milliseconds, "ms")
        }
    }
}
