import Foundation
import Testing

// Models as an Apple-platform app declares them, in a file that imports only Foundation. There,
// Foundation brings Combine, Observation and URLSession along; on Linux the test target's
// `appleFoundationImports` settings (Package.swift) do, as the porting guide tells an app to.

final class Thermostat: ObservableObject {
    @Published var target: Double = 20
}

@Observable final class Playlist {
    var songs: [String] = []
}

struct FeedLoader {
    let session: URLSession
    func request(for url: URL) -> URLRequest { URLRequest(url: url, timeoutInterval: 5) }
}

/// Counts what a closure saw (a class, so the `@Sendable` change handler may write to it).
private final class Tally: @unchecked Sendable {
    var count = 0
}

@Suite struct ImportFoundationTests {
    @Test func anObservableObjectPublishesFromAFileThatImportsOnlyFoundation() {
        let thermostat = Thermostat()
        var seen: [Double] = []
        let values = thermostat.$target.sink { seen.append($0) }
        let willChange = Tally()
        let changes = thermostat.objectWillChange.sink { willChange.count += 1 }
        thermostat.target = 22.5
        #expect(seen == [20, 22.5])
        #expect(willChange.count == 1)
        values.cancel()
        changes.cancel()
    }

    @Test func anObservableModelIsTrackedFromAFileThatImportsOnlyFoundation() {
        let playlist = Playlist()
        let changes = Tally()
        withObservationTracking {
            _ = playlist.songs
        } onChange: {
            changes.count += 1
        }
        playlist.songs.append("Blue in Green")
        #expect(changes.count == 1)
    }

    @Test func urlSessionIsThereForAFileThatImportsOnlyFoundation() {
        let loader = FeedLoader(session: URLSession(configuration: .ephemeral))
        let request = loader.request(for: URL(string: "http://127.0.0.1:9/feed.json")!)
        #expect(request.url?.path == "/feed.json")
        #expect(request.timeoutInterval == 5)
        #expect(loader.session.configuration.httpShouldSetCookies)
    }
}
