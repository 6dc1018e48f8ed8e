import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

/// The catalogue's "Drawing and time" page, used as a developer browsing it would: the canvas chart
/// grows when a bar is added, the timeline clock ticks with the clock, the bundled image loads, and
/// the label sits on a material.
@Suite("catalogue: drawing and time") struct CatalogueDrawingTests {
    private func open(scheme: ColorScheme = .light) throws -> ViewHost {
        let host = try openCataloguePage("Drawing and time", scheme: scheme)
        #expect(host.runFrames { host.dumpDisplayList().contains("image landscape.svg") })
        return host
    }

    @Test func theCanvasChartGrowsWhenABarIsAdded() throws {
        let host = try open()
        #expect(host.dumpDisplayList().contains("\"5 bars\""))
        #expect(host.tap("Add bar"))
        host.advance(by: 0.3)
        #expect(host.dumpDisplayList().contains("\"6 bars\""))
        #expect(host.tap("Reset"))
        host.advance(by: 0.3)
        #expect(host.dumpDisplayList().contains("\"5 bars\""))
    }

    @Test func theClockTicksWithTheFrameClock() throws {
        let host = try open()
        let before = try #require(host.texts.first { $0.hasSuffix("UTC") })
        host.advance(by: 5)
        let after = try #require(host.texts.first { $0.hasSuffix("UTC") })
        #expect(before != after)
        #expect(after.hasPrefix("09:41:0"))
    }

    @Test func theLabelSitsOnAMaterialOverTheLoadedImage() throws {
        let host = try open()
        #expect(host.find(text: "Alpine lake") != nil)
        #expect(host.dumpDisplayList().contains("backdropBlur 20"))
        #expect(host.dumpDisplayList().contains("image landscape.svg"))
    }

    @Test(arguments: [ColorScheme.light, .dark]) func pictures(scheme: ColorScheme) throws {
        let host = try open(scheme: scheme)
        try host.assertSnapshot(
            named: "catalogue-drawing-page-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}

extension ViewHost {
    /// Runs frames until `condition` holds, for at most `limit` seconds of real time (a file read in
    /// the background completes on its own time, not the manual clock's).
    fileprivate func runFrames(until condition: () -> Bool, limit: TimeInterval = 10) -> Bool {
        let start = Date()
        while Date().timeIntervalSince(start) < limit {
            runFrame()
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return condition()
    }
}
