import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// Cards that fade and shrink as they leave the scroll view, as the iOS 17 sample writes it.
private struct Cards: View {
    var configuration: ScrollTransitionConfiguration = .interactive
    var body: some View {
        ScrollView {
            VStack(spacing: 10) {
                ForEach(0..<10, id: \.self) { i in
                    Text("Card \(i)")
                        .frame(maxWidth: .infinity, minHeight: 80)
                        .background(Color.blue.opacity(0.3), in: RoundedRectangle(cornerRadius: 12))
                        .scrollTransition(configuration) { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.3)
                                .scaleEffect(phase.isIdentity ? 1 : 0.75)
                        }
                }
            }
            .padding(.horizontal)
        }
    }
}

/// A header that moves at a fifth of the scroll speed, as a parallax effect is written.
private struct Parallax: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("Hello")
                    .frame(maxWidth: .infinity, minHeight: 100)
                    .visualEffect { content, proxy in
                        content.offset(y: proxy.frame(in: .global).minY * -0.2)
                    }
                ForEach(0..<20, id: \.self) { Text("Row \($0)").frame(height: 40) }
            }
        }
    }
}

/// What a text is drawn with: its frame after the transforms around it, and the product of the
/// opacities around it.
private struct Drawn {
    var frame: CGRect
    var opacity: Double
}

private func drawn(_ text: String, in host: ViewHost) -> Drawn? {
    var found: Drawn?
    func walk(_ list: DisplayList, _ transform: CGAffineTransform, _ opacity: Double) {
        for item in list.items {
            switch item {
            case .text(let request, let frame, _) where request.string == text:
                found = Drawn(frame: frame.applying(transform), opacity: opacity)
            case .effect(.transform(let t), let inner): walk(inner, t.concatenating(transform), opacity)
            case .effect(.opacity(let o), let inner): walk(inner, transform, opacity * o)
            case .effect(_, let inner): walk(inner, transform, opacity)
            default: break
            }
        }
    }
    walk(host.displayList, .identity, 1)
    return found
}

private let window = CGSize(width: 320, height: 400)

@Suite("Scroll transitions and visual effects")
struct ScrollTransitionTests {
    @Test func aCardInTheMiddleIsWholeAndOneCutByTheEdgeIsFadedAndSmaller() throws {
        let host = ViewHost(Cards(), size: window)
        // Cards are 80 tall with 10 between: card 0 at 0…80, card 4 at 360…440 (cut by the bottom edge).
        let middle = try #require(drawn("Card 1", in: host))
        #expect(middle.opacity == 1)
        let edge = try #require(drawn("Card 4", in: host))
        #expect(edge.opacity < 0.9 && edge.opacity > 0.3, "half shown: part of the way (\(edge.opacity))")
        #expect(edge.frame.width < middle.frame.width, "scaled down")
        let hidden = try #require(host.find(text: "Card 4")?.frame)
        #expect(abs(edge.frame.midY - hidden.midY) < 20, "layout is unchanged; only the drawing is scaled")
    }

    @Test func scrollingRecomputesThePhaseOfEachCard() throws {
        let host = ViewHost(Cards(), size: window)
        #expect(try #require(drawn("Card 4", in: host)).opacity < 0.9)
        // Scroll by 180: card 4 (now at 180…260) is whole, card 0 (−180…−100) is gone, card 1 cut at the top.
        #expect(host.scroll(at: CGPoint(x: 160, y: 200), by: CGSize(width: 0, height: 180)))
        host.advance(by: 0.1)
        #expect(try #require(drawn("Card 4", in: host)).opacity == 1)
        let top = try #require(drawn("Card 2", in: host))
        #expect(top.opacity == 1, "card 2 at 0…80 is whole")
        #expect(host.scroll(at: CGPoint(x: 160, y: 200), by: CGSize(width: 0, height: 40)))
        host.advance(by: 0.1)
        let cut = try #require(drawn("Card 2", in: host))
        #expect(cut.opacity < 1, "cut by the top edge now: \(cut.opacity)")
    }

    @Test func theIdentityConfigurationNeverChangesTheView() throws {
        let host = ViewHost(Cards(configuration: .identity), size: window)
        #expect(try #require(drawn("Card 4", in: host)).opacity == 1)
    }

