import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

/// Reads the wave's amplitude and frequency back from what is drawn: the fill path starts at
/// (0, top + amplitude) and its point at x = 1 is top + amplitude + amplitude·sin(frequency).
private func drawnWave(_ host: ViewHost) throws -> (amplitude: Double, frequency: Double) {
    let wave = try #require(host.views.first { $0.typeName == "Wave" })
    let path = try #require(
        host.displayList.items.compactMap { item -> Path? in
            if case .fill(let path, _, _) = item, path.elements.count > 100 { return path }
            return nil
        }.first)
    guard case .move(let start) = path.elements[0], case .line(let atOne) = path.elements[2] else {
        Issue.record("unexpected wave path shape")
        return (0, 0)
    }
    let amplitude = Double(start.y - wave.frame.minY)
    let frequency = asin(Double(atOne.y - wave.frame.minY) / amplitude - 1)
    return (amplitude, frequency)
}

/// CSS cubic-bezier(0.42, 0, 0.58, 1) at progress `x`, solved by bisection (independent of Plume).
private func easeInOut(_ x: Double) -> Double {
    func bez(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<100 {
        let mid = (lo + hi) / 2
        if bez(mid, 0.42, 0.58) < x { lo = mid } else { hi = mid }
    }
    return bez((lo + hi) / 2, 0, 1)
}

@Suite("wave") struct WaveTests {
    /// The values the scene's seeded generator picks on the first tap.
    private func firstTargets() -> (amplitude: Double, frequency: Double) {
        var g = SeededGenerator(seed: 2019)
        let a = Double.random(in: 30.0...60.0, using: &g)
        let f = Double.random(in: 0.2...0.4, using: &g)
        return (a, f)
    }

    @Test func startsAtTheTutorialsValues() throws {
        let host = try mount("wave")
        let wave = try drawnWave(host)
        #expect(abs(wave.amplitude - 10) < 1e-6)
        #expect(abs(wave.frequency - 0.1) < 1e-6)
        let frame = try #require(host.views.first { $0.typeName == "Wave" }).frame
        #expect(frame.height == 300)
        #expect(host.dumpDisplayList().contains("fill #007AFFFF"))  // blue
    }

    @Test func morphsWithA3SecondEaseInOut() throws {
        let host = try mount("wave")
        let target = firstTargets()
        #expect(host.tap("Animate"))
        for (t, total) in [(0.75, 0.75), (0.75, 1.5), (1.5, 3.0)] {
            host.advance(by: t)
            let wave = try drawnWave(host)
            let progress = easeInOut(total / 3)
            #expect(abs(wave.amplitude - (10 + (target.amplitude - 10) * progress)) < 1e-4, "amplitude at \(total) s")
            #expect(abs(wave.frequency - (0.1 + (target.frequency - 0.1) * progress)) < 1e-4, "frequency at \(total) s")
            if total < 3 {
                #expect(wave.amplitude > 10 && wave.amplitude < target.amplitude)
                #expect(wave.frequency > 0.1 && wave.frequency < target.frequency)
            }
        }
        #expect(!host.withGraph { $0.isAnimating })
    }

    @Test func secondTapRetargetsFromTheCurrentShape() throws {
        let host = try mount("wave")
        #expect(host.tap("Animate"))
        host.advance(by: 1)
        let before = try drawnWave(host)
        #expect(host.tap("Animate"))  // new targets, animation restarts from where the wave is
        let after = try drawnWave(host)
        #expect(abs(after.amplitude - before.amplitude) < 1e-6)
        host.advance(by: 3)
        let end = try drawnWave(host)
        #expect(end.amplitude >= 5 && end.amplitude <= 15)  // the second pick is in 5…15
    }

    @Test func buttonIsRedRoundedWithWhiteText() throws {
        let host = try mount("wave")
        let list = host.dumpDisplayList()
        #expect(list.contains("fill #FF3B30FF"))
        #expect(list.contains("text \"Animate\" Inter 17 #FFFFFFFF"))
        #expect(list.contains("clip"))
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("wave"), options: RenderOptions(at: 1.5))
        try host.assertSnapshot(named: "wave", in: snapshotDirectory)
    }
}
