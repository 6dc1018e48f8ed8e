import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// Fifty 50-point rows under a label naming the top row the binding holds, with buttons that set it.
private struct IDFollower: View {
    var lazy = true
    @State private var top: Int?

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text("Top: \(top.map(String.init) ?? "none")")
                Button("Jump") { top = 30 }
                Button("Glide") { withAnimation(.easeInOut(duration: 1)) { top = 20 } }
                Button("Nowhere") { top = 500 }
                Button("Back") { withAnimation(.easeInOut(duration: 0.5)) { top = 2 } }
            }
            .frame(height: 50)
            ScrollView {
                if lazy {
                    LazyVStack(spacing: 0) { rows }.scrollTargetLayout()
                } else {
                    VStack(spacing: 0) { rows }.scrollTargetLayout()
                }
            }
            .scrollPosition(id: $top)
        }
    }

    private var rows: some View {
        ForEach(0..<50) { i in Text("Row \(i)").frame(width: 300, height: 50) }
    }
}

/// The same rows, driven by an iOS 18 `ScrollPosition`.
private struct PositionFollower: View {
    @State private var position = ScrollPosition(idType: Int.self)

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text(describe(position))
                Button("End") { withAnimation(.linear(duration: 0.5)) { position.scrollTo(edge: .bottom) } }
                Button("Y") { position.scrollTo(y: 510) }
                Button("Row") { position.scrollTo(id: 12) }
            }
            .frame(height: 50)
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<50) { i in Text("Row \(i)").frame(width: 300, height: 50) }
                }
                .scrollTargetLayout()
            }
            .scrollPosition($position)
        }
    }

    private func describe(_ p: ScrollPosition) -> String {
        let id = p.viewID(type: Int.self).map(String.init) ?? "-"
        let edge = p.edge.map { "\($0)" } ?? "-"
        let point = p.point.map { "\(Int($0.y))" } ?? "-"
        return "id \(id) edge \(edge) y \(point) user \(p.isPositionedByUser)"
    }
}

private let window = CGSize(width: 300, height: 450)  // the scroll view: y 50…450

/// Drags the content up by `distance` slowly and rests before lifting, so nothing flings.
private func slowDrag(_ host: ViewHost, up distance: CGFloat, x: CGFloat = 150) {
    host.press(at: CGPoint(x: x, y: 400))
    host.move(from: CGPoint(x: x, y: 400), to: CGPoint(x: x, y: 400 - distance), steps: 10, duration: 0.5)
    host.advance(by: 0.3)
    host.release(at: CGPoint(x: x, y: 400 - distance))
}

@Suite("scrollPosition")
struct ScrollPositionTests {
    @Test(arguments: [true, false])
    func draggingWritesTheTopMostRowToTheBinding(lazy: Bool) throws {
        let host = ViewHost(IDFollower(lazy: lazy), size: window)
        #expect(host.find(text: "Top: none") != nil)  // nothing written before the person scrolls
        // 185 points, less the 10 of the touch slop: offset 175, so row 3 (150…200) is the top one.
        slowDrag(host, up: 185)
        #expect(host.find(text: "Top: 3") != nil)
        slowDrag(host, up: 120)
        #expect(host.find(text: "Top: 5") != nil)  // offset 285: row 5 spans 250…300
    }

    @Test(arguments: [true, false])
    func settingTheBindingScrollsTheRowToTheTop(lazy: Bool) throws {
        let host = ViewHost(IDFollower(lazy: lazy), size: window)
        #expect(host.tap("Jump"))
        let row = try #require(host.find(text: "Row 30")).frame
        #expect(abs(row.midY - 75) < 0.5)  // its top at the scroll view's top (y 50)
        #expect(host.find(text: "Top: 30") != nil)  // a programmatic scroll does not write back
    }

    @Test(arguments: [true, false])
    func settingTheBindingAgainScrollsBackUp(lazy: Bool) throws {
        let host = ViewHost(IDFollower(lazy: lazy), size: window)
        #expect(host.tap("Jump"))
        #expect(abs(try #require(host.find(text: "Row 30")).frame.midY - 75) < 0.5)
        #expect(host.tap("Back"))
        host.advance(by: 0.7)
        #expect(abs(try #require(host.find(text: "Row 2")).frame.midY - 75) < 0.5)
        #expect(host.find(text: "Top: 2") != nil)
    }

    @Test func insideWithAnimationTheScrollAnimates() throws {
        let host = ViewHost(IDFollower(lazy: false), size: window)
        #expect(host.tap("Glide"))
        #expect(try #require(host.find(text: "Row 0")).frame.midY == 75)  // not moved yet
        host.advance(by: 0.5)
        let middle = try #require(host.find(text: "Row 10")).frame
        #expect(abs(middle.midY - 75) < 60)  // ease-in-out: about half of 1,000 points
        host.advance(by: 0.6)
        #expect(abs(try #require(host.find(text: "Row 20")).frame.midY - 75) < 0.5)
        #expect(host.find(text: "Top: 20") != nil)
    }

    @Test func nearTheEndTheRowGoesAsFarAsTheContentAllows() throws {
        let host = ViewHost(IDFollower(lazy: false), size: window)
        // Scroll by wheel to the very end: the last eight rows show.
        host.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 5000))
        #expect(abs(try #require(host.find(text: "Row 49")).frame.midY - 425) < 0.5)  // the row's bottom at 450
        #expect(host.find(text: "Top: 42") != nil)
    }

    @Test func anUnknownIdIsReportedAndNothingMoves() throws {
        let host = ViewHost(IDFollower(lazy: false), size: window)
        #expect(host.tap("Nowhere"))
        #expect(try #require(host.find(text: "Row 0")).frame.midY == 75)
        #expect(host.withGraph { $0.diagnostics.contains { $0.contains("no view with id 500") } })
    }

    @Test func scrollPositionGoesToEdgesPointsAndIDsAndFollowsThePerson() throws {
        let host = ViewHost(PositionFollower(), size: window)
        #expect(host.find(text: "id - edge - y - user false") != nil)
        #expect(host.tap("End"))
        host.advance(by: 0.6)
        #expect(abs(try #require(host.find(text: "Row 49")).frame.midY - 425) < 0.5)
        #expect(host.find(text: "id - edge bottom y - user false") != nil)
        #expect(host.tap("Y"))
        #expect(abs(try #require(host.find(text: "Row 10")).frame.midY - 65) < 0.5)  // 510: row 10's top at 40
        #expect(host.find(text: "id - edge - y - user false") != nil)  // `point` needs both coordinates
        #expect(host.tap("Row"))
        #expect(abs(try #require(host.find(text: "Row 12")).frame.midY - 75) < 0.5)
        #expect(host.find(text: "id 12 edge - y - user false") != nil)
        slowDrag(host, up: 110)  // offset 600 + 100: row 14 at the top
        #expect(host.find(text: "id 14 edge - y - user true") != nil)
    }

    @Test func aScrollPositionStartsWhereItWasCreated() throws {
        struct Start: View {
            @State var position = ScrollPosition(id: 25)
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<50) { Text("Row \($0)").frame(width: 300, height: 50) } }
                        .scrollTargetLayout()
                }
                .scrollPosition($position)
            }
        }
        let host = ViewHost(Start(), size: CGSize(width: 300, height: 400))
        #expect(abs(try #require(host.find(text: "Row 25")).frame.midY - 25) < 0.5)
    }
}
