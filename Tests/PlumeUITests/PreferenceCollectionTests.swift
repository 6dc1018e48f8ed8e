import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// The window frame of the view marked with it.
private struct MarkedFrameKey: PreferenceKey {
    static var defaultValue: CGRect { .zero }
    static func reduce(value: inout CGRect, nextValue: () -> CGRect) { value = nextValue() }
}

/// A centred marked text beside a counter the test changes by tapping, inside an observer of the
/// marked frame; `collections` counts how often the anchor is read (once per collection).
private struct ObservedMark: View {
    let collections: Recorder<Int>
    let frames: Recorder<CGRect>
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Marked").anchorPreference(key: MarkedFrameKey.self, value: .bounds) { anchor in
                collections.record(collections.value + 1)
                return anchor.value
            }
            Button("Count \(count)") { count += 1 }
        }
        .onPreferenceChange(MarkedFrameKey.self) { frames.record($0) }
    }
}

/// Observers look at their subtree's preferences again only after a layout in which something in
/// it changed (`ViewNode.markPreferencesChanged`), and still see every change.
@Suite("Preferences are collected again only where something changed")
struct PreferenceCollectionTests {

    @Test func aLayoutWithNothingChangedDoesNotCollectAgain() {
        let collections = Recorder<Int>(0)
        let frames = Recorder<CGRect>(.zero)
        let host = makeHost(ObservedMark(collections: collections, frames: frames))
        host.advance(by: 0.1)
        let settled = collections.value
        #expect(settled > 0, "collected when the observer appeared")
        for _ in 0..<3 { host.runFrame() }
        #expect(collections.value == settled, "idle frames (each lays out) read nothing again")
        #expect(host.tap("Count 0"))
        host.advance(by: 0.1)
        #expect(collections.value > settled, "a change inside the observed subtree is collected")
        #expect(frames.history.count == 1, "the marked frame did not move, so no change was reported")
    }

    @Test func aResizeThatMovesTheMarkedViewReachesTheObserver() {
        let collections = Recorder<Int>(0)
        let frames = Recorder<CGRect>(.zero)
        let host = makeHost(ObservedMark(collections: collections, frames: frames), width: 400, height: 300)
        host.advance(by: 0.1)
        let before = frames.value
        host.resize(to: CGSize(width: 600, height: 300))
        host.advance(by: 0.1)
        #expect(frames.value == before.offsetBy(dx: 100, dy: 0), "the resize moved the marked text 100 points right")
        #expect(frames.value == host.frame(ofText: "Marked"))
    }
}
