import Foundation

/// What opens a URL outside the app (a browser, a mail client, the file manager): the system action
/// of `OpenURLAction`, and so of `Link` and `@Environment(\.openURL)`.
///
/// `ViewGraph.urlOpener` starts as a `RecordingURLOpener` (headless graphs and tests open nothing
/// outside: they keep the URLs for a test to read); PlumeSDL's window host installs one that runs
/// `xdg-open`. Called on the graph's thread, from an event handler or an action.
public protocol URLOpener: AnyObject {
    /// Asks the system to open `url`. Returns whether the request was accepted (a handler exists and
    /// started); `completion`-style callers are told this value.
    func open(_ url: URL) -> Bool
}

/// A `URLOpener` that opens nothing and keeps every URL it was asked to open, in order: the headless
/// host's, so that a test can check what a `Link` or an `openURL` call would have opened.
public final class RecordingURLOpener: URLOpener {
    /// The URLs asked for, oldest first.
    public private(set) var openedURLs: [URL] = []
    /// Whether requests count as accepted (a test can make the system refuse).
    public var acceptsRequests: Bool

    /// A recorder that accepts requests unless told otherwise.
    public init(acceptsRequests: Bool = true) { self.acceptsRequests = acceptsRequests }

    public func open(_ url: URL) -> Bool {
        openedURLs.append(url)
        return acceptsRequests
    }
}
