import Foundation
import PlumeGraphics

/// One kind of window an app's scenes declare: its title, size, identifier, and how to build its
/// root view.
///
/// Made by `WindowGroup`, `Window` and `Settings`; read by window hosts through `AppSession` (or
/// `Scene.windowConfigurations`). A configuration made directly (the gallery's) is a window group.
public struct WindowConfiguration {
    /// What kind of scene declared a window, which decides how `openWindow` treats it.
    public enum Kind: Hashable, Sendable {
        /// `WindowGroup`: every `openWindow(id:)` opens another window.
        case windowGroup
        /// `Window`: one window; opening it again brings that window forward.
        case window
        /// `Settings`: the app's one settings window, opened by `openSettings` or the menu bar.
        case settings
    }

    /// The window's title.
    public var title: String
    /// The size in points the window opens at; nil lets the host choose (800 × 600 for PlumeSDL).
    public var defaultSize: CGSize?
    /// Builds the window's root view (called once per window, when it opens).
    public var makeContent: () -> AnyView
    /// The scene's identifier (`WindowGroup(id:)`, `Window(_:id:)`); nil when it has none.
    public var id: String?
    /// The kind of scene that declared the window.
    public var kind: Kind
    /// Where on the screen the window opens (`.center`, `.topLeading`…: the window's matching point
    /// at the screen's, within the usable area); nil lets the host choose (PlumeSDL centres the first
    /// window and sets each next one 24 points lower and to the right).
    public var defaultPosition: UnitPoint?
    /// Whether the menu bar offers the scene's own commands (File › New Window for a group, the
    /// Window menu's item for a `Window`); false after `.commandsRemoved()` or `.commandsReplaced`.
    public var hasSceneCommands = true
    /// How far the window can be resized (`.windowResizability`); `.automatic` by default.
    public var resizability = WindowResizability.automatic
    /// Whether the window has no title bar (`.windowStyle(.hiddenTitleBar)`); false by default.
    public var hidesTitleBar = false
    /// The type of value a value-presenting group shows (`WindowGroup(for:)`), nil otherwise.
    var presentedType: Any.Type?
    /// Builds the root of a value-presenting window around the value's storage (nil for others).
    var makePresentingContent: ((PresentedWindowValue) -> AnyView)?
    /// For a `DocumentGroup`: its document types and how to make its documents (nil for others).
    var documentScene: DocumentSceneDescription?

    /// A window titled `title`, `defaultSize` points large (nil: the host's default), showing
    /// what `makeContent` builds.
    public init(title: String, defaultSize: CGSize? = nil, makeContent: @escaping () -> AnyView) {
        self.title = title
        self.defaultSize = defaultSize
        self.makeContent = makeContent
        id = nil
        kind = .windowGroup
    }

    /// A window of `kind` with the scene identifier `id`.
    init(title: String, id: String?, kind: Kind, makeContent: @escaping () -> AnyView) {
        self.init(title: title, makeContent: makeContent)
        self.id = id
        self.kind = kind
    }

    /// Whether windows of this configuration present values of `type`.
    func presents(_ type: Any.Type) -> Bool { presentedType.map { $0 == type } ?? false }
}

/// The narrow protocol a window system implements to show Plume views (PlumeSDL's `SDLWindowHost`).
///
/// A host opens a window for the configuration, builds a `ViewGraph` for its content, feeds it the
/// window's events (pointer, hover, keys, text, scroll, resize), sets `graph.time` from a monotonic
/// clock, runs frames while `graph.hasPendingWork` and draws each frame's display list; it installs
/// its `Clipboard` on `graph.clipboard` and shows `graph.pointerStyle(at:)` as the cursor.
/// `run` returns when the user closes the window.
public protocol WindowHost: AnyObject {
    /// Opens `window` and handles its events and frames until it is closed.
    /// - Throws: when the window cannot be opened (no display, no video driver).
    func run(_ window: WindowConfiguration) throws
}
