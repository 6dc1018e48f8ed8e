import Foundation
import PlumeGraphics
import PlumeTesting
import PlumeUI
import Testing

/// `SidebarCommands` used as a person uses it: open View, choose Hide Sidebar, press F9.
@MainActor
@Suite("Sidebar commands")
struct SidebarCommandsTests {
    private struct LibraryApp: App {
        var body: some Scene {
            WindowGroup("Library") {
                NavigationSplitView {
                    List {
                        Text("Fiction")
                        Text("Poetry")
                    }
                } detail: {
                    Text("Pick a shelf")
                }
            }
            .commands { SidebarCommands() }
        }
    }

    /// Whether View shows `item` (the menu is closed again afterwards).
    private func viewMenuShows(_ item: String, in window: ViewHost) -> Bool {
        guard window.tap("View") else { return false }
        window.advance(by: 0.3)
        let shown = window.find(text: item) != nil
        _ = window.press(.escape)
        window.advance(by: 0.3)
        return shown
    }

    @Test func theViewMenuHidesAndShowsTheSidebar() throws {
        let app = AppHost(LibraryApp.self, size: CGSize(width: 900, height: 600))
        let window = try #require(app.window(titled: "Library"))
        let before = try #require(window.find(text: "Pick a shelf")?.frame)
        #expect(window.choose("Hide Sidebar", fromMenu: "View"))
        let hidden = try #require(window.find(text: "Pick a shelf")?.frame)
        #expect(hidden.midX < before.midX - 100)
        #expect(viewMenuShows("Show Sidebar", in: window))
        #expect(window.choose("Show Sidebar", fromMenu: "View"))
        let shown = try #require(window.find(text: "Pick a shelf")?.frame)
        #expect(abs(shown.midX - before.midX) < 0.5)
    }

    @Test func f9TogglesTheSidebarWithTheMenusClosed() throws {
        let app = AppHost(LibraryApp.self, size: CGSize(width: 900, height: 600))
        let window = try #require(app.window(titled: "Library"))
        let before = try #require(window.find(text: "Pick a shelf")?.frame)
        #expect(window.press(.function(9)))
        window.advance(by: 0.5)
        #expect(try #require(window.find(text: "Pick a shelf")?.frame).midX < before.midX - 100)
        #expect(window.press(.function(9)))
        window.advance(by: 0.5)
        #expect(abs(try #require(window.find(text: "Pick a shelf")?.frame).midX - before.midX) < 0.5)
    }

    @Test func aCollapsedSplitViewLeavesTheItemDisabled() throws {
        let app = AppHost(LibraryApp.self, size: CGSize(width: 420, height: 600))
        let window = try #require(app.window(titled: "Library"))
        #expect(window.find(text: "Fiction") != nil)
        _ = window.choose("Hide Sidebar", fromMenu: "View")
        // Collapsed into one stack, the sidebar is the page shown; the item did nothing.
        #expect(window.find(text: "Fiction") != nil)
    }
}
