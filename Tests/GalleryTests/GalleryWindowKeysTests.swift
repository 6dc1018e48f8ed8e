import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("gallery window keys and rows") struct GalleryWindowKeysTests {
    private func browser(selection: String? = "min-stack") -> ViewHost {
        let window = GalleryBrowser.window(scenes: scenesWithAPlannedOne, selection: selection)
        return ViewHost(window.makeContent(), size: window.defaultSize ?? CGSize(width: 800, height: 600))
    }

    private func header(_ id: String) -> String {
        "\(id) · seed \(SceneRegistry.scene(id: id)?.seed ?? "")"
    }

    @Test func arrowKeysMoveTheSelectionAmongBuiltScenes() throws {
        let built = SceneRegistry.built.map(\.id)
        let index = try #require(built.firstIndex(of: "min-stack"))
        let host = browser()
        #expect(host.find(text: header("min-stack")) != nil)
        #expect(host.press(.down))
        #expect(host.find(text: header(built[index + 1])) != nil)
        #expect(host.press(.up))
        #expect(host.press(.up))
        #expect(host.find(text: header(built[index - 1])) != nil)
        // The ends stop the selection.
        let first = browser(selection: built[0])
        #expect(first.press(.up))
        #expect(first.find(text: header(built[0])) != nil)
    }

    @Test func clickingAPlannedRowSaysWhichIssueBuildsIt() throws {
        let host = browser()
        let planned = plannedScene
        #expect(!host.texts.contains { $0.contains("is not built yet (planned") })
        #expect(host.tap("scene-\(planned.id)"))
        let notice = try #require(host.texts.first { $0.contains("is not built yet (planned") })
        #expect(notice.hasPrefix(planned.id))
        #expect(notice.contains("issue \(planned.plannedIn ?? "later")"))
        #expect(host.find(text: "Push 5") != nil, "the selected scene stays")
        #expect(host.tap("scene-wave"))
        #expect(!host.texts.contains { $0.contains("is not built yet (planned") }, "selecting a built scene clears it")
    }

    @Test func longTitlesWrapInTheSidebarInsteadOfBeingCut() throws {
        let host = browser()
        let longest = try #require(SceneRegistry.all.max { $0.title.count < $1.title.count })
        let shortest = try #require(SceneRegistry.all.min { $0.title.count < $1.title.count })
        func sidebarFrame(_ title: String) throws -> CGRect {
            try #require(host.views.first { $0.text == title && $0.frame.maxX <= GalleryBrowser.sidebarWidth }).frame
        }
        let long = try sidebarFrame(longest.title)
        let short = try sidebarFrame(shortest.title)
        #expect(long.height > short.height * 1.5, "\(longest.title) is on one line: cut")
        #expect(long.maxX <= GalleryBrowser.sidebarWidth)
    }

    @Test func controlQQuitsTheWindow() {
        var quits = 0
        let host = ViewHost(
            GalleryWindow.quittable(AnyView(Text("scene"))) { quits += 1 }, size: CGSize(width: 200, height: 100))
        #expect(host.press("q", modifiers: .control))
        #expect(quits == 1)
        #expect(!host.press("w", modifiers: .control))
        #expect(quits == 1)
    }
}

@Suite("gallery window size") struct GalleryWindowSizeTests {
    private func pushButton(_ host: ViewHost) throws -> CGRect { try #require(host.find(text: "Push 5")).frame }

    @Test func theSceneFollowsTheWindowAndScrollsWhenTheWindowIsSmaller() throws {
        let window = GalleryBrowser.window(selection: "min-stack")
        let size = try #require(window.defaultSize)
        let host = ViewHost(window.makeContent(), size: size)
        let natural = try pushButton(host)
        // Larger: min-stack's centred buttons move to the middle of the larger scene.
        host.resize(to: CGSize(width: size.width + 400, height: size.height + 300))
        let larger = try pushButton(host)
        #expect(abs(larger.midX - natural.midX - 200) < 1)
        #expect(larger.midY > natural.midY + 100)
        // Smaller: the scene keeps its natural size and the detail scrolls to reach its lower part.
        host.resize(to: CGSize(width: GalleryBrowser.sidebarWidth + 300, height: 400))
        let small = try pushButton(host)
        #expect(
            host.scroll(at: CGPoint(x: GalleryBrowser.sidebarWidth + 150, y: 200), by: CGSize(width: 0, height: 200)))
        let scrolled = try pushButton(host)
        #expect(abs(scrolled.midY - (small.midY - 200)) < 1)
        #expect(
            host.scroll(at: CGPoint(x: GalleryBrowser.sidebarWidth + 150, y: 200), by: CGSize(width: 150, height: 0)))
        #expect(try pushButton(host).midX < scrolled.midX - 100)
    }
}
