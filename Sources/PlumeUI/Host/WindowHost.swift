import Foundation
import PlumeGraphics

/// One window an app's scenes ask for: its title, its size and how to build its root view.
///
/// Made by `WindowGroup`; read by window hosts through `Scene.windowConfigurations`.
public struct WindowConfiguration {
    /// The window's title.
    public var title: String
    /// The size in points the window opens at; nil lets the host choose (800 × 600 for PlumeSDL).
    public var defaultSize: CGSize?
    /// Builds the window's root view (called once, when the window opens).
    public var makeContent: () -> AnyView

    /// A window titled `title`, `defaultSize` points large (nil: the host's default), showing
    /// what `makeContent` builds.
    public init(title: String, defaultSize: CGSize? = nil, makeContent: @escaping () -> AnyView) {
        self.title = title
        self.defaultSize = defaultSize
        self.makeContent = makeContent
    }
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
