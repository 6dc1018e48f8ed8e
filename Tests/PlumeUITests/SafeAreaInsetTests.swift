import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// `safeAreaInset(edge:)`: a bar along an edge, the view in the rest, both usable.
@Suite("safeAreaInset") struct SafeAreaInsetTests {
    @Test func aBottomBarUnderAListTakesItsHeightAndTheListTheRest() throws {
        final class Taps: @unchecked Sendable { var count = 0 }
        let taps = Taps()
        let host = makeHost(
            List(0..<30, id: \.self) { Text("Row \($0)") }
                .safeAreaInset(edge: .bottom, spacing: 4) {
                    Button("Add row") { taps.count += 1 }.padding(8)
                },
            width: 400, height: 300)
        let button = try #require(host.find(text: "Add row"))
        #expect(abs(button.frame.maxY - (300 - 8)) < 0.01, "the bar sits on the bottom edge")
        #expect(abs(button.frame.midX - 200) < 0.5, "centred by default")
        let list = try #require(
            host.views.first { $0.typeName.hasPrefix("ScrollView") || $0.typeName.hasPrefix("List") })
        #expect(list.frame.maxY <= button.frame.minY - 8 - 4 + 0.5, "the list ends above the bar and the spacing")
        #expect(host.tap("Add row"))
        #expect(taps.count == 1)
    }

    @Test func topAndSideInsetsWithAlignment() throws {
        let top = makeHost(
            Color.blue.safeAreaInset(edge: .top, alignment: .leading) { Text("Summary") }, width: 400, height: 300)
        let summary = try #require(top.find(text: "Summary"))
        #expect(summary.frame.minX == 0 && summary.frame.minY == 0)
        #expect(top.dump().contains("Color (0, 16, 400, 284)"), "the view has the rest:\n\(top.dump())")

        let side = makeHost(
            Color.blue.safeAreaInset(edge: .trailing, alignment: .bottom, spacing: 10) { Text("Tools") },
            width: 400, height: 300)
        let tools = try #require(side.find(text: "Tools"))
        #expect(tools.frame.maxX == 400 && tools.frame.maxY == 300)
        #expect(side.dump().contains("Color (0, 0, 350, 300)"), "40 for the inset, 10 of spacing:\n\(side.dump())")
    }

    @Test func badSpacingCountsAsNone() {
        let host = makeHost(
            Color.blue.safeAreaInset(edge: .bottom, spacing: .nan) { Text("Bar") }, width: 400, height: 300)
        #expect(host.dump().contains("Color (0, 0, 400, 284)"))
    }
}
