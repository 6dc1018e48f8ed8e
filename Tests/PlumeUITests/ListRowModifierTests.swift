import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references of list row modifiers (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// Rows dressed with the row modifiers, as a SwiftUI developer writes them.
private struct Inbox: View {
    var body: some View {
        List {
            Section("Mail") {
                Text("Inbox").badge(12)
                Text("Flagged")
                    .listRowBackground(Color.yellow.opacity(0.3))
                Text("Drafts")
                    .listRowSeparator(.hidden)
                Text("Sent")
                    .listRowInsets(EdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0))
                Text("Trash")
                    .listRowSeparatorTint(.red)
            }
        }
    }
}

private func frame(_ host: ViewHost, _ text: String) throws -> CGRect {
    try #require(host.find(text: text), "no \(text) on screen").frame
}

private func dividers(_ host: ViewHost) -> [String] {
    host.dump().components(separatedBy: "\n").filter { $0.contains("Divider") }
}

@Suite("List row modifiers") struct ListRowModifierTests {
    let size = CGSize(width: 360, height: 420)

    @Test func insetsMoveTheRowContent() throws {
        let host = ViewHost(Inbox(), size: size)
        #expect(try frame(host, "Sent").minX == 16 + 60, "the section margin plus the row's own leading inset")
        #expect(try frame(host, "Drafts").minX == 32)
    }

    @Test func aBadgeShowsAtTheTrailingEdgeOfItsRow() throws {
        let host = ViewHost(Inbox(), size: size)
        let badge = try frame(host, "12")
        let inbox = try frame(host, "Inbox")
        #expect(badge.maxX > 300 && abs(badge.midY - inbox.midY) < 2)
    }

    @Test func backgroundsAndSeparatorsAreDrawnAsTheRowsSay() throws {
        struct Plain: View {
            let hide: Bool
            var body: some View {
                List {
                    Text("A").listRowSeparator(hide ? .hidden : .visible, edges: .bottom)
                    Text("B")
                    Text("C").listRowSeparator(hide ? .hidden : .automatic, edges: .top)
                }
            }
        }
        let shown = ViewHost(Plain(hide: false), size: size)
        let hidden = ViewHost(Plain(hide: true), size: size)
        #expect(dividers(shown).count == 2)
        #expect(dividers(hidden).isEmpty, "A hides its bottom one and C its top one")

        let inbox = ViewHost(Inbox(), size: size)
        #expect(dividers(inbox).count == 2, "Drafts hides the separators above and below it")
        #expect(inbox.dumpDisplayList().contains("#FF3B30"), "Trash's separator is tinted red")
        #expect(inbox.dumpDisplayList().contains("#FFCC004D"), "Flagged's background is yellow at 30%")
    }

    @Test func sectionSeparatorsOfGroupedListsCanBeHidden() throws {
        struct Grouped: View {
            let hide: Bool
            var body: some View {
                List {
                    Section("One") { Text("A") }
                        .listSectionSeparator(hide ? .hidden : .visible, edges: .top)
                }
                .listStyle(.grouped)
            }
        }
        #expect(dividers(ViewHost(Grouped(hide: false), size: size)).count == 2, "top and bottom")
        #expect(dividers(ViewHost(Grouped(hide: true), size: size)).count == 1, "only the bottom")
    }

    @Test func rowSpacingSeparatesRowsIntoCellsAndBadSpacingIsReported() throws {
        struct Spaced: View {
            let spacing: CGFloat?
            var body: some View {
                List {
                    Text("A")
                    Text("B")
                }
                .listRowSpacing(spacing)
            }
        }
        let tight = ViewHost(Spaced(spacing: nil), size: size)
        let spaced = ViewHost(Spaced(spacing: 20), size: size)
        let gap = { (host: ViewHost) throws -> CGFloat in try frame(host, "B").minY - frame(host, "A").minY }
        #expect(try gap(spaced) == SectionGroupView.rowHeight + 20)
        #expect(try gap(tight) == SectionGroupView.rowHeight + 1, "a row and a separator")
        #expect(dividers(spaced).isEmpty, "spaced rows are cells without separators")
        let bad = ViewHost(Spaced(spacing: .nan), size: size)
        #expect(try gap(bad) == gap(tight), "NaN spacing is 0")
        #expect(bad.withGraph { $0.diagnostics.contains { $0.contains("listRowSpacing") } })
    }

    @Test(arguments: [ColorScheme.light, .dark]) func pictures(scheme: ColorScheme) throws {
        let name = "list-row-modifiers-\(scheme == .dark ? "dark" : "light")"
        let host = ViewHost(Inbox(), size: CGSize(width: 300, height: 320))
        host.setColorScheme(scheme)
        try host.assertSnapshot(named: name, in: snapshotDirectory)
    }
}
