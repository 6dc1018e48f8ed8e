import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// Shows whether its button is pressed, as a `ButtonStyle` can.
private struct PressReportingStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Text(configuration.isPressed ? "pressed" : "idle")
        }
    }
}

/// A modifier with its own state, used through `.modifier(_:)`.
private struct CountingBadge: ViewModifier {
    @State private var taps = 0
    func body(content: Content) -> some View {
        HStack {
            content
            Button("badge \(taps)") { taps += 1 }
        }
    }
}

private struct CounterA: View {
    @State private var count = 0
    var body: some View { Button("A \(count)") { count += 1 } }
}

private struct CounterB: View {
    @State private var count = 0
    var body: some View { Button("B \(count)") { count += 1 } }
}

/// Switches the type inside an `AnyView`, or keeps it.
private struct ErasedSwitcher: View {
    @State private var showA = true
    @State private var generation = 0
    var body: some View {
        VStack {
            showA ? AnyView(CounterA()) : AnyView(CounterB())
            Text("generation \(generation)")
            Button("Switch type") { showA.toggle() }
            Button("Re-render") { generation += 1 }
        }
    }
}

private struct SchemeReader: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text(scheme == .dark ? "dark" : "light") }
}

/// Buttons, gestures, hit testing, accessibility labels, button styles and type-erased identity.
@MainActor
@Suite("Controls and input")
struct ControlsBehaviourTests {

    @Test func buttonActsOnReleaseInsideOnly() throws {
        let log = EventLog()
        let host = makeHost(Button("Go") { log.record("go") })
        let frame = try #require(host.frame(ofText: "Go"))
        let center = CGPoint(x: frame.midX, y: frame.midY)
        host.press(at: center)
        #expect(log.events.isEmpty, "nothing happens on press")
        host.release(at: center)
        #expect(log.events == ["go"])
        host.press(at: center)
        host.release(at: CGPoint(x: 5, y: 5))
        #expect(log.events == ["go"], "releasing outside cancels")
    }

