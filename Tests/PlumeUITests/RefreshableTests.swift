import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references of pull to refresh (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// A stand-in for a news server: each reload waits until the test answers it.
@MainActor private final class NewsServer {
    private(set) var requests = 0
    private var waiting: CheckedContinuation<[String], Never>?

    func latest() async -> [String] {
        requests += 1
        return await withCheckedContinuation { waiting = $0 }
    }

    var isWaiting: Bool { waiting != nil }

    func answer(_ headlines: [String]) {
        waiting?.resume(returning: headlines)
        waiting = nil
    }
}

/// A refreshable news list as an iOS developer writes it.
private struct News: View {
    let server: NewsServer
    @State var headlines = ["Rain in Oslo", "Trains on time"]
    var body: some View {
        List(headlines, id: \.self) { Text($0) }
            .refreshable {
                let latest = await server.latest()
                headlines = latest
            }
    }
}

private func center(_ host: ViewHost, _ text: String) throws -> CGPoint {
    let info = try #require(host.find(text: text), "no \(text) on screen")
    return CGPoint(x: info.frame.midX, y: info.frame.midY)
}

/// Waits (in real time, for the main-actor tasks) until `condition` holds, up to two seconds.
@MainActor private func waitUntil(_ host: ViewHost, _ condition: () -> Bool) async {
    for _ in 0..<200 where !condition() {
        try? await Task.sleep(nanoseconds: 10_000_000)
        host.advance(by: 1.0 / 60)
    }
}

@MainActor
@Suite("Refreshable") struct RefreshableTests {
    let size = CGSize(width: 360, height: 480)

    @Test func pullingDownPastTheTopRefreshesAndShowsProgressUntilTheActionReturns() async throws {
        let server = NewsServer()
        let host = ViewHost(News(server: server), size: size)
        #expect(host.find(label: "Refreshing") == nil)
        let top = try center(host, "Rain in Oslo")
        host.drag(from: top, to: CGPoint(x: top.x, y: top.y + 200), steps: 20, duration: 0.4)
        host.advance(by: 1)
        await waitUntil(host) { server.isWaiting }
        #expect(server.requests == 1)
        #expect(host.find(label: "Refreshing") != nil, "a progress indicator shows while the action runs")
        #expect(host.find(text: "Rain in Oslo") != nil, "the old rows stay until the refresh ends")

        server.answer(["Sun in Oslo", "Snow in Tromsø", "Trains on time"])
        await waitUntil(host) { host.find(label: "Refreshing") == nil }
        host.advance(by: 1)
        #expect(host.find(label: "Refreshing") == nil, "the indicator goes when the action returns")
        #expect(host.find(text: "Snow in Tromsø") != nil)
    }

    @Test func aShortPullOrAPullWhileRefreshingStartsNothingNew() async throws {
        let server = NewsServer()
        let host = ViewHost(News(server: server), size: size)
        let top = try center(host, "Rain in Oslo")
        host.drag(from: top, to: CGPoint(x: top.x, y: top.y + 30))
        host.advance(by: 1)
        await host.settleTasks()
        #expect(server.requests == 0, "a pull shorter than the threshold does not refresh")
        host.drag(from: top, to: CGPoint(x: top.x, y: top.y + 200), steps: 20, duration: 0.4)
        host.advance(by: 1)
        await waitUntil(host) { server.isWaiting }
        let again = try center(host, "Rain in Oslo")
        host.drag(from: again, to: CGPoint(x: again.x, y: again.y + 200), steps: 20, duration: 0.4)
        host.advance(by: 1)
        await host.settleTasks()
        #expect(server.requests == 1, "no second refresh while one runs")
        server.answer(["Done"])
        await waitUntil(host) { host.find(text: "Done") != nil }
        #expect(host.find(text: "Done") != nil)
    }

    @Test func viewsInsideCanRunTheActionThroughTheEnvironment() async throws {
        final class Count: @unchecked Sendable { var value = 0 }
        let count = Count()
        struct ReloadButton: View {
            @Environment(\.refresh) private var refresh
            var body: some View {
                if let refresh {
                    Button("Reload") { Task { await refresh() } }
                } else {
                    Text("No refresh")
                }
            }
        }
        struct Screen: View {
            let count: Count
            var body: some View {
                VStack {
                    ReloadButton().refreshable { await MainActor.run { count.value += 1 } }
                    ReloadButton()
                }
            }
        }
        let host = ViewHost(Screen(count: count), size: size)
        #expect(host.find(text: "No refresh") != nil, "without .refreshable the action is nil")
        #expect(host.tap("Reload"))
        await host.settleTasks()
        #expect(count.value == 1)
    }

    @Test(arguments: [ColorScheme.light, .dark]) func pictures(scheme: ColorScheme) async throws {
        let server = NewsServer()
        let host = ViewHost(News(server: server), size: CGSize(width: 360, height: 240))
        host.setColorScheme(scheme)
        let top = try center(host, "Rain in Oslo")
        host.drag(from: top, to: CGPoint(x: top.x, y: top.y + 200), steps: 20, duration: 0.4)
        host.advance(by: 1)
        await waitUntil(host) { server.isWaiting }
        host.advance(by: 1)
        let name = "refreshable-\(scheme == .dark ? "dark" : "light")"
        try host.assertSnapshot(named: name, in: snapshotDirectory)
        server.answer([])
        await host.settleTasks()
    }
}
