import Dispatch
import Foundation
import Plume

/// Text editing figures (issue 6): typing 10,000 characters one by one into a focused field, a
/// 10 MB paste and its undo, and typing into a multi-line editor, all through the graph with the
/// real (Pango) text engine, each keystroke followed by a frame (update, layout, display list; no
/// pixels, as the host would draw them once per screen refresh).
let textBenchmarks = BenchGroup(prefix: "text") { report in
    if report.wants("text.type10k") { TextTypingFigures.typeTenThousand(report) }
    if report.wants("text.paste10MB") { TextTypingFigures.hugePaste(report) }
    if report.wants("text.editor") { TextTypingFigures.editorTyping(report) }
}

/// A form with one field (and a label that reads its length, so each keystroke re-evaluates a body).
private struct TypingForm: View {
    @State var text = ""
    let multiline: Bool
    var body: some View {
        VStack {
            if multiline {
                TextEditor(text: $text).frame(height: 300)
            } else {
                TextField("Type here", text: $text).textFieldStyle(.roundedBorder)
            }
            Text("\(text.utf8.count) bytes")
        }
        .padding()
    }
}

@MainActor
enum TextTypingFigures {
    static let size = CGSize(width: 600, height: 400)

    /// Mounts the form in a graph (as a window host does) and focuses its field with Tab.
    static func focusedGraph(multiline: Bool) -> ViewGraph {
        let graph = ViewGraph(
            root: TypingForm(multiline: multiline), size: size, textEngine: PangoTextLayoutEngine.shared)
        _ = graph.runFrame()
        graph.keyDown(.tab)
        _ = graph.runFrame()
        return graph
    }

    /// Seconds per character for each block of `block` characters typed one by one.
    static func type(_ count: Int, into graph: ViewGraph, block: Int) -> [Double] {
        let alphabet = Array("the quick brown fox jumps over the lazy dog ")
        var blocks: [Double] = []
        var start = DispatchTime.now().uptimeNanoseconds
        for i in 0..<count {
            graph.insertText(String(alphabet[i % alphabet.count]))
            _ = graph.runFrame()
            if (i + 1) % block == 0 {
                let now = DispatchTime.now().uptimeNanoseconds
                blocks.append(Double(now - start) / 1e9 / Double(block))
                start = now
            }
        }
        return blocks
    }

    /// Presses Control with `key` and runs a frame; returns the seconds it took.
    static func shortcut(_ key: Character, shift: Bool = false, in graph: ViewGraph) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        graph.keyDown(.character(key), modifiers: shift ? [.control, .shift] : .control)
        _ = graph.runFrame()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    static func typeTenThousand(_ report: BenchReport) {
        let graph = focusedGraph(multiline: false)
        let blocks = type(10_000, into: graph, block: 1_000)
        guard graph.focusedTextSelection?.text.count == 10_000 else {
            fatalError("PlumeBench: text.type10k lost characters")
        }
        report.figure("text.type10k.first1000", blocks[0] * 1e3, "ms/char")
        report.figure(
            "text.type10k.last1000", blocks[blocks.count - 1] * 1e3, "ms/char", goal: "<= 1 ms",
            met: blocks[blocks.count - 1] <= 0.001)
    }

    static func hugePaste(_ report: BenchReport) {
        let graph = focusedGraph(multiline: false)
        graph.clipboard.string = String(repeating: "0123456789", count: 1_000_000)
        let paste = shortcut("v", in: graph)
        guard graph.focusedTextSelection?.text.utf8.count == 10_000_000 else {
            fatalError("PlumeBench: the 10 MB paste lost text")
        }
        report.figure("text.paste10MB.paste", paste * 1e3, "ms")
        let typing = type(200, into: graph, block: 200)
        // No goal: each keystroke copies the 10 MB string once, because the @State behind the binding
        // still holds the previous text (the price of a `String` binding, as in SwiftUI).
        report.figure("text.paste10MB.typeAfter", typing[0] * 1e3, "ms/char")
        let undo = shortcut("z", in: graph) + shortcut("z", in: graph)
        guard graph.focusedTextSelection?.text == "" else {
            fatalError("PlumeBench: undo after the 10 MB paste failed")
        }
        report.figure("text.paste10MB.undo", undo * 1e3, "ms")
    }

    static func editorTyping(_ report: BenchReport) {
        let graph = focusedGraph(multiline: true)
        let blocks = type(2_000, into: graph, block: 500)
        report.figure("text.editor.type2k.first500", blocks[0] * 1e3, "ms/char")
        report.figure("text.editor.type2k.last500", blocks[blocks.count - 1] * 1e3, "ms/char")
    }
}
