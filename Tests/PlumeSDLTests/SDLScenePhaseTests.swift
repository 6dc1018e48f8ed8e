import CSDL2
import Foundation
import PlumeTesting
import PlumeUI
import Testing

@testable import PlumeSDL

/// The window's focus and minimise events set the scene phase its views read.
@MainActor
@Suite struct SDLScenePhaseTests {
    private struct Phase: View {
        @Environment(\.scenePhase) private var phase
        var body: some View { Text("phase \(String(describing: phase))") }
    }

    let host = ViewHost(Phase(), size: CGSize(width: 200, height: 100))
    let window = SDLWindowHost()

    private func windowEvent(_ id: SDL_WindowEventID) {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(id.rawValue)
        host.withGraph { graph in
            window.attach(graph, extraScale: 1)
            window.handle(event)
        }
        host.runFrame()
    }

    @Test func focusAndMinimisingMoveThePhase() {
        #expect(host.find(text: "phase active") != nil)
        windowEvent(SDL_WINDOWEVENT_FOCUS_LOST)
        #expect(host.find(text: "phase inactive") != nil)
        windowEvent(SDL_WINDOWEVENT_MINIMIZED)
        #expect(host.find(text: "phase background") != nil)
        windowEvent(SDL_WINDOWEVENT_FOCUS_LOST)
        #expect(host.find(text: "phase background") != nil, "a minimised window stays in the background")
        windowEvent(SDL_WINDOWEVENT_RESTORED)
        #expect(host.find(text: "phase active") != nil)
        windowEvent(SDL_WINDOWEVENT_FOCUS_LOST)
        windowEvent(SDL_WINDOWEVENT_FOCUS_GAINED)
        #expect(host.find(text: "phase active") != nil)
    }
}
