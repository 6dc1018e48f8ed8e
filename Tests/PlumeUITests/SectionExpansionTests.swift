import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// A sidebar with two collapsible sections (one with a custom header) and a label reading the state.
private struct Sidebar: View {
    @State private var fruitOpen = true
    @State private var toolsOpen = false

    var body: some View {
        VStack(spacing: 0) {
            Text("Fruit \(fruitOpen ? "open" : "closed"), tools \(toolsOpen ? "open" : "closed")")
            List {
                Section("Fruit", isExpanded: $fruitOpen) {
                    Text("Apple")
                    Text("Pear")
                }
                Section(isExpanded: $toolsOpen) {
                    ForEach(["Hammer", "Saw"], id: \.self) { Text($0) }
                } header: {
                    Label("Tools", systemImage: "folder")
                }
            }
            .listStyle(.sidebar)
        }
    }
}

@Suite("Section(isExpanded:)")
struct SectionExpansionTests {
    @Test func tappingAHeaderClosesAndOpensItsSection() throws {
        let host = ViewHost(Sidebar(), size: CGSize(width: 320, height: 400))
        #expect(host.find(text: "Apple") != nil && host.find(text: "Pear") != nil)
        #expect(host.find(text: "Hammer") == nil, "a closed section shows only its header")
        #expect(host.find(label: "Collapse") != nil && host.find(label: "Expand") != nil)
        #expect(host.tap("Fruit"))
        host.advance(by: 0.4)
        #expect(host.find(text: "Apple") == nil)
        #expect(host.find(text: "Fruit closed, tools closed") != nil, "the binding was set")
        #expect(host.tap("Tools"))
        host.advance(by: 0.4)
        #expect(host.find(text: "Hammer") != nil && host.find(text: "Saw") != nil)
        #expect(host.find(text: "Fruit closed, tools open") != nil)
        // The rows move up under the closed section's header.
        let tools = try #require(host.find(text: "Tools")).frame
        let hammer = try #require(host.find(text: "Hammer")).frame
        #expect(tools.maxY <= hammer.minY)
        #expect(try #require(host.find(text: "Fruit")).frame.maxY <= tools.minY)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func picture(scheme: ColorScheme) throws {
        let host = ViewHost(Sidebar(), size: CGSize(width: 320, height: 300), colorScheme: scheme)
        try host.assertSnapshot(
            named: "section-expanded-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
