import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("add-views") struct AddViewsTests {
    /// The item fields that exist as views, by their 1-based numbers.
    private func fields(_ host: ViewHost) -> [Int] {
        host.views.compactMap { view in
            guard let label = view.label, label.hasPrefix("Item ") else { return nil }
            return Int(label.dropFirst(5))
        }
    }

    @Test func addAppendsARowWithAnImageAndATextField() throws {
        let host = try mount("add-views")
        #expect(host.find(text: "Tap Add to add a view") != nil)
        #expect(host.find(text: "0 items") != nil)
        #expect(host.tap("Add"))
        #expect(host.find(text: "1 items") != nil)
        #expect(fields(host) == [1])
        #expect(host.tap("Add"))
        #expect(host.tap("Add"))
        #expect(fields(host) == [1, 2, 3])
        #expect(host.find(text: "Tap Add to add a view") == nil)
        // Each row: a picture left of its field.
        #expect(host.dump().components(separatedBy: "Image").count - 1 == 3)
        let first = try #require(host.find(label: "Item 1")).frame
        let second = try #require(host.find(label: "Item 2")).frame
        #expect(second.minY > first.maxY)
        #expect(first.minX > 50)  // the 40-point picture and spacing come first
    }

    @Test func typingInARowKeepsItsTextWhileMoreRowsAreAdded() throws {
        let host = try mount("add-views")
        for _ in 0..<3 { #expect(host.tap("Add")) }
        #expect(host.tap("Item 2"))
        #expect(host.type("Hello"))
        #expect(host.focusedText == "Hello")
        #expect(host.tap("Add"))
        #expect(fields(host) == [1, 2, 3, 4])
        #expect(host.tap("Item 2"))
        #expect(host.focusedText == "Hello")
        #expect(host.tap("Item 3"))
        #expect(host.focusedText == "")
    }

    @Test func fiftyThousandRowsCreateOnlyTheVisibleOnesAndScrollToTheEnd() throws {
        let host = try mount("add-views")
        #expect(host.tap("Fill 50,000"))
        #expect(host.find(text: "50000 items") != nil)
        let shown = fields(host)
        #expect(shown.first == 1)
        #expect(shown.count < 25)  // 640-point window, 50-point rows
        // The wheel, a screenful at a time, then all the way down.
        let middle = CGPoint(x: 195, y: 400)
        let before = host.bodyEvaluations
        for _ in 0..<10 { #expect(host.scroll(at: middle, by: CGSize(width: 0, height: 500))) }
        #expect(host.bodyEvaluations - before < 400)  // only the rows that came into view
        #expect(!fields(host).contains(1))
        #expect(host.scroll(at: middle, by: CGSize(width: 0, height: 10_000_000)))
        let last = try #require(host.find(label: "Item 50000")).frame
        #expect(last.maxY <= 640 && last.maxY > 560)
        #expect(fields(host).count < 25)
        // Type into the last row, scroll away and back: the text is in the model, so it stays.
        #expect(host.tap("Item 50000"))
        #expect(host.type("the end"))
        #expect(host.scroll(at: middle, by: CGSize(width: 0, height: -10_000_000)))
        #expect(fields(host).first == 1)
        #expect(host.scroll(at: middle, by: CGSize(width: 0, height: 10_000_000)))
        #expect(host.tap("Item 50000"))
        #expect(host.focusedText == "the end")
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("add-views"))
        try host.assertSnapshot(named: "add-views", in: snapshotDirectory)
    }

    @Test func pictureOfFiftyThousandRowsHalfwayDown() throws {
        let host = try mount("add-views")
        #expect(host.tap("Fill 50,000"))
        #expect(host.scroll(at: CGPoint(x: 195, y: 400), by: CGSize(width: 0, height: 1_250_000)))
        #expect(host.find(label: "Item 25000") != nil)
        try host.assertSnapshot(named: "add-views-50k", in: snapshotDirectory)
    }
}
