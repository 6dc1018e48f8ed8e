import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private struct Filters: View {
    @State var shown = false
    @State var detent = PresentationDetent.large
    let bindsSelection: Bool
    var body: some View {
        VStack {
            Button("Filters") { shown = true }
            Text(detent == .medium ? "at medium" : "at large")
        }
        .sheet(isPresented: $shown) {
            if bindsSelection {
                Text("Filter list").presentationDetents([.medium, .large], selection: $detent)
            } else {
                Text("Filter list").presentationDetents([.medium, .large])
            }
        }
    }
}

@Suite("Detents, covers and popovers") struct PresentationKindsTests {
    private func sheetFrame(_ host: ViewHost) -> String? {
        host.presentedLines("Sheet").first.map { String($0.dropFirst("Sheet ".count)) }
    }

    @Test func detentsSetTheCardHeightAndTheIndicatorDragsBetweenThem() throws {
        let host = ViewHost(Filters(bindsSelection: false), size: CGSize(width: 800, height: 600))
        #expect(host.tap("Filters"))
        host.advance(by: 0.5)
        // The tallest card is 552 (600 less 24 above and below); it starts at the smaller detent.
        #expect(sheetFrame(host) == "(130, 162, 540, 276) drag indicator")
        host.drag(from: CGPoint(x: 400, y: 170), to: CGPoint(x: 400, y: 20))
        host.advance(by: 0.5)
        #expect(sheetFrame(host) == "(130, 24, 540, 552) drag indicator", "dragged up to .large")
        host.drag(from: CGPoint(x: 400, y: 32), to: CGPoint(x: 400, y: 182))
        host.advance(by: 0.5)
        #expect(sheetFrame(host) == "(130, 162, 540, 276) drag indicator", "back down to .medium")
        host.drag(from: CGPoint(x: 400, y: 170), to: CGPoint(x: 400, y: 370))
        host.advance(by: 0.5)
        #expect(sheetFrame(host) == nil, "dragged down from the smallest detent: dismissed")
        #expect(host.find(text: "Filter list") == nil)
    }

    @Test func aShortDragGoesBackToRest() throws {
        let host = ViewHost(Filters(bindsSelection: false), size: CGSize(width: 800, height: 600))
        #expect(host.tap("Filters"))
        host.advance(by: 0.5)
        host.drag(from: CGPoint(x: 400, y: 170), to: CGPoint(x: 400, y: 200), duration: 1)
        host.advance(by: 0.1)
        #expect(host.isAnimating, "it slides back")
        host.advance(by: 0.5)
        #expect(sheetFrame(host) == "(130, 162, 540, 276) drag indicator")
    }

    @Test func theSelectionBindingFollowsTheDrag() throws {
        let host = ViewHost(Filters(bindsSelection: true), size: CGSize(width: 800, height: 600))
        #expect(host.tap("Filters"))
        host.advance(by: 0.5)
        #expect(sheetFrame(host) == "(130, 24, 540, 552) drag indicator", "the binding's detent")
        host.drag(from: CGPoint(x: 400, y: 32), to: CGPoint(x: 400, y: 182))
        host.advance(by: 0.5)
        #expect(sheetFrame(host) == "(130, 162, 540, 276) drag indicator")
        #expect(host.find(text: "at medium") != nil)
    }

    @Test func aSheetWithoutDetentsHasNoIndicatorButStillDragsToDismiss() throws {
        struct Plain: View {
            @State var shown = false
            var body: some View {
                Button("Open") { shown = true }.sheet(isPresented: $shown) { Text("Plain sheet") }
            }
        }
        let host = ViewHost(Plain(), size: CGSize(width: 800, height: 600))
        #expect(host.tap("Open"))
        host.advance(by: 0.5)
        #expect(sheetFrame(host) == "(130, 24, 540, 552)")
        host.drag(from: CGPoint(x: 400, y: 30), to: CGPoint(x: 400, y: 300))
        host.advance(by: 0.5)
        #expect(host.find(text: "Plain sheet") == nil)
    }

    @Test func aFullScreenCoverTakesTheWindowAndIgnoresEscape() throws {
        struct Player: View {
            @State var playing = false
            var body: some View {
                Button("Play") { playing = true }
                    .fullScreenCover(isPresented: $playing) { CoverContent() }
            }
        }
        struct CoverContent: View {
            @Environment(\.dismiss) var dismiss
            var body: some View { Button("Stop") { dismiss() } }
        }
        let host = ViewHost(Player(), size: CGSize(width: 600, height: 400))
        #expect(host.tap("Play"))
        host.advance(by: 0.5)
        let cover = try #require(host.presentedLines("FullScreenCover").first)
        #expect(cover.hasPrefix("FullScreenCover (0, 0, 600, 400)"))
        #expect(!host.press(.escape))
        host.advance(by: 0.5)
        #expect(host.find(text: "Stop") != nil)
        #expect(host.tap("Stop"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Stop") == nil)
    }

    @Test func aPopoverSitsBesideItsViewAndClosesOnATapOutside() throws {
        struct Toolbar: View {
            @State var showing = false
            var body: some View {
                VStack {
                    Button("Info") { showing = true }
                        .popover(isPresented: $showing, arrowEdge: .bottom) {
                            Text("Details here").padding()
                        }
                    Spacer()
                }
                .padding()
            }
        }
        let host = ViewHost(Toolbar(), size: CGSize(width: 600, height: 400))
        let button = try #require(host.frame(ofText: "Info"))
        #expect(host.tap("Info"))
        host.advance(by: 0.5)
        let line = try #require(host.presentedLines("Popover").first)
        let details = try #require(host.frame(ofText: "Details here"))
        #expect(details.minY > button.maxY + 10, "below the button, past the arrow: \(line)")
        #expect(abs(details.midX - button.midX) < 1, "centered under it")
        #expect(host.presentedLines("Dimming").first?.contains("black") == false, "the window is not dimmed")
        host.tap(at: CGPoint(x: details.midX, y: details.midY))
        #expect(host.find(text: "Details here") != nil, "a tap inside keeps it")
        host.tap(at: CGPoint(x: 580, y: 380))
        host.advance(by: 0.5)
        #expect(host.find(text: "Details here") == nil, "a tap outside closes it")
    }
}
