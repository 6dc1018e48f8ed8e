import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A hundred rows (40 points) with buttons that jump to row 80 and back to row 3.
private struct Jumper: View {
    var animated = false
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                HStack {
                    Button("To 80") {
                        if animated {
                            withAnimation(.easeInOut(duration: 1)) { proxy.scrollTo(80, anchor: .top) }
                        } else {
                            proxy.scrollTo(80, anchor: .top)
                        }
                    }
                    Button("Show 3") { proxy.scrollTo(3) }
                    Button("Footer") { proxy.scrollTo("footer", anchor: .bottom) }
                    Button("Missing") { proxy.scrollTo("nope") }
                }
                .frame(height: 50)
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<100) { i in Text("Row \(i)").frame(width: 300, height: 40) }
                        Text("The end").frame(height: 40).id("footer")
                    }
                }
            }
        }
    }
}

private let window = CGSize(width: 300, height: 450)  // the scroll view is 400 points tall, from y = 50

@Suite("ScrollViewReader")
struct ScrollViewReaderTests {
    @Test func scrollToPutsTheRowAtTheAnchorAndNilAnchorScrollsAsLittleAsNeeded() throws {
        let host = ViewHost(Jumper(), size: window)
        #expect(host.tap("To 80"))
        let row = try #require(host.find(text: "Row 80")).frame
        #expect(abs(row.midY - 70) < 0.5)  // the row's top at the scroll view's top (y 50), text centered
        #expect(host.tap("Show 3"))
        let three = try #require(host.find(text: "Row 3")).frame
        #expect(abs(three.midY - 70) < 0.5)  // row 3 was above: now just at the top
        #expect(host.tap("Footer"))
        let end = try #require(host.find(text: "The end")).frame
        #expect(abs(end.midY - 430) < 0.5)  // at the bottom of the scroll view
    }

    @Test func insideWithAnimationTheScrollAnimates() throws {
        let host = ViewHost(Jumper(animated: true), size: window)
        #expect(host.tap("To 80"))
        #expect(try #require(host.find(text: "Row 80")).frame.midY > 3000)  // not there yet
        host.advance(by: 0.5)
        let halfway = try #require(host.find(text: "Row 40")).frame
        #expect(abs(halfway.midY - 70) < 40)  // ease-in-out: about half of 3,200 points after half the time
        host.advance(by: 0.6)
        let row = try #require(host.find(text: "Row 80")).frame
        #expect(abs(row.midY - 70) < 0.5)
        host.advance(by: 1)
        #expect(!host.withGraph { $0.hasPendingWork })
    }

    @Test func anUnknownIdIsReportedAndNothingMoves() throws {
        let host = ViewHost(Jumper(), size: window)
        let before = try #require(host.find(text: "Row 2")).frame
        #expect(host.tap("Missing"))
        #expect(host.find(text: "Row 2")?.frame == before)
        #expect(host.withGraph { $0.diagnostics.contains { $0.contains("no view with id") } })
    }
}
