import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references of outlines (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

private struct FileItem: Identifiable, Hashable {
    var id: String { name }
    let name: String
    var children: [FileItem]? = nil
}

private let files = [
    FileItem(
        name: "Documents",
        children: [
            FileItem(name: "Letters", children: [FileItem(name: "Dear Ada.txt")]),
            FileItem(name: "Budget.numbers"),
        ]),
    FileItem(name: "Photos", children: []),
    FileItem(name: "notes.md"),
]

/// A file browser as a SwiftUI developer writes it: an outline list with one selected row.
private struct Browser: View {
    @State var selected: String?
    var body: some View {
        VStack(spacing: 0) {
            List(files, children: \.children, selection: $selected) { item in
                Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
            }
            Text("Selected: \(selected ?? "none")")
        }
    }
}

private func line(_ host: ViewHost, _ prefix: String) -> String? { host.texts.first { $0.hasPrefix(prefix) } }

private func center(_ host: ViewHost, _ text: String) throws -> CGPoint {
    let info = try #require(host.find(text: text), "no \(text) on screen")
    return CGPoint(x: info.frame.midX, y: info.frame.midY)
}

/// The chevron of the row showing `text` (the expand/collapse button on its line).
private func chevron(_ host: ViewHost, of text: String) throws -> CGPoint {
    let row = try center(host, text)
    let buttons = host.views.filter { $0.label == "Expand" || $0.label == "Collapse" }
    let button = try #require(buttons.min { abs($0.frame.midY - row.y) < abs($1.frame.midY - row.y) })
    #expect(abs(button.frame.midY - row.y) < 4, "a chevron on \(text)'s line")
    return CGPoint(x: button.frame.midX, y: button.frame.midY)
}

@Suite("OutlineGroup") struct OutlineGroupTests {
    let size = CGSize(width: 360, height: 480)

    @Test func branchesStartClosedAndAChevronTapOpensAndClosesThem() throws {
        let host = ViewHost(Browser(), size: size)
        #expect(host.find(text: "Documents") != nil && host.find(text: "notes.md") != nil)
        #expect(host.find(text: "Letters") == nil)
        #expect(host.views.filter { $0.label == "Expand" }.count == 2, "Documents and Photos (empty) are branches")
        host.tap(at: try chevron(host, of: "Documents"))
        host.advance(by: 0.5)
        let letters = try center(host, "Letters")
        let documents = try center(host, "Documents")
        #expect(letters.y > documents.y)
        #expect(
            try #require(host.find(text: "Letters")).frame.minX
                >= (try #require(host.find(text: "Documents"))).frame.minX + OutlineRowLabel.indent - 1,
            "children are indented one level")
        host.tap(at: try chevron(host, of: "Letters"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Dear Ada.txt") != nil)
        host.tap(at: try chevron(host, of: "Documents"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Letters") == nil && host.find(text: "Dear Ada.txt") == nil)
        #expect(line(host, "Selected: ") == "Selected: none", "the chevron does not select")
    }

    @Test func tappingARowSelectsItAndArrowKeysWalkTheTree() throws {
        let host = ViewHost(Browser(), size: size)
        host.tap(at: try center(host, "Documents"))
        host.advance(by: 0.1)
        #expect(line(host, "Selected: ") == "Selected: Documents")
        #expect(host.press(.right))
        host.advance(by: 0.5)
        #expect(host.find(text: "Letters") != nil, "Right opens the selected branch")
        #expect(host.press(.down))
        host.advance(by: 0.1)
        #expect(line(host, "Selected: ") == "Selected: Letters")
        #expect(host.press(.right))
        #expect(host.press(.down))
        host.advance(by: 0.5)
        #expect(line(host, "Selected: ") == "Selected: Dear Ada.txt")
        #expect(host.press(.left))
        host.advance(by: 0.1)
        #expect(line(host, "Selected: ") == "Selected: Letters", "Left on a leaf selects its parent")
        #expect(host.press(.left))
        host.advance(by: 0.5)
        #expect(host.find(text: "Dear Ada.txt") == nil, "Left closes the selected branch")
        #expect(host.press(.down))
        #expect(host.press(.down))
        #expect(host.press(.down))
        #expect(host.press(.down))
        host.advance(by: 0.1)
        #expect(line(host, "Selected: ") == "Selected: notes.md", "Down stops at the last visible row")
    }

    @Test func aStandAloneOutlineGroupOpensByTap() throws {
        struct Tree: View {
            var body: some View {
                OutlineGroup(files, children: \.children) { Text($0.name) }
            }
        }
        let host = ViewHost(Tree(), size: size)
        #expect(host.find(text: "Letters") == nil)
        host.tap(at: try chevron(host, of: "Documents"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Letters") != nil && host.find(text: "Budget.numbers") != nil)
    }

    @Test func aCycleInTheDataIsCutOffAndReported() throws {
        final class Node: Identifiable {
            let name: String
            var children: [Node]? = nil
            init(_ name: String) { self.name = name }
        }
        let loop = Node("Loop")
        loop.children = [loop]
        struct Cyclic: View {
            let root: Node
            var body: some View {
                OutlineGroup([root], id: \.name, children: \.children) { Text($0.name) }
            }
        }
        let host = ViewHost(Cyclic(root: loop), size: size)
        for _ in 0..<70 {
            guard let button = host.views.last(where: { $0.label == "Expand" }) else { break }
            host.tap(at: CGPoint(x: button.frame.midX, y: button.frame.midY))
        }
        host.advance(by: 0.5)
        #expect(host.findAll(text: "Loop").count <= OutlineRows.maximumDepth)
        #expect(host.withGraph { $0.diagnostics.contains { $0.contains("more than 64 levels") } })
    }

    @Test(arguments: [ColorScheme.light, .dark]) func pictures(scheme: ColorScheme) throws {
        let host = ViewHost(Browser(), size: CGSize(width: 360, height: 300))
        host.setColorScheme(scheme)
        host.tap(at: try chevron(host, of: "Documents"))
        host.advance(by: 0.5)
        host.tap(at: try center(host, "Letters"))
        host.advance(by: 0.5)
        try host.assertSnapshot(named: "outline-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
