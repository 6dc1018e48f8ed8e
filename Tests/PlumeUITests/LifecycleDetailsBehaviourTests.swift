import Foundation
import Observation
import PlumeTesting
import Testing

@testable import PlumeUI

private struct Item: Identifiable, Equatable {
    let id: Int
    var title: String
}

/// A row with its own counter that logs its lifetime.
private struct LoggedRow: View {
    let item: Item
    let log: EventLog
    @State private var taps = 0
    var body: some View {
        Button("\(item.title) \(taps)") { taps += 1 }
            .onAppear { log.record("appear \(item.id)") }
            .onDisappear { log.record("disappear \(item.id)") }
    }
}

private struct LoggedList: View {
    let log: EventLog
    @State private var items = [Item(id: 1, title: "one"), Item(id: 2, title: "two"), Item(id: 3, title: "three")]
    var body: some View {
        VStack {
            ForEach(items) { item in LoggedRow(item: item, log: log) }
            Button("Append") { items.append(Item(id: 4, title: "four")) }
            Button("Drop two") { items.removeAll { $0.id == 2 } }
            Button("Retitle") { items[0].title = "uno" }
        }
    }
}

private enum Mode { case first, second, third }

/// A switch over an enum: each case is its own identity.
private struct Switcher: View {
    @State private var mode = Mode.first
    var body: some View {
        VStack {
            switch mode {
            case .first: CounterButton(prefix: "c")
            case .second: CounterButton(prefix: "c")
            case .third: Text("third")
            }
            Button("Next") {
                mode =
                    switch mode {
                    case .first: .second
                    case .second: .third
                    case .third: .first
                    }
            }
        }
    }
}

private struct CounterButton: View {
    let prefix: String
    @State private var count = 0
    var body: some View { Button("\(prefix) \(count)") { count += 1 } }
}

/// Names of the visible rows, collected by preference.
private struct VisibleKey: PreferenceKey {
    static var defaultValue: [Int] { [] }
    static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
}

private struct PreferenceList: View {
    let seen: Recorder<[Int]>
    @State private var ids = [1, 2, 3]
    var body: some View {
        VStack {
            ForEach(ids, id: \.self) { id in Text("row \(id)").preference(key: VisibleKey.self, value: [id]) }
            Button("Remove 2") { ids.removeAll { $0 == 2 } }
        }
        .onPreferenceChange(VisibleKey.self) { seen.record($0) }
    }
}

@Observable
private final class Scores {
    var values = Array(repeating: 0, count: 200)
}

@Observable
private final class ObservedCounter {
    var value = 0
}

private struct ScoreCell: View {
    let scores: Scores
    let index: Int
    let log: EventLog
    var body: some View {
        log.record("cell \(index)")
        return Text("\(scores.values[index])")
    }
}

/// Lifetimes of ForEach rows, switch cases, preferences of removed views, and @Observable in a big list.
@Suite("Lifecycle details")
struct LifecycleDetailsBehaviourTests {

    @Test func forEachRowsAppearAndDisappearOneByOne() {
        let log = EventLog()
        let host = makeHost(LoggedList(log: log), height: 500)
        #expect(log.events == ["appear 1", "appear 2", "appear 3"])
        log.clear()
        #expect(host.tap("Append"))
        #expect(log.events == ["appear 4"])
        log.clear()
        #expect(host.tap("Drop two"))
        #expect(log.events == ["disappear 2"])
    }

    @Test func identifiableRowKeepsStateWhenItsContentChanges() {
        let log = EventLog()
        let host = makeHost(LoggedList(log: log), height: 500)
        #expect(host.tap("one 0"))
        log.clear()
        #expect(host.tap("Retitle"))
        #expect(host.find(text: "uno 1") != nil, "same id, new title, same state: \(host.texts)")
        #expect(log.events.isEmpty, "no appear/disappear for a changed row: \(log.events)")
    }

    @Test func switchCasesAreSeparateIdentities() {
        let host = makeHost(Switcher())
        #expect(host.tap("c 0"))
        #expect(host.find(text: "c 1") != nil)
        #expect(host.tap("Next"))
        #expect(host.find(text: "c 0") != nil, "the second case is a new view: \(host.texts)")
        #expect(host.tap("Next"))
        #expect(host.find(text: "third") != nil)
        #expect(host.tap("Next"))
        #expect(host.find(text: "c 0") != nil)
    }

    @Test func removedViewsNoLongerContributePreferences() {
        let seen = Recorder<[Int]>([])
        let host = makeHost(PreferenceList(seen: seen))
        #expect(seen.value == [1, 2, 3])
        #expect(host.tap("Remove 2"))
        host.advance(by: 0.1)
        #expect(seen.value == [1, 3])
        #expect(seen.history.count == 2)
    }

    @Test func observableArrayChangeEvaluatesEveryReaderOfTheArrayOnce() {
        let scores = Scores()
        let log = EventLog()
        let host = makeHost(
            VStack(spacing: 0) {
                ForEach(0..<200) { i in ScoreCell(scores: scores, index: i, log: log) }
            }, height: 4000)
        #expect(log.events.count == 200)
        log.clear()
        scores.values[17] = 5
        host.runFrame()
        // Observation tracks properties, not elements: as in SwiftUI, every reader of `values` re-evaluates once.
        #expect(log.events.count == 200, "\(log.events.count) cells re-evaluated")
        #expect(Set(log.events).count == 200)
        #expect(host.findAll(text: "5").count == 1)
    }

    @Test func observablePropertyChangeEvaluatesItsReaderOnlyOncePerFrame() {
        struct Reader: View {
            let counter: ObservedCounter
            let log: EventLog
            var body: some View {
                log.record("reader")
                return Text("value \(counter.value)")
            }
        }
        let counter = ObservedCounter()
        let log = EventLog()
        let host = makeHost(Reader(counter: counter, log: log))
        log.clear()
        counter.value = 1
        counter.value = 2
        counter.value = 3
        host.runFrame()
        #expect(log.events == ["reader"])
        #expect(host.texts == ["value 3"])
    }
}
