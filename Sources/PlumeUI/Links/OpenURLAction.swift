import Foundation

/// Opens a URL, as SwiftUI's `OpenURLAction`: read it from `@Environment(\.openURL)` and call it, or
/// set your own with `.environment(\.openURL, OpenURLAction { url in … })` to handle links of a
/// subtree (a `Link`, a tap on a markdown link) yourself.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// Button("Help") { openURL(URL(string: "https://example.com/help")!) }
/// ```
/// The system action is the window host's `URLOpener` (`xdg-open` in a window, a
/// `RecordingURLOpener` in tests and headless renders). A URL without a scheme is not opened and is
/// reported in the graph's `diagnostics`; the completion is told `false`.
@MainActor @preconcurrency
public struct OpenURLAction {
    /// What a handler did with a URL, as SwiftUI's `OpenURLAction.Result`.
    public struct Result: Sendable {
        enum Outcome {
            case handled, discarded
            case system(URL?)
        }
        let outcome: Outcome

        /// The handler opened the URL itself (the completion is told `true`).
        public static let handled = Result(outcome: .handled)
        /// The handler refused the URL (the completion is told `false`).
        public static let discarded = Result(outcome: .discarded)
        /// The system opens the URL the action was called with.
        public static let systemAction = Result(outcome: .system(nil))
        /// The system opens `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .system(url)) }
        /// The system opens the URL; on Linux there is no in-app browser, so `prefersInApp` changes
        /// nothing.
        public static func systemAction(prefersInApp: Bool) -> Result { .systemAction }
        /// The system opens `url`; `prefersInApp` changes nothing on Linux.
        public static func systemAction(_ url: URL, prefersInApp: Bool) -> Result { .systemAction(url) }
    }

    /// The custom handler (nil: the system action). `nonisolated(unsafe)`: the environment's getter
    /// (not isolated, as `EnvironmentValues` is not) copies actions and makes the system one; the
    /// handler is immutable and only called by `callAsFunction`, on the main actor.
    nonisolated(unsafe) let handler: ((URL) -> Result)?
    /// The system action of the graph this action was read in (set when read from the environment).
    var system: SystemURLOpen

    /// An action that asks `handler` what to do with each URL.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
        system = .unavailable
    }

    nonisolated init(system: SystemURLOpen) {
        handler = nil
        self.system = system
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) { callAsFunction(url) { _ in } }

    /// Opens `url` and tells `completion` whether it was accepted.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        guard let handler else { return completion(system.open(url)) }
        switch handler(url).outcome {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .system(let other): completion(system.open(other ?? url))
        }
    }
}

/// The system's way to open a URL where an `OpenURLAction` was read: the graph's `URLOpener`, held
/// weakly (an action kept after its window closed opens nothing and reports `false`).
struct SystemURLOpen {
    private let perform: @MainActor (URL) -> Bool

    init(_ perform: @escaping @MainActor (URL) -> Bool) { self.perform = perform }

    /// The system action outside any graph: refuses every URL.
    static var unavailable: SystemURLOpen { SystemURLOpen { _ in false } }

    /// The system action of `graph`: its `urlOpener`, for URLs that have a scheme.
    @MainActor static func of(_ graph: ViewGraph) -> SystemURLOpen {
        SystemURLOpen { [weak graph] url in
            guard let graph else { return false }
            guard let scheme = url.scheme, !scheme.isEmpty else {
                graph.report("openURL: \"\(url.relativeString)\" has no scheme (such as https: or file:); not opened")
                return false
            }
            guard graph.urlOpener.open(url) else {
                graph.report("openURL: the system did not open \(url.absoluteString)")
                return false
            }
            return true
        }
    }

    @MainActor func open(_ url: URL) -> Bool { perform(url) }
}

struct OpenURLKey: EnvironmentKey { static let defaultValue: OpenURLAction? = nil }
struct SystemURLOpenKey: EnvironmentKey { static var defaultValue: SystemURLOpen { .unavailable } }

extension EnvironmentValues {
    /// Opens URLs (see `OpenURLAction`): the system action unless a view above set its own.
    public var openURL: OpenURLAction {
        get {
            let system = self[SystemURLOpenKey.self]
            guard var custom = self[OpenURLKey.self] else { return OpenURLAction(system: system) }
            custom.system = system
            return custom
        }
        set { self[OpenURLKey.self] = newValue }
    }

    /// The system action of the graph this environment belongs to (set at its root).
    var systemURLOpen: SystemURLOpen {
        get { self[SystemURLOpenKey.self] }
        set { self[SystemURLOpenKey.self] = newValue }
    }
}
