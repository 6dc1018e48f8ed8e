import Foundation
import Gallery
import Plume
import PlumeTesting
import Testing

@Suite("equal-width") struct EqualWidthTests {
    @Test func bothBubblesTakeTheWidestWidth() throws {
        let host = try mount("equal-width")
        let first = try #require(host.find(text: "First"))
        let second = try #require(host.find(text: "Second longer"))
        // The bubbles are the blue rectangles behind the texts.
        let bubbles = host.views.filter { $0.typeName == "Color" && $0.frame.height > 40 }
        #expect(bubbles.count == 2)
        #expect(abs(bubbles[0].frame.width - bubbles[1].frame.width) < 0.01)
        // The text frames are as wide as the longer text, and the texts start at the same x.
        #expect(first.frame.minX == second.frame.minX)
        #expect(bubbles[0].frame.width >= second.frame.width + 32 - 0.01)
    }

    @Test func withoutTheModifierTheBubblesDiffer() {
        // The same bubbles without equalWidth: widths follow their texts (proves the test above can fail).
        struct Plain: View {
            var body: some View {
                VStack(spacing: 16) {
                    Text("First").padding().background(Color.blue)
                    Text("Second longer").padding().background(Color.blue)
                }
            }
        }
        let host = ViewHost(Plain(), size: CGSize(width: 390, height: 640))
        let bubbles = host.views.filter { $0.typeName == "Color" }
        #expect(bubbles.count == 2)
        #expect(bubbles[0].frame.width < bubbles[1].frame.width - 20)
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("equal-width"))
        try host.assertSnapshot(named: "equal-width", in: snapshotDirectory)
    }
}
