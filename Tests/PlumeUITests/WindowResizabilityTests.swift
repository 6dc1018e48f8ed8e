import Foundation
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

/// A window whose content can be 300…600 × 200…400 points, resizable as its content allows.
private struct PanelApp: App {
    var body: some Scene {
        WindowGroup("Panel") {
            Text("Panel").frame(minWidth: 300, maxWidth: 600, minHeight: 200, maxHeight: 400)
        }
        .windowResizability(.contentSize)
        .defaultSize(width: 500, height: 300)
    }
}

/// The same content under the default (`.automatic`: its minimum only), with a second scene so the
/// windows show the menu bar, and settings sized by their content.
private struct ToolApp: App {
    var body: some Scene {
        WindowGroup("Tool") {
            Text("Tool").frame(minWidth: 300, maxWidth: 600, minHeight: 200, maxHeight: 400)
        }
        Settings { Text("Preferences").frame(width: 320, height: 180) }
    }
}

/// Content whose minimum grows when a toggle asks for more room.
private struct GrowingApp: App {
    var body: some Scene {
        WindowGroup("Growing") { GrowingContent() }
            .windowResizability(.contentMinSize)
    }
}

private struct GrowingContent: View {
    @State private var wide = false
    var body: some View {
        VStack {
            Button(wide ? "Narrow" : "Widen") { wide.toggle() }
        }
        .frame(minWidth: wide ? 700 : 200, minHeight: 150)
    }
}

@Suite("Window resizability") struct WindowResizabilityTests {
    @Test func contentSizeKeepsTheWindowBetweenTheContentsLimits() throws {
        let app = AppHost(PanelApp.self)
        let window = try #require(app.window(titled: "Panel"))
        #expect(window.size == CGSize(width: 500, height: 300), "the window opens at its default size")
        let limits = app.session.windows[0].sizeLimits
        #expect(
            limits
                == WindowSizeLimits(minimum: CGSize(width: 300, height: 200), maximum: CGSize(width: 600, height: 400)))
        window.resize(to: CGSize(width: 100, height: 100))
        #expect(window.size == CGSize(width: 300, height: 200))
        window.resize(to: CGSize(width: 2000, height: 1000))
        #expect(window.size == CGSize(width: 600, height: 400))
        window.resize(to: CGSize(width: CGFloat.nan, height: 350))
        #expect(window.size.height == 350)
        #expect(window.find(text: "Panel") != nil)
    }

    @Test func automaticLimitsOnlyTheMinimumAndCountsTheMenuBar() throws {
        let app = AppHost(ToolApp.self)
        let window = try #require(app.window(titled: "Tool"))
        let limits = app.session.windows[0].sizeLimits
        #expect(limits.minimum == CGSize(width: 300, height: 200 + MenuBarView.height))
        #expect(limits.maximum.width.isInfinite && limits.maximum.height.isInfinite)
        window.resize(to: CGSize(width: 200, height: 100))
        #expect(window.size == CGSize(width: 300, height: 228))
        window.resize(to: CGSize(width: 1500, height: 1200))
        #expect(window.size == CGSize(width: 1500, height: 1200))

        // Settings use the content's size both ways.
        #expect(window.press(",", modifiers: .control))
        let settings = try #require(app.window(titled: "Settings"))
        settings.runFrame()
        #expect(app.session.windows.last?.sizeLimits.maximum == CGSize(width: 320, height: 180 + MenuBarView.height))
        settings.resize(to: CGSize(width: 900, height: 900))
        #expect(settings.size == CGSize(width: 320, height: 208))
    }

    @Test func theLimitsFollowTheContent() throws {
        let app = AppHost(GrowingApp.self, size: CGSize(width: 400, height: 300))
        let window = try #require(app.window(titled: "Growing"))
        window.resize(to: CGSize(width: 250, height: 160))
        #expect(window.size == CGSize(width: 250, height: 160))
        #expect(window.tap("Widen"))
        window.runFrame()
        #expect(window.size.width == 700, "a window narrower than its content's new minimum grows")
        window.resize(to: CGSize(width: 500, height: 300))
        #expect(window.size.width == 700)
    }
}
