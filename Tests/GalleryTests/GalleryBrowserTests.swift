import Foundation
import Gallery
import Plume
import PlumeTesting
import Testing

@Suite("gallery browser") struct GalleryBrowserTests {
    private func browser(selection: String? = "min-stack") -> ViewHost {
        let window = GalleryBrowser.window(scenes: scenesWithAPlannedOne, selection: selection)
        return ViewHost(window.makeContent(), size: window.defaultSize ?? CGSize(width: 800, height: 600))
    }

    /// Scrolls the sidebar down (long titles wrap, so the lower rows start below the window).
    private func scrollSidebar(_ host: ViewHost) {
        _ = host.scroll(at: CGPoint(x: GalleryBrowser.sidebarWidth / 2, y: 300), by: CGSize(width: 0, height: 300))
    }

    @Test func sidebarListsEveryBuiltSceneWithItsTitle() {
        let host = browser()
        for scene in SceneRegistry.built {
            #expect(host.find(text: scene.title) != nil, "sidebar misses \(scene.id)")
            #expect(host.find(text: scene.id) != nil, "sidebar misses the id of \(scene.id)")
        }
    }

    @Test func plannedScenesAreListedAsNotBuilt() throws {
        let host = browser()
        let planned = plannedScene
        #expect(host.find(text: "\(planned.id) — not built yet (\(planned.plannedIn ?? "later"))") != nil)
    }

    @Test func theSelectedSceneRunsOnTheRight() throws {
        let host = browser()
        let button = try #require(host.find(text: "Push 5"))
        #expect(button.frame.minX > GalleryBrowser.sidebarWidth)
        #expect(host.find(text: "Second longer") == nil)
    }

    @Test func clickingASidebarEntrySwitchesScenes() throws {
        let host = browser()
        scrollSidebar(host)
        #expect(host.tap("scene-equal-width"))
        #expect(host.find(text: "Second longer") != nil)
        #expect(host.find(text: "Push 5") == nil)
        // The new scene is live: its views are on the right of the sidebar.
        let bubble = try #require(host.find(text: "First"))
        #expect(bubble.frame.minX > GalleryBrowser.sidebarWidth)
    }

    @Test func clickingAPlannedSceneChangesNothing() throws {
        let host = browser()
        let planned = plannedScene
        #expect(host.tap("scene-\(planned.id)"))
        #expect(host.find(text: "Push 5") != nil)
    }

    @Test func aSceneStartsFreshWhenSelectedAgain() throws {
        let host = browser()
        #expect(host.tap("Push 5"))
        #expect(host.find(text: "5") != nil)
        scrollSidebar(host)
        #expect(host.tap("scene-equal-width"))
        _ = host.scroll(at: CGPoint(x: GalleryBrowser.sidebarWidth / 2, y: 300), by: CGSize(width: 0, height: -300))
        #expect(host.tap("scene-min-stack"))
        #expect(host.find(text: "Push 5") != nil, "min-stack is selected again")
        // min-stack's stack is empty again: "Pop" is disabled and no "5" row is shown.
        #expect(host.find(text: "5") == nil)
    }

    @Test func singleSceneWindowIsTitledWithTheId() throws {
        let window = GalleryBrowser.window()
        #expect(window.title == "Plume gallery")
        let size = try #require(window.defaultSize)
        #expect(size.width >= GalleryBrowser.sidebarWidth + 390)
    }
}
