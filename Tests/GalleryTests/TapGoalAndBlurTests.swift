import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("tap-goal") struct TapGoalTests {
    /// The gap between the counter and the state view below it (the goal label sits between them
    /// while a goal is set).
    private func gapBelowCounter(_ host: ViewHost, above: String) throws -> CGFloat {
        let counter = try #require(host.texts.first { $0.hasPrefix("Taps:") })
        let upper = try #require(host.find(text: above == "counter" ? counter : above)).frame
        let card = try #require(
            host.find(text: "Set a tapping goal") ?? host.texts.first { $0.hasSuffix("goal") }.flatMap {
                host.find(text: $0)
            }
                ?? host.find(text: "🎉"))
        // The card's content starts 16 points below the card's top edge.
        return card.frame.minY - 16 - upper.maxY
    }

    @Test func oneStateEnumSwitchesEmptyGoalAndSuccess() throws {
        let host = ViewHost(TapGoalView(), size: CGSize(width: 390, height: 640))
        #expect(host.find(text: "Set a tapping goal") != nil)
        #expect(host.tap("Tap me"))
        #expect(host.find(text: "Taps: 1") != nil)
        #expect(host.tap("Small (15)"))
        #expect(host.find(text: "Taps: 0") != nil, "setting a goal starts counting afresh")
        #expect(host.find(text: "Goal set: 15 taps") != nil)
        #expect(host.find(text: "Set a tapping goal") == nil, "only one state view shows")
        for _ in 0..<14 { #expect(host.tap("Tap me")) }
        #expect(host.find(text: "14 of 15") != nil)
        #expect(host.find(text: "Goal reached!") == nil)
        #expect(host.tap("Tap me"))
        #expect(host.find(text: "Goal reached!") != nil)
        #expect(host.find(text: "Goal set: 15 taps") == nil)
        #expect(host.tap("Reset"))
        #expect(host.find(text: "Set a tapping goal") != nil)
        #expect(host.find(text: "Taps: 0") != nil)
    }

    @Test func spacingStaysSixteenPointsInEveryState() throws {
        let host = ViewHost(TapGoalView(), size: CGSize(width: 390, height: 640))
        #expect(abs(try gapBelowCounter(host, above: "counter") - 16) < 0.5)
        #expect(host.tap("Big (100)"))
        #expect(abs(try gapBelowCounter(host, above: "Goal set: 100 taps") - 16) < 0.5)
        #expect(host.tap("Reset"))
        #expect(host.tap("Medium (45)"))
        for _ in 0..<45 { host.tap("Tap me") }
        #expect(host.find(text: "Goal reached!") != nil)
        #expect(abs(try gapBelowCounter(host, above: "counter") - 16) < 0.5)
    }

    @Test func theEmptyStateCardKeepsSixteenPointMargins() throws {
        let host = ViewHost(TapGoalView(), size: CGSize(width: 390, height: 640))
        let row = try #require(host.find(text: "Small (15)")).frame
        let image = try host.render()
        let y = Int(row.midY)
        let outside = image.pixel(x: 2, y: y)
        // The goal buttons fit, so the card starts 16 points in: 12 points in is still background,
        // 20 points in is the card.
        #expect(image.pixel(x: 12, y: y) == outside)
        #expect(image.pixel(x: 390 - 12, y: y) == outside)
        #expect(image.pixel(x: 20, y: y) != outside)
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("tap-goal"))
        try host.assertSnapshot(named: "tap-goal", in: snapshotDirectory)
    }
}

@Suite("blur") struct BlurTests {
    private func blurRadii(_ host: ViewHost) -> [String] {
        host.dumpDisplayList().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("blur ") }
    }

    @Test func theBlurButtonDarkensAndBlursThePictureWithTheChosenRadius() throws {
        let host = ViewHost(BlurEffectView(), size: CGSize(width: 390, height: 640))
        #expect(blurRadii(host).isEmpty, "sharp at first: \(blurRadii(host))")
        #expect(host.tap("Blur"))
        host.advance(by: 0.15)
        let middle = blurRadii(host)
        #expect(middle.count == 1, "\(middle)")
        host.advance(by: 0.3)
        let blurred = try #require(blurRadii(host).first)
        #expect(blurred.contains("12"), "radius 12 at the end: \(blurred)")
        #expect(middle.first != blurred, "the radius animates: \(middle) then \(blurred)")
        #expect(host.dumpDisplayList().contains("#000000"), "a dark layer lies over the picture")
        #expect(host.find(text: "Remove blur") != nil)
    }

    @Test func theSliderChangesTheRadiusOnlyWhileBlurred() throws {
        let host = ViewHost(BlurEffectView(), size: CGSize(width: 390, height: 640))
        let label = try #require(host.find(text: "Radius 12")).frame
        // The slider's track sits just above its label; drag its thumb to the right end.
        let track = CGPoint(x: label.midX, y: label.minY - 14)
        host.drag(from: track, to: CGPoint(x: 380, y: track.y))
        #expect(host.find(text: "Radius 12") != nil, "disabled while the picture is sharp")
        #expect(host.tap("Blur"))
        host.advance(by: 0.5)
        host.drag(from: track, to: CGPoint(x: 385, y: track.y))
        #expect(host.find(text: "Radius 30") != nil, "\(host.texts)")
        host.advance(by: 0.1)
        #expect(blurRadii(host).first?.contains("30") == true, "\(blurRadii(host))")
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("blur"))
        try host.assertSnapshot(named: "blur", in: snapshotDirectory)
    }
}
