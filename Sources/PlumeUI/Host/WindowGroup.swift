import Foundation
import PlumeGraphics

/// A scene that shows its content in windows with a title, as SwiftUI's `WindowGroup`: every
/// `openWindow(id:)` (and the File menu's "New Window" for the app's first group) opens another
/// window with its own state.
///
/// ```swift
/// @main
/// struct NotesApp: App {
///     var body: some Scene {
///         WindowGroup("Notes") { ContentView() }
///             .defaultSize(width: 480, height: 640)
///         WindowGroup("Note", id: "note", for: Note.ID.self) { $id in NoteView(id: id) }
///     }
/// }
/// ```
/// The app's first window scene opens one window at launch; the others open when asked
/// (`@Environment(\.openWindow)`). Differs from SwiftUI: windows are not restored at launch, and
/// closing the last window ends the app (as on Linux desktops).
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let title: String
    let id: String?
    let content: () -> Content
    /// For a value-presenting group (`WindowGroup(for:)`): the value's type and the window maker.
    var presented: PresentedScene?

    /// Windows titled `title` showing `content`.
    public init(_ title: Text, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: title.plainText, id: nil, content: content)
    }
    /// Windows titled by a localized string key showing `content`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: titleKey.key, id: nil, content: content)
    }
    /// Windows titled `title` showing `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: String(title), id: nil, content: content)
    }
    /// Windows titled with the program's name, showing `content`.
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.init(title: ProcessInfo.processInfo.processName, id: nil, content: content)
    }
    /// Windows titled with the program's name, each showing what `makeContent` builds for it.
    @_disfavoredOverload
    public init(@ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title: ProcessInfo.processInfo.processName, id: nil, content: makeContent)
    }
    /// Windows titled `title`, each showing what `makeContent` builds for it.
    @_disfavoredOverload
    public init(_ title: Text, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title: title.plainText, id: nil, content: makeContent)
    }
    /// Windows with the identifier `id` (what `openWindow(id:)` names), titled with the program's name.
    public init(id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: ProcessInfo.processInfo.processName, id: id, content: content)
    }
    /// Windows titled `title` with the identifier `id`.
    public init(_ title: Text, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: title.plainText, id: id, content: content)
    }
    /// Windows titled by a localized string key with the identifier `id`.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: titleKey.key, id: id, content: content)
    }
    /// Windows titled `title` with the identifier `id`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: String(title), id: id, content: content)
    }

    init(title: String, id: String?, content: @escaping () -> Content) {
        self.title = title
        self.id = id
        self.content = content
        presented = nil
    }

    /// Scenes never have their body called.
    public var body: Never { fatalError("WindowGroup is a primitive scene and has no body") }

    func addContents(to contents: inout SceneContents) {
        let content = self.content
        var window = WindowConfiguration(title: title, id: id, kind: .windowGroup) { AnyView(content()) }
        window.presentedType = presented?.type
        window.makePresentingContent = presented?.make
        contents.windows.append(window)
    }
}

/// What a value-presenting `WindowGroup` adds to its window: the value's type and how to build a
/// window around one value's storage.
struct PresentedScene {
    let type: Any.Type
    let make: (PresentedWindowValue) -> AnyView
}
