import Foundation
import Observation
import PlumeTesting
import Testing

@testable import PlumeUI

// MARK: Views under test

/// A button showing its own count: "<title> <count>".
private struct CounterRow: View {
    let title: String
    @State private var count = 0
    var body: some View { Button("\(title) \(count)") { count += 1 } }
}

/// A counter whose title its parent can change: the counter must keep its state.
private struct RenamingParent: View {
    @State private var title = "A"
    var body: some View {
        VStack {
            CounterRow(title: title)
            Button("Rename") { title = "B" }
        }
    }
}

/// The same counter type in both branches of an if/else: switching branches is a new identity.
private struct BranchSwap: View {
    @State private var flag = true
    var body: some View {
        VStack {
            if flag {
                CounterRow(title: "X")
            } else {
                CounterRow(title: "X")
            }
            Button("Swap") { flag.toggle() }
        }
    }
}

/// A counter after an optional header: showing the header must not reset the counter.
private struct OptionalBeforeCounter: View {
    @State private var showHeader = false
    var body: some View {
        VStack {
            if showHeader { Text("Header") }
            CounterRow(title: "C")
            Button("Header") { showHeader.toggle() }
        }
    }
}

/// Rows identified by id, which the test rearranges through buttons.
private struct IdentifiedRows: View {
    @State var ids: [Int] = [1, 2, 3]
    var body: some View {
        VStack {
            ForEach(ids, id: \.self) { id in CounterRow(title: "Row\(id)") }
            Button("Remove first") { ids.removeFirst() }
            Button("Insert zero") { ids.insert(0, at: 0) }
            Button("Reverse") { ids.reverse() }
            Button("Renumber") { ids = ids.map { $0 + 10 } }
        }
    }
}

/// A child that logs its appearance, shown or hidden by a button.
private struct LifecycleParent: View {
    let log: EventLog
    @State private var showFirst = true
    @State private var showBoth = true
    var body: some View {
        VStack {
            if showBoth {
                Text("one").onAppear { log.record("appear one") }.onDisappear { log.record("disappear one") }
                Text("two").onAppear { log.record("appear two") }.onDisappear { log.record("disappear two") }
            }
            if showFirst {
                Text("left").onAppear { log.record("appear left") }.onDisappear { log.record("disappear left") }
            } else {
                Text("right").onAppear { log.record("appear right") }.onDisappear { log.record("disappear right") }
            }
            Button("Toggle both") { showBoth.toggle() }
            Button("Swap") { showFirst.toggle() }
            Button("Nothing") {}
        }
    }
}

private struct ChangeWatcher: View {
    let log: EventLog
    var initial = false
    @State private var value = 0
    @State private var other = 0
    var body: some View {
        VStack {
            Text("value \(value)")
            Button("Increment") { value += 1 }
            Button("Same") { value = value + 0 }
            Button("Other") { other += 1 }
        }
        .onChange(of: value) { newValue in log.record("new \(newValue)") }
        .onChange(of: value, initial: initial) { oldValue, newValue in log.record("\(oldValue)->\(newValue)") }
    }
}

/// Increments an `Int` through a binding.
private struct Incrementer: View {
    let title: String
    @Binding var value: Int
    var body: some View { Button(title) { value += 1 } }
}

private struct Settings {
    var volume = 0
    var name = "x"
}

private struct BindingProjections: View {
    @State private var settings = Settings()
    @State private var items = [0, 0, 0]
    @State private var maybe: Int? = 3
    let store: Recorder<Int>
    var body: some View {
        VStack {
            Text("volume \(settings.volume)")
            Text("items \(items.map(String.init).joined(separator: ","))")
            Text("maybe \(maybe.map(String.init) ?? "nil")")
            Incrementer(title: "Field", value: $settings.volume)
            Incrementer(title: "Element", value: $items[1])
            Incrementer(
                title: "Closure",
                value: Binding(get: { store.value }, set: { store.record($0) }))
            Incrementer(title: "Constant", value: .constant(5))
            if let unwrapped = Binding($maybe) {
                Incrementer(title: "Unwrapped", value: unwrapped)
            }
            Button("Clear") { maybe = nil }
        }
    }
}

private struct GreetingKey: EnvironmentKey { static let defaultValue = "default greeting" }
extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

private struct GreetingReader: View {
    @Environment(\.greeting) private var greeting
    var body: some View { Text(greeting) }
}

@Observable
private final class Model {
    var a = 0
    var b = 0
}

private struct ReadsA: View {
    let model: Model
    let log: EventLog
    var body: some View {
        log.record("body A")
        return Text("a \(model.a)")
    }
}

private struct ReadsB: View {
    let model: Model
    let log: EventLog
    var body: some View {
        log.record("body B")
        return Text("b \(model.b)")
    }
}

