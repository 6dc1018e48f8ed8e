import Foundation

@MainActor
extension AppSession {
    /// The app is asked to open `url` (a link or file it was started with): a file that one of the
    /// app's `DocumentGroup`s reads opens as a document (see `openSystemDocument(_:)`); otherwise
    /// the frontmost window's `onOpenURL` handlers take it, or else the first other window that has
    /// any. Returns whether some window took it; a URL no window handles is reported in `diagnostics`.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        if let opened = openSystemDocument(url) { return opened }
        for window in windows.reversed() {
            if let graph = window.graph, graph.openURLFromSystem(url) { return true }
        }
        report("onOpenURL: no view of the app's windows handles \(url.absoluteString)", in: windows.last)
        return false
    }

    /// The URLs an app's command line asks it to open, in order: each argument after the program's
    /// name that is a URL with a scheme (`https://…`, `mailto:…`, `myapp:…`), or the path of an
    /// existing file or folder (made absolute, as a `file:` URL). Options (`-x`, `--name`) and
    /// anything else are skipped.
    public static func urlsToOpen(arguments: [String], currentDirectory: String) -> [URL] {
        arguments.dropFirst().compactMap { argument in
            guard !argument.isEmpty, !argument.hasPrefix("-") else { return nil }
            if let colon = argument.firstIndex(of: ":"), hasSchemeShape(argument[..<colon]),
                let url = URL(string: argument), url.scheme != nil
            {
                return url
            }
            let path =
                argument.hasPrefix("/")
                ? argument : URL(fileURLWithPath: currentDirectory).appendingPathComponent(argument).path
            guard FileManager.default.fileExists(atPath: path) else { return nil }
            return URL(fileURLWithPath: path).standardizedFileURL
        }
    }

    /// Whether `text` can be a URL scheme (RFC 3986: a letter, then letters, digits, `+`, `-`, `.`),
    /// at least two characters so that `C:` style drive names are not taken for one.
    private static func hasSchemeShape(_ text: Substring) -> Bool {
        guard text.count >= 2, let first = text.first, first.isASCII, first.isLetter else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
