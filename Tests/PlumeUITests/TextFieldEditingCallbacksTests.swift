import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A quick-entry list written with SwiftUI's older `TextField` callbacks: Return adds the note,
/// and a status line says whether the field is being edited.
private struct QuickEntry: View {
    @State private var draft = ""
    @State private var notes: [String] = []
    @State private var editing = false
    @State private var other = ""
    var body: some View {
        VStack {
            TextField("New note", text: $draft, onEditingChanged: { editing = $0 }, onCommit: add)
            TextField("Other", text: $other)
            Text(editing ? "Editing" : "Idle")
            Text("Notes: \(notes.joined(separator: ", "))")
        }
    }
    private func add() {
        notes.append(draft)
        draft = ""
    }
}

@MainActor
@Suite("TextField editing callbacks") struct TextFieldEditingCallbacksTests {
    @Test func returnCommitsAndFocusTellsWhenEditingBeginsAndEnds() {
        let host = makeHost(QuickEntry(), width: 300, height: 200)
        #expect(host.find(text: "Idle") != nil)
        #expect(host.tap("New note"))
        #expect(host.find(text: "Editing") != nil)
        #expect(host.type("Milk"))
        #expect(host.press(.enter))
        #expect(host.find(text: "Notes: Milk") != nil)
        #expect(host.type("Eggs"))
        #expect(host.press(.enter))
        #expect(host.find(text: "Notes: Milk, Eggs") != nil)
        #expect(host.tap("Other"))
        #expect(host.find(text: "Idle") != nil)
    }

    @Test func theTitleStringFormAndDefaultsCompile() {
        let title = "Name"
        var committed = false
        let host = makeHost(
            TextField(title, text: .constant(""), onCommit: { committed = true }), width: 300, height: 60)
        #expect(host.tap("Name"))
        #expect(host.press(.enter))
        #expect(committed)
    }
}
