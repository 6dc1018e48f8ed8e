import Foundation
import PlumeStreams
import Testing

/// Issue 15, item 5: an upstream that sends values before it hands over its subscription breaks
/// the publisher contract; Combine's operators with a subscription of their own ignore those values
/// (they are waiting for the subscription), and so do Plume's, instead of passing them on once the
/// subscription arrives. (`map`, `filter` and `compactMap` are pass-through in both Combine's `map`
/// and Plume's: see the README's differences.)
@Suite struct ValuesBeforeSubscriptionTests {
    @Test(arguments: [
        "tryMap", "scan", "dropFirst", "tryFilter", "prefix(while:)", "removeDuplicates", "tryCompactMap",
    ])
    func operatorIgnoresValuesBeforeItsSubscription(name: String) {
        let upstream = ManualPublisher<Int, Never>(subscribesAtOnce: false)
        let chain: AnyPublisher<Int, Error>
        switch name {
        case "tryMap": chain = upstream.tryMap { $0 }.eraseToAnyPublisher()
        case "scan": chain = upstream.scan(0) { $1 }.setFailureType(to: Error.self).eraseToAnyPublisher()
        case "dropFirst": chain = upstream.dropFirst(0).setFailureType(to: Error.self).eraseToAnyPublisher()
        case "tryFilter": chain = upstream.tryFilter { _ in true }.eraseToAnyPublisher()
        case "prefix(while:)":
            chain = upstream.prefix { _ in true }.setFailureType(to: Error.self).eraseToAnyPublisher()
        case "tryCompactMap": chain = upstream.tryCompactMap { $0 }.eraseToAnyPublisher()
        default: chain = upstream.removeDuplicates().setFailureType(to: Error.self).eraseToAnyPublisher()
        }
        let recorder = chain.record(demand: .max(5))
        #expect(upstream.send(0) == .none)
        upstream.subscribe()
        #expect(recorder.values.isEmpty, "\(name) passed on a value sent before its subscription")
        upstream.send(1)
        #expect(recorder.values == [1])
    }
}
