import Foundation

/// A part of an app's user interface that the system shows, as SwiftUI's `Scene`.
///
/// Apps declare their scenes in `App.body`: `WindowGroup`, `Window` and `Settings` describe windows,
/// `.commands { }` adds menu bar commands, and a window host (PlumeSDL, or PlumeTesting's `AppHost`)
/// runs them through an `AppSession`.
/// ```swift
/// struct MainScene: Scene {
///     var body: some Scene {
///         WindowGroup("Notes") { NotesView() }
///         Settings { SettingsView() }
///     }
/// }
/// ```
/// Differs from SwiftUI: a scene's body is evaluated once, when the app starts (keep state in views
/// or in the app's `@StateObject`s, not in `Scene` structs).
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene this scene's body returns.
    associatedtype Body: Scene
    /// The content of this scene.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Builds a scene from the statements of an `App`'s or `Scene`'s `body`, as SwiftUI's `SceneBuilder`:
/// one scene, or several in order (the first window scene opens at launch).
@MainActor @preconcurrency @resultBuilder
public enum SceneBuilder {
    /// A body with one scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// A body with several scenes, kept in order.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<
        repeat each Content
    > {
        TupleScene(repeat each content)
    }
}

/// Built-in scenes (`Body == Never`) conform: they add the windows and commands they declare.
@MainActor
protocol PrimitiveScene {
    /// Adds this scene's windows and commands to `contents`, in declaration order.
    func addContents(to contents: inout SceneContents)
}

extension Scene {
    /// What this scene declares, found by evaluating bodies down to the primitive scenes.
    var sceneContents: SceneContents {
        var contents = SceneContents()
        addSceneContents(to: &contents)
        return contents
    }

    func addSceneContents(to contents: inout SceneContents) {
        if let primitive = self as? PrimitiveScene { return primitive.addContents(to: &contents) }
        if Body.self == Never.self { return }
        body.addSceneContents(to: &contents)
    }

    /// The windows this scene declares (`WindowGroup`, `Window`, `Settings`), in order.
    ///
    /// Window hosts read it once, when the app starts (see `AppSession`).
    public var windowConfigurations: [WindowConfiguration] { sceneContents.windows }
}

/// Several scenes declared one after the other in a body, as SwiftUI's tuple scenes.
public struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: (repeat each Content)

    init(_ content: repeat each Content) { self.content = (repeat each content) }

    /// Scenes never have their body called.
    public var body: Never { fatalError("TupleScene is a primitive scene and has no body") }

    func addContents(to contents: inout SceneContents) {
        for scene in repeat each content { scene.addSceneContents(to: &contents) }
    }
}
