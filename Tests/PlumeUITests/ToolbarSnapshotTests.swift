import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references of a navigation bar with toolbar items and of an open menu, light and dark
/// (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

private struct Mailbox: View {
    @State private var unreadFirst = true
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 14) {
                ForEach(
                    ["Anna — Lunch on Friday?", "Ben — Build is green", "Chloé — Photos from the trip"], id: \.self
                ) {
                    Text($0)
                }
                Spacer()
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .navigationTitle("Inbox")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .primaryAction) {
                    Menu {
                        Section("Sort By") {
                            Button("Date") {}
                            Button("Sender") {}
                        }
                        Toggle("Unread First", isOn: $unreadFirst)
                        Divider()
                        Menu("Move To") { Button("Archive") {} }
                        Button("Delete All", role: .destructive) {}
                    } label: {
                        Image(systemName: "arrow.up.arrow.down").accessibilityLabel("Sort")
                    }
                }
                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Archive") {}
                    Spacer()
                    Text("3 unread").font(.caption)
                    Spacer()
                    Image(systemName: "square.and.pencil")
                }
            }
        }
    }
}

@Suite("Toolbar pictures") struct ToolbarSnapshotTests {
    private let size = CGSize(width: 390, height: 420)

    @Test(arguments: [ColorScheme.light, .dark]) func barWithItems(scheme: ColorScheme) throws {
        let host = ViewHost(Mailbox(), size: size, colorScheme: scheme)
        try host.assertSnapshot(named: "toolbar-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }

    @Test(arguments: [ColorScheme.light, .dark]) func openMenu(scheme: ColorScheme) throws {
        let host = ViewHost(Mailbox(), size: size, colorScheme: scheme)
        #expect(host.tap("Sort"))
        host.advance(by: 0.4)
        let sender = try #require(host.find(text: "Sender"))
        host.hover(at: CGPoint(x: sender.frame.midX, y: sender.frame.midY))
        try host.assertSnapshot(named: "menu-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
