import Foundation
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

/// Counts how often a cell's layout places its subviews.
private final class PlacementCount: @unchecked Sendable {
    var placements = 0
}

/// A layout that centers its one subview and counts its placements (as a person's custom `Layout`).
private struct CountingCenter: Layout {
    let count: PlacementCount
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: subviews.first?.sizeThatFits(.unspecified) ?? .zero)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        count.placements += 1
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
    }
}

/// One cell: its number and a counter kept in `@State`, bumped by tapping it.
private struct CounterCell: View {
    let index: Int
    @State private var taps = 0
    var body: some View {
        Button("\(index): \(taps)") { taps += 1 }
            .buttonStyle(.plain)
            .frame(maxWidth: .infinity)
            .frame(height: 50)
            .background(Color(hue: Double(index % 12) / 12, saturation: 0.4, brightness: 0.95))
    }
}

/// A wall of 3,000 cells in three columns, each in a counting layout.
private struct CountedWall: View {
    let count: PlacementCount
    var body: some View {
        ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3), spacing: 10) {
                ForEach(0..<3_000, id: \.self) { i in
                    CountingCenter(count: count) { CounterCell(index: i) }
                }
            }
            .padding(8)
        }
    }
}

/// Drops every node's drawing and measurements, so that the next frame measures, places and draws
/// everything afresh: what a moved subtree must equal.
@MainActor private func layOutAfresh(_ host: ViewHost) {
    host.withGraph { graph in
        @MainActor func drop(_ node: ViewNode) {
            node.renderCache = nil
            for child in node.children { drop(child) }
        }
        drop(graph.root)
        graph.root.invalidateAlignmentCaches()
    }
    host.runFrame()
}

/// The frame of every view the host shows, by its text, for comparing two layouts.
private func framesByText(_ host: ViewHost) -> [String: CGRect] {
    var frames: [String: CGRect] = [:]
    for view in host.views { if let text = view.text { frames[text] = view.frame } }
    return frames
}

/// Scrolling a lazy grid moves the cells it keeps instead of laying them out again: only cells
/// coming into the window are made and placed; the others keep their layout, state and drawing,
/// moved with the content, and equal what laying out afresh gives.
@MainActor @Suite("Lazy grids scrolling")
struct LazyGridScrollTests {
    private let centre = CGPoint(x: 200, y: 150)

    @Test func aScrollStepPlacesOnlyTheCellsComingIn() throws {
        let count = PlacementCount()
        let host = makeHost(CountedWall(count: count), width: 400, height: 300)
        let kept = try #require(host.frame(ofText: "4: 0"))
        count.placements = 0
        #expect(host.scroll(at: centre, by: CGSize(width: 0, height: 30)))
        // Cell 4 stayed: it moved up by exactly the scroll, without being placed again.
        let moved = try #require(host.frame(ofText: "4: 0"))
        #expect(moved == kept.offsetBy(dx: 0, dy: -30))
        // Thirty points bring at most one new row of three into the window and its margin.
        #expect(count.placements <= 3, "\(count.placements) cells were placed for a 30-point scroll")
        #expect(host.scroll(at: centre, by: CGSize(width: 0, height: -30)))
        #expect(host.frame(ofText: "4: 0") == kept)
    }

    @Test func aCellKeepsItsStateAndPlaceWhileItScrollsWithin() throws {
        let host = makeHost(CountedWall(count: PlacementCount()), width: 400, height: 300)
        #expect(host.tap("4: 0"))
        #expect(host.tap("4: 1"))
        let before = try #require(host.frame(ofText: "4: 2"))
        for _ in 0..<5 { host.scroll(at: centre, by: CGSize(width: 0, height: 12.5)) }
        #expect(host.frame(ofText: "4: 2") == before.offsetBy(dx: 0, dy: -62.5))
        for _ in 0..<5 { host.scroll(at: centre, by: CGSize(width: 0, height: -12.5)) }
        #expect(host.frame(ofText: "4: 2") == before)
        #expect(host.tap("4: 2"), "the moved cell is hit where it is drawn")
        #expect(host.find(text: "4: 3") != nil)
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func movedCellsEqualCellsLaidOutAfresh(direction: LayoutDirection) throws {
        let view = CountedWall(count: PlacementCount()).environment(\.layoutDirection, direction)
        let host = makeHost(view, width: 400, height: 300)
        for step in [30.0, 12.25, 75, -20, 300, 7.5] { host.scroll(at: centre, by: CGSize(width: 0, height: step)) }
        let moved = framesByText(host)
        let drawn = host.dumpDisplayList()
        #expect(moved.count > 12)
        layOutAfresh(host)
        #expect(framesByText(host) == moved)
        #expect(host.dumpDisplayList() == drawn)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func scrolledPixelsEqualAFreshDrawing(scheme: ColorScheme) throws {
        let host = ViewHost(
            CountedWall(count: PlacementCount()), size: CGSize(width: 400, height: 300), colorScheme: scheme)
        for _ in 0..<7 { host.scroll(at: centre, by: CGSize(width: 0, height: 23.5)) }
        let moved = try host.render()
        layOutAfresh(host)
        let fresh = try host.renderFromScratch()
        #expect(moved.width == fresh.width && moved.height == fresh.height)
        var differing = 0
        for y in stride(from: 0, to: fresh.height, by: 3) {
            for x in stride(from: 0, to: fresh.width, by: 3) where moved.pixel(x: x, y: y) != fresh.pixel(x: x, y: y) {
                differing += 1
            }
        }
        #expect(differing == 0)
    }
}
