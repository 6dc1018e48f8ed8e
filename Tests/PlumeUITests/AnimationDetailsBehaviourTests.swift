import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A bar filled from the bottom up to `fraction` of its height; animatable.
private struct Bar: Shape {
    var fraction: CGFloat
    var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path(
            CGRect(
                x: rect.minX, y: rect.maxY - rect.height * fraction, width: rect.width, height: rect.height * fraction))
    }
}

/// The tutorial modifier that shows an animated number as text.
private struct CountingText: AnimatableModifier {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    func body(content: Content) -> some View { Text(String(format: "%03.0f", value)) }
}

/// A bar and a number that animate with the animation a test picks.
private struct Animated: View {
    let animation: Animation
    @State private var full = false
    @State private var color = false
    var body: some View {
        VStack {
            Bar(fraction: full ? 1 : 0).fill(Color.red).frame(width: 20, height: 100)
            Color.clear.frame(width: 1, height: 1).modifier(CountingText(value: full ? 100 : 0))
            Rectangle().fill(color ? Color.blue : Color.green).frame(width: 10, height: 10)
            Button("Go") { withAnimation(animation) { full.toggle() } }
            Button("Color") { withAnimation(animation) { color.toggle() } }
        }
    }
}

/// withAnimation on the parent, but one subtree removes the animation through `.transaction`.
private struct PartlyAnimated: View {
    @State private var moved = false
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10).offset(x: moved ? 100 : 0)
            Color.blue.frame(width: 10, height: 10).offset(x: moved ? 100 : 0).transaction { $0.animation = nil }
            Button("Move") { withAnimation(.linear(duration: 1)) { moved.toggle() } }
        }
    }
}

/// Animatable shapes and modifiers, timing modifiers (delay, speed, repeat), springs and transactions.
@Suite("Animation details")
struct AnimationDetailsBehaviourTests {

    /// The height of the red bar as drawn (0 when nothing red is drawn).
    private func barHeight(_ host: ViewHost) -> CGFloat {
        guard let line = lines(of: host.dumpDisplayList(), containing: "#FF3B30FF").first else { return 0 }
        let ys = line.split(separator: " ").compactMap { Double($0) }.enumerated().filter { $0.offset % 2 == 1 }
            .map(\.element)
        guard let low = ys.min(), let high = ys.max() else { return 0 }
        return high - low
    }

    private func number(_ host: ViewHost) -> String? { host.texts.first { $0.count == 3 && Int($0) != nil } }

    @Test func animatableShapeDataIsInterpolated() {
        let host = makeHost(Animated(animation: .linear(duration: 1)), height: 400)
        #expect(barHeight(host) == 0)
        #expect(host.tap("Go"))
        host.advance(by: 0.5)
        #expect(barHeight(host) == 50, "\(host.dumpDisplayList())")
        host.advance(by: 0.5)
        #expect(barHeight(host) == 100)
    }

    @Test func animatableModifierBodyShowsIntermediateValues() {
        let host = makeHost(Animated(animation: .linear(duration: 1)), height: 400)
        #expect(number(host) == "000")
        #expect(host.tap("Go"))
        host.advance(by: 0.25)
        #expect(number(host) == "025", "\(host.texts)")
        host.advance(by: 0.75)
        #expect(number(host) == "100")
    }

    @Test func delayHoldsTheStartValue() {
        let host = makeHost(Animated(animation: .linear(duration: 1).delay(0.5)), height: 400)
        #expect(host.tap("Go"))
        host.advance(by: 0.5)
        #expect(barHeight(host) == 0)
        host.advance(by: 0.5)
        #expect(barHeight(host) == 50)
        host.advance(by: 0.5)
        #expect(barHeight(host) == 100)
    }

    @Test func speedShortensTheAnimation() {
        let host = makeHost(Animated(animation: .linear(duration: 1).speed(2)), height: 400)
        #expect(host.tap("Go"))
        host.advance(by: 0.25)
        #expect(barHeight(host) == 50)
        host.advance(by: 0.25)
        #expect(barHeight(host) == 100)
    }

    @Test func repeatCountWithAutoreverseGoesBackAndEndsAtTheNewValue() {
        let host = makeHost(Animated(animation: .linear(duration: 1).repeatCount(2, autoreverses: true)), height: 400)
        #expect(host.tap("Go"))
        host.advance(by: 0.5)
        #expect(barHeight(host) == 50)
        host.advance(by: 1)
        #expect(barHeight(host) == 50, "on the way back")
        host.advance(by: 1)
        #expect(barHeight(host) == 100, "the model value at the end")
    }

    @Test func repeatForeverKeepsGoing() {
        let host = makeHost(Animated(animation: .linear(duration: 1).repeatForever(autoreverses: true)), height: 400)
        #expect(host.tap("Go"))
        host.advance(by: 4.25)
        #expect(barHeight(host) == 25, "\(host.dumpDisplayList())")
        host.advance(by: 1)
        #expect(barHeight(host) == 75, "coming back down")
        #expect(host.withGraph { $0.hasPendingWork }, "still animating")
    }

    @Test func springSettlesOnTheTarget() {
        let host = makeHost(Animated(animation: .spring(response: 0.5, dampingFraction: 0.7)), height: 400)
        #expect(host.tap("Go"))
        host.advance(by: 0.2)
        let early = barHeight(host)
        #expect(early > 0 && early < 100, "\(early)")
        host.advance(by: 3)
        #expect(barHeight(host) == 100)
    }

    @Test func colorsAnimateThroughIntermediateColors() {
        let host = makeHost(Animated(animation: .linear(duration: 1)), height: 400)
        #expect(host.dumpDisplayList().contains("fill #34C759FF"))
        #expect(host.tap("Color"))
        host.advance(by: 0.5)
        let list = host.dumpDisplayList()
        #expect(!list.contains("fill #34C759FF") && !list.contains("fill #007AFFFF"), "\(list)")
        host.advance(by: 0.5)
        #expect(host.dumpDisplayList().contains("fill #007AFFFF"))
    }

    @Test func transactionModifierCanRemoveTheAnimationForASubtree() throws {
        let host = makeHost(PartlyAnimated())
        func x(_ hex: String) -> Double? {
            lines(of: host.dumpDisplayList(), containing: hex).first.flatMap { line in
                line.split(separator: " ").compactMap { Double($0) }.first
            }
        }
        let redStart = try #require(x("#FF3B30FF"))
        let blueStart = try #require(x("#007AFFFF"))
        #expect(host.tap("Move"))
        host.advance(by: 0.5)
        #expect(x("#FF3B30FF") == redStart + 50)
        #expect(x("#007AFFFF") == blueStart + 100, "the blue square snaps")
    }

    @Test func afterAnAnimationEndsFramesStopChanging() {
        let host = makeHost(Animated(animation: .linear(duration: 1)), height: 400)
        #expect(host.tap("Go"))
        host.advance(by: 2)
        let settled = host.dumpDisplayList()
        host.advance(by: 1)
        #expect(host.dumpDisplayList() == settled)
        #expect(!host.withGraph { $0.hasPendingWork })
    }
}
