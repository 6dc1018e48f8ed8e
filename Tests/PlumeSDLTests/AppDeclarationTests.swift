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
        Settings { Text("Prefs") }
    }
}

@Suite struct AppDeclarationTests {
    @Test func severalScenesKeepTheirOrderKindsAndIdentifiers() throws {
        let windows = DeskApp().body.windowConfigurations
        #expect(windows.map(\.title) == ["Main", "Item", "Log", "Settings"])
        #expect(windows.map(\.id) == ["main", "item", "log", "plume.settings"])
        #expect(windows.map(\.kind) == [.windowGroup, .windowGroup, .window, .settings])
        #expect(windows[2].defaultSize == CGSize(width: 300, height: 200))
        #expect(windows[0].defaultSize == nil, "a scene modifier sizes only its scene")
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
