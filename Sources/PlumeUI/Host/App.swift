import Foundation

/// A Plume application, as SwiftUI's `App`: its `body` declares the scenes (windows) it shows.
///
/// ```swift
/// import Plume
///
/// @main
/// struct CounterApp: App {
///     var body: some Scene {
///         WindowGroup("Counter") { CounterView() }
///     }
/// }
/// ```
/// `import Plume` provides `main()`: it opens the app's window with the SDL window host when a display
/// is present (`DISPLAY` or `WAYLAND_DISPLAY`), and otherwise exits with a message saying why.
/// Differs from SwiftUI: the body is evaluated once at launch, and one window is shown.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene the app's body returns.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// Creates the app (the system calls it once at launch).
    init()
}
