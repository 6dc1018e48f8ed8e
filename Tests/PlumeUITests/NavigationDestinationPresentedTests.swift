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

private struct InnerStackPage: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Inner link", destination: Text("Inner detail"))
                .navigationTitle("Inner")
        }
    }
}

private struct SettingsOverPath: View {
    @State var path: [Int] = []
    @State var showingHelp = false
    var body: some View {
        NavigationStack(path: $path) {
            VStack(spacing: 12) {
                Button("Push 1") { path = [1] }
                Button("Help") { showingHelp = true }
                Text("Help \(showingHelp ? "shown" : "hidden")")
            }
            .navigationTitle("Start")
            .navigationDestination(for: Int.self) { n in
                VStack(spacing: 12) {
                    Text("Page \(n)")
                    Button("Help here") { showingHelp = true }
                }
            }
            .navigationDestination(isPresented: $showingHelp) {
                VStack(spacing: 12) {
                    Text("Help page")
                    Button("Show page 2") { path = [2] }
                }
            }
        }
    }
}

@Suite("Navigation edge cases") struct NavigationEdgeCaseTests {
    @Test func escapePopsTheInnermostStackThatHasAPage() {
        let host = ViewHost(
            NavigationStack { NavigationLink("Outer link", destination: InnerStackPage()).navigationTitle("Outer") },
            size: CGSize(width: 320, height: 480))
        #expect(host.tap("Outer link"))
        host.advance(by: 0.5)
        #expect(host.tap("Inner link"))
        host.advance(by: 0.5)
        #expect(host.onTop("Inner detail"))
        #expect(host.press(.escape))
        host.advance(by: 0.5)
        #expect(host.find(text: "Inner detail") == nil)
        #expect(host.onTop("Inner link"), "the inner stack popped, the outer page stays")
        #expect(host.press(.escape))
        host.advance(by: 0.5)
        #expect(host.onTop("Outer link"))
    }

    @Test func aViewPageAboveAValueGoesWhenThatValueIsReplaced() {
        let host = ViewHost(SettingsOverPath(), size: CGSize(width: 320, height: 480))
        #expect(host.tap("Push 1"))
        host.advance(by: 0.5)
        #expect(host.tap("Help here"))
        host.advance(by: 0.5)
        #expect(host.onTop("Help page"))
        #expect(host.find(text: "Help shown") != nil)
        // The help page sits above value 1: replacing the path takes it away and resets its state.
        #expect(host.tap("Show page 2"))
        host.advance(by: 0.5)
        #expect(host.onTop("Page 2"))
        #expect(host.find(text: "Help page") == nil)
        #expect(host.find(text: "Page 1") == nil)
        #expect(host.find(text: "Help hidden") != nil)
    }
}