    @Test func anAnimatedTransitionAnimatesToTheNewPhaseOnceTheThresholdIsCrossed() throws {
        let host = ViewHost(
            Cards(configuration: .animated(.linear(duration: 0.4)).threshold(.visible(0.5))), size: window)
        // Card 4 is half shown (40 of 80 points): at the threshold, so whole.
        #expect(try #require(drawn("Card 4", in: host)).opacity == 1)
        // Card 3 (270…350) stays whole; scroll card 0 out past half: it animates to the edge phase.
        #expect(host.scroll(at: CGPoint(x: 160, y: 200), by: CGSize(width: 0, height: 60)))
        host.advance(by: 0.2)
        let midway = try #require(drawn("Card 0", in: host)).opacity
        #expect(midway < 1 && midway > 0.3, "half-way through the animation: \(midway)")
        host.advance(by: 0.5)
        #expect(abs(try #require(drawn("Card 0", in: host)).opacity - 0.3) < 0.01)
    }

    @Test func thresholdsMeasureHowMuchOfTheViewIsInside() {
        let container = CGRect(x: 0, y: 0, width: 100, height: 100)
        let half = CGRect(x: 0, y: 80, width: 100, height: 40)
        #expect(
            ScrollTransitionConfiguration.Threshold.visible.progress(of: half, in: container, axis: .vertical) == 0.5)
        #expect(ScrollTransitionConfiguration.Threshold.hidden.progress(of: half, in: container, axis: .vertical) == 1)
        #expect(
            ScrollTransitionConfiguration.Threshold.visible(0.5).progress(of: half, in: container, axis: .vertical) == 1
        )
        let centred = CGRect(x: 0, y: 40, width: 100, height: 20)
        #expect(
            ScrollTransitionConfiguration.Threshold.centered.progress(of: centred, in: container, axis: .vertical) == 1)
        #expect(
            ScrollTransitionConfiguration.Threshold.visible(.nan).progress(of: half, in: container, axis: .vertical)
                == 0.5)
        let inset = ScrollTransitionConfiguration.Threshold.visible.inset(by: 30)
        #expect(inset.progress(of: CGRect(x: 0, y: 10, width: 100, height: 20), in: container, axis: .vertical) == 0)
    }

    @Test func phasesHaveTheirValues() {
        #expect(ScrollTransitionPhase.topLeading.value == -1)
        #expect(ScrollTransitionPhase.identity.value == 0 && ScrollTransitionPhase.identity.isIdentity)
        #expect(ScrollTransitionPhase.bottomTrailing.value == 1 && !ScrollTransitionPhase.bottomTrailing.isIdentity)
    }

    @Test func aParallaxHeaderMovesAFifthOfTheScroll() throws {
        let host = ViewHost(Parallax(), size: window)
        let start = try #require(drawn("Hello", in: host)).frame
        #expect(host.scroll(at: CGPoint(x: 160, y: 200), by: CGSize(width: 0, height: 50)))
        host.advance(by: 0.1)
        let laid = try #require(host.find(text: "Hello")?.frame)
        let shown = try #require(drawn("Hello", in: host)).frame
        #expect(abs(laid.minY - (start.minY - 50)) < 0.5, "the layout scrolled by 50")
        #expect(abs(shown.minY - (laid.minY + 10)) < 0.5, "drawn 10 points lower: -0.2 × its y of -50")
    }

    @Test func visualEffectsCompose() throws {
        let host = ViewHost(
            Text("Faded").visualEffect { content, _ in content.opacity(0.5).opacity(0.5).blur(radius: .nan) },
            size: CGSize(width: 200, height: 100))
        #expect(try #require(drawn("Faded", in: host)).opacity == 0.25)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func cardPictures(scheme: ColorScheme) throws {
        let host = ViewHost(Cards(), size: window, colorScheme: scheme)
        #expect(host.scroll(at: CGPoint(x: 160, y: 200), by: CGSize(width: 0, height: 130)))
        host.advance(by: 0.1)
        try host.assertSnapshot(named: "scroll-transition-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
