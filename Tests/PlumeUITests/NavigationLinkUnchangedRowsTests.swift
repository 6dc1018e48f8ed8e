import Foundation
import PlumeTesting
import PlumeUI
import Testing

/// A stack whose root page is a view with a counter and a sheet over a list of value links and
/// destination links: a tap on either runs that view's body again, which makes every link again (the
/// page itself is not made again).
private struct LinksInAStack: View {
    let links: Int
    var body: some View {
        NavigationStack {
            LinksUnderACounter(links: links)
                .navigationDestination(for: Int.self) { n in Text("Value \(n)") }
        }
    }
}

private struct LinksUnderACounter: View {
    let links: Int
    @State private var presented = false
    @State private var count = 0

    var body: some View {
        List {
            Button("Present") { presented = true }
            Button("Count \(count)") { count += 1 }
            ForEach(0..<links, id: \.self) { n in NavigationLink("Value link \(n)", value: n) }
            ForEach(0..<links, id: \.self) { n in
                NavigationLink("View link \(n)") { Text("Detail \(n)") }
            }
        }
        .sheet(isPresented: $presented) { Text("A sheet over the links") }
    }
}

/// Links compare by what they push, so a list of links made again keeps the rows whose label and
/// target are unchanged; the kept links still push.
@MainActor @Suite struct NavigationLinkUnchangedRowsTests {
    @Test func presentingASheetOverAListOfLinksDoesNotRebuildThem() throws {
        let host = ViewHost(LinksInAStack(links: 50), size: CGSize(width: 390, height: 700))
        #expect(host.find(text: "Value link 3") != nil)
        let bodies = try #require(host.bodiesEvaluated(tapping: "Present"))
        #expect(host.find(text: "A sheet over the links") != nil)
        #expect(bodies < 40, "\(bodies) bodies")
    }

    @Test func keptLinksStillPushTheirValueOrDestination() throws {
        let host = ViewHost(LinksInAStack(links: 3), size: CGSize(width: 390, height: 700))
        #expect(host.tap("Count 0"))
        host.runFrame()
        #expect(host.find(text: "Count 1") != nil)
        #expect(host.tap("Value link 2"))
        host.advance(by: 1)
        #expect(host.find(text: "Value 2") != nil)
        let back = try #require(host.find(text: "Back") ?? host.find(label: "Back"))
        host.tap(at: CGPoint(x: back.frame.midX, y: back.frame.midY))
        host.advance(by: 1)
        #expect(host.tap("Count 1"))
        host.runFrame()
        #expect(host.tap("View link 1"))
        host.advance(by: 1)
        #expect(host.find(text: "Detail 1") != nil)
    }
}
