import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

// Initialisers and helpers as SwiftUI code spells them, each driven as a person would.

private struct Todo: Identifiable {
    let id: Int
    var title: String
    var done = false
}

private final class TodoLog {
    var editing: [Bool] = []
}

private struct TodoList: View {
    @State var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs"), Todo(id: 3, title: "Tea")]
    @State private var showDone = false
    @State private var quantity = 1
    @State private var volume = 2.0
    let log: TodoLog

    var body: some View {
        NavigationStack {
            VStack {
                List($todos) { $todo in
                    Toggle(todo.title, isOn: $todo.done)
                }
                .frame(height: 200)
                ForEach($todos) { $todo in
                    TextField("Title", text: $todo.title)
                }
                Text("\(todos.filter(\.done).count) done, \(todos.map(\.title).joined(separator: " "))")
                Button("Delete first", systemImage: "trash", role: .destructive) {
                    todos.remove(atOffsets: IndexSet(integer: 0))
                }
                Button("Move last up", systemImage: "arrow.up") {
                    todos.move(fromOffsets: IndexSet(integer: todos.count - 1), toOffset: 0)
                }
                Toggle("Show done", isOn: $showDone.animation(.easeInOut(duration: 1)))
                Stepper("Quantity \(quantity)", onIncrement: { quantity += 1 }, onDecrement: { quantity -= 1 })
                Text(volume, format: .number.precision(.fractionLength(2)))
                Slider(value: $volume, in: 0...10, step: 1) {
                    Text("Volume")
                } minimumValueLabel: {
                    Text("Min")
                } maximumValueLabel: {
                    Text("Max")
                } onEditingChanged: { editing in
                    log.editing.append(editing)
                }
                .frame(width: 300)
            }
            .navigationTitle(Text("Groceries"))
        }
    }
}

@Suite struct AppleSpellingsTests {
    @Test func bindingRowsEditTheirElements() throws {
        let host = ViewHost(TodoList(log: TodoLog()), size: CGSize(width: 390, height: 844))
        #expect(host.find(text: "0 done, Milk Eggs Tea") != nil)
        #expect(host.tap("Eggs"))
        #expect(host.find(text: "1 done, Milk Eggs Tea") != nil)
        let fields = host.views.filter { $0.label == "Title" }
        try #require(fields.count == 3)
        host.tap(at: CGPoint(x: fields[2].frame.midX, y: fields[2].frame.midY))
        #expect(host.type("s"))
        #expect(host.find(text: "1 done, Milk Eggs Teas") != nil)
    }

    @Test func removeAndMoveByOffsets() {
        let host = ViewHost(TodoList(log: TodoLog()), size: CGSize(width: 390, height: 844))
        #expect(host.tap("Move last up"))
        #expect(host.find(text: "0 done, Tea Milk Eggs") != nil)
        #expect(host.tap("Delete first"))
        #expect(host.find(text: "0 done, Milk Eggs") != nil)
    }

    @Test func collectionOffsetsFollowSwiftUI() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet([1, 3]), toOffset: 5)
        #expect(letters == ["a", "c", "e", "b", "d"])
        letters.move(fromOffsets: IndexSet([4]), toOffset: 0)
        #expect(letters == ["d", "a", "c", "e", "b"])
        letters.move(fromOffsets: IndexSet([0, 99]), toOffset: 2)
        #expect(letters == ["a", "d", "c", "e", "b"])
        letters.move(fromOffsets: IndexSet([2]), toOffset: -7)
        #expect(letters == ["c", "a", "d", "e", "b"])
        letters.remove(atOffsets: IndexSet([0, 2, 42]))
        #expect(letters == ["a", "e", "b"])
        // Any range-replaceable collection, as in SwiftUI (a String is not a MutableCollection).
        var word = "plume"
        word.remove(atOffsets: IndexSet([0, 4]))
        #expect(word == "lum")
    }

    @Test func bindingAnimationAnimatesTheChange() {
        let host = ViewHost(TodoList(log: TodoLog()), size: CGSize(width: 390, height: 844))
        #expect(!host.isAnimating)
        #expect(host.tap("Show done"))
        #expect(host.isAnimating)
        host.advance(by: 1.5)
        #expect(!host.isAnimating)
    }

    @Test func stepperWithClosuresAndFormattedText() {
        let host = ViewHost(TodoList(log: TodoLog()), size: CGSize(width: 390, height: 844))
        #expect(host.find(text: "2.00") != nil)
        #expect(host.tap("Increment"))
        #expect(host.tap("Increment"))
        #expect(host.find(text: "Quantity 3") != nil)
        #expect(host.tap("Decrement"))
        #expect(host.find(text: "Quantity 2") != nil)
    }

    @Test func sliderWithValueLabelsReportsEditing() throws {
        let log = TodoLog()
        let host = ViewHost(TodoList(log: log), size: CGSize(width: 390, height: 844))
        let minLabel = try #require(host.find(text: "Min"))
        let maxLabel = try #require(host.find(text: "Max"))
        #expect(host.find(text: "Volume") == nil, "the label names the slider but is not drawn, as on iOS")
        let y = minLabel.frame.midY
        host.drag(from: CGPoint(x: minLabel.frame.maxX + 30, y: y), to: CGPoint(x: maxLabel.frame.minX - 2, y: y))
        #expect(log.editing == [true, false])
        #expect(host.find(text: "10.00") != nil)
    }

    @Test func navigationTitleTakesAText() {
        let host = ViewHost(TodoList(log: TodoLog()), size: CGSize(width: 390, height: 844))
        #expect(host.find(text: "Groceries") != nil)
    }

    @Test func systemImageButtonsShowTheirTitleAndIcon() {
        let host = ViewHost(
            Button("Add", systemImage: "plus") {}.labelStyle(.titleAndIcon), size: CGSize(width: 200, height: 100))
        #expect(host.find(text: "Add") != nil)
        #expect(host.dump().contains("plus"))
    }

    @Test func imageWithALabel() {
        let host = ViewHost(Image("missing-logo", label: Text("Plume logo")), size: CGSize(width: 100, height: 100))
        #expect(host.find(label: "Plume logo") != nil)
    }
}
