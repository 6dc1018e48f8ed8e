import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private struct SettingsApp: View {
    @State var showingSettings = false
    @State var planet: String?
    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Button("Settings") { showingSettings = true }
                Button("Mars") { planet = "Mars" }
                Text("Showing \(showingSettings ? "yes" : "no")")
                Text("Planet \(planet ?? "none")")
            }
            .navigationTitle("Home")
            .navigationDestination(isPresented: $showingSettings) {
                VStack(spacing: 12) {
                    Text("Settings page")
                    Button("Done") { showingSettings = false }
                }
            }
            .navigationDestination(item: $planet) { name in
                VStack(spacing: 12) {
                    Text("Planet page \(name)")
                    Button("Venus instead") { planet = "Venus" }
                }
            }
        }
    }
}

@Suite("Navigation destinations driven by state") struct NavigationDestinationPresentedTests {
    private let size = CGSize(width: 320, height: 480)

    @Test func isPresentedPushesAndTheBackButtonSetsItFalse() {
        let host = ViewHost(SettingsApp(), size: size)
        #expect(host.tap("Settings"))
        host.advance(by: 0.5)
        #expect(host.onTop("Settings page"))
        #expect(host.tap("Home"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Settings page") == nil)
        #expect(host.onTop("Showing no"))
    }

    @Test func settingIsPresentedFalsePopsThePage() {
        let host = ViewHost(SettingsApp(), size: size)
        #expect(host.tap("Settings"))
        host.advance(by: 0.5)
        #expect(host.tap("Done"))
        host.advance(by: 0.1)
        #expect(host.find(text: "Settings page") != nil, "it slides out")
        host.advance(by: 0.5)
        #expect(host.find(text: "Settings page") == nil)
        #expect(host.onTop("Showing no"))
        #expect(host.tap("Settings"))
        host.advance(by: 0.5)
        #expect(host.onTop("Settings page"), "it pushes again")
    }

    @Test func itemPushesItsValueFollowsChangesAndEscapeSetsItNil() {
        let host = ViewHost(SettingsApp(), size: size)
        #expect(host.tap("Mars"))
        host.advance(by: 0.5)
        #expect(host.onTop("Planet page Mars"))
        #expect(host.tap("Venus instead"))
        host.advance(by: 0.5)
        #expect(host.onTop("Planet page Venus"), "the same page shows the new item")
        #expect(host.press(.escape))
        host.advance(by: 0.5)
        #expect(host.find(text: "Planet page Venus") == nil)
        #expect(host.onTop("Planet none"))
    }
}

private struct SheetOverStack: View {
    @State var showingSheet = false
    var body: some View {
        NavigationStack {
            NavigationLink("Open", destination: Button("Show sheet") { showingSheet = true }.navigationTitle("Page"))
                .navigationTitle("Root")
        }
        .sheet(isPresented: $showingSheet) { Text("Sheet content") }
    }
}

@Suite("Navigation and Escape") struct NavigationEscapeTests {
    @Test func escapeClosesAPresentationBeforeItPopsAPage() {
        let host = ViewHost(SheetOverStack(), size: CGSize(width: 320, height: 480))
        #expect(host.tap("Open"))
        host.advance(by: 0.5)
        #expect(host.tap("Show sheet"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Sheet content") != nil)
        #expect(host.press(.escape))
        host.advance(by: 0.6)
        #expect(host.find(text: "Sheet content") == nil)
        #expect(host.onTop("Show sheet"), "the page is still pushed")
        #expect(host.press(.escape))
        host.advance(by: 0.5)
        #expect(host.find(text: "Show sheet") == nil)
    }
}
