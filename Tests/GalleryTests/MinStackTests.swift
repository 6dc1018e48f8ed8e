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

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("min-stack"))
        try host.assertSnapshot(named: "min-stack", in: snapshotDirectory)
    }
}
