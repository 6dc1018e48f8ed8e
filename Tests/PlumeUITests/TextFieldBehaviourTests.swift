import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A field bound to a string the test can read, in a 400-point window (monospace text: 8 × 16).
private final class Box<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}

private struct FieldView: View {
    let box: Box<String>
    @State var text: String
    init(box: Box<String>) {
        self.box = box
        _text = State(initialValue: box.value)
    }
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            TextField(
                "Name",
                text: Binding(
                    get: { text },
                    set: {
                        text = $0
                        box.value = $0
                    })
            )
            .frame(width: 120)
            SecureField("Password", text: .constant("hunter2")).frame(width: 120)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@Suite("Text field editing") struct TextFieldBehaviourTests {
    private func field(_ text: String) -> (ViewHost, Box<String>, CGRect) {
        let box = Box(text)
        let host = makeHost(FieldView(box: box))
        let frame = host.find(label: "Name")!.frame
        return (host, box, frame)
    }

    @Test func aClickPlacesTheCaretBetweenCharactersAndTypingGoesThere() {
        let (host, box, frame) = field("hello world")
        host.tap(at: CGPoint(x: frame.minX + 5 * 8 + 2, y: frame.midY))
        #expect(host.caretRect?.minX == frame.minX + 40)
        #expect(host.type("X"))
        #expect(box.value == "helloX world")
        #expect(host.caretRect?.minX == frame.minX + 48)
    }

    @Test func dragSelectsAndDoubleClickSelectsAWord() {
        let (host, box, frame) = field("hello world")
        host.press(at: CGPoint(x: frame.minX + 1, y: frame.midY))
        host.drag(from: CGPoint(x: frame.minX + 1, y: frame.midY), to: CGPoint(x: frame.minX + 41, y: frame.midY))
        #expect(host.selectedText == "hello")
        host.advance(by: 1)
        host.doubleClick(at: CGPoint(x: frame.minX + 8 * 7 + 3, y: frame.midY))
        #expect(host.selectedText == "world")
        #expect(host.type("there"))
        #expect(box.value == "hello there")
    }

    @Test func keyboardSelectionClipboardAndUndo() {
        let (host, box, _) = field("one two")
        #expect(host.tap("Name"))
        #expect(host.press(.left, modifiers: [.shift, .control]))
        #expect(host.selectedText == "two")
        #expect(host.shortcut("c"))
        #expect(host.withGraph { $0.clipboard.string } == "two")
        #expect(host.press(.home))
        #expect(host.shortcut("v"))
        #expect(box.value == "twoone two")
        #expect(host.shortcut("z"))
        #expect(box.value == "one two")
        #expect(host.shortcut("z", shift: true))
        #expect(box.value == "twoone two")
        #expect(host.shortcut("a"))
        #expect(host.shortcut("x"))
        #expect(box.value == "" && host.withGraph { $0.clipboard.string } == "twoone two")
    }

    @Test func aSecureFieldShowsDotsAndNeverCopies() {
        let (host, _, _) = field("")
        host.withGraph { $0.clipboard.string = "before" }
        #expect(host.tap("Password"))
        #expect(host.dump().contains("\"•••••••\" focused"))
        #expect(host.shortcut("a"))
        #expect(host.selectedText == "hunter2")
        #expect(host.shortcut("c"))
        #expect(host.shortcut("x"))
        #expect(host.withGraph { $0.clipboard.string } == "before")
    }

    @Test func longTextScrollsToKeepTheCaretInsideTheField() {
        let (host, box, frame) = field("")
        #expect(host.tap("Name"))
        #expect(host.type(String(repeating: "abcdefghij", count: 5)))
        let caret = try! #require(host.caretRect)
        #expect(caret.minX <= frame.maxX && caret.minX >= frame.maxX - 10)
        #expect(host.press(.home))
        #expect(host.caretRect?.minX == frame.minX)
        #expect(host.press(.end))
        #expect(host.caretRect == caret)
        // Unfocused, the field shows the beginning again: a click at its left edge lands before "a".
        #expect(host.press(.tab))
        host.tap(at: CGPoint(x: frame.minX + 1, y: frame.midY))
        #expect(host.caretRect?.minX == frame.minX)
        #expect(host.type("X"))
        #expect(box.value.hasPrefix("Xabcdefghij"))
    }

    @Test func aVeryLongLineIsEditedThroughItsWindow() {
        let (host, box, frame) = field("")
        #expect(host.tap("Name"))
        let digits = (0..<2000).map { String($0 % 10) }.joined()
        #expect(host.type(digits))
        #expect(host.press(.home))
        #expect(host.caretRect?.minX == frame.minX)
        for _ in 0..<20 { #expect(host.press(.right)) }
        let caret = try! #require(host.caretRect)
        #expect(caret.minX > frame.minX && caret.minX <= frame.maxX)
        #expect(host.type("Y"))
        #expect(box.value.dropFirst(20).hasPrefix("Y0123"))
        #expect(host.press(.end))
        #expect(host.type("Z"))
        #expect(box.value.count == 2002 && box.value.hasSuffix("9Z"))
        #expect(abs((host.caretRect?.minX ?? 0) - frame.maxX) <= 10)
        // A click lands on the character drawn under it: the caret does not jump.
        let before = try! #require(host.caretRect)
        host.tap(at: CGPoint(x: before.minX - 8 * 3 + 1, y: frame.midY))
        #expect(abs((host.caretRect?.minX ?? 0) - (before.minX - 24)) < 0.01)
        #expect(host.type("W"))
        #expect(box.value.hasSuffix("7W89Z"))
    }

    @Test func withPangoTheCaretStepsOverWholeClusters() {
        let box = Box("")
        let host = ViewHost(FieldView(box: box), size: CGSize(width: 400, height: 300))  // real fonts
        #expect(host.tap("Name"))
        #expect(host.type("a👍🏽e\u{301}🇫🇷b"))
        var xs: [CGFloat] = [host.caretRect!.minX]
        for _ in 0..<5 {
            #expect(host.press(.left))
            xs.append(host.caretRect!.minX)
        }
        // Five stops from the end to the start: after b, 🇫🇷, é, 👍🏽 and a; each step moves left.
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 > $1 })
        #expect(xs.last == host.find(label: "Name")!.frame.minX)
        #expect(xs[2] - xs[3] > 8)  // é (e + combining accent) is one stop a whole letter wide
        #expect(host.press(.right))
        #expect(host.press(.delete))  // removes the whole thumbs-up with its skin tone
        #expect(box.value == "ae\u{301}🇫🇷b")
    }

    @Test func rawBytesAreRepairedWithADiagnostic() {
        let (host, box, _) = field("")
        #expect(host.tap("Name"))
        #expect(host.type(utf8: [0x61, 0xFF, 0xC3, 0x62]))
        #expect(box.value == "a\u{FFFD}\u{FFFD}b")
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("invalid UTF-8") })
        #expect(host.type(utf8: Array("é👍🏽".utf8)))
        #expect(box.value == "a\u{FFFD}\u{FFFD}bé👍🏽")
    }

    @Test func aTenMegabytePasteIsKeptAndUndoneWhole() {
        let (host, box, _) = field("keep ")
        #expect(host.tap("Name"))
        #expect(host.press(.end))
        let big = String(repeating: "0123456789", count: 1_000_000)
        host.withGraph { $0.clipboard.string = big }
        #expect(host.shortcut("v"))
        #expect(box.value.utf8.count == 5 + 10_000_000)
        #expect(host.type("!"))
        #expect(box.value.hasSuffix("789!"))
        #expect(host.caretRect != nil)
        #expect(host.shortcut("z"))
        #expect(host.shortcut("z"))
        #expect(box.value == "keep ")
    }
}
