import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("vector-images") struct VectorImagesTests {
    private func images(_ host: ViewHost) -> [(CGRect, Color.Resolved?)] {
        host.displayList.allItems().compactMap {
            if case .image(_, let frame, let tint, _) = $0 { return (frame, tint) }
            return nil
        }
    }

    @Test func fitsKeepTheAspectAndTemplatesTakeTheForegroundColor() throws {
        let host = try mount("vector-images")
        let drawn = images(host)
        #expect(drawn.count == 4)
        #expect(drawn.map { $0.0.width } == [24, 64, 120, 48])
        #expect(drawn.allSatisfy { $0.0.width == $0.0.height })  // aspect fit of a square image
        #expect(drawn[0].1 == Color.orange.resolve(in: .light))
        #expect(drawn[1].1 == Color.pink.resolve(in: .light))
        #expect(drawn[2].1 == Color.blue.resolve(in: .light))
        #expect(drawn[3].1 == nil)  // original colors
    }

    @Test func edgesStayCrispWhenScaledUp() throws {
        let scene = try GalleryRenderer.scene("vector-images")
        let host = ViewHost(scene.make!(), size: scene.size, scale: 3)
        let big = try #require(images(host).first { $0.0.width == 120 }).0
        let image = try host.render()
        // Along a row through the star, blue turns into white within two pixels at each edge (vectors), not
        // over a blurred ramp as a 24-pixel bitmap scaled 15× would.
        let y = Int((big.minY + big.height * 0.55) * 3)
        var ramp = 0
        for x in Int(big.minX * 3)..<Int(big.maxX * 3) {
            let p = image.pixel(x: x, y: y)
            if p.red > 30 && p.red < 220 { ramp += 1 }
        }
        #expect(ramp <= 8, "pixels in transition along the row: \(ramp)")
        #expect(ramp >= 1)
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("vector-images"))
        try host.assertSnapshot(named: "vector-images", in: snapshotDirectory)
    }
}
