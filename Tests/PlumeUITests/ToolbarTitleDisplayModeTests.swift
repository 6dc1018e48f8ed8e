import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

private struct Detail: View {
    var mode: ToolbarTitleDisplayMode?
    var body: some View {
        NavigationStack {
            if let mode {
                Text("Body").navigationTitle("Detail").toolbarTitleDisplayMode(mode)
            } else {
                Text("Body").navigationTitle("Detail").navigationBarTitleDisplayMode(.inline)
            }
        }
    }
}

@Suite("toolbarTitleDisplayMode")
struct ToolbarTitleDisplayModeTests {
    private func title(_ mode: ToolbarTitleDisplayMode?) throws -> CGRect {
        let host = ViewHost(Detail(mode: mode), size: CGSize(width: 390, height: 500))
        return try #require(host.find(text: "Detail")?.frame)
    }

    @Test func bothSpellingsDriveTheSameTitle() throws {
        let inline = try title(.inline)
        #expect(inline == (try title(nil)), "the same as navigationBarTitleDisplayMode(.inline)")
        let large = try title(.large)
        #expect(large.height > inline.height, "a large title is bigger")
        #expect(large.minY > inline.minY, "below the bar")
        #expect(try title(.automatic) == large, "the root page's automatic title is large")
        #expect(try title(.inlineLarge) == large, "inlineLarge is shown as large")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func inlineTitlePictures(scheme: ColorScheme) throws {
        let host = ViewHost(Detail(mode: .inline), size: CGSize(width: 390, height: 200), colorScheme: scheme)
        try host.assertSnapshot(
            named: "toolbar-title-inline-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
