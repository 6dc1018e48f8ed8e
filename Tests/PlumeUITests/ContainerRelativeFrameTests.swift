import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// Three cards in a horizontal scroll view 320 points wide, sized by one of the frame's forms.
private struct Strip: View {
    enum Form { case whole, columns, closure }
    var form: Form

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<3) { i in card(i) }
            }
        }
        .frame(width: 320, height: 100)
    }

    @ViewBuilder private func card(_ i: Int) -> some View {
        let face = Color.blue.overlay(Text("Card \(i)"))
        switch form {
        case .whole: face.containerRelativeFrame(.horizontal)
        case .columns: face.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
        case .closure: face.containerRelativeFrame(.horizontal) { width, _ in width * 0.8 }
        }
    }
}

private func centre(_ host: ViewHost, _ text: String) -> CGFloat? { host.find(text: text)?.frame.midX }

@Suite("containerRelativeFrame")
struct ContainerRelativeFrameTests {
    @Test func aCardTakesTheScrollViewsVisibleWidth() throws {
        let host = ViewHost(Strip(form: .whole), size: CGSize(width: 400, height: 200))
        // The scroll view sits at x 40…360; card 1 starts 320 + 10 further.
        #expect(abs(try #require(centre(host, "Card 0")) - 200) < 0.5)
        #expect(abs(try #require(centre(host, "Card 1")) - (40 + 330 + 160)) < 0.5)
    }

    @Test func countAndSpanDivideTheWidthIntoColumns() throws {
        let host = ViewHost(Strip(form: .columns), size: CGSize(width: 400, height: 200))
        // Columns of (320 − 2 × 10) / 3 = 100; two of them and the spacing between: 210.
        #expect(abs(try #require(centre(host, "Card 0")) - (40 + 105)) < 0.5)
        #expect(abs(try #require(centre(host, "Card 1")) - (40 + 220 + 105)) < 0.5)
    }

    @Test func theClosureFormComputesTheLength() throws {
        let host = ViewHost(Strip(form: .closure), size: CGSize(width: 400, height: 200))
        // 0.8 × 320 = 256.
        #expect(abs(try #require(centre(host, "Card 0")) - (40 + 128)) < 0.5)
        #expect(abs(try #require(centre(host, "Card 1")) - (40 + 266 + 128)) < 0.5)
    }

    @Test func outsideAScrollViewTheWindowIsTheContainerAndAResizeFollows() throws {
        struct Half: View {
            var body: some View {
                HStack(spacing: 0) {
                    Color.red.overlay(Text("Half")).containerRelativeFrame(.horizontal, alignment: .leading) { w, _ in
                        w / 2
                    }
                    Spacer(minLength: 0)
                }
            }
        }
        let host = ViewHost(Half(), size: CGSize(width: 400, height: 100))
        #expect(abs(try #require(centre(host, "Half")) - 100) < 0.5)
        host.resize(to: CGSize(width: 600, height: 100))
        #expect(abs(try #require(centre(host, "Half")) - 150) < 0.5)
    }

    @Test func aScrollViewThatGrowsResizesItsCards() throws {
        struct Growing: View {
            var body: some View {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        ForEach(0..<3) { Color.green.overlay(Text("Card \($0)")).containerRelativeFrame(.horizontal) }
                    }
                }
            }
        }
        let host = ViewHost(Growing(), size: CGSize(width: 300, height: 100))
        #expect(abs(try #require(centre(host, "Card 1")) - 450) < 0.5)
        host.resize(to: CGSize(width: 500, height: 100))
        #expect(abs(try #require(centre(host, "Card 1")) - 750) < 0.5)
    }

    @Test func unusableLengthsAreReportedAndBecomeZero() throws {
        struct Bad: View {
            var body: some View {
                VStack {
                    Color.red.containerRelativeFrame(.horizontal) { _, _ in .nan }
                    Color.blue.containerRelativeFrame(.horizontal, count: 0, spacing: 4)
                    Text("Still here")
                }
            }
        }
        let host = ViewHost(Bad(), size: CGSize(width: 300, height: 200))
        #expect(host.find(text: "Still here") != nil)
        let diagnostics = host.withGraph { $0.diagnostics }
        #expect(diagnostics.contains { $0.contains("containerRelativeFrame: the length nan is not a finite size") })
        #expect(diagnostics.contains { $0.contains("count must be at least 1 (got 0)") })
    }
}
