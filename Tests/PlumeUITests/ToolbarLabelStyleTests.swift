import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// A note's screen with its actions as labels in the navigation bar, as apps write them.
private struct NoteScreen: View {
    @State private var deleted = false
    @State private var pinned = false
    var body: some View {
        NavigationStack {
            Text(deleted ? "Deleted" : pinned ? "Pinned" : "A note")
                .navigationTitle("Note")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button(role: .destructive) {
                            deleted = true
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
                    ToolbarItem(placement: .topBarLeading) {
                        Menu {
                            Button {
                                pinned = true
                            } label: {
                                Label("Pin", systemImage: "pin")
                            }
                        } label: {
                            Label("Actions", systemImage: "ellipsis.circle")
                        }
                    }
                    ToolbarItem(placement: .bottomBar) {
                        Button {
                        } label: {
                            Label("Share", systemImage: "square.and.arrow.up")
                        }
                        .labelStyle(.titleAndIcon)
                    }
                }
        }
    }
}

@MainActor
@Suite("Labels in toolbars") struct ToolbarLabelStyleTests {
    @Test func aBarItemsLabelShowsItsIconAndIsNamedByItsTitle() {
        let host = ViewHost(NoteScreen(), size: CGSize(width: 390, height: 300))
        #expect(host.find(text: "Delete") == nil, "the title is not drawn")
        #expect(host.dump().contains("systemName \"trash\""))
        #expect(host.tap("Delete"))
        #expect(host.find(text: "Deleted") != nil)
    }

    @Test func anExplicitStyleKeepsTheTitle() {
        let host = ViewHost(NoteScreen(), size: CGSize(width: 390, height: 300))
        #expect(host.find(text: "Share") != nil)
    }

    @Test func aMenuFromTheBarShowsItsRowsTitles() {
        let host = ViewHost(NoteScreen(), size: CGSize(width: 390, height: 300))
        #expect(host.tap("Actions"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Pin") != nil)
        #expect(host.tap("Pin"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Pinned") != nil)
    }

    @Test func outsideABarALabelShowsBoth() {
        let host = ViewHost(Label("Delete", systemImage: "trash"), size: CGSize(width: 200, height: 60))
        #expect(host.find(text: "Delete") != nil)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func snapshot(scheme: ColorScheme) throws {
        let host = ViewHost(NoteScreen(), size: CGSize(width: 390, height: 240), colorScheme: scheme)
        try host.assertSnapshot(named: "toolbar-labels-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
