import CSDL2
import Foundation
import PlumeUI
import Testing

@testable import PlumeSDL

/// A tool window without a title bar, as macOS apps declare it (the probe's repro).
private struct ToolApp: App {
    var body: some Scene {
        WindowGroup("Main") { Text("Main") }
        Window("Inspector", id: "inspector") { Text("Inspector") }
            .windowStyle(.hiddenTitleBar)
            .defaultPosition(.topTrailing)
        Window("Log", id: "log") { Text("Log") }
            .windowStyle(.titleBar)
    }
}

@MainActor
@Suite struct WindowStyleTests {
    @Test func aHiddenTitleBarIsKeptForItsSceneOnly() {
        let windows = ToolApp().body.windowConfigurations
        #expect(windows.map(\.hidesTitleBar) == [false, true, false])
        #expect(windows[1].defaultPosition == .topTrailing)
    }

    @Test func aBorderlessWindowMovesFromItsTopStripAndResizesFromItsEdges() {
        let size: (width: Int32, height: Int32) = (400, 300)
        #expect(SDLWindow.hitArea(at: (200, 3), size: size) == SDL_HITTEST_DRAGGABLE, "the top edge moves it too")
        #expect(SDLWindow.hitArea(at: (200, 7), size: size) == SDL_HITTEST_DRAGGABLE, "the top strip moves it")
        #expect(SDLWindow.hitArea(at: (200, 150), size: size) == SDL_HITTEST_NORMAL, "the content takes presses")
        #expect(SDLWindow.hitArea(at: (200, 20), size: size) == SDL_HITTEST_NORMAL)
        #expect(SDLWindow.hitArea(at: (1, 1), size: size) == SDL_HITTEST_RESIZE_TOPLEFT)
        #expect(SDLWindow.hitArea(at: (399, 1), size: size) == SDL_HITTEST_RESIZE_TOPRIGHT)
        #expect(SDLWindow.hitArea(at: (1, 299), size: size) == SDL_HITTEST_RESIZE_BOTTOMLEFT)
        #expect(SDLWindow.hitArea(at: (399, 299), size: size) == SDL_HITTEST_RESIZE_BOTTOMRIGHT)
        #expect(SDLWindow.hitArea(at: (2, 150), size: size) == SDL_HITTEST_RESIZE_LEFT)
        #expect(SDLWindow.hitArea(at: (398, 150), size: size) == SDL_HITTEST_RESIZE_RIGHT)
        #expect(SDLWindow.hitArea(at: (200, 297), size: size) == SDL_HITTEST_RESIZE_BOTTOM)
    }
}
