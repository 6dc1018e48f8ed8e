import Foundation
import PlumeTesting
import PlumeUI
import Testing

/// `@SceneStorage` as apps keep a window's selection and drafts: the value outlives the view that
/// wrote it, and each window has its own.
@Suite("Scene storage") struct SceneStorageTests {
    private enum Pane: String { case inbox, archive }

    private struct Draft: View {
        @SceneStorage("draft") private var draft: String?
        @SceneStorage("count") private var count = 0
        @SceneStorage("pane") private var pane = Pane.inbox
        var body: some View {
            VStack {
                Text("draft \(draft ?? "none"), count \(count), pane \(pane.rawValue)")
                Button("Write") {
                    draft = "Dear Ann"
                    count += 1
                    pane = .archive
                }
                Button("Clear") { draft = nil }
            }
        }
    }

    private struct Window: View {
        @State private var showsEditor = true
        var body: some View {
            VStack {
                if showsEditor { Draft() } else { Text("Elsewhere") }
                Button("Toggle") { showsEditor.toggle() }
                Reader()
            }
        }
    }

    private struct Reader: View {
        @SceneStorage("count") private var count = 0
        var body: some View { Text("reader sees \(count)") }
    }

    @Test func aValueOutlivesItsViewAndReachesOtherReaders() {
        let host = ViewHost(Window(), size: CGSize(width: 400, height: 300))
        #expect(host.find(text: "draft none, count 0, pane inbox") != nil)
        #expect(host.tap("Write"))
        #expect(host.find(text: "draft Dear Ann, count 1, pane archive") != nil)
        #expect(host.find(text: "reader sees 1") != nil, "another view of the window shows the write")
        #expect(host.tap("Toggle"))
        #expect(host.find(text: "Elsewhere") != nil)
        #expect(host.tap("Toggle"))
        #expect(host.find(text: "draft Dear Ann, count 1, pane archive") != nil, "the editor came back to its values")
        #expect(host.tap("Clear"))
        #expect(host.find(text: "draft none, count 1, pane archive") != nil)
    }

    @Test func eachWindowHasItsOwnValues() {
        let first = ViewHost(Window(), size: CGSize(width: 400, height: 300))
        let second = ViewHost(Window(), size: CGSize(width: 400, height: 300))
        #expect(first.tap("Write"))
        #expect(first.find(text: "reader sees 1") != nil)
        #expect(second.find(text: "reader sees 0") != nil)
    }
}
