import Foundation
import PlumeGraphics
import PlumeUI

/// Runs a whole app headless for tests: its `AppSession` opens windows, each a `ViewHost` of its own
/// (own graph, state and presentations; the app's objects shared), that a test uses like a person.
///
/// ```swift
/// let app = AppHost(NotesApp.self)                // the launch window is open
/// let main = try #require(app.window(titled: "Notes"))
/// main.tap("Open Inspector")                      // a button calling openWindow(id: "inspector")
/// let inspector = try #require(app.window(titled: "Inspector"))
/// main.press("n", modifiers: .control)            // a menu bar command's shortcut
/// app.settle()                                    // every window catches up with shared state
/// ```
/// Windows open at their scene's `defaultSize`, or `size`. Time moves only with `advance(by:)`,
/// which moves every window's clock. `session.diagnostics` lists requests that opened nothing.
public final class AppHost: AppWindowPresenter {
    /// The app's windows and scenes.
    public let session: AppSession
    /// The size of windows whose scene sets none.
    public let size: CGSize
    /// The color scheme every window is drawn in.
    public let colorScheme: ColorScheme
    /// Pixels per point when rendering.
    public let scale: CGFloat
    private var hosts: [(window: AppWindow, host: ViewHost)] = []

    /// Starts `app`: makes it, reads its scenes and opens the launch window, then `urls` as if the
    /// app was started with them (see `AppSession.start(opening:)`).
    public convenience init<A: App>(
        _ app: A.Type, size: CGSize = CGSize(width: 640, height: 480), colorScheme: ColorScheme = .light,
        scale: CGFloat = 1, opening urls: [URL] = []
    ) {
        self.init(
            session: MainThread.run { AppSession(app) }, size: size, colorScheme: colorScheme, scale: scale,
            opening: urls)
    }

    /// Starts the app of `session` (its launch window opens, then `urls`).
    public init(
        session: AppSession, size: CGSize, colorScheme: ColorScheme = .light, scale: CGFloat = 1,
        opening urls: [URL] = []
    ) {
        self.session = session
        self.size = size
        self.colorScheme = colorScheme
        self.scale = scale
        session.presenter = self
        MainThread.run { session.start(opening: urls) }
    }

    /// The open windows' hosts, frontmost last.
    public var windows: [ViewHost] { session.windows.compactMap(host(for:)) }
    /// The titles of the open windows, frontmost last.
    public var windowTitles: [String] { session.windows.map(\.title) }
    /// The frontmost window's host.
    public var frontmost: ViewHost? { session.windows.last.flatMap(host(for:)) }

    /// The host of the frontmost open window titled `title`, or nil (printing the open titles).
    public func window(titled title: String) -> ViewHost? {
        guard let window = session.windows.last(where: { $0.title == title }) else {
            FileHandle.standardError.write(
                Data("AppHost.window(titled: \"\(title)\"): no such window; open: \(windowTitles)\n".utf8))
            return nil
        }
        return host(for: window)
    }

    /// The host showing `window`, nil once it is closed.
    public func host(for window: AppWindow) -> ViewHost? { hosts.first { $0.window === window }?.host }

    /// Closes the window `host` shows, as its title bar's close button does (its views disappear,
    /// sheets and all; a document with unsaved changes asks first and stays open while it asks).
    /// Returns false when that window is not open.
    @discardableResult
    public func closeWindow(_ host: ViewHost) -> Bool {
        guard let window = hosts.first(where: { $0.host === host })?.window else { return false }
        MainThread.run { session.requestClose(window) }
        return true
    }

    /// Moves every window's clock forward by `seconds` (window by window, in opening order).
    public func advance(by seconds: TimeInterval) {
        for host in hosts.map(\.host) { host.advance(by: seconds) }
    }

    /// Runs a frame in every window whose views have work (shared objects changed elsewhere).
    public func settle() {
        for host in hosts.map(\.host) {
            host.runFrame()
            host.settle()
        }
    }

    public func showWindow(_ window: AppWindow) {
        let host = ViewHost(
            window.rootView, size: window.configuration.defaultSize ?? size, colorScheme: colorScheme, scale: scale)
        window.graph = host.graph
        hosts.append((window, host))
        // The first frame measured the content before the host was listed here.
        host.sizeLimits = window.sizeLimits
    }

    public func bringForward(_ window: AppWindow) {}

    public func windowSizeLimitsChanged(_ window: AppWindow) {
        host(for: window)?.sizeLimits = window.sizeLimits
    }

    public func closeWindow(_ window: AppWindow) {
        guard let index = hosts.firstIndex(where: { $0.window === window }) else { return }
        let host = hosts.remove(at: index).host
        host.runFrame()
        host.settle()
    }
}

extension AppHost {
    /// The app is asked to open `url` (see `AppSession.open(_:)`): the frontmost window's
    /// `onOpenURL` handlers take it, or another window's. Every window then catches up.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        let taken = MainThread.run { session.open(url) }
        settle()
        return taken
    }
}
