import CSDL2
import Foundation
import PlumeUI

/// The desktop's way to open a URL: `xdg-open`, which hands it to the user's browser, mail client or
/// file manager. `SDLWindowHost` installs one on `graph.urlOpener`.
///
/// `xdg-open` is looked up on `PATH` first: without it (Debian's `xdg-utils` not installed) nothing
/// runs and the request is refused, so `OpenURLAction`'s completion is told `false` and the graph
/// reports it. Otherwise SDL starts it detached (`SDL_OpenURL`: it does not wait for the browser).
final class XDGURLOpener: URLOpener {
    func open(_ url: URL) -> Bool {
        guard Self.xdgOpenPath() != nil else {
            FileHandle.standardError.write(
                Data("plume: cannot open \(url.absoluteString): xdg-open is not on PATH\n".utf8))
            return false
        }
        guard SDL_OpenURL(url.absoluteString) == 0 else {
            FileHandle.standardError.write(Data("plume: \(SDLError.last("SDL_OpenURL"))\n".utf8))
            return false
        }
        return true
    }

    /// The `xdg-open` that `PATH` finds, if any.
    static func xdgOpenPath() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/xdg-open" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
