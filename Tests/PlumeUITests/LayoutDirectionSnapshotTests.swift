import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references of a right-to-left settings form in light and dark (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// A small settings app: a list that pushes a form with labels, toggles, a slider, a stepper, a
/// progress bar, a disclosure group and navigation rows.
private struct RightToLeftSettings: View {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var brightness = 0.3
    @State private var copies = 2
    @State private var showsMore = true

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Display") { form }
                NavigationLink("Sounds") { Text("Sounds") }
            }
            .navigationTitle("Settings")
        }
        .environment(\.layoutDirection, .rightToLeft)
    }

    private var form: some View {
        Form {
            Section("Connections") {
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle("Bluetooth", isOn: $bluetooth)
                NavigationLink("Network") { Text("Network") }
            }
            Section("Display") {
                HStack {
                    Image(systemName: "moon")
                    Slider(value: $brightness)
                    Image(systemName: "sun.max")
                }
                Stepper("Copies: \(copies)", value: $copies, in: 1...9)
                ProgressView(value: 0.7) { Text("Download") }
                DisclosureGroup("More", isExpanded: $showsMore) {
                    Label("Next page", systemImage: "arrow.forward")
                }
            }
        }
        .navigationTitle("Display")
    }
}

@MainActor @Suite("Right-to-left pictures") struct LayoutDirectionSnapshotTests {
    @Test(arguments: [ColorScheme.light, .dark])
    func settingsForm(scheme: ColorScheme) throws {
        let host = ViewHost(RightToLeftSettings(), size: CGSize(width: 390, height: 560), colorScheme: scheme)
        let row = try #require(host.find(text: "Display"))
        #expect(row.frame.maxX > 300, "the row's title is at the right: \(row.frame)")
        #expect(host.tap("Display"))
        host.advance(by: 1)
        let wifi = try #require(host.find(text: "Wi-Fi"))
        #expect(wifi.frame.maxX > 300, "labels start at the right")
        try host.assertSnapshot(named: "rtl-form-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
