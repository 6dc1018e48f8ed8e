import Foundation
import PlumeTesting
import PlumeUI
import Testing

/// An `if` with nothing to show and an empty `ForEach` that get their first children later, beside
/// a text they push aside; and a new subtree of nested stacks made in one update.
private struct GrowingContent: View {
    @State private var shown = false
    @State private var items: [Int] = []
    @State private var detail = false

    var body: some View {
        VStack(spacing: 0) {
            Button("Show") { shown = true }
            Button("Add") { items = [1, 2] }
            Button("Detail") { detail = true }
            VStack(spacing: 0) {
                Group {
                    if shown { Text("Shown") }
                }
                Text("Below")
            }
            HStack(spacing: 0) {
                ForEach(items, id: \.self) { n in Text("Item \(n)") }
                Text("After")
            }
            if detail {
                VStack(spacing: 0) {
                    HStack(spacing: 0) {
                        Text("Deep")
                        VStack(spacing: 0) { Text("Deeper") }
                    }
                    Text("Last")
                }
            }
        }
    }
}

/// A node made in this update gets its first children without invalidating layout above itself (the
/// one that made it invalidates its own ancestors); a node that was already there (an empty
/// transparent `if` or `ForEach`, which has no layout of its own) still invalidates up to the root
/// when it gets its first children, so what is around it is laid out again.
@MainActor @Suite struct FirstChildrenLayoutTests {
    @Test func anEmptyIfThatGetsAChildPushesItsSiblingDown() throws {
        let host = makeHost(GrowingContent())
        let before = try #require(host.frame(ofText: "Below"))
        #expect(host.tap("Show"))
        host.runFrame()
        let shown = try #require(host.frame(ofText: "Shown"))
        let after = try #require(host.frame(ofText: "Below"))
        #expect(shown.height == 16)
        #expect(after.minY == shown.maxY)
        #expect(after.minY > before.minY)
    }

    @Test func anEmptyForEachThatGetsRowsPushesItsSiblingAside() throws {
        let host = makeHost(GrowingContent())
        let before = try #require(host.frame(ofText: "After"))
        #expect(host.tap("Add"))
        host.runFrame()
        let first = try #require(host.frame(ofText: "Item 1"))
        let second = try #require(host.frame(ofText: "Item 2"))
        let after = try #require(host.frame(ofText: "After"))
        #expect(second.minX == first.maxX)
        #expect(after.minX == second.maxX)
        #expect(after.minX > before.minX, "the row grew around its centre")
    }

    @Test func aNewSubtreeOfNestedStacksIsLaidOutWhole() throws {
        let host = makeHost(GrowingContent())
        #expect(host.tap("Detail"))
        host.runFrame()
        let deep = try #require(host.frame(ofText: "Deep"))
        let deeper = try #require(host.frame(ofText: "Deeper"))
        let last = try #require(host.frame(ofText: "Last"))
        let below = try #require(host.frame(ofText: "After"))
        #expect(deeper.minX == deep.maxX)
        #expect(deeper.minY == deep.minY)
        #expect(last.minY == deep.maxY)
        #expect(deep.minY >= below.maxY)
        #expect(last.width == 32)
    }
}