private struct ReadsNothing: View {
    let log: EventLog
    var body: some View {
        log.record("body none")
        return Text("static")
    }
}

private struct ObservingParent: View {
    let model: Model
    let log: EventLog
    var body: some View {
        log.record("body parent")
        return VStack {
            ReadsA(model: model, log: log)
            ReadsB(model: model, log: log)
            ReadsNothing(log: log)
        }
    }
}

/// Conditional content with modifiers inside a Group (no stack between the state and the condition).
private struct GroupedConditionals: View {
    @State private var flag = false
    var body: some View {
        Group {
            if flag { Text("shown").padding(2) }
            if flag { Text("yes").padding(1) } else { Text("no").padding(1) }
            Button("Flip") { flag.toggle() }
        }
    }
}

// MARK: Tests

/// @State, identity, lifetime, onChange, bindings, environment and @Observable, driven through ViewHost.
@Suite("State and identity behave as SwiftUI's")
struct StateIdentityBehaviourTests {

    @Test func stateSurvivesTheParentReEvaluatingBody() {
        let host = makeHost(RenamingParent())
        #expect(host.tap("A 0"))
        #expect(host.tap("A 1"))
        #expect(host.find(text: "A 2") != nil, "\(host.texts)")
        #expect(host.tap("Rename"))
        #expect(host.find(text: "B 2") != nil, "state must survive the new title: \(host.texts)")
    }

    @Test func switchingIfElseBranchesStartsFreshState() {
        let host = makeHost(BranchSwap())
        #expect(host.tap("X 0"))
        #expect(host.find(text: "X 1") != nil)
        #expect(host.tap("Swap"))
        #expect(host.find(text: "X 0") != nil, "the else branch is a new identity: \(host.texts)")
        #expect(host.tap("X 0"))
        #expect(host.tap("Swap"))
        #expect(host.find(text: "X 0") != nil, "the first branch was destroyed, so it starts over: \(host.texts)")
    }

    @Test func conditionalsWithModifiersUpdateOutsideStacks() {
        let host = makeHost(GroupedConditionals())
        #expect(host.find(text: "no") != nil)
        #expect(host.find(text: "shown") == nil)
        #expect(host.tap("Flip"))
        #expect(host.find(text: "shown") != nil, "\(host.texts)")
        #expect(host.find(text: "yes") != nil, "\(host.texts)")
    }

    @Test func anOptionalSiblingDoesNotShiftIdentity() {
        let host = makeHost(OptionalBeforeCounter())
        #expect(host.tap("C 0"))
        #expect(host.tap("Header"))
        #expect(host.find(text: "Header") != nil)
        #expect(host.find(text: "C 1") != nil, "\(host.texts)")
        #expect(host.tap("Header"))
        #expect(host.find(text: "C 1") != nil, "\(host.texts)")
    }

    @Test func forEachKeepsRowStateByIdThroughRemoveInsertAndReorder() {
        let host = makeHost(IdentifiedRows(), height: 500)
        #expect(host.tap("Row2 0"))
        #expect(host.tap("Row3 0"))
        #expect(host.tap("Row3 1"))
        #expect(host.texts.prefix(3) == ["Row1 0", "Row2 1", "Row3 2"])
        #expect(host.tap("Remove first"))
        #expect(host.texts.prefix(2) == ["Row2 1", "Row3 2"], "\(host.texts)")
        #expect(host.tap("Insert zero"))
        #expect(host.texts.prefix(3) == ["Row0 0", "Row2 1", "Row3 2"], "\(host.texts)")
        #expect(host.tap("Reverse"))
        #expect(host.texts.prefix(3) == ["Row3 2", "Row2 1", "Row0 0"], "\(host.texts)")
    }

    @Test func forEachIdChangeStartsFreshRows() {
        let host = makeHost(IdentifiedRows(), height: 500)
        #expect(host.tap("Row1 0"))
        #expect(host.tap("Renumber"))
        #expect(host.texts.prefix(3) == ["Row11 0", "Row12 0", "Row13 0"], "\(host.texts)")
    }

    @Test func onAppearRunsOncePerIdentityInOrder() {
        let log = EventLog()
        let host = makeHost(LifecycleParent(log: log), height: 500)
        #expect(log.events == ["appear one", "appear two", "appear left"])
        log.clear()
        host.tap("Nothing")
        host.advance(by: 1)
        #expect(log.events.isEmpty, "re-renders must not re-run onAppear: \(log.events)")
    }

