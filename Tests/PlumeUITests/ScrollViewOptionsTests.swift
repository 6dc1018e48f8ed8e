import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// `count` 50-point messages in a 300 × 400 scroll view with an optional default anchor.
private struct Chat: View {
    var count: Int
    var anchor: UnitPoint?
    var lazy = false

    var body: some View {
        ScrollView {
            if lazy {
                LazyVStack(spacing: 0) { messages }
            } else {
                VStack(spacing: 0) { messages }
            }
        }
        .defaultScrollAnchor(anchor)
    }

    private var messages: some View {
        ForEach(0..<count, id: \.self) { Text("Message \($0)").frame(width: 300, height: 50) }
    }
}

private let size = CGSize(width: 300, height: 400)

@Suite("Scroll view options")
struct ScrollViewOptionsTests {
    @Test(arguments: [false, true])
    func aBottomAnchorOpensAtTheLatestMessage(lazy: Bool) throws {
        let host = ViewHost(Chat(count: 40, anchor: .bottom, lazy: lazy), size: size)
        #expect(abs(try #require(host.find(text: "Message 39")).frame.midY - 375) < 0.5)
        let plain = ViewHost(Chat(count: 40, anchor: nil, lazy: lazy), size: size)
        #expect(abs(try #require(plain.find(text: "Message 0")).frame.midY - 25) < 0.5)
    }

    @Test func shortContentSitsAtTheAnchor() throws {
        let host = ViewHost(Chat(count: 3, anchor: .bottom), size: size)
        #expect(abs(try #require(host.find(text: "Message 2")).frame.midY - 375) < 0.5)
        #expect(abs(try #require(host.find(text: "Message 0")).frame.midY - 275) < 0.5)
    }

    @Test func clipDisabledDrawsTheContentPastTheEdges() throws {
        struct Peek: View {
            var clip: Bool
            var body: some View {
                ScrollView(.horizontal) {
                    HStack(spacing: 10) { ForEach(0..<4) { Color.orange.frame(width: 100, height: 60).id($0) } }
                }
                .scrollClipDisabled(!clip)
                .frame(width: 200, height: 60)
            }
        }
        let clipped = ViewHost(Peek(clip: true), size: CGSize(width: 300, height: 100)).dumpDisplayList()
        let open = ViewHost(Peek(clip: false), size: CGSize(width: 300, height: 100)).dumpDisplayList()
        #expect(clipped.contains("clip"))
        #expect(!open.contains("clip"))
        // The third card (x 270…370 in the window) is drawn; the fourth lies outside the window.
        func fills(_ dump: String) -> Int { dump.components(separatedBy: "fill").count - 1 }
        #expect(fills(open) == fills(clipped) + 1)  // clipped: cards 0 and 1 only
    }

    @Test func basedOnSizeKeepsFittingContentStill() throws {
        struct Short: View {
            var bounce: ScrollBounceBehavior
            var body: some View {
                ScrollView { Text("Only line").frame(width: 300, height: 50) }
                    .scrollBounceBehavior(bounce)
            }
        }
        let still = ViewHost(Short(bounce: .basedOnSize), size: size)
        still.press(at: CGPoint(x: 150, y: 100))
        still.move(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 250), steps: 5, duration: 0.3)
        #expect(abs(try #require(still.find(text: "Only line")).frame.midY - 25) < 0.5)
        still.release(at: CGPoint(x: 150, y: 250))
        let bouncy = ViewHost(Short(bounce: .always), size: size)
        bouncy.press(at: CGPoint(x: 150, y: 100))
        bouncy.move(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 250), steps: 5, duration: 0.3)
        #expect(try #require(bouncy.find(text: "Only line")).frame.midY > 60)  // rubber band
        bouncy.release(at: CGPoint(x: 150, y: 250))
        bouncy.advance(by: 2)
        #expect(abs(try #require(bouncy.find(text: "Only line")).frame.midY - 25) < 0.5)
    }

    @Test func scrollGeometryChangesReachTheAction() throws {
        struct Watch: View {
            @State private var far = false
            @State private var changes = 0
            var body: some View {
                VStack(spacing: 0) {
                    Text(far ? "Far (\(changes))" : "Near (\(changes))").frame(height: 40)
                    ScrollView {
                        VStack(spacing: 0) { ForEach(0..<40) { Text("Row \($0)").frame(width: 300, height: 50) } }
                    }
                    .onScrollGeometryChange(for: Bool.self) {
                        $0.contentOffset.y > 100
                    } action: { _, new in
                        far = new
                        changes += 1
                    }
                }
            }
        }
        let host = ViewHost(Watch(), size: size)
        #expect(host.find(text: "Near (0)") != nil)
        host.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 60))
        #expect(host.find(text: "Near (0)") != nil)  // 60: the value did not change
        host.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 60))
        #expect(host.find(text: "Far (1)") != nil)
        host.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: -100))
        #expect(host.find(text: "Near (2)") != nil)
    }

    @Test func aNonFiniteAnchorIsReported() throws {
        let host = ViewHost(Chat(count: 40, anchor: UnitPoint(x: 0, y: .nan)), size: size)
        #expect(abs(try #require(host.find(text: "Message 0")).frame.midY - 25) < 0.5)
        #expect(
            host.withGraph { $0.diagnostics.contains { $0.contains("defaultScrollAnchor: the anchor must be finite") } }
        )
    }
}
