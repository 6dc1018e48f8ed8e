import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

/// The catalogue's "Motion" page, used as a developer browsing it would: the lock shakes when
/// "Shake" is tapped, the heart jumps when "Like" is, the bell bounces on "Ring", the symbol effects
/// stop with their toggle, and the counter rolls.
@Suite("catalogue: motion") struct CatalogueMotionTests {
    private func open(scheme: ColorScheme = .light) throws -> ViewHost {
        try openCataloguePage("Motion", scheme: scheme)
    }

    /// The transforms of the display list, as their six numbers.
    private func transforms(_ host: ViewHost) -> [[Double]] {
        host.dumpDisplayList().split(separator: "\n").compactMap { line in
            guard let open = line.range(of: "transform ["), let close = line.lastIndex(of: "]") else { return nil }
            return line[open.upperBound..<close].split(separator: " ").compactMap { Double($0) }
        }
    }

    /// Where the symbols are drawn (their glyphs; effects wrap them in transforms without moving
    /// them, an `offset` moves them).
    private func symbolPlaces(_ host: ViewHost) -> [Substring] {
        host.dumpDisplayList().split(separator: "\n").filter { $0.contains("Material Icons") }
    }

    private func transformCount(_ host: ViewHost) -> Int { transforms(host).count }

    @Test func theLockShakesOncePerTap() throws {
        let host = try open()
        let rest = symbolPlaces(host)
        #expect(host.tap("Shake"))
        host.advance(by: 0.05)
        #expect(symbolPlaces(host) != rest)
        // Four moves of 0.08 s, then it rests where it was.
        host.advance(by: 0.6)
        #expect(symbolPlaces(host) == rest)
    }

    @Test func theHeartJumpsAndCountsLikes() throws {
        let host = try open()
        #expect(host.find(text: "0 likes") != nil)
        #expect(host.tap("Like"))
        #expect(host.find(text: "1 likes") != nil)
        host.advance(by: 0.25)
        let jumping = host.dumpDisplayList()
        host.advance(by: 1.5)
        #expect(host.dumpDisplayList() != jumping)
    }

    @Test func theCounterRollsItsNumber() throws {
        let host = try open()
        #expect(host.find(text: "0") != nil)
        #expect(host.tap("Count up"))
        host.advance(by: 0.2)
        // Both numbers are drawn while the roll plays.
        let list = host.dumpDisplayList()
        #expect(list.contains("text \"0\"") && list.contains("text \"1\""))
        host.advance(by: 0.5)
        #expect(!host.dumpDisplayList().contains("text \"0\""))
        #expect(host.tap("Count down"))
        #expect(host.tap("Count down"))
        host.advance(by: 0.6)
        #expect(host.find(text: "-1") != nil)
    }

    @Test func theSymbolEffectsStopWithTheirToggle() throws {
        let host = try open()
        #expect(transformCount(host) > 0)
        #expect(host.tap("Animate symbols"))
        host.advance(by: 2)
        // Everything has come to rest (the cycling dots still move by scale, drawn as a transform).
        let resting = transformCount(host)
        #expect(host.tap("Animate symbols"))
        host.advance(by: 0.3)
        #expect(transformCount(host) > resting)
    }

    @Test(arguments: [ColorScheme.light, .dark]) func moments(scheme: ColorScheme) throws {
        let name = scheme == .dark ? "dark" : "light"
        let host = try open(scheme: scheme)
        #expect(host.tap("Like"))
        #expect(host.tap("Ring the bell"))
        #expect(host.tap("Count up"))
        host.advance(by: 0.2)
        try host.assertSnapshot(named: "catalogue-motion-moment-\(name)", in: snapshotDirectory)
        #expect(host.tap("Mute"))
        host.advance(by: 0.2)
        try host.assertSnapshot(named: "catalogue-motion-replace-\(name)", in: snapshotDirectory)
    }
}
