import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// `onKeyPress` and `focusable()` driven as a person uses the keyboard: Tab or a click focuses a
/// view, then keys reach its handlers and its ancestors', innermost first.
@Suite("onKeyPress") struct OnKeyPressTests {
    final class Log: @unchecked Sendable { var entries: [String] = [] }

    /// A focusable counter: ↑ and ↓ change it, letters are logged, digits are ignored.
    private struct Counter: View {
        let log: Log
        @State private var value = 0
        var body: some View {
            VStack {
                Text("Value \(value)")
                Color.blue.frame(width: 100, height: 60)
                    .focusable()
                    .onKeyPress(.upArrow) {
                        value += 1
                        return .handled
                    }
                    .onKeyPress(.downArrow) {
                        value -= 1
                        return .handled
                    }
                    .onKeyPress(characters: .letters) { press in
                        log.entries.append("letters \(press.characters)")
                        return .handled
                    }
            }
        }
    }

    @Test func tabFocusesAFocusableViewAndItsHandlersSeeTheKeys() {
        let log = Log()
        let host = makeHost(Counter(log: log))
        #expect(!host.press(.up), "nothing has focus: no handler sees the key")
        #expect(host.find(text: "Value 0") != nil)
        #expect(host.press(.tab))
        #expect(host.focusedFrame?.size == CGSize(width: 100, height: 60))
        #expect(host.press(.up))
        #expect(host.press(.up))
        #expect(host.press(.down))
        #expect(host.find(text: "Value 1") != nil)
        #expect(host.type("q"))
        #expect(log.entries == ["letters q"])
        host.type("7")
        #expect(log.entries == ["letters q"], "digits are not letters")
    }

    @Test func aClickFocusesTheViewAndItDrawsAFocusRing() throws {
        let host = makeHost(Counter(log: Log()))
        #expect(!host.dumpDisplayList().contains("stroke"))
        let blue = try #require(host.views.first { $0.frame.size == CGSize(width: 100, height: 60) })
        host.tap(at: CGPoint(x: blue.frame.midX, y: blue.frame.midY))
        #expect(host.focusedFrame == blue.frame)
        #expect(host.dumpDisplayList().contains("stroke"), "the focus ring")
        #expect(host.press(.up))
        #expect(host.find(text: "Value 1") != nil)
    }

    @Test func focusEffectDisabledHidesTheRing() {
        let host = makeHost(Color.red.frame(width: 40, height: 40).focusable().focusEffectDisabled())
        #expect(host.press(.tab))
        #expect(host.focusedFrame != nil)
        #expect(!host.dumpDisplayList().contains("stroke"))
    }

    @Test func handlersRunInnermostFirstAndAnIgnoredPressGoesOutward() {
        let log = Log()
        let host = makeHost(
            VStack {
                Color.green.frame(width: 50, height: 50)
                    .focusable()
                    .onKeyPress(phases: .down) { press in
                        log.entries.append("inner \(press.characters)")
                        return press.characters == "i" ? .handled : .ignored
                    }
            }
            .onKeyPress(keys: ["i", "o"]) { press in
                log.entries.append("outer \(press.characters)")
                return .handled
            })
        #expect(host.press(.tab))
        #expect(host.type("i"))
        #expect(host.type("o"))
        #expect(log.entries == ["inner i", "inner o", "outer o"])
    }

    @Test func phasesSelectDownRepeatAndUp() {
        let log = Log()
        let host = makeHost(
            Color.green.frame(width: 50, height: 50)
                .focusable()
                .onKeyPress(.return, phases: .all) { press in
                    log.entries.append(press.phase.debugDescription)
                    return .handled
                }
                .onKeyPress(.space) {  // down and repeat by default
                    log.entries.append("space")
                    return .handled
                })
        #expect(host.press(.tab))
        #expect(host.press(.enter))
        #expect(host.press(.enter, isRepeat: true))
        #expect(host.release(.enter))
        #expect(host.press(.space, isRepeat: true))
        #expect(!host.release(.space), "the space handler does not take key-ups")
        #expect(log.entries == ["[down]", "[repeat]", "[up]", "space"])
    }

    @Test func aTextFieldsAncestorSeesKeysFirst() {
        struct Search: View {
            let log: Log
            @State private var text = ""
            var body: some View {
                VStack {
                    TextField("Search", text: $text)
                        .onKeyPress(.downArrow) {
                            log.entries.append("next suggestion")
                            return .handled
                        }
                        .onKeyPress(characters: CharacterSet(charactersIn: "#")) { _ in .handled }
                    Text("Typed \(text)")
                }
            }
        }
        let log = Log()
        let host = makeHost(Search(log: log))
        #expect(host.press(.tab))
        #expect(host.type("ab"))
        #expect(host.type("#"), "a handled press is used up")
        #expect(host.type("c"))
        #expect(host.press(.down))
        #expect(host.find(text: "Typed abc") != nil, "ignored presses reach the field, handled ones do not")
        #expect(log.entries == ["next suggestion"])
    }

    @Test func aFocusableContainerOfControlsFocusesTheControls() {
        let log = Log()
        let host = makeHost(
            HStack {
                Button("One") { log.entries.append("one") }
                Button("Two") { log.entries.append("two") }
            }
            .focusable())
        #expect(host.press(.tab))
        #expect(host.press(.tab))
        #expect(host.press(.space))
        #expect(log.entries == ["two"], "Tab went through the buttons, not the container")
    }

    @Test func focusableFalseLeavesTheFocusOrder() {
        let host = makeHost(
            VStack {
                Color.red.frame(width: 30, height: 30).focusable(false)
                Button("Go") {}.focusable(false)
            })
        #expect(!host.press(.tab))
        #expect(host.focusedFrame == nil)
    }
}
