import Foundation

/// A part of an app's user interface that the system shows, as SwiftUI's `Scene`.
///
/// Apps declare their scenes in `App.body`; today the only primitive scene is `WindowGroup`, and a
/// window host (PlumeSDL) opens one window for it.
/// ```swift
/// struct MainScene: Scene {
///     var body: some Scene { WindowGroup("Notes") { NotesView() } }
/// }
/// ```
/// Differs from SwiftUI: a scene's body is evaluated once, when the app starts (keep state in views,
/// not in the `App` or `Scene` structs).
public protocol Scene {
    /// The type of scene this scene's body returns.
    associatedtype Body: Scene
    /// The content of this scene.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Builds a scene from the statements of an `App`'s or `Scene`'s `body`, as SwiftUI's `SceneBuilder`.
///
/// Differs from SwiftUI: one scene per body (one window per app for now).
@resultBuilder
public enum SceneBuilder {
    /// A body with one scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// Built-in scenes (`Body == Never`) conform: they describe the windows they open.
protocol PrimitiveScene {
    /// The windows this scene opens.
    var windowConfigurations: [WindowConfiguration] { get }
}

extension Scene {
    /// The windows this scene opens, found by evaluating bodies down to the primitive scenes.
    ///
    /// Window hosts call it once, when the app starts (see `WindowHost`).
    public var windowConfigurations: [WindowConfiguration] {
        if let primitive = self as? PrimitiveScene { return primitive.windowConfigurations }
        if Body.self == Never.self { return [] }
        return body.windowConfigurations
    }
}
