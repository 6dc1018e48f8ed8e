import Foundation
import PlumeStreams

/// A running app's windows: the scenes its body declares, the windows open now, and what opens and
/// closes them (the `openWindow`, `dismissWindow` and `openSettings` actions and the menu bar).
///
/// A window host makes one from the app and gives it an `AppWindowPresenter`:
/// ```swift
/// let session = AppSession(NotesApp.self)
/// session.presenter = host
/// session.start()                 // opens the first window scene's window
/// ```
/// Each window gets its own root view (the scene's content under the menu bar), mounted by the host
/// in a graph of its own; the app's `@StateObject`s are made once and shared by every window.
/// Requests that cannot be met (an unknown identifier, a value no scene presents, `openSettings`
/// without a `Settings` scene) open nothing and are reported in `diagnostics` and in the asking
/// window's graph. Closing the last window leaves `windows` empty: hosts then end the app.
@MainActor @preconcurrency
public final class AppSession: ObservableObject {
    /// The window scenes the app declares, in order.
    public let scenes: [WindowConfiguration]
    /// The menu bar commands the app declares: each evaluates its commands' bodies in an environment.
    private let commandMakers: [(EnvironmentValues) -> [CommandItem]]
    /// The app's name, shown in the menu bar's "Quit" item.
    public let appName: String
    /// The open windows, frontmost last.
    @Published public internal(set) var windows: [AppWindow] = []
    /// Problems with requests, in order.
    public private(set) var diagnostics: [String] = []
    /// The window system that shows the windows (weak: the host owns the session).
    public weak var presenter: AppWindowPresenter?
    var nextNumber = 1
    /// The number the next untitled document's name gets ("Untitled", then "Untitled 2"…).
    var nextUntitledNumber = 1
    /// The folder of the document last opened or saved: where document dialogs open next.
    var lastDocumentFolder: URL?

    /// The session of `app`'s scenes: makes the app (its `@StateObject`s once) and reads its body.
    public convenience init<A: App>(_ app: A.Type) {
        var made = A()
        AppPropertyInstaller.install(into: &made)
        self.init(scene: made.body, appName: Self.displayName(of: A.self))
    }

    /// The session of `scene`'s windows and commands, for an app called `appName`.
    public init<S: Scene>(scene: S, appName: String) {
        let contents = scene.sceneContents
        scenes = contents.windows
        self.appName = appName
        hasCommands = !contents.commands.isEmpty
        commandMakers = contents.commands
    }

    /// The app's commands for a window whose focused values are `focusedValues`: their bodies are
    /// evaluated again each time (so `@FocusedValue` in a `Commands` struct reads the window's).
    func commands(focusedValues: FocusedValues) -> [CommandItem] {
        var environment = commandsEnvironment
        environment.focusedValues = focusedValues
        return commandMakers.flatMap { $0(environment) }
    }

    /// The environment commands structs read: window actions for the frontmost window.
    private var commandsEnvironment: EnvironmentValues {
        let handler = WindowRequestHandler { [weak self] request in
            guard let self else { return }
            perform(request, from: windows.last)
        }
        var environment = EnvironmentValues()
        environment.openWindow = OpenWindowAction(handler: handler)
        environment.dismissWindow = DismissWindowAction(handler: handler)
        environment.openSettings = OpenSettingsAction(handler: handler)
        environment.supportsMultipleWindows = true
        environment.newDocument = newDocumentAction(from: { [weak self] in self?.windows.last })
        environment.openDocument = openDocumentAction(from: { [weak self] in self?.windows.last })
        return environment
    }

    /// Whether windows show a menu bar: when the app declares commands, more than one window scene
    /// or a `DocumentGroup` (an app with one `WindowGroup` and no commands keeps its window as it was).
    public var showsMenuBar: Bool { hasCommands || scenes.count > 1 || scenes.contains { $0.documentScene != nil } }
    private var hasCommands = false

    /// Opens the launch window: one of the first scene that is not `Settings`. Returns it (nil when
    /// the app declares no window).
    @discardableResult
    public func start() -> AppWindow? {
        guard let index = scenes.firstIndex(where: { $0.kind != .settings }) else { return nil }
        return open(sceneAt: index, value: nil)
    }

