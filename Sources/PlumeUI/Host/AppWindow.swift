import Foundation
import PlumeStreams

/// One open window of a running app: which scene it belongs to, the value it presents, and the
/// root view its host mounts (the scene's content under the app's menu bar, with the window actions
/// in its environment).
///
/// Made by `AppSession` when a window opens; a window host (PlumeSDL, PlumeTesting's `AppHost`)
/// mounts `rootView` in a `ViewGraph` of its own and sets `graph`, so that every window has its own
/// graph, state and presentations while sharing the app's objects.
public final class AppWindow: Identifiable {
    /// The window's number in its session (1 for the first window opened, and so on).
    public let id: Int
    /// The scene the window belongs to.
    public let configuration: WindowConfiguration
    /// The root view to mount (set once, by the session, when the window opens).
    public internal(set) var rootView = AnyView(EmptyView())
    /// The graph the host mounted `rootView` in; diagnostics of the window's requests go there.
    public weak var graph: ViewGraph?
    /// Whether the window is open; closing it empties its root view, so that its views disappear
    /// (`onDisappear`, sheets and all) in the frame its host runs before dropping the graph.
    let lifecycle = WindowLifecycle()
    /// For a value-presenting window: the value it shows (updated when its content writes it).
    let presented: PresentedWindowValue?
    /// The position of the window's scene in `AppSession.scenes`.
    let sceneIndex: Int

    init(id: Int, sceneIndex: Int, configuration: WindowConfiguration, presented: PresentedWindowValue?) {
        self.id = id
        self.sceneIndex = sceneIndex
        self.configuration = configuration
        self.presented = presented
    }

    /// The sizes the window can be resized between, from its content and its scene's
    /// `windowResizability` (`.none` until the content is first laid out).
    public internal(set) var sizeLimits = WindowSizeLimits.none
    /// For a `DocumentGroup`'s window: its document and the dialogs and alerts about it.
    var documentController: DocumentWindowController?

    /// The window's title: its scene's, or for a document window the document's name ("*" while
    /// it has unsaved changes).
    @MainActor @preconcurrency public var title: String { documentController?.windowTitle ?? configuration.title }
    /// The identifier of the window's scene, nil when it has none.
    public var sceneID: String? { configuration.id }
    /// The value the window presents (`WindowGroup(for:)`), nil for other windows.
    public var presentedValue: AnyHashable? { presented?.value }
}

/// Whether an `AppWindow` is still open; its root view shows nothing once it is not.
final class WindowLifecycle: ObservableObject {
    @Published var isOpen = true
}

/// What a window system does for an `AppSession`: show, raise and close platform windows.
///
/// PlumeSDL's `SDLAppHost` opens SDL windows; PlumeTesting's `AppHost` makes a `ViewHost` per window.
public protocol AppWindowPresenter: AnyObject {
    /// Opens a window showing `window.rootView` (in a graph of its own) and sets `window.graph`.
    func showWindow(_ window: AppWindow)
    /// Brings `window` in front of the app's other windows and gives it the keyboard.
    func bringForward(_ window: AppWindow)
    /// Closes `window`: runs a last frame of its graph (its root view is empty by then, so its views
    /// disappear, sheets and all), then drops the graph.
    func closeWindow(_ window: AppWindow)
    /// Shows `window.title` again: it changed (a document window's file name or edited mark).
    func windowTitleChanged(_ window: AppWindow)
    /// Applies `window.sizeLimits`, which changed: the window can be resized only between them
    /// (a window outside them is resized to fit).
    func windowSizeLimitsChanged(_ window: AppWindow)
}

extension AppWindowPresenter {
    /// Window systems without titles have nothing to show.
    public func windowTitleChanged(_ window: AppWindow) {}
    /// Window systems whose windows cannot be resized have nothing to apply.
    public func windowSizeLimitsChanged(_ window: AppWindow) {}
}
