import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// A carousel of 120-point cards inset from the window's edges, as an iOS 17 app writes it.
struct ContentMarginsCarousel: View {
    enum Inset {
        case none
        case margins(ContentMarginPlacement)
        case safeArea
    }
    var inset: Inset
    var body: some View {
        let strip = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<6, id: \.self) { i in
                    Text("Card \(i)")
                        .frame(width: 120, height: 80)
                        .background(Color.orange.opacity(0.6), in: RoundedRectangle(cornerRadius: 12))
                }
            }
        }
        .scrollIndicators(.visible)
        switch inset {
        case .none: return AnyView(strip)
        case .margins(let placement): return AnyView(strip.contentMargins(.horizontal, 16, for: placement))
        case .safeArea: return AnyView(strip.safeAreaPadding(.horizontal, 16))
        }
    }
}

/// A list of notes with margins on top and bottom.
private struct Notes: View {
    var body: some View {
        List {
            ForEach(0..<20, id: \.self) { Text("Note \($0)") }
        }
        .contentMargins(.vertical, 40, for: .scrollContent)
    }
}

private let window = CGSize(width: 400, height: 120)

@Suite("Content margins and safe-area padding")
struct ContentMarginsTests {
    private func card(_ host: ViewHost, _ i: Int) throws -> CGRect {
        try #require(host.find(text: "Card \(i)")?.frame)
    }

    /// The x of the card's 120-point box: its text is centred in it.
    private func cardLeft(_ host: ViewHost, _ i: Int) throws -> CGFloat { try card(host, i).midX - 60 }

    @Test(arguments: [ContentMarginsCarousel.Inset.margins(.scrollContent), .margins(.automatic), .safeArea])
    func theFirstCardStartsInsetAndTheLastEndsInset(inset: ContentMarginsCarousel.Inset) throws {
        let host = ViewHost(ContentMarginsCarousel(inset: inset), size: window)
        #expect(abs(try cardLeft(host, 0) - 16) < 0.5)
        // Scroll to the end: the last card stops 16 points before the trailing edge.
        #expect(host.scroll(at: CGPoint(x: 200, y: 60), by: CGSize(width: 5000, height: 0)))
        host.advance(by: 1)
        #expect(abs(try cardLeft(host, 5) + 120 - (400 - 16)) < 0.5)
        // In between, the content scrolls through the margin unclipped: a card straddles it.
        #expect(host.scroll(at: CGPoint(x: 200, y: 60), by: CGSize(width: -30, height: 0)))
        host.advance(by: 1)
        #expect(try cardLeft(host, 5) + 120 > 400 - 16, "the last card runs under the trailing margin")
    }

    @Test func withoutMarginsTheCardsTouchTheEdges() throws {
        let host = ViewHost(ContentMarginsCarousel(inset: .none), size: window)
        #expect(abs(try cardLeft(host, 0)) < 0.5)
    }

    @Test func indicatorMarginsLeaveTheContentAlone() throws {
        let host = ViewHost(ContentMarginsCarousel(inset: .margins(.scrollIndicators)), size: window)
        #expect(abs(try cardLeft(host, 0)) < 0.5)
    }

    @Test func aListInsetsItsRowsThroughItsScrollView() throws {
        let host = ViewHost(Notes(), size: CGSize(width: 300, height: 400))
        let plain = ViewHost(
            List { ForEach(0..<20, id: \.self) { Text("Note \($0)") } }, size: CGSize(width: 300, height: 400))
        let inset = try #require(host.find(text: "Note 0")?.frame)
        let flush = try #require(plain.find(text: "Note 0")?.frame)
        #expect(abs(inset.minY - flush.minY - 40) < 0.5, "40 points lower: \(flush) → \(inset)")
    }

    @Test func scrollGeometryReportsTheMarginsAsInsets() throws {
        struct Observed: View {
            @State private var seen = ""
            var body: some View {
                VStack {
                    Text("seen \(seen)")
                    ScrollView(.horizontal) { HStack { ForEach(0..<20) { Text("Item \($0)").frame(width: 80) } } }
                        .contentMargins(.horizontal, 16)
                        .onScrollGeometryChange(for: String.self) { geometry in
                            "leading \(Int(geometry.contentInsets.leading)) offset \(Int(geometry.contentOffset.x))"
                        } action: { _, new in
                            seen = new
                        }
                }
            }
        }
        let host = ViewHost(Observed(), size: window)
        #expect(host.scroll(at: CGPoint(x: 200, y: 80), by: CGSize(width: 40, height: 0)))
        host.advance(by: 0.5)
        #expect(
            host.find(text: "seen leading 16 offset 24") != nil, "measured from the content's origin: \(host.texts)")
    }

    @Test func badLengthsCountAsZero() throws {
        func wide(_ length: CGFloat) throws -> CGRect {
            let host = ViewHost(
                ScrollView(.horizontal) { Text("Wide").frame(width: 600) }.contentMargins(.horizontal, length),
                size: window)
            return try #require(host.find(text: "Wide")?.frame)
        }
        #expect(try wide(.nan) == (try wide(0)))
        #expect(try wide(.infinity) == (try wide(0)))
        #expect(try wide(-20) == (try wide(0)))
    }

    @Test func safeAreaPaddingPadsAViewThatIsNotAScrollView() throws {
        func frames<V: View>(_ view: V) throws -> (CGRect, CGRect) {
            let host = ViewHost(
                HStack(spacing: 0) {
                    view
                    Text("X")
                }, size: CGSize(width: 200, height: 100))
            return (try #require(host.find(text: "Hello")?.frame), try #require(host.find(text: "X")?.frame))
        }
        let padded = try frames(Text("Hello").safeAreaPadding(20))
        let reference = try frames(Text("Hello").padding(20))
        #expect(padded.0 == reference.0 && padded.1 == reference.1)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func carouselPictures(scheme: ColorScheme) throws {
        let host = ViewHost(ContentMarginsCarousel(inset: .margins(.automatic)), size: window, colorScheme: scheme)
        #expect(host.scroll(at: CGPoint(x: 200, y: 60), by: CGSize(width: 140, height: 0)))
        host.advance(by: 0.1)
        try host.assertSnapshot(named: "content-margins-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
