import Foundation
import PlumeUI

extension ViewHost {
    /// The URLs the views asked the system to open so far (a `Link` tapped, an `openURL` call that
    /// reached the system action), oldest first.
    public var openedURLs: [URL] { onMain { urlOpener.openedURLs } }

    /// The app is asked to open `url`, as when it is started with a link or file: every
    /// `onOpenURL` handler in the window runs, then a frame. Returns whether any handler took it.
    @discardableResult
    public func openURLFromSystem(_ url: URL) -> Bool {
        let taken = onMain { graph.openURLFromSystem(url) }
        runFrame()
        settle()
        return taken
    }
}
