import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

/// Serialized: the host drives `Timer.publish` through the process-wide clock override.
@Suite("stateobject-lifecycle", .serialized) struct StateObjectLifecycleTests {
    private func host() throws -> ViewHost {
        let scene = try GalleryRenderer.scene("stateobject-lifecycle")
        return ViewHost(scene.make!(), size: scene.size, drivesTimers: true)
    }

    private func bars(_ host: ViewHost) -> (state: String?, observed: String?) {
        let texts = host.texts
        func after(_ label: String) -> String? {
            guard let i = texts.firstIndex(of: label), i + 1 < texts.count else { return nil }
            return texts[i + 1]
        }
        return (after("@StateObject"), after("@ObservedObject"))
    }

    @Test func stateObjectIsCreatedOnceObservedObjectOnEveryRefresh() throws {
        let host = try host()
        host.advance(by: 0.1)
        #expect(host.find(text: "StateObject view models created: 1") != nil)
        #expect(host.find(text: "ObservedObject view models created: 1") != nil)
        for refresh in 1...3 {
            #expect(host.tap("Refresh"))
            host.advance(by: 0.1)
            #expect(host.find(text: "Refreshed \(refresh) time\(refresh == 1 ? "" : "s")") != nil)
        }
        #expect(host.find(text: "StateObject view models created: 1") != nil)
        // One at mount, then one more for each of the three refreshes.
        #expect(host.find(text: "ObservedObject view models created: 4") != nil)
    }

    @Test func theTimerTicksEveryTwoSecondsOfTheManualClock() throws {
        let host = try host()
        #expect(bars(host).state == "Waiting for the timer")
        host.advance(by: 1.9)
        #expect(bars(host).state == "Waiting for the timer")
        host.advance(by: 0.2)
        let first = try #require(bars(host).state)
        #expect(first.hasPrefix("Random number: "))
        #expect(bars(host).observed?.hasPrefix("Random number: ") == true)
        // A refresh keeps the @StateObject model (and its text) but replaces the @ObservedObject one,
        // whose new timer has not fired yet.
        #expect(host.tap("Refresh"))
        host.advance(by: 0.1)
        #expect(bars(host).state == first)
        #expect(bars(host).observed == "Waiting for the timer")
        host.advance(by: 2)
        #expect(bars(host).observed?.hasPrefix("Random number: ") == true)
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(
            for: try GalleryRenderer.scene("stateobject-lifecycle"), options: RenderOptions(at: 2.5))
        try host.assertSnapshot(named: "stateobject-lifecycle", in: snapshotDirectory)
    }
}
