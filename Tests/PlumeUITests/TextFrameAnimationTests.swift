import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

@Suite("Text in an animating frame")
struct TextFrameAnimationTests {
    private struct Growing: View {
        @State var wide = false
        var body: some View {
            VStack {
                Text("Card open").frame(width: wide ? 200 : 40, alignment: .leading).clipped()
                Button("Grow") { withAnimation(.linear(duration: 1)) { wide = true } }
            }
        }
    }

    @Test func keepsItsFinalWrappingWhileTheFrameGrows() throws {
        let host = ViewHost(Growing(), size: CGSize(width: 300, height: 200))
        #expect(host.tap("Grow"))
        host.advance(by: 0.1)
        let line = try #require(host.dumpDisplayList().split(separator: "\n").first { $0.contains("Card open") })
        // Laid out at its final width (one line), not at the width the animation shows now.
        let final = try #require(host.find(text: "Card open")).frame
        #expect(final.width > 60, "one line at the end: \(final)")
        let width = String(format: "%g", (final.width * 100).rounded() / 100)
        #expect(line.contains(", \(width), "), "\(line) should be \(width) wide")
    }
}
