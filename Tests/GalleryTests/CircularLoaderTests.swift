import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

/// Serialized: the scene's simulated download ticks on `Timer.publish` driven by the host's clock.
@Suite("circular-loader", .serialized) struct CircularLoaderTests {
    private func host() throws -> ViewHost {
        let scene = try GalleryRenderer.scene("circular-loader")
        return ViewHost(scene.make!(), size: scene.size, drivesTimers: true)
    }

    private func percent(_ host: ViewHost) -> Int? {
        host.texts.first { $0.hasPrefix("Loading ") }.flatMap { Int($0.dropFirst(8).dropLast()) }
    }

    @Test func theRingFillsWithTheDownloadThenTheImageIsRevealed() throws {
        let host = try host()
        #expect(percent(host) == 0)
        var last = 0
        for _ in 0..<5 {
            host.advance(by: 0.5)
            guard let p = percent(host) else { break }
            #expect(p > last)
            last = p
            // The ring's stroke is a trimmed circle: it exists once there is progress.
            #expect(host.dumpDisplayList().contains("stroke #007AFFFF w 6 cap round"))
        }
        host.advance(by: 3)
        #expect(host.find(text: "Loaded") != nil)
        #expect(host.find(label: "Progress ring") == nil)
        let list = host.dumpDisplayList()
        #expect(list.contains("image landscape.svg"))
        #expect(list.contains("mask"))
        #expect(!host.isAnimating)
    }

    @Test func theRevealGrowsACircleOverTime() throws {
        let host = try host()
        host.advance(by: 2.5)  // loaded (progress grows 2–6 % per 0.1 s)
        var loaded = host.find(text: "Loaded") != nil
        var extra = 0.0
        while !loaded && extra < 3 {
            host.advance(by: 0.1)
            extra += 0.1
            loaded = host.find(text: "Loaded") != nil
        }
        #expect(loaded)
        host.advance(by: 0.2)
        let image = try host.views.first { $0.typeName == "Image" }.map(\.frame)
        let frame = try #require(image)
        let mid = try host.render()
        // Mid-reveal: the middle of the picture shows, its corner is still the white background.
        let center = mid.pixel(x: Int(frame.midX), y: Int(frame.midY))
        let corner = mid.pixel(x: Int(frame.minX) + 3, y: Int(frame.minY) + 3)
        #expect(center.red < 200)  // sky or hills, not white
        #expect(corner.red > 240 && corner.green > 240 && corner.blue > 240)
        host.advance(by: 1)
        let done = try host.render()
        let cornerAfter = done.pixel(x: Int(frame.minX) + 3, y: Int(frame.minY) + 3)
        #expect(cornerAfter.red < 200)  // the whole picture shows once the circle has grown
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(
            for: try GalleryRenderer.scene("circular-loader"), options: RenderOptions(at: 1.2))
        try host.assertSnapshot(named: "circular-loader", in: snapshotDirectory)
    }
}
