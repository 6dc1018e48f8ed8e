import Foundation
import PlumeGraphics

/// A scene that shows its content in a window with a title, as SwiftUI's `WindowGroup`.
///
/// ```swift
/// @main
/// struct NotesApp: App {
///     var body: some Scene {
///         WindowGroup("Notes") { ContentView() }
///             .defaultSize(width: 480, height: 640)
///     }
/// }
/// ```
/// Differs from SwiftUI: the group opens exactly one window (there is no "New Window" command), and
/// closing it ends the app.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let title: String
    let size: CGSize?
    let content: () -> Content

    /// A window titled `title` showing `content`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.title = String(title)
        self.size = nil
        self.content = content
    }

    /// A window titled with the program's name, showing `content`.
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.title = ProcessInfo.processInfo.processName
        self.size = nil
        self.content = content
    }

    private init(title: String, size: CGSize?, content: @escaping () -> Content) {
        self.title = title
        self.size = size
        self.content = content
    }

    /// The window's size in points when it opens, as SwiftUI's `defaultSize(width:height:)` scene
    /// modifier. Sides that are not finite and positive are ignored (the host's default size is used).
    public func defaultSize(width: CGFloat, height: CGFloat) -> WindowGroup {
        let valid = width.isFinite && height.isFinite && width > 0 && height > 0
        return WindowGroup(title: title, size: valid ? CGSize(width: width, height: height) : size, content: content)
    }

    /// Scenes never have their body called.
    public var body: Never { fatalError("WindowGroup is a primitive scene and has no body") }

    var windowConfigurations: [WindowConfiguration] {
        let content = self.content
        return [WindowConfiguration(title: title, defaultSize: size) { AnyView(content()) }]
    }
}
