import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private struct Task: Identifiable, Hashable {
    let id: Int
    var title: String
    var isDone = false
}

/// Rows of bindings keyed by the tasks' ids, and a detail found by id among the bindings.
private struct TaskBoard: View {
    @State var tasks = [Task(id: 1, title: "Paint"), Task(id: 2, title: "Sand"), Task(id: 3, title: "Varnish")]
    @State var selected: Int?
    var body: some View {
        VStack {
            ForEach($tasks) { $task in
                Toggle(task.title, isOn: $task.isDone)
            }
            if let selected, let task = $tasks.first(where: { $0.id == selected }) {
                TextField("Title", text: task.title)
            }
            Button("Edit Sand") { selected = 2 }
            Button("Reverse") { tasks.reverse() }
            Text(tasks.filter(\.isDone).map(\.title).joined(separator: ", "))
        }
    }
}

@MainActor
@Suite("Binding as Identifiable") struct BindingIdentifiableTests {
    @Test func aBindingIsIdentifiedAsItsValue() {
        var task = Task(id: 7, title: "Sweep")
        let binding = Binding(get: { task }, set: { task = $0 })
        #expect(binding.id == 7)
        binding.wrappedValue = Task(id: 8, title: "Mop")
        #expect(binding.id == 8)
    }

    @Test func rowsOfBindingsKeepTheirStateWhenReordered() {
        let host = makeHost(TaskBoard(), width: 400, height: 300)
        #expect(host.tap("Sand"))
        #expect(host.find(text: "Sand") != nil)
        #expect(host.tap("Reverse"))
        #expect(host.tap("Varnish"))
        #expect(host.find(text: "Varnish, Sand") != nil)
    }

    @Test func findingABindingByIdEditsThatItem() {
        let host = makeHost(TaskBoard(), width: 400, height: 300)
        #expect(host.tap("Edit Sand"))
        #expect(host.tap("Title"))
        #expect(host.type("ing"))
        #expect(host.find(text: "Sanding") != nil)
    }
}
