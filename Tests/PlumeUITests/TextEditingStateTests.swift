import Foundation
import Testing

@testable import PlumeUI

@Suite("Text editing model") struct TextEditingStateTests {
    private func caretAt(_ state: TextEditingState) -> Int { state.caretCharacterOffset }

    @Test func typingReplacesTheSelectionAndLeavesTheCaretAfterIt() {
        var state = TextEditingState(text: "Hello world")
        state.select(6..<11)
        state.insert("there")
        #expect(state.text == "Hello there")
        #expect(caretAt(state) == 11 && !state.hasSelection)
        state.setCaret(5)
        state.insert(",")
        #expect(state.text == "Hello, there")
    }

    @Test func backspaceAndDeleteRemoveWholeGraphemeClusters() {
        for cluster in ["👍🏽", "e\u{301}", "🇫🇷", "👨‍👩‍👧"] {
            var state = TextEditingState(text: "a\(cluster)b")
            state.move(.backward)  // before b
            state.deleteBackward()
            #expect(state.text == "ab", "backspace over \(cluster.unicodeScalars.count) scalars")
            state = TextEditingState(text: "a\(cluster)b")
            state.setCaret(1)
            state.deleteForward()
            #expect(state.text == "ab")
        }
    }

    @Test func arrowsStepOverClustersAndOffsetsInsideClustersRoundDown() {
        var state = TextEditingState(text: "e\u{301}👍🏽x")
        state.move(.documentStart)
        state.move(.forward)
        #expect(caretAt(state) == 1)
        state.move(.forward)
        #expect(caretAt(state) == 2)
        // A UTF-8 offset inside the thumbs-up (or inside the combining e) lands on its start.
        state.setCaret(4)
        #expect(caretAt(state) == 1)
        state.setCaret(1)
        #expect(caretAt(state) == 0)
    }

    @Test func shiftExtendsAndPlainArrowsCollapseTheSelection() {
        var state = TextEditingState(text: "abcdef")
        state.setCaret(2)
        state.move(.forward, extend: true)
        state.move(.forward, extend: true)
        #expect(state.selectedText == "cd")
        state.move(.backward)
        #expect(caretAt(state) == 2 && !state.hasSelection)
        state.move(.lineEnd, extend: true)
        #expect(state.selectedText == "cdef")
        state.move(.lineStart, extend: true)
        #expect(state.selectedText == "ab")
    }

    @Test func wordJumpsAndWordDeletion() {
        var state = TextEditingState(text: "one two, three")
        state.move(.wordBackward)
        #expect(caretAt(state) == 9)
        state.move(.wordBackward)
        #expect(caretAt(state) == 4)
        state.move(.wordForward)
        #expect(caretAt(state) == 7)
        state.move(.documentEnd)
        state.deleteBackward(byWord: true)
        #expect(state.text == "one two, ")
        state.selectWord(at: 5)
        #expect(state.selectedText == "two")
    }

    @Test func homeAndEndUseTheHardLineInAnEditor() {
        var state = TextEditingState(text: "first\nsecond", allowsNewlines: true)
        state.setCaret(8)
        state.move(.lineStart)
        #expect(caretAt(state) == 6)
        state.move(.lineEnd)
        #expect(caretAt(state) == 12)
    }

    @Test func typingIsOneUndoStepAndRedoBringsItBack() {
        var state = TextEditingState(text: "")
        for c in "hello" { state.insert(String(c)) }
        state.move(.backward)
        state.insert("X")
        #expect(state.text == "hellXo")
        state.undo()
        #expect(state.text == "hello")
        state.undo()
        #expect(state.text == "")
        let undid = state.undo()
        #expect(!undid)
        state.redo()
        #expect(state.text == "hello")
        state.redo()
        #expect(state.text == "hellXo")
        // A new edit after undo drops the redo history.
        state.undo()
        state.insert("!")
        let redid = state.redo()
        #expect(!redid)
    }

    @Test func clipboardCommandsAndSecureFields() {
        let clipboard = MemoryClipboard()
        var state = TextEditingState(text: "secret")
        let handled = state.perform(.selectAll, clipboard: clipboard)
        #expect(handled)
        _ = state.perform(.copy, clipboard: clipboard, allowsCopy: false)
        _ = state.perform(.cut, clipboard: clipboard, allowsCopy: false)
        #expect(clipboard.string == nil && state.text == "secret")
        _ = state.perform(.cut, clipboard: clipboard)
        #expect(clipboard.string == "secret" && state.text == "")
        _ = state.perform(.paste, clipboard: clipboard)
        _ = state.perform(.paste, clipboard: clipboard)
        #expect(state.text == "secretsecret")
        _ = state.perform(.undo, clipboard: clipboard)
        #expect(state.text == "secret")
    }

    @Test func shortcutsMapToCommands() {
        #expect(TextEditingCommand(key: .character("a"), modifiers: .control, multiline: false) == .selectAll)
        #expect(TextEditingCommand(key: .character("z"), modifiers: [.command, .shift], multiline: false) == .redo)
        #expect(TextEditingCommand(key: .character("y"), modifiers: .control, multiline: false) == .redo)
        #expect(
            TextEditingCommand(key: .left, modifiers: [.option, .shift], multiline: false)
                == .move(.wordBackward, extend: true))
        #expect(TextEditingCommand(key: .enter, modifiers: [], multiline: true) == .newline)
        #expect(TextEditingCommand(key: .enter, modifiers: [], multiline: false) == .submit)
        #expect(TextEditingCommand(key: .character("q"), modifiers: .control, multiline: false) == nil)
        #expect(TextEditingCommand(key: .character("a"), modifiers: [], multiline: false) == nil)
    }

    @Test func lineBreaksAndControlCharactersAreCleaned() {
        var line = TextEditingState(text: "")
        line.insert("a\r\nb\tc\u{7}d")
        #expect(line.text == "abcd")
        var editor = TextEditingState(text: "", allowsNewlines: true)
        editor.insert("a\r\nb\tc\u{7}d")
        #expect(editor.text == "a\nb\tcd")
    }

    @Test func aHugePasteIsKeptAndUndoneInOneStep() {
        var state = TextEditingState(text: "start ")
        let big = String(repeating: "0123456789", count: 1_000_000)
        state.insert(big, kind: .other)
        #expect(state.text.utf8.count == 6 + 10_000_000)
        state.undo()
        #expect(state.text == "start ")
    }
}
