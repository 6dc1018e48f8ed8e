import Foundation
import PlumeGraphics
import PlumeTesting
import PlumeUI
import Testing

/// `ToolbarCommands` used as a person uses it: open View, choose Hide Toolbar, then Show Toolbar.
@MainActor
@Suite("Toolbar commands")
struct ToolbarCommandsTests {
    private struct ShelvesApp: App {
        var body: some Scene {
            WindowGroup("Shelves") {
                NavigationStack {
                    List {
                        Text("Fiction")
                        Text("Poetry")
                    }
                    .navigationTitle("All shelves")
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) { Button("Add Shelf") {} }
                        ToolbarItem(placement: .bottomBar) { Text("2 shelves") }
                    }
                }
            }
            .commands { ToolbarCommands() }
        }
    }

    @Test func theViewMenuHidesAndShowsTheBars() throws {
        let app = AppHost(ShelvesApp.self, size: CGSize(width: 600, height: 500))
        let window = try #require(app.window(titled: "Shelves"))
        #expect(window.find(text: "All shelves") != nil)
        #expect(window.find(text: "2 shelves") != nil)
        let fiction = try #require(window.find(text: "Fiction")?.frame)
        #expect(window.choose("Hide Toolbar", fromMenu: "View"))
        #expect(window.find(text: "All shelves") == nil)
        #expect(window.find(text: "Add Shelf") == nil)
        #expect(window.find(text: "2 shelves") == nil)
        let raised = try #require(window.find(text: "Fiction")?.frame)
        #expect(raised.minY < fiction.minY, "the list moves up into the bar's place")
        #expect(window.choose("Show Toolbar", fromMenu: "View"))
        #expect(window.find(text: "All shelves") != nil)
        #expect(window.find(text: "2 shelves") != nil)
        #expect(window.find(text: "Fiction")?.frame == fiction)
    }
}
