import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// The bounds of the marked view.
private struct MarkedBoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// A highlight that must follow its target when the target moves.
private struct MovingTarget: View {
    @State private var shifted = false
    var body: some View {
        VStack {
            HStack {
                if shifted { Color.clear.frame(width: 50, height: 10) }
                Text("Target").anchorPreference(key: MarkedBoundsKey.self, value: .bounds) { $0 }
            }
            Button("Shift") { shifted.toggle() }
        }
        .overlayPreferenceValue(MarkedBoundsKey.self) { anchor in
            GeometryReader { proxy in
                let rect = anchor.map { proxy[$0] } ?? .zero
                Text("mark \(Int(rect.minX)),\(Int(rect.minY))")
                    .offset(x: rect.minX, y: rect.maxY)
            }
            .allowsHitTesting(false)
        }
    }
}

/// A geometry reader whose frame changes because a sibling grows.
private struct GrowingSibling: View {
    @State private var tall = false
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(height: tall ? 100 : 50)
            GeometryReader { proxy in Text("h\(Int(proxy.size.height)) y\(Int(proxy.frame(in: .global).minY))") }
            Button("Grow") { tall.toggle() }
        }
    }
}

/// Geometry and anchors that must follow layout changes caused by state.
@Suite("Geometry follows layout changes")
struct GeometryUpdatesBehaviourTests {

    @Test func anchorPreferenceFollowsItsTarget() throws {
        let host = makeHost(MovingTarget())
        host.advance(by: 0.1)
        let before = try #require(host.texts.first { $0.hasPrefix("mark ") })
        let targetBefore = try #require(host.frame(ofText: "Target"))
        #expect(host.tap("Shift"))
        host.advance(by: 0.1)
        let targetAfter = try #require(host.frame(ofText: "Target"))
        #expect(targetAfter.minX > targetBefore.minX, "the target moved right")
        let after = try #require(host.texts.first { $0.hasPrefix("mark ") })
        #expect(before == "mark 0,0", "the target starts at the overlay's top-leading corner")
        #expect(after == "mark 58,0", "50 points of spacer and 8 of spacing: \(after)")
        let mark = try #require(host.find(text: after)).frame
        #expect(mark.minX == targetAfter.minX, "the mark sits under the target: \(mark) vs \(targetAfter)")
    }

    @Test func geometryReaderSeesItsNewFrameAfterASiblingGrows() throws {
        let host = makeHost(GrowingSibling())
        let first = try #require(host.texts.first { $0.hasPrefix("h") })
        #expect(host.tap("Grow"))
        host.advance(by: 0.1)
        let second = try #require(host.texts.first { $0.hasPrefix("h") })
        #expect(first != second, "\(first) → \(second)")
        // The sibling's 50 extra points come out of the reader's height.
        let h1 = Int(first.dropFirst().prefix { $0 != " " }) ?? 0
        let h2 = Int(second.dropFirst().prefix { $0 != " " }) ?? 0
        #expect(h1 - h2 == 50, "\(first) → \(second)")
    }

    @Test func preferenceValuesFollowStateChanges() {
        struct Reporter: View {
            let seen: Recorder<[String]>
            @State private var word = "alpha"
            var body: some View {
                HStack {
                    Text(word).preference(key: WordsKey.self, value: [word])
                    Button("Change") { word = "beta" }
                }
                .onPreferenceChange(WordsKey.self) { seen.record($0) }
            }
        }
        let seen = Recorder<[String]>([])
        let host = makeHost(Reporter(seen: seen))
        #expect(host.tap("Change"))
        host.advance(by: 0.1)
        #expect(seen.history == [["alpha"], ["beta"]])
    }
}

private struct WordsKey: PreferenceKey {
    static var defaultValue: [String] { [] }
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}
