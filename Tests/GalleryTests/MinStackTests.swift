import Foundation
import Gallery
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("min-stack") struct MinStackTests {
    @Test func minStackKeepsTheMinimumThroughPushesAndPops() {
        var stack = MinStack()
        #expect(stack.getMin() == 0 && stack.top() == 0)
        for x in [5, 3, 7, 3, 1] { stack.push(x: x) }
        #expect(stack.top() == 1 && stack.getMin() == 1)
        stack.pop()
        #expect(stack.top() == 3 && stack.getMin() == 3)
        stack.pop()
        #expect(stack.top() == 7 && stack.getMin() == 3)
        stack.pop()
        #expect(stack.getMin() == 3)
        stack.pop()
        #expect(stack.getMin() == 5 && stack.top() == 5)
        stack.pop()
        stack.pop()  // popping an empty stack does nothing
        #expect(stack.isEmpty && stack.getMin() == 0)
    }

    @Test func pushingAndPoppingOnScreenShowsTopAndMin() throws {
        let host = try mount("min-stack")
        #expect(host.find(text: "Pop") != nil)
        #expect(host.tap("Push 5"))
        #expect(host.tap("Push 3"))
        #expect(host.tap("Push 7"))
        // Top 7, min 3: the two big numbers under "Top" and "Min".
        let top = try #require(host.find(text: "Top"))
        let min = try #require(host.find(text: "Min"))
        let big = host.views.filter { $0.text == "7" || $0.text == "3" }
        #expect(
            big.contains { $0.text == "7" && abs($0.frame.midX - top.frame.midX) < 1 && $0.frame.minY > top.frame.maxY }
        )
        #expect(
            big.contains { $0.text == "3" && abs($0.frame.midX - min.frame.midX) < 1 && $0.frame.minY > min.frame.maxY }
        )
        #expect(host.tap("Pop"))
        #expect(host.tap("Pop"))
        #expect(host.texts.filter { $0 == "5" }.count == 3)  // top, min and the one row
    }

    @Test func popIsDisabledOnAnEmptyStack() throws {
        let host = try mount("min-stack")
        let before = host.dump()
        #expect(host.tap("Pop"))
        #expect(host.dump() == before)
    }

    /// Twenty elements are taller than the space between the figures and the buttons: they scroll
    /// there, newest on top, and never draw over the title, the figures or the buttons.
    @Test func aTallStackScrollsBetweenTheFiguresAndTheButtons() throws {
        let host = try mount("min-stack")
        for _ in 0..<20 { #expect(host.tap(try #require(host.texts.first { $0.hasPrefix("Push") }))) }
        func center(_ r: CGRect) -> CGPoint { CGPoint(x: r.midX, y: r.midY) }
        let scroll = try #require(host.views.first { $0.typeName.hasPrefix("ScrollView") }, "\(host.dump())")
        let pop = try #require(host.find(text: "Pop"))
        let topLabel = try #require(host.find(text: "Top"))
        func topFigure() -> ViewInfo? {
            host.views.first { abs($0.frame.midX - topLabel.frame.midX) < 1 && $0.frame.minY > topLabel.frame.maxY }
        }
        let figure = try #require(topFigure())
        #expect(figure.text == "8")  // the 20th value pushed (5 3 7 3 1 8 2, from the start)
        #expect(scroll.frame.maxY <= pop.frame.minY)
        #expect(scroll.frame.minY >= figure.frame.maxY)
        // The newest element is the first row, at the top of the scroll view.
        let rows = host.views.filter { $0.typeName == "Text" && scroll.frame.contains(center($0.frame)) }
        let newest = try #require(rows.min { $0.frame.minY < $1.frame.minY })
        #expect(newest.text == "8")
        #expect(newest.frame.minY >= scroll.frame.minY)
        // Scrolling to the end shows the first element pushed (5) inside the scroll view.
        #expect(host.scroll(at: center(scroll.frame), by: CGSize(width: 0, height: 2_000)))
        host.advance(by: 1)
        let oldest = try #require(host.views.last { $0.typeName == "Text" && $0.text == "5" })
        #expect(scroll.frame.contains(oldest.frame))
        #expect(host.tap("Pop"))
        #expect(topFigure()?.text == "1")
        try host.assertSnapshot(named: "min-stack-twenty", in: snapshotDirectory)
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("min-stack"))
        try host.assertSnapshot(named: "min-stack", in: snapshotDirectory)
    }
}
