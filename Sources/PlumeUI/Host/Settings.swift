import Foundation

/// The app's settings window, as SwiftUI's `Settings` scene: opened by `@Environment(\.openSettings)`
/// or the menu bar's "Settings…" item (Edit menu, Control-Comma), one window at most.
///
/// ```swift
/// Settings { SettingsView() }
/// ```
/// Differs from Apple's: on Linux it is an ordinary window titled "Settings" (with the app's menu
/// bar), not a panel of the application menu.
public struct Settings<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: () -> Content

    /// The settings window showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        let made = content()
        self.content = { made }
    }

    /// Scenes never have their body called.
    public var body: Never { fatalError("Settings is a primitive scene and has no body") }

    /// The scene identifier the session gives the settings window.
    static var sceneID: String { WindowConfiguration.settingsID }

    func addContents(to contents: inout SceneContents) {
        let content = self.content
        contents.windows.append(
            WindowConfiguration(title: "Settings", id: Self.sceneID, kind: .settings) { AnyView(content()) })
    }
}

extension WindowConfiguration {
    /// The identifier of the `Settings` scene's window.
    static let settingsID = "plume.settings"
}
