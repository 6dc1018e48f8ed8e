import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private final class Notes: @unchecked Sendable { var text = "" }

private struct EditorView: View {
    let notes: Notes
    @State var text = ""
    var body: some View {
        TextEditor(
            text: Binding(
                get: { text },
                set: {
                    text = $0
                    notes.text = $0
                })
        )
        .frame(width: 88, height: 56)  // inside its 4-point inset: 10 columns, 3 lines
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private enum Field: Hashable { case first, second, third }

private struct GridForm: View {
    @FocusState var focus: Field?
    @State var showsSecond = true
    @State var a = ""
    @State var b = ""
    @State var c = ""
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                TextField("Third", text: $c).frame(width: 80).focused($focus, equals: .third)
                if showsSecond { TextField("Second", text: $b).frame(width: 80).focused($focus, equals: .second) }
            }
            TextField("First", text: $a).frame(width: 80).focused($focus, equals: .first)
                .onSubmit { focus = .third }
            Text("focus \(focus.map { "\($0)" } ?? "none")")
            Button("Drop second") {
                showsSecond = false
            }
            Button("Focus second") { focus = .second }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@Suite("Text editor and focus") struct TextEditorFocusBehaviourTests {
    @Test func returnInsertsLineBreaksAndUpDownMoveByLine() {
        let notes = Notes()
        let host = makeHost(EditorView(notes: notes))
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(host.type("first"))
        #expect(host.press(.enter))
        #expect(host.type("second line wraps here"))
        #expect(notes.text == "first\nsecond line wraps here")
        // Lines: "first" / "second" / "line wraps" / "here"; the caret keeps its column.
        #expect(host.press(.up))
        #expect(host.press(.up))
        #expect(host.press(.up))
        #expect(host.type(">"))
        #expect(notes.text == "firs>t\nsecond line wraps here")
        #expect(host.press(.down))
        #expect(host.type("<"))
        #expect(notes.text == "firs>t\nsecon<d line wraps here")
        #expect(host.press(.up))
        #expect(host.press(.up))  // already on the first line: to the start
        #expect(host.type("!"))
        #expect(notes.text.hasPrefix("!firs>t"))
    }

    @Test func upAndDownKeepTheirColumnAcrossAShortLine() {
        let notes = Notes()
        let host = makeHost(EditorView(notes: notes))
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(host.type("abcdefghij\nab\nabcdefghij"))
        #expect(host.press(.home, modifiers: .control))
        for _ in 0..<8 { #expect(host.press(.right)) }
        #expect(host.press(.down))  // "ab" is short: the caret stops at its end…
        #expect(abs((host.caretRect?.minX ?? 0) - (4 + 2 * 8)) < 0.01)
        #expect(host.press(.down))  // …and comes back to column 8 below it
        #expect(host.type("^"))
        #expect(notes.text == "abcdefghij\nab\nabcdefgh^ij")
    }

    @Test func homeAndEndGoToTheEndsOfTheVisualLine() {
        let notes = Notes()
        let host = makeHost(EditorView(notes: notes))
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(host.type("abcdefgh ab cd efghij"))  // "abcdefgh" / "ab cd" / "efghij"
        #expect(host.press(.up))
        #expect(host.press(.home))
        #expect(host.type("["))
        #expect(host.press(.end))
        #expect(host.type("]"))
        #expect(notes.text == "abcdefgh [ab cd] efghij")
        #expect(host.press(.home, modifiers: [.shift]))
        #expect(host.selectedText == "[ab cd]")
    }

    @Test func theEditorScrollsToTheCaret() {
        let notes = Notes()
        let host = makeHost(EditorView(notes: notes))
        host.tap(at: CGPoint(x: 10, y: 10))
        for line in 1...6 { #expect(host.type("line \(line)\n")) }
        let caret = try! #require(host.caretRect)
        #expect(caret.maxY <= 52 && caret.minY >= 4)  // scrolled: line 7 shows at the bottom
        #expect(host.press(.home, modifiers: .control))
        #expect(host.caretRect?.minY == 4)
    }

    @Test func tabFollowsReadingOrderAndSubmitMovesFocus() {
        let host = makeHost(GridForm())
        #expect(host.press(.tab))
        #expect(host.find(text: "focus third") != nil)  // top row, leading first
        #expect(host.press(.tab))
        #expect(host.find(text: "focus second") != nil)
        #expect(host.press(.tab))
        #expect(host.find(text: "focus first") != nil)
        #expect(host.press(.enter))  // onSubmit moves the focus on
        #expect(host.find(text: "focus third") != nil)
        #expect(host.press(.tab, modifiers: .shift))
        #expect(host.find(text: "focus first") != nil)
    }

    @Test func focusMovingToARemovedViewClearsIt() {
        let host = makeHost(GridForm())
        #expect(host.tap("Second"))
        #expect(host.find(text: "focus second") != nil)
        #expect(host.tap("Drop second"))
        #expect(host.find(text: "focus none") != nil)
        #expect(host.focusedText == nil)
        #expect(host.tap("Focus second"))  // the state asks for a view that is gone
        #expect(!host.type("lost?"))
        #expect(host.focusedText == nil)
    }
}
