import Foundation
import PlumeUI

extension App {
    /// Runs the app: opens the window its body declares with the SDL window host and returns when the
    /// user closes it, as SwiftUI's `App.main()` (called by `@main`).
    ///
    /// Without a display (`DISPLAY` and `WAYLAND_DISPLAY` unset) or when the window cannot open, it
    /// prints why on standard error and exits with status 1; an app whose body declares no window
    /// exits with status 2.
    public static func main() {
        let app = Self()
        guard let window = app.body.windowConfigurations.first else {
            FileHandle.standardError.write(Data("\(Self.self): the app's body declares no WindowGroup\n".utf8))
            exit(2)
        }
        do {
            try SDLWindowHost().run(window)
        } catch {
            FileHandle.standardError.write(Data("\(Self.self): cannot open the window: \(error)\n".utf8))
            exit(1)
        }
    }
}
