import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("moonshot") struct MoonshotTests {
    private func plane(_ host: ViewHost) throws -> CGRect {
        try #require(host.views.first { $0.label == "Plane" }).frame
    }

    @Test func congratsAppearsOnlyWhenThePlaneArrives() throws {
        let host = try mount("moonshot")
        let start = try plane(host)
        #expect(host.find(text: "Congrats!!") == nil)
        #expect(host.tap("Launch!"))
        host.advance(by: 0.5)
        let middle = try plane(host)
        #expect(host.find(text: "Congrats!!") == nil)
        // Ease-in-out is symmetric: half way in time is half way in distance (100 points each way).
        #expect(abs((middle.minX - start.minX) - 100) < 0.5)
        #expect(abs((start.minY - middle.minY) - 100) < 0.5)
        host.advance(by: 0.45)
        #expect(host.find(text: "Congrats!!") == nil)
        host.advance(by: 0.1)
        #expect(host.find(text: "Congrats!!") != nil)
        let end = try plane(host)
        #expect(abs((end.minX - start.minX) - 200) < 0.01)
        #expect(abs((start.minY - end.minY) - 200) < 0.01)
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("moonshot"), options: RenderOptions(at: 1.5))
        try host.assertSnapshot(named: "moonshot", in: snapshotDirectory)
    }
}
