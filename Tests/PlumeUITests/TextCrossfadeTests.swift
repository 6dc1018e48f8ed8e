import Foundation
import PlumeGraphics
import PlumeTesting
@testable import PlumeUI
import Testing

/// A `Text` whose characters change inside `withAnimation` cross-fades (SwiftUI's default `.opacity`
/// content transition) and stands at the fixed point of its animating frame; without an animation
/// the new text replaces the old at once.
@Suite struct TextCrossfadeTests {
    struct Label: View {
        let animated: Bool
        var transition = ContentTransition.opacity
        @State private var long = false
        var body: some View {
            VStack {
                Text(long ? "Remove blur" : "Blur").contentTransition(transition)
                Button("Toggle") {
                    if animated {
                        withAnimation(.linear(duration: 1)) { long.toggle() }
                    } else {
                        long.toggle()
                    }
                }
            }
        }
    }

    /// The drawn texts with their colours' opacity and frames.
    private func texts(_ host: ViewHost) -> [(string: String, opacity: Double, frame: CGRect)] {
        host.displayList.allItems().compactMap { item in
            guard case .text(let request, let frame, let color) = item else { return nil }
            return (request.string, color.opacity, frame)
        }
    }

    @Test func changedCharactersFadeAcrossAnAnimatedChange() throws {
        let host = ViewHost(Label(animated: true), size: CGSize(width: 300, height: 200))
        let finalWidth: CGFloat
        #expect(host.tap("Toggle"))
        host.advance(by: 0.5)
        let halfway = texts(host)
        let old = try #require(halfway.first { $0.string == "Blur" }, "\(halfway)")
        let new = try #require(halfway.first { $0.string == "Remove blur" }, "\(halfway)")
        #expect(old.opacity > 0.3 && old.opacity < 0.7)
        #expect(new.opacity > 0.3 && new.opacity < 0.7)
        #expect(abs(old.opacity + new.opacity - 1) < 0.02)
        // The button grows around its centre: both texts are centred on it, the new one at its
        // final width (never cut to the growing frame).
        #expect(abs(old.frame.midX - 150) < 0.5 && abs(new.frame.midX - 150) < 0.5)
        finalWidth = new.frame.width
        host.advance(by: 0.6)
        let after = texts(host)
        #expect(after.map(\.string) == ["Remove blur", "Toggle"])
        #expect(after.first?.opacity == 1)
        #expect(after.first.map { abs($0.frame.width - finalWidth) < 0.01 } == true)
    }

    @Test func withoutAnAnimationTheNewTextReplacesTheOld() throws {
        let host = ViewHost(Label(animated: false), size: CGSize(width: 300, height: 200))
        #expect(host.tap("Toggle"))
        let shown = texts(host)
        #expect(shown.map(\.string) == ["Remove blur", "Toggle"], "\(shown)")
        #expect(shown.first?.opacity == 1)
    }

    @Test func theIdentityContentTransitionSwapsAtOnceUnderAnAnimation() throws {
        let host = ViewHost(Label(animated: true, transition: .identity), size: CGSize(width: 300, height: 200))
        #expect(host.tap("Toggle"))
        host.advance(by: 0.5)
        let shown = texts(host)
        #expect(shown.map(\.string) == ["Remove blur", "Toggle"], "\(shown)")
        #expect(shown.first?.opacity == 1)
        // The frame still animates; only the characters do not fade.
        #expect(host.isAnimating)
    }

    /// A change made without animation swaps at once even when an `onChange` in the same frame starts
    /// a long animation that updates the text's view again (count-down-up's play button).
    @Test func aChangeWithoutAnimationIsNotFadedByALaterAnimationInTheSameFrame() throws {
        struct Player: View {
            @State private var playing = false
            @State private var progress = 0.0
            var body: some View {
                VStack {
                    Text(playing ? "Pause" : "Play")
                    Rectangle().frame(width: 10 + 100 * progress, height: 4)
                    Button("Toggle") { playing.toggle() }
                }
                .onChange(of: playing) { _, now in
                    withAnimation(.linear(duration: 10)) { progress = now ? 1 : 0 }
                }
            }
        }
        let host = ViewHost(Player(), size: CGSize(width: 300, height: 200))
        #expect(host.tap("Toggle"))
        host.advance(by: 0.5)
        let shown = texts(host)
        #expect(shown.map(\.string) == ["Pause", "Toggle"], "\(shown)")
        #expect(shown.first?.opacity == 1)
        #expect(host.isAnimating, "the bar still grows")
    }

    @Test func aFrameGrowingFromItsLeadingEdgeKeepsTheTextThere() {
        let shown = CGRect(x: 10, y: 0, width: 40, height: 20)
        let final = CGRect(x: 10, y: 0, width: 100, height: 20)
        #expect(shown.anchoredPlacement(of: final.size, towards: final) == final)
        let centred = CGRect(x: 40, y: 0, width: 40, height: 20)
        #expect(centred.anchoredPlacement(of: final.size, towards: final).minX == 10)
        // A frame that only moves: the drawing keeps the frame's origin.
        let moved = CGRect(x: 0, y: 5, width: 100, height: 20)
        #expect(moved.anchoredPlacement(of: final.size, towards: final).origin == moved.origin)
        // NaN frames place nothing absurd.
        let bad = CGRect(x: CGFloat.nan, y: 0, width: 40, height: 20)
        #expect(!bad.anchoredPlacement(of: final.size, towards: final).height.isNaN)
    }
}
