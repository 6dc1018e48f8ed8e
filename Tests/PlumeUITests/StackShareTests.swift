import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// `HStack { Image(systemName:); Text(long); Spacer() }`: SwiftUI's stack offers the text an equal
/// share of what the image left (the text and the spacer split it; the spacer's minimum is not
/// set aside first), so a text longer than half the row wraps at that share. Evidence: the
/// SwiftUI Field Guide's HStack chapter (a text between two colours is offered a third and wraps)
/// and objc.io's "How an HStack lays out its children" (a 150-point stack offers a `maxWidth: 100`
/// child 75 points beside a `minWidth: 100` one: other children's minimums are not subtracted).
@Suite("Stack shares")
struct StackShareTests {
    private static let long = "The quick brown fox jumps over the lazy dog"

    private struct Row: View {
        var body: some View {
            HStack {
                Image(systemName: "star.fill")
                Text(StackShareTests.long)
                Spacer()
            }
        }
    }

    @Test(arguments: [200, 400, 800] as [CGFloat])
    func theTextIsOfferedHalfOfWhatTheImageLeaves(width: CGFloat) throws {
        let host = makeHost(Row(), width: width, height: 200)
        let text = try #require(host.frame(ofText: Self.long))
        let image = try #require(host.views.first { $0.text == nil && $0.frame.maxX <= text.minX }?.frame)
        let gap = text.minX - image.maxX
        let share = (width - image.width - 2 * gap) / 2
        let natural = CGFloat(Self.long.count) * 8
        let dump = lines(of: host.dump(), containing: "Text")
        if natural <= share {
            #expect(text.width == natural && text.height == 16, "one line at its own width: \(dump)")
        } else {
            #expect(text.width <= share, "wrapped within the share \(share): \(dump)")
            #expect(text.width > share - 6 * 8, "and uses most of it: \(dump)")
            #expect(text.height > 16, "on several lines: \(dump)")
        }
    }
}
