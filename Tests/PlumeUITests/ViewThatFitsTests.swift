import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// `ViewThatFits` chooses the first child whose ideal size fits, shows only it, and chooses again
/// when the space changes; a navigation bar's back button uses it to shorten its label.
@Suite("ViewThatFits") struct ViewThatFitsTests {
    /// Fixed-metric text: 8 points a character, 16 a line.
    private struct Favourite: View {
        let width: CGFloat
        var body: some View {
            ViewThatFits(in: .horizontal) {
                Text("Add to favourites")  // 136 wide
                Text("Favourite")  // 72
                Text("Fav")  // 24
            }
            .frame(width: width)
        }
    }

    private func shown(_ host: ViewHost) -> [String] {
        host.texts.filter { ["Add to favourites", "Favourite", "Fav"].contains($0) }
    }

    @Test func showsTheFirstChildThatFitsElseTheLast() {
        #expect(shown(makeHost(Favourite(width: 200))) == ["Add to favourites"])
        #expect(shown(makeHost(Favourite(width: 136))) == ["Add to favourites"], "an exact fit fits")
        #expect(shown(makeHost(Favourite(width: 100))) == ["Favourite"])
        #expect(shown(makeHost(Favourite(width: 20))) == ["Fav"], "none fits: the last is shown")
    }

    @Test func onlyTheChosenChildIsDrawnAndSized() {
        let host = makeHost(Favourite(width: 100))
        let list = host.dumpDisplayList()
        #expect(list.contains("Favourite"))
        #expect(!list.contains("Add to favourites"))
        #expect(!list.contains("\"Fav\""))
        let text = host.find(text: "Favourite")
        #expect(text?.frame.size == CGSize(width: 72, height: 16))
        #expect(text?.frame.midX == 200, "centred in the frame")
    }

    @Test func choosesAgainWhenTheSpaceChanges() {
        struct Growing: View {
            @State private var wide = false
            var body: some View {
                VStack {
                    Button("Widen") { wide = true }
                    ViewThatFits(in: .horizontal) {
                        Text("Add to favourites")
                        Text("Favourite")
                    }
                    .frame(width: wide ? 200 : 100)
                }
            }
        }
        let host = makeHost(Growing())
        #expect(shown(host) == ["Favourite"])
        #expect(host.tap("Widen"))
        #expect(shown(host) == ["Add to favourites"])
    }

    @Test func tapsReachOnlyTheChosenChild() {
        final class Taps: @unchecked Sendable { var names: [String] = [] }
        let taps = Taps()
        let host = makeHost(
            ViewThatFits(in: .horizontal) {
                Button("Save the document") { taps.names.append("long") }
                Button("Save") { taps.names.append("short") }
            }
            .frame(width: 60))
        #expect(host.find(text: "Save the document") == nil)
        #expect(host.tap("Save"))
        #expect(taps.names == ["short"])
    }

    @Test func verticalAxisComparesHeights() {
        let view = ViewThatFits(in: .vertical) {
            VStack(spacing: 0) {
                Text("one")
                Text("two")
                Text("three")
            }  // 48 tall
            Text("one, two, three")
        }
        #expect(makeHost(view.frame(height: 60)).find(text: "three") != nil)
        let short = makeHost(view.frame(height: 30))
        #expect(short.find(text: "three") == nil)
        #expect(short.find(text: "one, two, three") != nil)
    }

    @Test func anUnconstrainedAxisIsNotCompared() {
        // Only the vertical axis is constrained: a wide first child still fits a narrow frame.
        let host = makeHost(
            ViewThatFits(in: .vertical) {
                Text("Add to favourites")
                Text("Fav")
            }
            .frame(width: 40, height: 100))
        #expect(shown(host) == ["Add to favourites"])
    }

    @Test func aNavigationBarShortensItsBackButtonBesideALongTitle() {
        func host(title: String) -> ViewHost {
            ViewHost(
                NavigationStack {
                    NavigationLink("Open") {
                        Text("Detail").navigationTitle(title).navigationBarTitleDisplayMode(.inline)
                    }
                    .navigationTitle("Catalogue")
                }, size: CGSize(width: 390, height: 400))
        }
        let short = host(title: "Tools")
        #expect(short.tap("Open"))
        short.advance(by: 0.6)
        #expect(short.find(text: "Catalogue") != nil, "room for the previous title")

        let long = host(title: "Grouping and status")
        #expect(long.tap("Open"))
        long.advance(by: 0.6)
        #expect(
            long.findAll(text: "Catalogue").filter { $0.frame.minY < 44 && $0.frame.maxX > 0 }.isEmpty,
            "the previous title is not in the bar (the previous page's large title has slid away)")
        let back = long.find(text: "Back")
        let title = long.find(text: "Grouping and status")
        #expect(back != nil, "the back button says Back")
        if let back, let title { #expect(back.frame.maxX < title.frame.minX, "they do not overlap") }
        #expect(long.tap("Catalogue"), "the button keeps the previous title as its label")
        long.advance(by: 0.6)
        #expect(long.find(text: "Open") != nil)

        let longer = host(title: "A title long enough to leave no room for the word Back")
        #expect(longer.tap("Open"))
        longer.advance(by: 0.6)
        #expect(longer.find(text: "Back") == nil, "only the chevron is left")
    }
}
