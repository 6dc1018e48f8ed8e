import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

/// The catalogue's "Right to left" page used as a person would: switch the page to right-to-left
/// layout, see the form, the scroller and the texts swap sides, drag the slider and scroll the
/// chapters, and take pictures of both directions in light and dark.
@Suite("catalogue: right to left") struct CatalogueDirectionTests {
    private func open(scheme: ColorScheme = .light) throws -> ViewHost {
        try openCataloguePage("Right to left", scheme: scheme)
    }

    @Test func theToggleMirrorsThePage() throws {
        let host = try open()
        let width = host.size.width
        let wifi = try #require(host.find(text: "Wi-Fi")?.frame)
        #expect(wifi.minX < width / 2, "left to right first: the label at the left")
        #expect(host.find(text: "Due March 14, 2025") != nil)
        #expect(host.find(text: "Total €12.50") != nil)
        #expect(host.find(text: "Volume 30%") != nil)
        #expect(host.tap("Right to left"))
        host.advance(by: 0.5)
        let mirrored = try #require(host.find(text: "Wi-Fi")?.frame)
        #expect(mirrored.maxX > width / 2, "right to left: the label at the right")
        #expect(abs((width - mirrored.maxX) - wifi.minX) < 0.5, "at the same distance from the other edge")
        let one = try #require(host.find(text: "1")?.frame)
        let two = try #require(host.find(text: "2")?.frame)
        #expect(one.minX > two.minX, "the chapters run from the right")
    }

    @Test func theSliderAndTheScrollerFollowTheDirection() throws {
        let host = try open()
        #expect(host.tap("Right to left"))
        host.advance(by: 0.5)
        let speaker = try #require(host.views.first { $0.label == "speaker" }?.frame)
        let loud = try #require(host.views.first { $0.label == "speaker.wave.3" }?.frame)
        #expect(speaker.minX > loud.minX, "the quiet end is at the right")
        // Drag the knob leftwards, towards the loud end: the volume goes up.
        let y = speaker.midY
        let trackRight = speaker.minX - 8
        let start = trackRight - 14 - (trackRight - loud.maxX - 8 - 28) * 0.3
        host.drag(from: CGPoint(x: start, y: y), to: CGPoint(x: loud.maxX + 20, y: y))
        host.advance(by: 0.3)
        #expect(host.find(text: "Volume 100%") != nil, "\(host.texts.filter { $0.hasPrefix("Volume") })")
        // The chapters start at the right; a drag to the right brings in the later ones.
        let eight = try #require(host.find(text: "8")?.frame)
        #expect(eight.maxX < 0, "chapter 8 is off the left edge")
        let row = try #require(host.find(text: "2")?.frame)
        host.drag(from: CGPoint(x: 60, y: row.midY), to: CGPoint(x: 360, y: row.midY), steps: 20, duration: 2)
        host.advance(by: 2)
        let moved = try #require(host.find(text: "8")?.frame)
        #expect(moved.maxX > 0, "chapter 8 came into view: \(moved)")
    }

    @Test(arguments: [ColorScheme.light, .dark]) func bothDirections(scheme: ColorScheme) throws {
        let host = try open(scheme: scheme)
        let name = scheme == .dark ? "dark" : "light"
        try host.assertSnapshot(named: "catalogue-direction-ltr-\(name)", in: snapshotDirectory)
        #expect(host.tap("Right to left"))
        host.advance(by: 0.5)
        try host.assertSnapshot(named: "catalogue-direction-rtl-\(name)", in: snapshotDirectory)
    }
}
