import Dispatch
import Foundation
import Plume
import PlumeTesting

/// Text editing figures (issue 6): typing 10,000 characters one by one into a focused field, a
/// 10 MB paste and its undo, and typing into a multi-line editor, all through the graph with the
/// real (Pango) text engine, each keystroke followed by a frame.
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

enum TextTypingFigures {
    static let size = CGSize(width: 600, height: 400)

    /// Mounts the form and focuses its field with Tab.
    static func focusedHost(multiline: Bool) -> ViewHost {
        let host = ViewHost(TypingForm(multiline: multiline), size: size)
        host.press(.tab)
        return host
    }

    /// Seconds per character for each block of `block` characters typed one by one.
    static func type(_ count: Int, into host: ViewHost, block: Int) -> [Double] {
        let alphabet = Array("the quick brown fox jumps over the lazy dog ")
        var blocks: [Double] = []
        var start = DispatchTime.now().uptimeNanoseconds
        for i in 0..<count {
            host.withGraph { _ = $0.insertText(String(alphabet[i % alphabet.count])) }
            host.runFrame()
            if (i + 1) % block == 0 {
                let now = DispatchTime.now().uptimeNanoseconds
                blocks.append(Double(now - start) / 1e9 / Double(block))
                start = now
            }
        }
        return blocks
    }

    static func typeTenThousand(_ report: BenchReport) {
        let host = focusedHost(multiline: false)
        let blocks = type(10_000, into: host, block: 1_000)
        guard host.focusedText?.count == 10_000 else { fatalError("PlumeBench: text.type10k lost characters") }
        report.figure("text.type10k.first1000", blocks[0] * 1e3, "ms/char")
        report.figure(
            "text.type10k.last1000", blocks[blocks.count - 1] * 1e3, "ms/char", goal: "<= 1 ms",
            met: blocks[blocks.count - 1] <= 0.001)
    }

    static func hugePaste(_ report: BenchReport) {
        let host = focusedHost(multiline: false)
        let big = String(repeating: "0123456789", count: 1_000_000)
        host.withGraph { $0.clipboard.string = big }
        var start = DispatchTime.now().uptimeNanoseconds
        host.shortcut("v")
        let paste = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard host.focusedText?.utf8.count == 10_000_000 else { fatalError("PlumeBench: the 10 MB paste lost text") }
        report.figure("text.paste10MB.paste", paste * 1e3, "ms")
        let typing = type(200, into: host, block: 200)
        // No goal: each keystroke copies the 10 MB string once, because the @State behind the binding
        // still holds the previous text (the price of a `String` binding, as in SwiftUI).
        report.figure("text.paste10MB.typeAfter", typing[0] * 1e3, "ms/char")
        start = DispatchTime.now().uptimeNanoseconds
        host.shortcut("z")
        host.shortcut("z")
        let undo = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard host.focusedText == "" else { fatalError("PlumeBench: undo after the 10 MB paste failed") }
        report.figure("text.paste10MB.undo", undo * 1e3, "ms")
    }

    static func editorTyping(_ report: BenchReport) {
        let host = focusedHost(multiline: true)
        let blocks = type(2_000, into: host, block: 500)
        report.figure("text.editor.type2k.first500", blocks[0] * 1e3, "ms/char")
        report.figure("text.editor.type2k.last500", blocks[blocks.count - 1] * 1e3, "ms/char")
    }
}
