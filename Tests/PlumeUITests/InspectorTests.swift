import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// A document editor with a properties inspector, as an iOS 17 app writes it.
private struct Editor: View {
    var width: CGFloat? = nil
    @State private var showInspector = true
    @State private var edits = 0
    var body: some View {
        VStack {
            Text("Document")
            Button("Toggle inspector") { showInspector.toggle() }
            Button("Edit") { edits += 1 }
            Text("edits \(edits)")
        }
        .inspector(isPresented: $showInspector) {
            Form { Text("Properties") }
                .modifier(ColumnWidth(width: width))
        }
    }
}

private struct ColumnWidth: ViewModifier {
    let width: CGFloat?
    func body(content: Content) -> some View {
        if let width { content.inspectorColumnWidth(min: 200, ideal: width, max: 300) } else { content }
    }
}

@Suite("Inspector")
struct InspectorTests {
    @Test func aWideWindowShowsATrailingColumnBesideTheContent() throws {
        let host = ViewHost(Editor(), size: CGSize(width: 900, height: 500))
        host.advance(by: 0.1)
        let properties = try #require(host.find(text: "Properties")?.frame)
        let document = try #require(host.find(text: "Document")?.frame)
        #expect(properties.minX >= 900 - 320, "in the 320-point trailing column: \(properties)")
        #expect(abs(document.midX - (900 - 320) / 2) < 2, "the content takes the rest: \(document)")
        #expect(host.presentedLines("Sheet").isEmpty)
        #expect(host.tap("Toggle inspector"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Properties") == nil)
        #expect(abs(try #require(host.find(text: "Document")?.frame).midX - 450) < 2)
    }

    @Test func theColumnTakesTheWidthItsContentAsksFor() throws {
        let host = ViewHost(Editor(width: 260), size: CGSize(width: 900, height: 500))
        host.advance(by: 0.1)
        let document = try #require(host.find(text: "Document")?.frame)
        #expect(abs(document.midX - (900 - 260) / 2) < 2, "\(document)")
        let tooWide = ViewHost(Editor(width: 1e300), size: CGSize(width: 900, height: 500))
        tooWide.advance(by: 0.1)
        #expect(abs(try #require(tooWide.find(text: "Document")?.frame).midX - (900 - 300) / 2) < 2, "kept ≤ max")
    }

    @Test func aCompactWindowShowsItAsASheetAndKeepsTheContentsState() throws {
        let host = ViewHost(Editor(), size: CGSize(width: 900, height: 600))
        #expect(host.tap("Edit"))
        host.resize(to: CGSize(width: 390, height: 600))
        host.advance(by: 0.6)
        #expect(host.presentedLines("Sheet").count == 1, "\(host.dump())")
        #expect(host.find(text: "Properties") != nil)
        #expect(host.find(text: "edits 1") != nil, "the content kept its state")
        #expect(host.press(.escape))
        host.advance(by: 0.6)
        #expect(host.find(text: "Properties") == nil)
        host.resize(to: CGSize(width: 900, height: 600))
        host.advance(by: 0.2)
        #expect(host.find(text: "Properties") == nil, "closing the sheet wrote isPresented")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func inspectorPictures(scheme: ColorScheme) throws {
        let host = ViewHost(Editor(), size: CGSize(width: 700, height: 300), colorScheme: scheme)
        host.advance(by: 0.1)
        try host.assertSnapshot(named: "inspector-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
