import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

/// The gallery holds every system of the tutorials (GALLERY.md's 36 scenes, and the app-structure
/// `notes` scene), each built; a scene still planned is refused with the issue that builds it.
@Suite("gallery registry") struct GalleryRegistryTests {
    @Test func everySceneIsBuiltAndListedAsSuch() {
        #expect(SceneRegistry.all.filter { $0.seed != "app" }.count == 36)
        #expect(SceneRegistry.all.allSatisfy { $0.isBuilt })
        #expect(Set(SceneRegistry.all.map(\.id)).count == SceneRegistry.all.count, "ids are unique")
        let listed = runGallery(["list"])
        #expect(listed.status == 0)
        #expect(listed.output.last == "\(SceneRegistry.all.count) of \(SceneRegistry.all.count) scenes built")
        #expect(!listed.output.contains { $0.contains("not built yet") })
    }

    @Test func aPlannedSceneIsRefusedWithItsIssue() {
        #expect(!plannedScene.isBuilt)
        #expect(plannedScene.make(on: .virtual(TestScheduler())) == nil)
        #expect {
            _ = try GalleryRenderer.host(for: plannedScene)
        } throws: { error in
            "\(error)".contains("not built yet") && "\(error)".contains("issue 14")
        }
    }
}
