import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// `matchedGeometryEffect` driven as a person sees it: tap, and the new view grows out of the old
/// one's frame over the animation, on the manual clock.
@Suite("matchedGeometryEffect") struct MatchedGeometryTests {
    private struct Hero: View {
        @Namespace private var hero
        @State private var expanded = false
        var properties: MatchedGeometryProperties = .frame
        var animated = true
        var body: some View {
            VStack(spacing: 0) {
                Button("Toggle") {
                    if animated {
                        withAnimation(.linear(duration: 1)) { expanded.toggle() }
                    } else {
                        expanded.toggle()
                    }
                }
                .frame(height: 40)
                ZStack(alignment: .topLeading) {
                    if expanded {
                        Color.red.matchedGeometryEffect(id: "card", in: hero, properties: properties)
                            .frame(width: 200, height: 200)
                            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
                    } else {
                        Color.red.matchedGeometryEffect(id: "card", in: hero, properties: properties)
                            .frame(width: 40, height: 40)
                    }
                }
                .frame(width: 400, height: 260)
            }
        }
    }

    /// Where the red card is drawn now: its fill's bounds, through the transform around it if any.
    private func drawnCard(_ host: ViewHost) -> CGRect? {
        let lines = host.dumpDisplayList().split(separator: "\n").map(String.init)
        guard let fill = lines.first(where: { $0.contains("fill #FF3B30FF") }) else { return nil }
        let numbers = fill.split(separator: " ").compactMap { Double($0) }
        guard numbers.count >= 8 else { return nil }
        let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        var rect = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        if let transform = lines.first(where: { $0.hasPrefix("transform [") }) {
            let t = transform.dropFirst("transform [".count).dropLast().split(separator: " ").compactMap { Double($0) }
            if t.count == 6 {
                rect = rect.applying(CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]))
            }
        }
        return rect
    }

    private func expectClose(_ rect: CGRect?, _ expected: CGRect, _ comment: Comment) {
        guard let rect else {
            Issue.record("no card drawn: \(comment)")
            return
        }
        let close =
            abs(rect.minX - expected.minX) < 0.5 && abs(rect.minY - expected.minY) < 0.5
            && abs(rect.width - expected.width) < 0.5 && abs(rect.height - expected.height) < 0.5
        #expect(close, "\(comment): drawn at \(rect), expected \(expected)")
    }

    // The small card is at (180, 150, 40, 40); the large one at (200, 100, 200, 200).
    @Test func theNewViewGrowsOutOfTheOldOnesFrame() {
        let host = makeHost(Hero())
        expectClose(drawnCard(host), CGRect(x: 180, y: 150, width: 40, height: 40), "before")
        #expect(host.tap("Toggle"))
        expectClose(drawnCard(host), CGRect(x: 180, y: 150, width: 40, height: 40), "it starts where the old card was")
        host.advance(by: 0.5)
        expectClose(drawnCard(host), CGRect(x: 190, y: 125, width: 120, height: 120), "halfway (linear)")
        host.advance(by: 0.6)
        expectClose(drawnCard(host), CGRect(x: 200, y: 100, width: 200, height: 200), "at its own frame")
        #expect(!host.dumpDisplayList().contains("transform"), "no transform once there")

        #expect(host.tap("Toggle"))
        host.advance(by: 0.5)
        expectClose(drawnCard(host), CGRect(x: 190, y: 125, width: 120, height: 120), "and back, from the large card")
    }

    @Test func withoutAnimationTheNewViewIsSimplyThere() {
        let host = makeHost(Hero(animated: false))
        #expect(host.tap("Toggle"))
        expectClose(drawnCard(host), CGRect(x: 200, y: 100, width: 200, height: 200), "no animation, no travel")
    }

    @Test func positionOnlyKeepsTheNewSize() {
        let host = makeHost(Hero(properties: .position))
        #expect(host.tap("Toggle"))
        // Centres (200, 170) → (300, 200); the size is 200 × 200 from the start.
        expectClose(drawnCard(host), CGRect(x: 100, y: 70, width: 200, height: 200), "at the old centre, new size")
        host.advance(by: 0.5)
        expectClose(drawnCard(host), CGRect(x: 150, y: 85, width: 200, height: 200), "halfway")
    }

    @Test func differentNamespacesDoNotMatch() {
        struct Two: View {
            @Namespace private var first
            @Namespace private var second
            @State private var flipped = false
            var body: some View {
                VStack {
                    Button("Flip") { withAnimation(.linear(duration: 1)) { flipped.toggle() } }
                    if flipped {
                        Color.red.matchedGeometryEffect(id: 1, in: second).frame(width: 100, height: 100)
                    } else {
                        Color.red.matchedGeometryEffect(id: 1, in: first).frame(width: 20, height: 20)
                    }
                }
            }
        }
        let host = makeHost(Two())
        #expect(host.tap("Flip"))
        host.advance(by: 0.5)
        #expect(drawnCard(host)?.width == 100, "no travel between namespaces")
    }
}
