import Testing

@testable import PlumeUI

private struct FirstKey: EnvironmentKey { static let defaultValue = 1 }
private struct SecondKey: EnvironmentKey { static let defaultValue = "second" }
private struct UnsetKey: EnvironmentKey { static let defaultValue = 3.5 }

@Suite("Environment key filter")
struct EnvironmentKeyFilterTests {
    @Test func everyKeyAddedIsReportedAndMostOthersAreNot() {
        let objects = (0..<400).map { _ in NSObjectStandIn() }
        var filter = EnvironmentKeyFilter()
        let added = objects.prefix(30).map(ObjectIdentifier.init)
        for key in added { filter = filter.adding(key) }
        for key in added { #expect(filter.mayContain(key)) }
        let falsePositives = objects.dropFirst(30).filter { filter.mayContain(ObjectIdentifier($0)) }.count
        // 30 keys set at most 30 of 128 bits: well under half of the other keys may pass.
        #expect(falsePositives < 185, "\(falsePositives) of 370 keys not added passed the filter")
        #expect(!EnvironmentKeyFilter().mayContain(added[0]), "an empty filter holds nothing")
    }

    @Test func readsThroughALongListFindTheNewestValueAndDefaultsForUnsetKeys() {
        var environment = EnvironmentValues()
        environment[FirstKey.self] = 10
        for i in 0..<50 { environment[SecondKey.self] = "value \(i)" }
        environment[FirstKey.self] = 20
        #expect(environment[FirstKey.self] == 20)
        #expect(environment[SecondKey.self] == "value 49")
        #expect(environment[UnsetKey.self] == 3.5)
        #expect(EnvironmentValues()[FirstKey.self] == 1)
    }
}

/// A distinct object per instance (its address is its identity).
private final class NSObjectStandIn {}
