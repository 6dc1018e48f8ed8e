import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// Colors, gradients, borders, shape backgrounds and the built-in button styles, as display-list dumps
/// in a 100 × 100 window (a 20 × 20 view sits at (40, 40)).
@Suite("Styles")
struct StylesBehaviourTests {
    private func list<V: View>(_ view: V) -> String { makeHost(view, width: 100, height: 100).dumpDisplayList() }
    private func fillColor<V: View>(_ view: V) -> String? {
        list(view.frame(width: 20, height: 20)).split(separator: " ").dropFirst().first.map(String.init)
    }

    @Test func colorInitialisers() {
        #expect(fillColor(Color(red: 1, green: 0.5, blue: 0)) == "#FF8000FF")
        #expect(fillColor(Color(white: 0.5)) == "#808080FF")
        #expect(fillColor(Color(hue: 0, saturation: 1, brightness: 1)) == "#FF0000FF")
        #expect(fillColor(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)) == "#00FF00FF")
        #expect(fillColor(Color(hue: 0.5, saturation: 0, brightness: 0.5)) == "#808080FF")
        #expect(fillColor(Color(red: 0, green: 0, blue: 1, opacity: 0.5)) == "#0000FF80")
        #expect(fillColor(Color.blue.opacity(0.5).opacity(0.5)) == "#007AFF40", "opacities multiply")
    }

    @Test func outOfRangeComponentsAreClamped() {
        let fill = fillColor(Color(red: 2, green: -1, blue: .nan))
        #expect(fill == "#FF0000FF", "\(String(describing: fill))")
    }

    @Test func gradientStopsKeepTheirLocations() {
        let dump = list(
            Rectangle()
                .fill(
                    LinearGradient(
                        stops: [
                            .init(color: .red, location: 0.2), .init(color: .green, location: 0.8),
                            .init(color: .blue, location: 0.5),
                        ], startPoint: .top, endPoint: .bottom)
                )
                .frame(width: 20, height: 20))
        #expect(dump.hasPrefix("fill linear[#FF3B30FF@0.2 #007AFFFF@0.5 #34C759FF@0.8] (50, 40)→(50, 60)"), "\(dump)")
    }

    @Test func borderIsDrawnInsideTheBounds() {
        let dump = list(Color.clear.frame(width: 20, height: 20).border(Color.red, width: 2))
        #expect(dump.contains("stroke #FF3B30FF w 2 M 41 41 L 59 41 L 59 59 L 41 59 Z"), "\(dump)")
    }

    @Test func backgroundInAShapeFollowsTheViewsSize() {
        let dump = list(
            Text("").frame(width: 20, height: 20).background(Color.blue, in: RoundedRectangle(cornerRadius: 4)))
        #expect(dump.hasPrefix("fill #007AFFFF M 44 40 L 56 40 C"), "\(dump)")
    }

    @Test func overlayWithAStyleCoversTheView() {
        let dump = list(Color.red.frame(width: 20, height: 20).overlay(Color.blue.opacity(0.5)))
        #expect(
            dump == """
                fill #FF3B30FF M 40 40 L 60 40 L 60 60 L 40 60 Z
                fill #007AFF80 M 40 40 L 60 40 L 60 60 L 40 60 Z
                """)
    }

    @Test func foregroundStyleWithAGradientPaintsShapes() {
        let dump = list(
            Rectangle()
                .frame(width: 20, height: 20)
                .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
        #expect(dump.hasPrefix("fill linear[#FF3B30FF@0 #007AFFFF@1] (40, 50)→(60, 50)"), "\(dump)")
    }

    @Test func secondaryColorIsADimmedPrimary() {
        // (`.foregroundStyle(.secondary)`, the hierarchical style, crashes the process: see the report.)
        #expect(fillColor(Color.primary) == "#000000FF")
        #expect(fillColor(Color.secondary) == "#3C3C4399")
    }

    @Test func borderedProminentButtonFillsWithTheTint() {
        let host = makeHost(Button("Go") {}.buttonStyle(.borderedProminent))
        let dump = host.dumpDisplayList()
        #expect(dump.hasPrefix("fill #007AFFFF"), "\(dump)")
        #expect(dump.contains("text \"Go\" Inter 17 #FFFFFFFF"), "\(dump)")
        // Label 16 × 16 with 12 / 7 points of padding: a 40 × 30 button.
        #expect(lines(of: host.dump(), containing: "background").first?.contains(", 40, 30)") == true, "\(host.dump())")
    }

    @Test func borderedButtonUsesATintedBackground() {
        let host = makeHost(Button("Go") {}.buttonStyle(.bordered).tint(.red))
        let dump = host.dumpDisplayList()
        #expect(dump.hasPrefix("fill #FF3B3026"), "15% of the tint: \(dump)")
        #expect(dump.contains("text \"Go\" Inter 17 #FF3B30FF"), "\(dump)")
    }

    @Test func plainButtonKeepsTheLabelsColor() {
        let dump = list(Button("Go") {}.buttonStyle(.plain))
        #expect(dump.hasPrefix("text \"Go\" Inter 17 #000000FF"), "\(dump)")
    }
}
