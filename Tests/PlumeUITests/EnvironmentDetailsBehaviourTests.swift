import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private struct ThemeKey: EnvironmentKey { static let defaultValue = "plain" }
extension EnvironmentValues {
    fileprivate var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

private struct ThemeReader: View {
    let log: EventLog
    @Environment(\.theme) private var theme
    var body: some View {
        log.record("reader")
        return Text("theme \(theme)")
    }
}

private struct ThemeIgnorer: View {
    let log: EventLog
    var body: some View {
        log.record("ignorer")
        return Text("ignorer")
    }
}

/// Changes the theme of its subtree with a button.
private struct ThemeSwitcher: View {
    let log: EventLog
    @State private var theme = "light"
    var body: some View {
        VStack {
            Group {
                ThemeReader(log: log)
                ThemeIgnorer(log: log)
            }
            .environment(\.theme, theme)
            Button("Dark theme") { theme = "dark" }
        }
    }
}

/// A modifier that reads the environment.
private struct ThemedBadge: ViewModifier {
    @Environment(\.theme) private var theme
    func body(content: Content) -> some View {
        HStack {
            content
            Text("[\(theme)]")
        }
    }
}

/// A counter whose starting value comes from its initialiser.
private struct StartingCounter: View {
    @State private var count: Int
    init(start: Int) { _count = State(initialValue: start) }
    var body: some View { Button("count \(count)") { count += 1 } }
}

private struct StartingParent: View {
    @State private var start = 10
    var body: some View {
        VStack {
            StartingCounter(start: start)
            Button("New start") { start = 50 }
        }
    }
}

/// Passes a binding down two levels.
private struct Outer: View {
    @State private var value = 0
    var body: some View {
        VStack {
            Text("outer \(value)")
            Middle(value: $value)
        }
    }
}

private struct Middle: View {
    @Binding var value: Int
    var body: some View { Inner(value: $value) }
}

private struct Inner: View {
    @Binding var value: Int
    var body: some View { Button("inner \(value)") { value += 1 } }
}

/// Environment details: overriding, transforming, disabling, text settings, readers in modifiers,
/// `State(initialValue:)` and bindings through several levels.
@Suite("Environment and state details")
struct EnvironmentDetailsBehaviourTests {

    @Test func environmentChangeReachesReaders() {
        let log = EventLog()
        let host = makeHost(ThemeSwitcher(log: log))
        #expect(host.find(text: "theme light") != nil)
        log.clear()
        #expect(host.tap("Dark theme"))
        #expect(host.find(text: "theme dark") != nil)
        #expect(log.count(of: "reader") == 1)
        #expect(log.count(of: "ignorer") == 0, "\(log.events)")
    }

    @Test func modifiersReadTheEnvironmentToo() {
        let host = makeHost(Text("x").modifier(ThemedBadge()).environment(\.theme, "bold"))
        #expect(host.texts == ["x", "[bold]"])
    }

    @Test func transformEnvironmentChangesTheInheritedValue() {
        let host = makeHost(
            ThemeReader(log: EventLog())
                .transformEnvironment(\.theme) { $0 += "+extra" }
                .environment(\.theme, "base"))
        #expect(host.texts == ["theme base+extra"])
    }

    @Test func innerEnvironmentWins() {
        let host = makeHost(
            VStack {
                Text("A")
                Text("B").font(.caption)
            }
            .font(.title)
            .font(.largeTitle))
        let texts = lines(of: host.dumpDisplayList(), containing: "text ")
        #expect(texts.first?.contains("Inter 28") == true, "the innermost .font wins: \(texts)")
        #expect(texts.last?.contains("Inter 12") == true, "\(texts)")
    }

    @Test func disabledCannotBeUndoneInside() {
        let log = EventLog()
        let host = makeHost(
            VStack {
                Button("inner") { log.record("inner") }.disabled(false)
            }
            .disabled(true))
        #expect(host.tap("inner"))
        #expect(log.events.isEmpty, "an enclosing .disabled(true) wins")
    }

    @Test func lineLimitAndAlignmentFlowToEveryText() {
        let host = makeHost(
            VStack {
                Text("aaaa bbbb cccc")
                Text("dddd eeee ffff")
            }
            .lineLimit(1)
            .multilineTextAlignment(.trailing)
            .frame(width: 40))
        #expect(host.frame(ofText: "aaaa bbbb cccc")?.height == 16)
        #expect(host.frame(ofText: "dddd eeee ffff")?.height == 16)
        let requests: [TextLayoutRequest] = host.displayList.allItems().compactMap {
            if case .text(let request, _, _) = $0 { return request }
            return nil
        }
        #expect(requests.count == 2)
        #expect(requests.allSatisfy { $0.lineLimit == 1 && $0.alignment == .trailing })
    }

    @Test func lineSpacingAddsSpaceBetweenLines() {
        let plain = ViewHost(Text("one\ntwo\nthree"), size: CGSize(width: 200, height: 200))
        let spaced = ViewHost(Text("one\ntwo\nthree").lineSpacing(10), size: CGSize(width: 200, height: 200))
        let h0 = plain.frame(ofText: "one\ntwo\nthree")?.height ?? 0
        let h1 = spaced.frame(ofText: "one\ntwo\nthree")?.height ?? 0
        #expect(abs(h1 - h0 - 20) < 1, "two gaps of 10: \(h0) → \(h1)")
    }

    @Test func textCaseChangesWhatIsDrawn() {
        let host = makeHost(Text("Mixed Case").textCase(.uppercase))
        #expect(host.dumpDisplayList().hasPrefix("text \"MIXED CASE\""), "\(host.dumpDisplayList())")
    }

    @Test func stateInitialValueIsUsedOnlyOnce() {
        let host = makeHost(StartingParent())
        #expect(host.find(text: "count 10") != nil)
        #expect(host.tap("count 10"))
        #expect(host.tap("New start"))
        #expect(host.find(text: "count 11") != nil, "the identity kept its state: \(host.texts)")
    }

    @Test func bindingsPassThroughSeveralLevels() {
        let host = makeHost(Outer())
        #expect(host.tap("inner 0"))
        #expect(host.tap("inner 1"))
        #expect(host.texts == ["outer 2", "inner 2"])
    }

    @Test func stateOutsideAMountedViewReadsTheInitialValueAndIgnoresWrites() {
        @State var detached = 3
        detached = 9
        #expect(detached == 3)
        #expect($detached.wrappedValue == 3)
    }
}
