import Foundation
import Observation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A leaf composite view with no state: a 2 × 2 square.
private struct Leaf: View {
    let index: Int
    var body: some View { Color.gray.frame(width: 2, height: 2) }
}

/// The one view in the big tree that owns state, with a button to change it.
private struct Switch: View {
    @State private var isOn = false
    var body: some View {
        Button(isOn ? "On" : "Off") { isOn.toggle() }
    }
}

/// A row of 100 composite views (leaves, and the switch in the middle row).
private struct Row: View {
    let row: Int
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<100) { column in
                if row == 50 && column == 50 {
                    Switch()
                } else {
                    Leaf(index: row * 100 + column)
                }
            }
        }
    }
}

/// 100 rows × 100 leaf composites = 10,000 composite views (plus their stacks, frames and colors).
private struct BigTree: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<100) { row in Row(row: row) }
        }
    }
}

/// The switch as a tap gesture on text (no button style, so no pressed state).
private struct GestureSwitch: View {
    @State private var isOn = false
    var body: some View {
        Text(isOn ? "On" : "Off").onTapGesture { isOn.toggle() }
    }
}

/// The big tree with the gesture switch in the middle.
private struct GestureTree: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<100) { row in
                HStack(spacing: 0) {
                    ForEach(0..<100) { column in
                        if row == 50 && column == 50 {
                            GestureSwitch()
                        } else {
                            Leaf(index: row * 100 + column)
                        }
                    }
                }
            }
        }
    }
}

/// The root owns the state but only hands a binding down; the one leaf that reads it changes it.
private struct BindingTree: View {
    @State private var value = 0
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<100) { row in
                HStack(spacing: 0) {
                    ForEach(0..<100) { column in
                        if row == 50 && column == 50 {
                            BindingLeaf(value: $value)
                        } else {
                            Leaf(index: row * 100 + column)
                        }
                    }
                }
            }
        }
    }
}

private struct BindingLeaf: View {
    @Binding var value: Int
    var body: some View { Text("v \(value)").onTapGesture { value += 1 } }
}

@Observable
private final class Shared {
    var value = 0
}

private struct ObservingLeaf: View {
    let shared: Shared
    var body: some View { Text("o \(shared.value)") }
}

/// 10,000 leaves, one of which reads an observable object.
private struct ObservableTree: View {
    let shared: Shared
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<100) { row in
                HStack(spacing: 0) {
                    ForEach(0..<100) { column in
                        if row == 50 && column == 50 {
                            ObservingLeaf(shared: shared)
                        } else {
                            Leaf(index: row * 100 + column)
                        }
                    }
                }
            }
        }
    }
}

/// A parent with a counter and a stateless sibling whose inputs never change.
private struct Sibling: View {
    let log: EventLog
    var body: some View {
        log.record("sibling")
        return Text("sibling")
    }
}

private struct CounterWithSibling: View {
    let log: EventLog
    @State private var count = 0
    var body: some View {
        log.record("parent")
        return VStack {
            Text("count \(count)")
            Sibling(log: log)
            Button("Add") { count += 1 }
        }
    }
}

/// A parent whose child reads a binding: changing the value re-evaluates the child, not the parent's siblings.
private struct Cell: View {
    let log: EventLog
    let value: Int
    var body: some View {
        log.record("cell \(value)")
        return Text("cell \(value)")
    }
}

/// One change in a big tree re-evaluates O(1) bodies (issue: "one change in a 10,000-view tree evaluates
/// O(1) bodies"; the benchmark goal is ≤ 3).
@Suite("Fine-grained updates")
struct FineGrainedUpdateBehaviourTests {

