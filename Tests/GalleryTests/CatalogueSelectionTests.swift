import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

/// The catalogue's "Selection and outlines" page used as a person would: select the tracking number
/// and copy it, grow the badge and watch it drawn for its size at each frame, and take pictures in
/// light and dark.
@MainActor
@Suite("catalogue: selection and outlines") struct CatalogueSelectionTests {
    private func open(scheme: ColorScheme = .light) throws -> ViewHost {
        try openCataloguePage("Selection and outlines", scheme: scheme)
    }

    @Test func aDragSelectsTheTrackingNumberAndControlCCopiesIt() throws {
        let host = try open()
        let line = try #require(host.find(text: "Tracking ZX-9041-77")?.frame)
        host.drag(from: CGPoint(x: line.maxX - 1, y: line.midY), to: CGPoint(x: line.minX + 1, y: line.midY))
        #expect(host.shortcut("c"))
        #expect(host.graph.clipboard.string == "Tracking ZX-9041-77")
        // The hint is not selectable.
        let hint = try #require(host.find(text: "Drag across a line to select it; Control-C copies.")?.frame)
        host.drag(from: CGPoint(x: hint.minX + 1, y: hint.midY), to: CGPoint(x: hint.maxX - 1, y: hint.midY))
        #expect(host.shortcut("c"))
        #expect(host.graph.clipboard.string == "Tracking ZX-9041-77")
    }

    @Test func theBadgeGrowsAsOneGroup() throws {
        let host = try open()
        #expect(host.find(text: "120 pt") != nil)
        #expect(host.tap("Resize badge"))
        host.advance(by: 0.3)
        let midway = try #require(host.texts.first { $0.hasSuffix(" pt") })
        let width = Int(midway.dropLast(3)) ?? 0
        #expect(width > 130 && width < 230, "drawn for the size it has halfway: \(midway)")
        host.advance(by: 0.5)
        #expect(host.find(text: "240 pt") != nil)
        #expect(host.tap("Resize badge"))
        host.advance(by: 0.8)
        #expect(host.find(text: "120 pt") != nil)
    }

    @Test func theOutlinesSayHowTheyAreDrawn() throws {
        let host = try open()
        let strokes = host.dumpDisplayList().split(separator: "\n").filter { $0.contains("stroke") }
        #expect(strokes.filter { $0.contains("aliased") }.count == 2)
    }

    @Test(arguments: [ColorScheme.light, .dark]) func pictures(scheme: ColorScheme) throws {
        let host = try open(scheme: scheme)
        let line = try #require(host.find(text: "Tracking ZX-9041-77")?.frame)
        host.drag(from: CGPoint(x: line.maxX - 1, y: line.midY), to: CGPoint(x: line.midX, y: line.midY))
        #expect(host.tap("Resize badge"))
        host.advance(by: 0.3)
        try host.assertSnapshot(
            named: "catalogue-selection-used-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
