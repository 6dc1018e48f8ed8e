import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// An inbox written in the pre-iOS 16 style: links driven by `isActive:` and by `tag:selection:`.
@available(*, deprecated, message: "exercises the deprecated NavigationLink spellings")
private struct Inbox: View {
    @State var showingSettings = false
    @State var open: Int?

    var body: some View {
        NavigationView {
            VStack(spacing: 12) {
                Text("Settings \(showingSettings ? "on" : "off"), open \(open.map(String.init) ?? "none")")
                NavigationLink(destination: Text("Settings page"), isActive: $showingSettings) { Text("Settings") }
                ForEach(1...3, id: \.self) { n in
                    NavigationLink(destination: Text("Note \(n) page"), tag: n, selection: $open) { Text("Note \(n)") }
                }
                Button("Open 2") { open = 2 }
            }
            .navigationTitle("Inbox")
        }
    }
}

@Suite("NavigationLink isActive and tag/selection") struct NavigationLinkIsActiveTests {
    private let size = CGSize(width: 320, height: 480)

    @Test func tappingSetsIsActiveAndGoingBackClearsIt() {
        let host = ViewHost(Inbox(), size: size)
        #expect(host.tap("Settings"))
        host.advance(by: 0.5)
        #expect(host.onTop("Settings page"))
        #expect(host.tap("Inbox"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Settings page") == nil)
        #expect(host.onTop("Settings off, open none"))
    }

    @Test func aTaggedLinkSetsTheSelectionAndTheSelectionPushesItsPage() {
        let host = ViewHost(Inbox(), size: size)
        #expect(host.tap("Note 3"))
        host.advance(by: 0.5)
        #expect(host.onTop("Note 3 page"))
        #expect(host.press(.escape))
        host.advance(by: 0.5)
        #expect(host.onTop("Settings off, open none"), "going back sets the selection to nil")
        #expect(host.tap("Open 2"))
        host.advance(by: 0.5)
        #expect(host.onTop("Note 2 page"), "setting the selection from code pushes that link's page")
        #expect(host.find(text: "Note 1 page") == nil)
    }
}