    @Test func oneStateChangeInATenThousandViewTreeEvaluatesAtMostThreeBodies() {
        let host = makeHost(BigTree(), width: 800, height: 600)
        let initial = host.bodyEvaluations
        #expect(initial >= 10_000, "every composite view's body ran once when mounting: \(initial)")
        #expect(host.find(text: "Off") != nil)

        let before = host.bodyEvaluations
        #expect(host.tap("Off"))
        let evaluated = host.bodyEvaluations - before
        #expect(host.find(text: "On") != nil, "the tap changed the switch")
        #expect(evaluated >= 1)
        #expect(host.withGraph { $0.bodyEvaluations } == host.bodyEvaluations)
        // Where the evaluations go: pressing and releasing (pressed state), then the action.
        guard let center = host.find(text: "On").map({ CGPoint(x: $0.frame.midX, y: $0.frame.midY) }) else { return }
        let atStart = host.bodyEvaluations
        host.press(at: center)
        let afterPress = host.bodyEvaluations
        host.release(at: center)
        let afterRelease = host.bodyEvaluations
        #expect(host.find(text: "Off") != nil)
        // A tap is two changes: the press (the pressed look) and the release with the action. Each
        // evaluates at most 3 bodies: the button and its style's body for the pressed look; the
        // switch, the button and the style for the release and the action (one transaction).
        #expect(afterPress - atStart <= 2, "press evaluated \(afterPress - atStart) bodies")
        #expect(afterRelease - afterPress <= 3, "release and action evaluated \(afterRelease - afterPress) bodies")
        #expect(evaluated <= 5, "tap evaluated \(evaluated) bodies")
    }

    @Test func oneStateChangeFromATapGestureInTheBigTreeEvaluatesAtMostThreeBodies() {
        let host = makeHost(GestureTree(), width: 800, height: 600)
        #expect(host.find(text: "Off") != nil)
        let before = host.bodyEvaluations
        #expect(host.tap("Off"))
        let evaluated = host.bodyEvaluations - before
        #expect(host.find(text: "On") != nil)
        #expect(evaluated >= 1)
        #expect(evaluated <= 3, "a tap gesture evaluated \(evaluated) bodies")
    }

    @Test func aBindingChangeOnlyEvaluatesItsReaders() {
        let host = makeHost(BindingTree(), width: 800, height: 600)
        let before = host.bodyEvaluations
        #expect(host.tap("v 0"))
        #expect(host.find(text: "v 1") != nil)
        let evaluated = host.bodyEvaluations - before
        // The root never reads `value` in its body (it only passes `$value`), so as in SwiftUI only the
        // leaf that reads the binding needs its body again.
        #expect(evaluated <= 3, "a binding change in a 10,000-view tree evaluated \(evaluated) bodies")
    }

    @Test func anObservableChangeInTheBigTreeEvaluatesOneBody() {
        let shared = Shared()
        let host = makeHost(ObservableTree(shared: shared), width: 800, height: 600)
        let before = host.bodyEvaluations
        shared.value = 7
        host.runFrame()
        #expect(host.find(text: "o 7") != nil)
        #expect(host.bodyEvaluations - before == 1)
    }

    @Test func framesWithoutChangesEvaluateNoBodies() {
        let host = makeHost(BigTree(), width: 800, height: 600)
        let before = host.bodyEvaluations
        host.runFrame()
        host.advance(by: 0.5)
        #expect(host.bodyEvaluations == before)
    }

    @Test func aParentChangeSkipsChildrenWhoseInputsAreEqual() {
        let log = EventLog()
        let host = makeHost(CounterWithSibling(log: log))
        #expect(log.events == ["parent", "sibling"])
        log.clear()
        #expect(host.tap("Add"))
        #expect(host.find(text: "count 1") != nil)
        #expect(log.events == ["parent"], "the sibling's input did not change: \(log.events)")
    }

    @Test func aParentChangeSkipsEqualChildrenOutsideStacks() {
        let log = EventLog()
        struct GroupedParent: View {
            let log: EventLog
            @State var count = 0
            var body: some View {
                log.record("parent")
                return Group {
                    Text("count \(count)")
                    Sibling(log: log)
                    Button("Add") { count += 1 }
                }
            }
        }
        let host = makeHost(GroupedParent(log: log))
        log.clear()
        #expect(host.tap("Add"))
        #expect(host.find(text: "count 1") != nil)
        #expect(log.events == ["parent"], "the sibling's input did not change: \(log.events)")
    }

    @Test func childrenWhoseInputsChangeAreReEvaluated() {
        let log = EventLog()
        struct Parent: View {
            let log: EventLog
            @State var values = [1, 2, 3]
            var body: some View {
                VStack {
                    ForEach(values, id: \.self) { v in Cell(log: log, value: v * 10) }
                    Button("Bump") { values[1] = 5 }
                }
            }
        }
        let host = makeHost(Parent(log: log))
        log.clear()
        #expect(host.tap("Bump"))
        #expect(log.events.contains("cell 50"))
        #expect(log.events == ["cell 50"], "only the new row's body runs: \(log.events)")
        #expect(host.texts.prefix(3) == ["cell 10", "cell 50", "cell 30"])
    }
}
