import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

// State set from another thread, as older SwiftUI code does from a completion handler: the thread
// reads back what it wrote at once, and the window shows it on the next frame.

private struct Downloads: View {
    let store: UserDefaults
    @State private var count = 0
    @State private var log = "nothing yet"
    @AppStorage var total: Int

    init(store: UserDefaults) {
        self.store = store
        _total = AppStorage(wrappedValue: 0, "total", store: store)
    }

    var body: some View {
        VStack {
            Text("Log: \(log)")
            Text("Total: \(total)")
            Button("Fetch") {
                DispatchQueue.global().async {
                    count += 1
                    log = "fetched \(count)"
                    total += 1
                    total += 1
                }
            }
        }
    }
}

@MainActor
@Suite("State written off the main thread") struct OffMainStateWriteTests {
    /// Lets the main queue run the blocks a background write posted, then draws a frame.
    private func waitFor(_ text: String, in host: ViewHost) async throws {
        for _ in 0..<300 where host.find(text: text) == nil {
            try await Task.sleep(nanoseconds: 10_000_000)
            host.advance(by: 1.0 / 60)
        }
    }

    @Test func aBackgroundThreadReadsBackWhatItWroteAndTheViewShowsIt() async throws {
        let name = "plume-tests-offmain-\(UUID().uuidString)"
        let store = try #require(UserDefaults(suiteName: name))
        defer { store.removePersistentDomain(forName: name) }
        let host = ViewHost(Downloads(store: store), size: CGSize(width: 390, height: 300))
        #expect(host.tap("Fetch"))
        try await waitFor("Log: fetched 1", in: host)
        #expect(host.find(text: "Log: fetched 1") != nil, "the write of count was read back before it reached the view")
        try await waitFor("Total: 2", in: host)
        #expect(host.find(text: "Total: 2") != nil)
        #expect(store.integer(forKey: "total") == 2)
    }
}