    @Test func buttonStyleSeesThePressedState() throws {
        let host = makeHost(Button("Go") {}.buttonStyle(PressReportingStyle()))
        #expect(host.find(text: "idle") != nil)
        let frame = try #require(host.frame(ofText: "Go"))
        host.press(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(host.find(text: "pressed") != nil, "\(host.texts)")
        host.release(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(host.find(text: "idle") != nil)
    }

    @Test func defaultStyleDimsWhilePressed() throws {
        let host = makeHost(Button("Go") {})
        let frame = try #require(host.frame(ofText: "Go"))
        #expect(!host.dumpDisplayList().contains("opacity"))
        host.press(at: CGPoint(x: frame.midX, y: frame.midY))
        host.advance(by: 0.5)
        #expect(host.dumpDisplayList().hasPrefix("opacity 0.4"), "\(host.dumpDisplayList())")
        host.release(at: CGPoint(x: frame.midX, y: frame.midY))
        host.advance(by: 0.5)
        #expect(!host.dumpDisplayList().contains("opacity"))
    }

    @Test func disabledButtonsIgnoreTapsAndAreGray() {
        let log = EventLog()
        let host = makeHost(
            VStack {
                Button("Off") { log.record("off") }.disabled(true)
                Button("On") { log.record("on") }
            })
        #expect(host.tap("Off"))
        #expect(host.tap("On"))
        #expect(log.events == ["on"])
        let texts = lines(of: host.dumpDisplayList(), containing: "text ")
        #expect(texts.first?.contains("#8E8E93FF") == true, "disabled is gray: \(texts)")
        #expect(texts.last?.contains("#007AFFFF") == true, "enabled uses the accent color: \(texts)")
    }

    @Test func roleAndTintColorTheLabel() {
        let host = makeHost(
            VStack {
                Button("Delete", role: .destructive) {}
                Button("Tinted") {}.tint(.green)
            })
        let texts = lines(of: host.dumpDisplayList(), containing: "text ")
        #expect(texts.first?.contains("#FF3B30FF") == true, "\(texts)")
        #expect(texts.last?.contains("#34C759FF") == true, "\(texts)")
    }

    @Test func tapGestureReportsTheLocationInTheView() {
        let location = Recorder(CGPoint(x: -1, y: -1))
        let host = makeHost(Color.red.frame(width: 100, height: 50).onTapGesture { location.record($0) })
        host.tap(at: CGPoint(x: 160, y: 140))
        #expect(location.value == CGPoint(x: 10, y: 15))
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(location.history.count == 1, "a tap outside the view is not its tap")
    }

    @Test func doubleTapNeedsTwoQuickTaps() {
        let log = EventLog()
        let host = makeHost(Color.red.frame(width: 100, height: 50).onTapGesture(count: 2) { log.record("double") })
        let center = CGPoint(x: 200, y: 150)
        host.tap(at: center)
        #expect(log.events.isEmpty)
        host.advance(by: 1)
        host.tap(at: center)
        #expect(log.events.isEmpty, "a second tap a second later starts over")
        host.advance(by: 0.1)
        host.tap(at: center)
        #expect(log.events == ["double"])
    }

    @Test func frontmostViewGetsTheTapUnlessItIgnoresHits() {
        let log = EventLog()
        let covered = makeHost(
            ZStack {
                Color.red.frame(width: 100, height: 100).onTapGesture { log.record("back") }
                Color.blue.frame(width: 50, height: 50).onTapGesture { log.record("front") }
            })
        covered.tap(at: CGPoint(x: 200, y: 150))
        covered.tap(at: CGPoint(x: 160, y: 110))
        #expect(log.events == ["front", "back"])
        log.clear()
        let passThrough = makeHost(
            ZStack {
                Color.red.frame(width: 100, height: 100).onTapGesture { log.record("back") }
                Color.blue.frame(width: 50, height: 50).onTapGesture { log.record("front") }.allowsHitTesting(false)
            })
        passThrough.tap(at: CGPoint(x: 200, y: 150))
        #expect(log.events == ["back"])
    }

    @Test func contentShapeMakesEmptySpaceTappable() {
        let log = EventLog()
        let host = makeHost(
            HStack {
                Text("A")
                Spacer()
                Text("B")
            }
            .frame(width: 200)
            .contentShape(Rectangle())
            .onTapGesture { log.record("row") })
        host.tap(at: CGPoint(x: 200, y: 150))
        #expect(log.events == ["row"], "the spacer's area is part of the row's shape")
    }

    @Test func accessibilityLabelNamesAnIconButton() {
        let log = EventLog()
        let host = makeHost(
            Button {
                log.record("favorite")
            } label: {
                Image(systemName: "star.fill").accessibilityLabel("Favorite")
            })
        #expect(host.find(label: "Favorite") != nil)
        #expect(host.tap("Favorite"))
        #expect(log.events == ["favorite"])
        #expect(!host.tap("Nonexistent"), "tapping a label that is not there says so")
    }

    @Test func customModifierKeepsItsOwnState() {
        let host = makeHost(Text("content").modifier(CountingBadge()))
        #expect(host.tap("badge 0"))
        #expect(host.tap("badge 1"))
        #expect(host.find(text: "badge 2") != nil, "\(host.texts)")
        #expect(host.find(text: "content") != nil)
    }

    @Test func anyViewKeepsStateForTheSameTypeAndResetsItForAnother() {
        let host = makeHost(ErasedSwitcher())
        #expect(host.tap("A 0"))
        #expect(host.tap("Re-render"))
        #expect(host.find(text: "A 1") != nil, "same erased type: state kept: \(host.texts)")
        #expect(host.tap("Switch type"))
        #expect(host.find(text: "B 0") != nil)
        #expect(host.tap("Switch type"))
        #expect(host.find(text: "A 0") != nil, "a new identity after the type changed: \(host.texts)")
    }

    @Test func colorSchemeIsReadableFromTheEnvironmentAndOverridable() {
        let host = makeHost(
            VStack {
                SchemeReader()
                SchemeReader().preferredColorScheme(.dark)
            })
        #expect(host.texts == ["light", "dark"])
        host.setColorScheme(.dark)
        #expect(host.texts == ["dark", "dark"])
        let texts = lines(of: host.dumpDisplayList(), containing: "text ")
        #expect(texts.allSatisfy { $0.contains("#FFFFFFFF") }, "primary text is white in the dark: \(texts)")
    }

    @Test func layoutModifiersOnAGroupApplyToEachChild() {
        let graph = makeGraph(
            VStack(spacing: 0) {
                Group {
                    Text("A")
                    Text("B")
                }
                .padding(4)
            })
        #expect(lines(of: graph.dump(), containing: "padding").count == 2, "\(graph.dump())")
    }

    @Test func modifiersOnAForEachApplyToEachElementAndKeepTheirState() {
        struct Row: View {
            let name: String
            @State private var taps = 0
            var body: some View { Button("\(name) \(taps)") { taps += 1 } }
        }
        struct Rows: View {
            @State var names = ["a", "b"]
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(names, id: \.self) { Row(name: $0) }
                        .padding(4)
                        .background(Color.yellow)
                    Button("add") { names.insert("c", at: 0) }
                }
            }
        }
        let host = ViewHost(Rows(), size: CGSize(width: 200, height: 300))
        #expect(lines(of: host.dump(), containing: "padding").count == 2)
        #expect(lines(of: host.dump(), containing: "background").count == 2)
        #expect(host.tap("b 0"))
        #expect(host.find(text: "b 1") != nil)
        #expect(host.tap("add"))
        #expect(lines(of: host.dump(), containing: "padding").count == 3)
        #expect(host.find(text: "b 1") != nil, "b keeps its state when c is inserted before it")
        #expect(host.find(text: "c 0") != nil)
    }
}
