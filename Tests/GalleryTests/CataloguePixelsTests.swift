import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

/// The catalogue's "Fast pixels" page used as a person would: scroll the tile wall, star a tile,
/// open and close the details sheet; every frame drawn by the window's retained canvas (moving
/// scrolled pixels, keeping the sliding card's shadow) equals a fresh full render, and pictures are
/// taken in light and dark.
@MainActor @Suite("catalogue: fast pixels") struct CataloguePixelsTests {
    private let centre = CGPoint(x: 195, y: 480)

    @Test(arguments: [ColorScheme.light, .dark]) func scrollingStarringAndTheSheetDrawAsAFullRender(
        scheme: ColorScheme
    ) throws {
        let host = try openCataloguePage("Fast pixels", scheme: scheme)
        let name = scheme == .dark ? "dark" : "light"
        _ = try host.render()
        var problems: [String] = []
        func compare(_ step: String) throws {
            if let problem = try RetainedRenderingTests.mismatch(host) { problems.append("\(step): \(problem)") }
        }
        for (index, delta) in [30, 30, 45, 12.5, 30, -60, 30, 90].enumerated() {
            #expect(host.scroll(at: centre, by: CGSize(width: 0, height: delta)))
            try compare("scroll \(index)")
        }
        #expect(host.scrollCopyCount >= 5, "whole-pixel steps move pixels (\(host.scrollCopyCount))")
        // A tile wholly in the middle of the wall (not under the header).
        let tile = try #require(
            host.views.first {
                $0.identifier?.hasPrefix("pixels-tile-") == true && $0.frame.minY > 300 && $0.frame.maxY < 600
            })
        host.tap(at: CGPoint(x: tile.frame.midX, y: tile.frame.midY))
        try compare("star")
        #expect(host.find(text: "1 starred") != nil, "the tap starred the tile")
        // The tile's look changes with the tap's animation: let it finish.
        host.advance(by: 0.5)
        try compare("star settled")
        let number = tile.identifier.map { String($0.dropFirst("pixels-tile-".count)) } ?? ""
        #expect(host.find(text: "★ \(number)") != nil, "the starred tile says so")
        for index in 0..<4 {
            #expect(host.scroll(at: centre, by: CGSize(width: 0, height: 30)))
            try compare("scroll after starring \(index)")
        }
        try host.assertSnapshot(named: "catalogue-pixels-scrolled-\(name)", in: snapshotDirectory)
        #expect(host.tap("Details"))
        var frames = 0
        repeat {
            host.advance(by: 1.0 / 60)
            frames += 1
            try compare("presenting frame \(frames)")
        } while host.isAnimating && frames < 300
        #expect(host.find(text: "Done") != nil, "the sheet is up")
        #expect(host.keptShadowLayerCount >= frames / 2, "the card's shadow is kept while it slides")
        try host.assertSnapshot(named: "catalogue-pixels-sheet-\(name)", in: snapshotDirectory)
        #expect(host.tap("Done"))
        frames = 0
        repeat {
            host.advance(by: 1.0 / 60)
            frames += 1
            try compare("dismissing frame \(frames)")
        } while host.isAnimating && frames < 300
        #expect(host.find(text: "Done") == nil, "the sheet is gone")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
