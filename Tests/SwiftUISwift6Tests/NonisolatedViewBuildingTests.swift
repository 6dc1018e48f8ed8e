// Mounts the views that `NonisolatedViewBuilding.swift` builds in nonisolated functions: made on a
// Swift Testing worker thread (not the main actor) they lay out, draw and take taps as the same
// views made in a body do.
import PlumeTesting
import SwiftUI
import Testing

/// Counts calls from an action; the host runs actions on the main queue and the test reads the count
/// after the host returns.
final class CallCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}

/// `view` in the top leading corner of a 300 × 200 window.
private func mounted(_ view: some View) -> ViewHost {
    ViewHost(
        view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).background(Color.white),
        size: CGSize(width: 300, height: 200))
}

@Suite struct NonisolatedViewBuildingTests {
    @Test func viewsMadeOffTheMainActorLayOutDrawAndTakeTaps() throws {
        let taps = CallCount()
        // Made here, on a worker thread: the helpers and the modifiers above are nonisolated.
        let row = mounted(RowFactory(inset: 12).row("First message", onTap: taps.increment))
        let text = try #require(row.find(text: "First message"))
        #expect(text.frame.minX == 12)
        #expect(text.frame.minY == 12)
        #expect(row.tap("First message"))
        #expect(taps.value == 1)

        let badge = mounted(Badges.badge(3))
        let count = try #require(badge.find(text: "3"))
        #expect(count.frame.minX == 8)
        #expect(count.frame.minY == 8)
        // The orange capsule is drawn under the padded text.
        let orange = try badge.render().pixel(x: Int(count.frame.midX), y: Int(count.frame.minY) - 4)
        #expect(orange.red > 200 && orange.green > 100 && orange.blue < 60)

        let title = mounted(InboxHeader.title("Inbox"))
        #expect(title.find(text: "Inbox")?.frame.minX == 4)
    }

    @MainActor @Test func aBodyUsesTheNonisolatedHelpers() throws {
        let saves = CallCount()
        let host = ViewHost(
            InboxScreen(unread: 2, onRowTap: {}, onSave: saves.increment), size: CGSize(width: 300, height: 400))
        // The helper's title in the body is the one made off the main actor, moved 20 points in.
        #expect(host.find(text: "Inbox")?.frame.minX == 24)
        let save = try #require(host.find(text: "Save"))
        // The style `styled` applied outside the main actor: the label on blue, 6 points in.
        #expect(save.frame.minX == 6)
        let blue = try host.render().pixel(x: Int(save.frame.minX) - 3, y: Int(save.frame.midY))
        #expect(blue.blue > 200 && blue.red < 60)
        #expect(host.tap("Save"))
        #expect(saves.value == 1)
    }
}
