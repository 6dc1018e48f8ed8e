import Foundation
import Gallery
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("number-field") struct NumberFieldTests {
    private func host(seed: UInt64 = 7) -> ViewHost {
        ViewHost(NumberFieldView(random: SeededGenerator(seed: seed)), size: CGSize(width: 390, height: 640))
    }

    /// Focuses the field titled `title`, selects its text and types `text`.
    private func replace(_ host: ViewHost, _ title: String, with text: String) {
        #expect(host.tap(title))
        #expect(host.shortcut("a"))
        #expect(host.type(text))
    }

    @Test func typedNumbersUpdateTheLabelAndTheRuleHoldsBothWays() {
        let host = host()
        #expect(host.find(text: "Current: 5 – 30") != nil)
        replace(host, "Low", with: "25")
        #expect(host.find(text: "Current: 25 – 35") != nil)  // high follows: at least low + 10
        #expect(host.dump().contains("\"35\""))  // and the High field shows it
        replace(host, "High", with: "12")
        #expect(host.find(text: "Current: 2 – 12") != nil)  // low follows down
        #expect(host.dump().contains("\"2\""))
    }

    @Test func charactersThatAreNotANumberAreRejected() {
        let host = host()
        replace(host, "Low", with: "7")
        #expect(host.type("a"))  // "7a" is refused: the field keeps "7"
        #expect(host.focusedText == "7")
        #expect(host.type("x"))
        #expect(host.type("1"))  // then a digit is taken
        #expect(host.focusedText == "71")
        #expect(host.find(text: "Current: 71 – 81") != nil)
        #expect(host.type(".5"))  // whole numbers only
        #expect(host.focusedText == "71")
        #expect(host.press(.backspace))
        #expect(host.press(.backspace))  // empty is allowed while typing; the model keeps 7
        #expect(host.focusedText == "" && host.find(text: "Current: 7 – 81") != nil)
    }

    @Test func randomiseUsesTheInjectedGenerator() {
        let host = host(seed: 42)
        var replay = SeededGenerator(seed: 42)
        let low = Int.random(in: 0...40, using: &replay)
        let high = Int.random(in: 50...100, using: &replay)
        #expect(host.tap("Randomise"))
        #expect(host.find(text: "Current: \(low) – \(high)") != nil)
        #expect(host.dump().contains("\"\(low)\"") && host.dump().contains("\"\(high)\""))
        // An edit in progress gives way to the new value.
        replace(host, "Low", with: "3")
        #expect(host.tap("Randomise"))
        let low2 = Int.random(in: 0...40, using: &replay)
        let high2 = Int.random(in: 50...100, using: &replay)
        #expect(host.find(text: "Current: \(low2) – \(high2)") != nil)
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("number-field"))
        try host.assertSnapshot(named: "number-field", in: snapshotDirectory)
    }
}