    /// Closes `window` (the host calls it when the user closes a platform window too).
    public func close(_ window: AppWindow) {
        guard let index = windows.firstIndex(where: { $0 === window }) else { return }
        windows.remove(at: index)
        // The window's views go at once (a closing window does not play its sheets' exits).
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) { window.lifecycle.isOpen = false }
        presenter?.closeWindow(window)
    }

    /// Closes every window, frontmost first (the menu bar's "Quit").
    public func quit() {
        for window in windows.reversed() { close(window) }
    }

    /// Makes `window` the frontmost (the host calls it when a window gets the keyboard).
    public func windowBecameFront(_ window: AppWindow) {
        guard let index = windows.firstIndex(where: { $0 === window }), index != windows.count - 1 else { return }
        windows.append(windows.remove(at: index))
    }

    /// Brings `window` forward (the Window menu, a second request for a single window).
    func bringForward(_ window: AppWindow) {
        windowBecameFront(window)
        presenter?.bringForward(window)
    }

    /// Carries out `request`, made by a view in `window` (nil: by the app itself).
    func perform(_ request: WindowRequest, from window: AppWindow?) {
        switch request {
        case .open(let id, let value, let valueType):
            guard let index = sceneIndex(for: request, id: id, valueType: valueType, from: window) else { return }
            open(sceneAt: index, value: value)
        case .dismiss(nil, nil):
            if let window { close(window) }
        case .dismiss(let id, let value):
            if let id, !scenes.contains(where: { $0.id == id }) {
                return report("\(request.spelled): no scene has this identifier (\(identifierList))", in: window)
            }
            for open in windows.reversed()
            where (id == nil || open.sceneID == id) && (value == nil || open.presentedValue == value) {
                close(open)
            }
        case .openSettings:
            guard let index = scenes.firstIndex(where: { $0.kind == .settings }) else {
                return report("openSettings(): the app declares no Settings scene", in: window)
            }
            open(sceneAt: index, value: nil)
        }
    }

    /// The scene a request names, or nil (reported) when none fits.
    private func sceneIndex(for request: WindowRequest, id: String?, valueType: Any.Type?, from window: AppWindow?)
        -> Int?
    {
        if let id {
            guard let index = scenes.firstIndex(where: { $0.id == id }) else {
                report("\(request.spelled): no scene has this identifier (\(identifierList))", in: window)
                return nil
            }
            if let valueType, !scenes[index].presents(valueType) {
                report(
                    "\(request.spelled): the scene \"\(id)\" does not present values of type \(valueType) "
                        + "(declare it as WindowGroup(id: \"\(id)\", for: \(valueType).self))", in: window)
                return nil
            }
            return index
        }
        guard let valueType else { return nil }
        guard let index = scenes.firstIndex(where: { $0.presents(valueType) }) else {
            report("\(request.spelled): no WindowGroup(for: \(valueType).self) presents this value", in: window)
            return nil
        }
        return index
    }

    /// Opens a window of the scene at `index` showing `value`, or brings forward the one that
    /// already shows it (a `Window`, the settings, a value group's window with an equal value).
    @discardableResult
    func open(sceneAt index: Int, value: AnyHashable?) -> AppWindow {
        let scene = scenes[index]
        if let documents = scene.documentScene {
            return openDocumentWindow(
                sceneAt: index, documents: documents, model: documents.makeNew.map { $0(nextUntitledName()) })
        }
        let existing = windows.first { open in
            guard open.configuration.id == scene.id, open.sceneIndex == index else { return false }
            return scene.kind != .windowGroup || (value != nil && open.presentedValue == value)
        }
        if let existing {
            bringForward(existing)
            return existing
        }
        let presented = scene.makePresentingContent.map { _ in PresentedWindowValue(value) }
        let window = AppWindow(id: nextNumber, sceneIndex: index, configuration: scene, presented: presented)
        nextNumber += 1
        let content = presented.flatMap { storage in scene.makePresentingContent.map { $0(storage) } }
        window.rootView = AnyView(
            WindowRootView(
                window: window, session: self, lifecycle: window.lifecycle, content: content ?? scene.makeContent()))
        windows.append(window)
        presenter?.showWindow(window)
        return window
    }

    /// Records `message` and reports it in `window`'s graph (or on standard error without one).
    func report(_ message: String, in window: AppWindow?) {
        diagnostics.append(message)
        if let graph = window?.graph {
            graph.report(message)
        } else {
            FileHandle.standardError.write(Data("plume: \(message)\n".utf8))
        }
    }

    private var identifierList: String {
        let ids = scenes.compactMap(\.id).filter { $0 != WindowConfiguration.settingsID }
        return ids.isEmpty
            ? "the app's scenes have none" : "the app's identifiers: " + ids.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    private static func displayName(of type: Any.Type) -> String {
        let name = String(describing: type)
        return name.hasSuffix("App") && name.count > 3 ? String(name.dropLast(3)) : name
    }
}
