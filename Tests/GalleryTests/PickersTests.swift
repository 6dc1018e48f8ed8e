import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("pickers") struct PickersTests {
    private func highlight(_ host: ViewHost) -> CGRect? { host.find(identifier: "picker.segment.highlight")?.frame }

    @Test func bananaSegmentSelectsAndTheHighlightSlides() throws {
        let host = try mount("pickers")
        #expect(host.find(text: "Pickers") != nil)
        let apple = try #require(host.find(text: "Apple")?.frame)
        let banana = try #require(host.find(text: "Banana")?.frame)
        let start = try #require(highlight(host))
        #expect(abs(start.midX - apple.midX) < 2)

        #expect(host.tap("Banana"))
        #expect(host.find(text: "You picked banana and Earth.") != nil)
        host.advance(by: 0.1)
        let middle = try #require(highlight(host))
        #expect(middle.midX > start.midX + 5 && middle.midX < banana.midX - 5, "mid-slide: \(middle)")
        host.advance(by: 0.5)
        let end = try #require(highlight(host))
        #expect(abs(end.midX - banana.midX) < 2)
        #expect(abs(end.width - start.width) < 0.5)
    }

    @Test func planetRowPushesTheListAndChoosingMarsPopsBack() throws {
        let host = try mount("pickers")
        #expect(host.find(text: "Mars") == nil)
        #expect(host.tap("Planets"))
        host.advance(by: 0.15)
        let sliding = try #require(host.find(text: "Mars")?.frame)
        #expect(sliding.minX > 40, "the list is still sliding in: \(sliding)")
        host.advance(by: 0.5)
        let mars = try #require(host.find(text: "Mars")?.frame)
        #expect(abs(mars.minX - 32) < 1, "rows are inset like the form's: \(mars)")
        // The pushed page: inline title, back button titled with the form's title, checkmark on Earth.
        #expect(host.findAll(text: "Pickers").contains { $0.isButton })
        let earth = try #require(host.findAll(text: "Earth").last?.frame)
        let check = try #require(host.find(label: "selected")?.frame)
        #expect(abs(check.midY - earth.midY) < 2)
        try host.assertSnapshot(named: "pickers-planets", in: snapshotDirectory)

        #expect(host.tap("Mars"))
        host.advance(by: 0.1)
        // While the list slides away, its checkmark is already on Mars.
        let marsRow = try #require(host.findAll(text: "Mars").last?.frame)
        #expect(abs((host.find(label: "selected")?.frame.midY ?? 0) - marsRow.midY) < 2)
        host.advance(by: 0.5)
        #expect(host.find(text: "Venus") == nil, "the list was popped")
        #expect(host.find(text: "You picked apple and Mars.") != nil)
        let value = try #require(host.find(text: "Mars")?.frame)
        let row = try #require(host.find(text: "Planets")?.frame)
        #expect(abs(value.midY - row.midY) < 2 && value.minX > row.maxX, "the row shows Mars: \(value)")
    }

    @Test func backButtonPopsWithoutChanging() throws {
        let host = try mount("pickers")
        // A tap near the row's edge (outside its text) opens the list too.
        let label = try #require(host.find(text: "Planets")?.frame)
        host.tap(at: CGPoint(x: label.minX - 10, y: label.minY - 8))
        host.advance(by: 0.5)
        #expect(host.find(text: "Jupiter") != nil)
        #expect(host.tap("navigation.back"))
        host.advance(by: 0.15)
        #expect(host.find(text: "Jupiter") != nil, "still sliding out")
        host.advance(by: 0.5)
        #expect(host.find(text: "Jupiter") == nil)
        #expect(host.find(text: "You picked apple and Earth.") != nil)
    }

    @Test func anIdleFormOrListNeedsNoFrames() throws {
        let host = try mount("pickers")
        host.advance(by: 1)
        #expect(!host.withGraph { $0.hasPendingWork })
        #expect(host.tap("Planets"))
        host.advance(by: 2)
        #expect(!host.withGraph { $0.hasPendingWork })
        let evaluations = host.bodyEvaluations
        host.advance(by: 1)
        #expect(host.bodyEvaluations == evaluations)
    }

    @Test func formPicture() throws {
        let host = try mount("pickers")
        try host.assertSnapshot(named: "pickers", in: snapshotDirectory)
    }
}