    @Test func onDisappearRunsWhenTheIdentityGoes() {
        let log = EventLog()
        let host = makeHost(LifecycleParent(log: log), height: 500)
        log.clear()
        #expect(host.tap("Toggle both"))
        #expect(log.events == ["disappear one", "disappear two"])
        log.clear()
        #expect(host.tap("Toggle both"))
        #expect(log.events == ["appear one", "appear two"])
    }

    @Test func swappingBranchesDisappearsOneAndAppearsTheOther() {
        let log = EventLog()
        let host = makeHost(LifecycleParent(log: log), height: 500)
        log.clear()
        #expect(host.tap("Swap"))
        #expect(log.count(of: "disappear left") == 1)
        #expect(log.count(of: "appear right") == 1)
        #expect(log.events.count == 2, "\(log.events)")
    }

    @Test func onChangeBothFormsRunAfterAChangeOnly() {
        let log = EventLog()
        let host = makeHost(ChangeWatcher(log: log))
        #expect(log.events.isEmpty, "no call on appear without initial: \(log.events)")
        #expect(host.tap("Increment"))
        #expect(log.events.sorted() == ["0->1", "new 1"])
        log.clear()
        #expect(host.tap("Same"))
        #expect(host.tap("Other"))
        #expect(log.events.isEmpty, "setting the same value or another one is no change: \(log.events)")
        #expect(host.tap("Increment"))
        #expect(log.events.sorted() == ["1->2", "new 2"])
    }

    @Test func onChangeInitialRunsOnAppear() {
        let log = EventLog()
        _ = makeHost(ChangeWatcher(log: log, initial: true))
        #expect(log.events == ["0->0"])
    }

    @Test func bindingProjectionsWriteThrough() {
        let store = Recorder(7)
        let host = makeHost(BindingProjections(store: store), height: 600)
        #expect(host.tap("Field"))
        #expect(host.find(text: "volume 1") != nil, "$model.field: \(host.texts)")
        #expect(host.tap("Element"))
        #expect(host.find(text: "items 0,1,0") != nil, "$array[i]: \(host.texts)")
        #expect(host.tap("Closure"))
        #expect(store.value == 8, "Binding(get:set:)")
        #expect(host.tap("Constant"))
        #expect(host.texts.contains("volume 1"), "a constant binding ignores writes")
        #expect(host.tap("Unwrapped"))
        #expect(host.find(text: "maybe 4") != nil, "Binding(Binding<T?>): \(host.texts)")
        #expect(host.tap("Clear"))
        #expect(host.find(text: "maybe nil") != nil)
        #expect(host.find(text: "Unwrapped") == nil, "Binding(Binding<T?>) is nil when the value is")
    }

    @Test func optionalBindingInitialiserFailsOnNil() {
        var storage: Int? = nil
        let optional = Binding<Int?>(get: { storage }, set: { storage = $0 })
        #expect(Binding<Int>(optional) == nil)
        storage = 1
        let unwrapped = Binding<Int>(optional)
        #expect(unwrapped?.wrappedValue == 1)
        unwrapped?.wrappedValue = 9
        #expect(storage == 9)
    }

    @Test func customEnvironmentKeyFlowsDownAndCanBeOverridden() {
        let host = makeHost(
            VStack {
                GreetingReader()
                VStack {
                    GreetingReader()
                    GreetingReader().environment(\.greeting, "inner")
                }
                .environment(\.greeting, "outer")
            })
        #expect(host.texts == ["default greeting", "outer", "inner"])
    }

    @Test func foregroundColorAndFontFlowDown() {
        let host = makeHost(
            VStack {
                Text("A")
                Text("B").foregroundColor(.red)
                Text("C").font(.caption)
            }
            .foregroundColor(.blue)
            .font(.title))
        let texts = lines(of: host.dumpDisplayList(), containing: "text ")
        #expect(texts.count == 3)
        #expect(texts[0].hasPrefix("text \"A\" Inter 28 #007AFFFF"), "\(texts)")
        #expect(texts[1].hasPrefix("text \"B\" Inter 28 #FF3B30FF"), "\(texts)")
        #expect(texts[2].hasPrefix("text \"C\" Inter 12 #007AFFFF"), "\(texts)")
    }

    @Test func observableChangeReEvaluatesExactlyTheReaders() {
        let model = Model()
        let log = EventLog()
        let host = makeHost(ObservingParent(model: model, log: log))
        #expect(log.events.sorted() == ["body A", "body B", "body none", "body parent"])
        log.clear()
        model.a = 1
        host.runFrame()
        #expect(log.events == ["body A"])
        #expect(host.find(text: "a 1") != nil)
        log.clear()
        model.b = 5
        host.runFrame()
        #expect(log.events == ["body B"])
        #expect(host.find(text: "b 5") != nil)
        log.clear()
        host.runFrame()
        #expect(log.events.isEmpty)
    }
}
