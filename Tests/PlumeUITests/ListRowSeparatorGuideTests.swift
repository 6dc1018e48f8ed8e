import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// Rows with a leading icon, their separators starting under the text, as a SwiftUI developer
/// writes them.
private struct Favourites: View {
    var leading: (ViewDimensions) -> CGFloat = { d in d[.leading] }
    var body: some View {
        List {
            HStack {
                Image(systemName: "star")
                Text("Starred").alignmentGuide(.listRowSeparatorLeading, computeValue: leading)
            }
            HStack {
                Image(systemName: "clock")
                Text("Recent").alignmentGuide(.listRowSeparatorLeading, computeValue: leading)
            }
            Text("Everything")
            Text("Last")
        }
    }
}

/// The frames of the separators between rows, top to bottom.
private func separators(_ host: ViewHost) -> [CGRect] {
    host.views.filter { $0.typeName == "Divider" }.map(\.frame).sorted { $0.minY < $1.minY }
}

@MainActor
@Suite("List row separators follow the listRowSeparatorLeading guide")
struct ListRowSeparatorGuideTests {
    let size = CGSize(width: 320, height: 360)

    @Test func aRowsSeparatorStartsAtItsGuideAndOthersKeepTheInset() throws {
        let host = ViewHost(Favourites(), size: size)
        let lines = separators(host)
        try #require(lines.count == 3, "between four rows: \(host.dump())")
        let starred = try #require(host.find(text: "Starred")?.frame)
        let recent = try #require(host.find(text: "Recent")?.frame)
        #expect(lines[0].minX == starred.minX, "under Starred's text, not its icon")
        #expect(lines[1].minX == recent.minX)
        let everything = try #require(host.find(text: "Everything")?.frame)
        #expect(lines[2].minX == everything.minX, "a row without the guide: the style's inset, where its text starts")
        #expect(lines[0].maxX == lines[2].maxX, "every separator runs to the row's trailing edge")
        #expect(lines[0].minX > lines[2].minX)
    }

    @Test func theTrailingGuideEndsTheSeparator() throws {
        struct Short: View {
            var body: some View {
                List {
                    Text("Short").alignmentGuide(.listRowSeparatorTrailing) { d in d[.trailing] }
                    Text("Next")
                }
            }
        }
        let host = ViewHost(Short(), size: size)
        let lines = separators(host)
        try #require(lines.count == 1)
        let short = try #require(host.find(text: "Short")?.frame)
        #expect(abs(lines[0].maxX - short.maxX) < 0.01)
    }

    @Test func guidesOutsideTheRowOrNotFiniteAreClamped() throws {
        let plain = separators(ViewHost(Favourites(), size: size))
        let rowStart = plain[2].minX - ListRowsLayout.defaultLeadingInset
        for value in [CGFloat.nan, .infinity, -500, 1e300] {
            let host = ViewHost(Favourites(leading: { _ in value }), size: size)
            let lines = separators(host)
            try #require(lines.count == 3)
            #expect(lines[0].minX >= rowStart && lines[0].maxX == plain[2].maxX, "\(value): \(lines[0])")
            #expect(lines[0].width >= 0)
        }
    }

    @Test(arguments: [ColorScheme.light, .dark]) func pictures(scheme: ColorScheme) throws {
        let host = ViewHost(Favourites(), size: CGSize(width: 300, height: 240))
        host.setColorScheme(scheme)
        try host.assertSnapshot(
            named: "list-row-separator-leading-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
