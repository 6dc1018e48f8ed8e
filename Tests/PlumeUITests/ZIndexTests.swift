import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// `zIndex` as SwiftUI apps use it: a view written first drawn over the later ones, taps going to
/// the view on top, order kept through modifiers applied after it and through `ForEach`.
@Suite("zIndex") struct ZIndexTests {
    private final class Taps { var names: [String] = [] }

    private struct Cards: View {
        let taps: Taps
        @State var raised = "Red"
        var body: some View {
            VStack {
                ZStack {
                    ForEach(["Red", "Blue"], id: \.self) { name in
                        Button(name) { taps.names.append(name) }
                            .frame(width: 120, height: 120)
                            .background(name == "Red" ? Color.red : Color.blue)
                            .zIndex(raised == name ? 1 : 0)
                            .padding(4)
                    }
                }
                Button("Raise Blue") { raised = "Blue" }
            }
        }
    }

    /// The fill colours of the two cards, in drawing order.
    private func cardOrder(_ host: ViewHost) -> [String] {
        let red = Color.red.resolve(in: .light)
        let blue = Color.blue.resolve(in: .light)
        return host.displayList.allItems().compactMap { item in
            guard case .fill(_, .color(let c), _) = item else { return nil }
            return c == red ? "Red" : c == blue ? "Blue" : nil
        }
    }

    @Test func theRaisedCardIsDrawnLastAndTakesTheTap() {
        let taps = Taps()
        let host = ViewHost(Cards(taps: taps), size: CGSize(width: 300, height: 400))
        #expect(cardOrder(host) == ["Blue", "Red"], "Red, written first, is raised over Blue")
        let card = host.findAll(text: "Red").first!
        host.tap(at: CGPoint(x: card.frame.midX, y: card.frame.midY))
        #expect(taps.names == ["Red"])
        #expect(host.tap("Raise Blue"))
        #expect(cardOrder(host) == ["Red", "Blue"])
        host.tap(at: CGPoint(x: card.frame.midX, y: card.frame.midY))
        #expect(taps.names == ["Red", "Blue"])
    }

    @Test func withoutZIndexViewsDrawAsWrittenAndNaNCountsAsZero() {
        struct Plain: View {
            var body: some View {
                ZStack {
                    Color.red.frame(width: 50, height: 50)
                    Color.blue.frame(width: 50, height: 50).zIndex(.nan)
                    Color.green.frame(width: 50, height: 50).zIndex(-1)
                }
            }
        }
        let host = ViewHost(Plain(), size: CGSize(width: 100, height: 100))
        let colors = host.displayList.allItems().compactMap { item -> Color.Resolved? in
            if case .fill(_, .color(let c), _) = item { return c }
            return nil
        }
        #expect(
            colors == [Color.green, Color.red, Color.blue].map { $0.resolve(in: .light) },
            "green (−1) first, then red and blue (0, NaN) as written")
    }
}
