import Foundation
import PlumeUI

extension App {
    /// Runs the app: opens the window of its first window scene with the SDL app host, and the others
    /// as they are asked for, and returns when the last window closes, as SwiftUI's `App.main()`
    /// (called by `@main`).
    ///
    /// Without a display (`DISPLAY` and `WAYLAND_DISPLAY` unset) or when a window cannot open, it
    /// prints why on standard error and exits with status 1; an app whose body declares no window
    /// exits with status 2. The command line's URLs and existing files (`AppSession.urlsToOpen`) go to
    /// the views' `onOpenURL` handlers once the first window is open.
    public static func main() {
        let session = AppSession(Self.self)
        guard session.scenes.contains(where: { $0.kind != .settings }) else {
            FileHandle.standardError.write(Data("\(Self.self): the app's body declares no WindowGroup\n".utf8))
            exit(2)
        }
        do {
            let urls = AppSession.urlsToOpen(
                arguments: CommandLine.arguments, currentDirectory: FileManager.default.currentDirectoryPath)
            try SDLAppHost(session: session, launchURLs: urls).run()
        } catch {
            FileHandle.standardError.write(Data("\(Self.self): cannot open the window: \(error)\n".utf8))
            exit(1)
        }
    }
}
