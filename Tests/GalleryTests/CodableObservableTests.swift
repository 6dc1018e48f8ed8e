import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("codable-observable") struct CodableObservableTests {
    private func json(_ host: ViewHost) -> String? {
        host.texts.first { $0.hasPrefix("{") }
    }

    @Test func editingTheModelShowsTheLiveJSON() throws {
        let landmark = LandmarkModel()
        let host = ViewHost(RealTimeJSON(landmark: landmark), size: CGSize(width: 390, height: 640))
        #expect(json(host)?.contains("\"site\" : \"Unknown site\"") == true)
        #expect(json(host)?.contains("\"visited\" : false") == true)
        #expect(host.tap("Visited"))
        #expect(json(host)?.contains("\"visited\" : true") == true)
        #expect(host.tap("Site"))
        for _ in 0..<"Unknown site".count { host.press(.backspace) }
        #expect(host.type("Machu Picchu"))
        #expect(json(host)?.contains("\"site\" : \"Machu Picchu\"") == true)
        #expect(landmark.site == "Machu Picchu")
    }

    @Test func theHandWrittenCodableRoundTripsAndRejectsBadJSON() throws {
        let landmark = LandmarkModel()
        landmark.site = "Petra"
        landmark.visited = true
        let data = try JSONEncoder().encode(landmark)
        let decoded = try #require(LandmarkModel.fromJsonData(data))
        #expect(decoded.site == "Petra" && decoded.visited)
        #expect(LandmarkModel.fromJsonData(Data("{\"site\": 3}".utf8)) == nil)
        #expect(LandmarkModel.fromJsonData(Data([0xFF, 0xFE])) == nil)
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("codable-observable"))
        try host.assertSnapshot(named: "codable-observable", in: snapshotDirectory)
    }
}
