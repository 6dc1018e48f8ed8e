import Foundation
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

private struct TwoFields: View {
    @State var first = ""
    @State var second = ""
    var body: some View {
        VStack {
            TextField("First", text: $first)
            TextField("Second", text: $second)
        }
    }
}

@MainActor
@Suite("Focus controller")
struct FocusControllerTests {
    @Test func tabOrderFollowsReadingOrderAndWraps() throws {
        let graph = makeGraph(TwoFields())
        let focus = graph.focus
        let order = focus.focusableNodes(in: graph.root)
        try #require(order.count == 2)
        #expect(order[0].focusFrame.minY < order[1].focusFrame.minY)
        #expect(focus.moveFocus(backward: false, in: graph.root))
        #expect(focus.focusedNode === order[0])
        #expect(focus.moveFocus(backward: false, in: graph.root))
        #expect(focus.focusedNode === order[1])
        #expect(focus.moveFocus(backward: false, in: graph.root))
        #expect(focus.focusedNode === order[0], "wraps around")
        #expect(focus.moveFocus(backward: true, in: graph.root))
        #expect(focus.focusedNode === order[1])
    }

    @Test func nothingFocusableMeansTabIsNotUsed() {
        let graph = makeGraph(Text("Plain"))
        #expect(!graph.focus.moveFocus(backward: false, in: graph.root))
        #expect(graph.focus.focusedNode == nil)
    }

    @Test func focusingTellsTheViewsAndTheBindings() throws {
        let graph = makeGraph(TwoFields())
        let focus = graph.focus
        let order = focus.focusableNodes(in: graph.root)
        try #require(order.count == 2)
        var reports: [Bool] = []
        focus.bindings[ObjectIdentifier(order[1])] = FocusBindingRecord(node: order[1]) { reports.append($0) }
        graph.needsFrame = false
        focus.setFocus(order[1])
        #expect(graph.needsFrame)
        #expect((order[1].behavior as? TextFieldBehavior)?.isFocused ?? false)
        #expect(reports == [true])
        focus.setFocus(order[0])
        #expect(reports == [true, false])
        #expect(!((order[1].behavior as? TextFieldBehavior)?.isFocused ?? true))
    }

    @Test func aBindingWhoseViewWentAwayHearsNotFocusedOnceAndIsDropped() throws {
        let graph = makeGraph(TwoFields())
        let focus = graph.focus
        var reports: [Bool] = []
        do {
            let stray = ViewNode(view: EmptyView(), parent: nil, graph: graph, environment: EnvironmentValues())
            focus.bindings[ObjectIdentifier(stray)] = FocusBindingRecord(node: stray) { reports.append($0) }
        }
        focus.syncBindings()
        #expect(reports == [false])
        #expect(focus.bindings.isEmpty)
        focus.syncBindings()
        #expect(reports == [false])
    }

    @Test func aDestroyedViewCannotTakeFocus() throws {
        let graph = makeGraph(TwoFields())
        let node = try #require(graph.focus.focusableNodes(in: graph.root).first)
        node.teardown()  // gone without callbacks (`isDestroyed` is read-only: it also follows the graph)
        graph.focus.setFocus(node)
        #expect(graph.focus.focusedNode == nil)
        #expect(graph.focus.focused == nil)
    }

    @Test func theSoftwareKeyboardShowsForATextFieldAndHidesWhenFocusLeaves() throws {
        try ViewHost.withExclusiveKeyboard {
            let graph = makeGraph(TwoFields())
            graph.softwareKeyboardMode = true
            let keyboard = try #require(graph.focus.softwareKeyboard)
            #expect(keyboard.state == .hidden)
            let field = try #require(graph.focus.focusableNodes(in: graph.root).first)
            graph.focus.setFocus(field)
            #expect(keyboard.state == .showing)
            graph.focus.setFocus(nil)
            #expect(keyboard.state == .hiding)
            graph.softwareKeyboardMode = false
            #expect(graph.focus.softwareKeyboard == nil)
        }
    }
}
