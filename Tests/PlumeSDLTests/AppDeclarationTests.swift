import CSDL2
import Foundation
import PlumeUI
import Testing

@testable import PlumeSDL

/// A user's app, written as in SwiftUI (its `main()` comes from `import Plume`; see the umbrella).
private struct NotesApp: App {
    var body: some Scene {
        WindowGroup("Notes") { Text("Hello") }
            .defaultSize(width: 480, height: 320)
    }
}

/// A scene made of another scene's body.
private struct MainScene: Scene {
    var body: some Scene { WindowGroup { Text("Inner") } }
}

private struct NestedApp: App {
    var body: some Scene { MainScene() }
}

/// An app with several scenes, as a macOS SwiftUI app declares them.
private struct DeskApp: App {
    var body: some Scene {
        WindowGroup("Main", id: "main") { Text("Main") }
            .commands { CommandMenu("Tools") { Button("Run") {} } }
        WindowGroup("Item", id: "item", for: Int.self) { $item in Text("Item \(item ?? 0)") }
        Window("Log", id: "log") { Text("Log") }
            .defaultSize(width: 300, height: 200)
            .defaultPosition(.topTrailing)
        Settings { Text("Prefs") }
    }
}

@MainActor
@Suite struct AppDeclarationTests {
    @Test func severalScenesKeepTheirOrderKindsAndIdentifiers() throws {
        let windows = DeskApp().body.windowConfigurations
        #expect(windows.map(\.title) == ["Main", "Item", "Log", "Settings"])
        #expect(windows.map(\.id) == ["main", "item", "log", "plume.settings"])
        #expect(windows.map(\.kind) == [.windowGroup, .windowGroup, .window, .settings])
        #expect(windows[2].defaultSize == CGSize(width: 300, height: 200))
        #expect(windows[0].defaultSize == nil, "a scene modifier sizes only its scene")
    }

    @Test func defaultPositionsAreKeptAndClamped() throws {
        let windows = DeskApp().body.windowConfigurations
        #expect(windows[2].defaultPosition == .topTrailing)
        #expect(windows[0].defaultPosition == nil)
        let odd = WindowGroup("X") { Text("x") }.defaultPosition(UnitPoint(x: -3, y: .nan))
        #expect(odd.windowConfigurations.first?.defaultPosition == UnitPoint(x: 0, y: 0.5))
    }

    @Test func windowsArePlacedInTheUsableArea() {
        let screen = SDL_Rect(x: 0, y: 30, w: 1000, h: 800)
        let size: (width: Int32, height: Int32) = (400, 300)
        let centered = SDLWindow.origin(of: size, placement: .centered(offset: 0), in: screen)
        #expect(centered.x == 300 && centered.y == 280)
        let next = SDLWindow.origin(of: size, placement: .centered(offset: 24), in: screen)
        #expect(next.x == 324 && next.y == 304, "each next window 24 lower and to the right")
        let corner = SDLWindow.origin(of: size, placement: .at(x: 1, y: 0), in: screen)
        #expect(corner.x == 600 && corner.y == 30, ".topTrailing")
        let huge = SDLWindow.origin(of: (2000, 2000), placement: .centered(offset: 24), in: screen)
        #expect(huge.x == 0 && huge.y == 30, "a window larger than the screen goes to its top-left")
    }

    @Test func theSessionOpensTheFirstSceneAndShowsAMenuBar() throws {
        let session = AppSession(DeskApp.self)
        #expect(session.appName == "Desk")
        #expect(session.showsMenuBar)
        let first = try #require(session.start())
        #expect(first.title == "Main")
        #expect(session.windows.map(\.title) == ["Main"])
        #expect(!AppSession(NotesApp.self).showsMenuBar, "one group and no commands: the window as before")
    }

    @Test func sdlEventsAreRoutedByTheirWindow() {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.windowID = 7
        #expect(SDLAppHost.windowID(of: event) == 7)
        event = SDL_Event()
        event.type = SDL_MOUSEBUTTONDOWN.rawValue
        event.button.windowID = 3
        #expect(SDLAppHost.windowID(of: event) == 3)
        event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        #expect(SDLAppHost.windowID(of: event) == nil)
    }

    @Test func windowGroupDeclaresOneTitledWindow() throws {
        let windows = NotesApp().body.windowConfigurations
        #expect(windows.count == 1)
        let window = try #require(windows.first)
        #expect(window.title == "Notes")
        #expect(window.defaultSize == CGSize(width: 480, height: 320))
    }

    @Test func nestedScenesAreResolvedToTheirWindow() throws {
        let window = try #require(NestedApp().body.windowConfigurations.first)
        #expect(window.title == ProcessInfo.processInfo.processName)
        #expect(window.defaultSize == nil)
    }

    @Test func invalidDefaultSizesAreIgnored() throws {
        let group = WindowGroup("X") { Text("x") }.defaultSize(width: .nan, height: -4)
        #expect(try #require(group.windowConfigurations.first).defaultSize == nil)
    }
}
