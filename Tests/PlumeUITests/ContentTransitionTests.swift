import Foundation
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

/// The vertical position of each drawn text, by its characters.
private func textTops(_ host: ViewHost) -> [String: Double] {
    var tops: [String: Double] = [:]
    for line in lines(of: host.dumpDisplayList(), containing: "text \"") {
        guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\""),
            let frameStart = line.range(of: " in (")
        else { continue }
        let numbers = line[frameStart.upperBound...].dropLast().split(separator: ",").compactMap {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        if numbers.count == 4 { tops[String(line[line.index(after: open)..<close])] = numbers[1] }
    }
    return tops
}

/// A counter whose number rolls as it changes, with buttons that count up and down in 1 s.
private struct Counter: View {
    let transition: (Int) -> ContentTransition
    @State private var count: Int

    init(from start: Int = 5, transition: @escaping (Int) -> ContentTransition) {
        self.transition = transition
        _count = State(initialValue: start)
    }
    var body: some View {
        VStack {
            Text("\(count)").contentTransition(transition(count))
            Button("Up") { withAnimation(.linear(duration: 1)) { count += 1 } }
            Button("Down") { withAnimation(.linear(duration: 1)) { count -= 1 } }
        }
    }
}

@Suite("ContentTransition") struct ContentTransitionTests {
    @Test func numericTextRollsTheOldNumberUpAndTheNewOneInFromBelow() {
        let host = makeHost(Counter { _ in .numericText() })
        let rest = textTops(host)["5"]!
        #expect(host.tap("Up"))
        host.advance(by: 0.5)
        let tops = textTops(host)
        #expect(abs(tops["5"]! - (rest - 4.8)) < 0.5)  // half of 0.6 × 16 up
        #expect(abs(tops["6"]! - (rest + 4.8)) < 0.5)
        host.advance(by: 0.6)
        #expect(textTops(host) == ["6": rest, "Up": textTops(host)["Up"]!, "Down": textTops(host)["Down"]!])
    }

    @Test func numericTextRollsOnlyTheCharactersAfterThoseThatStay() {
        let host = makeHost(Counter(from: 10) { _ in .numericText() })
        func drawn() -> [(text: String, top: Double, left: Double)] {
            lines(of: host.dumpDisplayList(), containing: "text \"").compactMap { line in
                guard let open = line.firstIndex(of: "\""),
                    let close = line[line.index(after: open)...].firstIndex(of: "\""),
                    let frameStart = line.range(of: " in (")
                else { return nil }
                let numbers = line[frameStart.upperBound...].dropLast().split(separator: ",").compactMap {
                    Double($0.trimmingCharacters(in: .whitespaces))
                }
                return numbers.count == 4
                    ? (String(line[line.index(after: open)..<close]), numbers[1], numbers[0]) : nil
            }
        }
        let rest = drawn().first { $0.text == "10" }!
        #expect(host.tap("Up"))
        host.advance(by: 0.5)
        let texts = drawn().filter { $0.text != "Up" && $0.text != "Down" }
        // "1" stays; "0" rolls up and out, "1" rolls in from below, after the one that stays.
        #expect(texts.count == 3)
        #expect(texts.contains { $0.text == "1" && $0.top == rest.top && $0.left == rest.left })
        #expect(texts.contains { $0.text == "0" && abs($0.top - (rest.top - 4.8)) < 0.5 && $0.left > rest.left })
        #expect(texts.contains { $0.text == "1" && abs($0.top - (rest.top + 4.8)) < 0.5 && $0.left > rest.left })
        host.advance(by: 0.6)
        #expect(drawn().contains { $0.text == "11" && $0.top == rest.top })
    }

    @Test func numericTextCountingDownRollsTheOtherWay() {
        let host = makeHost(Counter { _ in .numericText(countsDown: true) })
        let rest = textTops(host)["5"]!
        #expect(host.tap("Up"))
        host.advance(by: 0.5)
        #expect(textTops(host)["5"]! > rest)
        #expect(textTops(host)["6"]! < rest)
    }

    @Test func numericTextWithAValueRollsTheWayTheValueMoves() {
        let host = makeHost(Counter { .numericText(value: Double($0)) })
        let rest = textTops(host)["5"]!
        #expect(host.tap("Up"))
        host.advance(by: 0.5)
        #expect(textTops(host)["6"]! > rest)  // up: in from below
        host.advance(by: 1)
        #expect(host.tap("Down"))
        host.advance(by: 0.5)
        #expect(textTops(host)["5"]! < rest)  // down: in from above
    }

    @Test func identityReplacesAtOnce() {
        let host = makeHost(Counter { _ in .identity })
        #expect(host.tap("Up"))
        host.advance(by: 0.1)
        #expect(textTops(host)["5"] == nil)
    }

    @Test func aSymbolReplaceShrinksTheOldSymbolAwayAndGrowsTheNewOneIn() {
        struct Mute: View {
            @State var muted = false
            var body: some View {
                VStack {
                    Image(systemName: muted ? "speaker.slash.fill" : "speaker.fill")
                        .contentTransition(.symbolEffect(.replace))
                    Button("Mute") { withAnimation(.linear(duration: 1)) { muted.toggle() } }
                }
            }
        }
        let host = makeHost(Mute())
        #expect(!host.dumpDisplayList().contains("transform"))
        #expect(host.tap("Mute"))
        host.advance(by: 0.5)
        let list = host.dumpDisplayList()
        // Both symbols are drawn half faded: the old at 1 − 0.6·½, the new at 0.4 + 0.6·½ of its size.
        #expect(lines(of: list, containing: "opacity 0.5").count == 2)
        #expect(lines(of: list, containing: "transform [0.7 0 0 0.7").count == 2)
        host.advance(by: 0.6)
        #expect(!host.dumpDisplayList().contains("transform"))
        #expect(!host.isAnimating)
    }

    @Test func aSymbolChangedWithoutAnimationIsReplacedAtOnce() {
        struct Plain: View {
            @State var playing = false
            var body: some View {
                VStack {
                    Image(systemName: playing ? "pause.fill" : "play.fill").contentTransition(.symbolEffect(.replace))
                    Button("Play") { playing.toggle() }
                }
            }
        }
        let host = makeHost(Plain())
        #expect(host.tap("Play"))
        host.advance(by: 0.1)
        #expect(!host.dumpDisplayList().contains("transform"))
        #expect(lines(of: host.dumpDisplayList(), containing: "Material Icons").count == 1)
    }
}
