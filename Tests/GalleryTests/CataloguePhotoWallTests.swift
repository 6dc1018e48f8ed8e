import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

/// The catalogue's "Photo wall" page used as a person would: give a tile hearts, scroll the wall and
/// find them kept, switch to right to left and see the grid fill from the right, set the tint with
/// the colour picker's sliders (which then run from the right), and take pictures in light and dark.
@Suite("catalogue: photo wall") struct CataloguePhotoWallTests {
    private let centre = CGPoint(x: 195, y: 500)

    /// Whether two frames are the same but for rounding (the navigation's slide leaves 1e-14s).
    private func same(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001
            && abs(a.height - b.height) < 0.001
    }

    /// The heart count shown under the tile with accessibility identifier `id`.
    private func hearts(of id: String, in host: ViewHost) -> String? {
        guard let tile = host.find(identifier: id)?.frame else { return nil }
        return host.views.last { view in
            view.text != nil && tile.contains(CGPoint(x: view.frame.midX, y: view.frame.midY))
                && view.frame.minY >= tile.minY + 64
        }?.text
    }

    private func open(scheme: ColorScheme = .light) throws -> ViewHost {
        try openCataloguePage("Photo wall", scheme: scheme)
    }

    @Test func heartsStayWithTheirTileWhileTheWallScrolls() throws {
        let host = try open()
        let tile = try #require(host.find(identifier: "tile-5")?.frame)
        host.tap(at: CGPoint(x: tile.midX, y: tile.midY))
        host.tap(at: CGPoint(x: tile.midX, y: tile.midY))
        #expect(hearts(of: "tile-5", in: host) == "2")
        for _ in 0..<6 { host.scroll(at: centre, by: CGSize(width: 0, height: 20)) }
        let moved = try #require(host.find(identifier: "tile-5")?.frame)
        #expect(same(moved, tile.offsetBy(dx: 0, dy: -120)), "the tile moved with the content")
        #expect(hearts(of: "tile-5", in: host) == "2", "and kept its hearts")
        // To the end and back: the tile is made afresh, with no hearts (as SwiftUI drops its state).
        host.scroll(at: centre, by: CGSize(width: 0, height: 1e7))
        #expect(host.find(identifier: "tile-5") == nil)
        #expect(host.find(identifier: "tile-10000") != nil, "the wall's end")
        host.scroll(at: centre, by: CGSize(width: 0, height: -1e7))
        #expect(same(try #require(host.find(identifier: "tile-5")?.frame), tile))
        #expect(hearts(of: "tile-5", in: host) == "0")
    }

    @Test func rightToLeftFillsFromTheRightAndTurnsThePickersSliders() throws {
        let host = try open()
        let one = try #require(host.find(identifier: "tile-1")?.frame)
        let two = try #require(host.find(identifier: "tile-2")?.frame)
        #expect(one.minX < two.minX)
        #expect(host.tap("Right to left"))
        host.advance(by: 0.5)
        let mirroredOne = try #require(host.find(identifier: "tile-1")?.frame)
        let mirroredTwo = try #require(host.find(identifier: "tile-2")?.frame)
        #expect(mirroredOne.minX > mirroredTwo.minX, "the first tile is at the right")
        #expect(abs((host.size.width - mirroredOne.maxX) - one.minX) < 0.5)
        // The tint's picker: a press near the right end of the brightness slider is near none.
        #expect(host.tap("Tint"))
        host.advance(by: 0.5)
        let brightness = try #require(host.find(label: "Brightness")?.frame)
        host.tap(at: CGPoint(x: brightness.maxX - 2, y: brightness.maxY - 12))
        #expect(host.find(text: "0%") != nil, "\(host.texts.filter { $0.hasSuffix("%") })")
    }

    @Test(arguments: [ColorScheme.light, .dark]) func pictures(scheme: ColorScheme) throws {
        let host = try open(scheme: scheme)
        let name = scheme == .dark ? "dark" : "light"
        host.scroll(at: centre, by: CGSize(width: 0, height: 130))
        try host.assertSnapshot(named: "catalogue-photowall-scrolled-\(name)", in: snapshotDirectory)
        #expect(host.tap("Right to left"))
        host.advance(by: 0.5)
        try host.assertSnapshot(named: "catalogue-photowall-rtl-\(name)", in: snapshotDirectory)
        #expect(host.tap("Tint"))
        host.advance(by: 0.5)
        try host.assertSnapshot(named: "catalogue-photowall-picker-rtl-\(name)", in: snapshotDirectory)
    }
}
