import Foundation
import PlumeTesting
import PlumeUI
import Testing

/// `@Environment(\.scenePhase)` with `onChange`, as apps save their work when a window goes away.
@Suite("Scene phase") struct ScenePhaseTests {
    private final class Saves { var count = 0 }

    private struct Editor: View {
        let saves: Saves
        @Environment(\.scenePhase) private var scenePhase
        var body: some View {
            Text("phase \(String(describing: scenePhase))")
                .onChange(of: scenePhase) { _, phase in
                    if phase != .active { saves.count += 1 }
                }
        }
    }

    @Test func theWindowsPhaseReachesTheViews() {
        let saves = Saves()
        let host = ViewHost(Editor(saves: saves), size: CGSize(width: 200, height: 100))
        #expect(host.find(text: "phase active") != nil)
        host.setScenePhase(.inactive)
        #expect(host.find(text: "phase inactive") != nil)
        host.setScenePhase(.background)
        #expect(host.find(text: "phase background") != nil)
        #expect(saves.count == 2)
        host.setScenePhase(.active)
        #expect(host.find(text: "phase active") != nil)
        #expect(saves.count == 2)
        #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
    }
}
