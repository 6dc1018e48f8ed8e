import Foundation
import PlumeUI
import Testing

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

@Suite struct AppDeclarationTests {
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
