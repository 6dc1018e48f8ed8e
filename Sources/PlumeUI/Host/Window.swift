import Foundation

/// A scene with exactly one window, as SwiftUI's `Window`: `openWindow(id:)` opens it, and asking
/// again while it is open brings that window forward instead of opening a second one.
///
/// ```swift
/// Window("Activity", id: "activity") { ActivityView() }
/// ```
/// As the app's first scene it opens at launch; otherwise it opens when asked. The Window menu
/// lists it while it is open.
public struct Window<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let title: String
    let id: String
    let content: () -> Content

    /// The window titled `title`, with the identifier `id`.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: title.plainText, id: id, content: content)
    }
    /// The window titled by a localized string key, with the identifier `id`.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.key, id: id, content: content)
    }
    /// The window titled `title`, with the identifier `id`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), id: id, content: content)
    }

    private init(title: String, id: String, content: () -> Content) {
        self.title = title
        self.id = id
        let made = content()
        self.content = { made }
    }

    /// Scenes never have their body called.
    public var body: Never { fatalError("Window is a primitive scene and has no body") }

    func addContents(to contents: inout SceneContents) {
        let content = self.content
        contents.windows.append(WindowConfiguration(title: title, id: id, kind: .window) { AnyView(content()) })
    }
}
