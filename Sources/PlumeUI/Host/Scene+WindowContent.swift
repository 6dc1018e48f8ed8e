import Foundation

extension Scene {
    /// This scene with each window's root view passed through `transform` (how scene modifiers such
    /// as SwiftData's `.modelContainer(for:)` give every window of a scene the same environment).
    ///
    /// Called by libraries that add scene modifiers, once, when the scene is built.
    public func _transformingWindowContent(_ transform: @escaping (AnyView) -> AnyView) -> some Scene {
        _WindowContentScene(content: self, transform: transform)
    }
}

/// A scene whose windows are another scene's, with their root views transformed.
public struct _WindowContentScene<Content: Scene>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: Content
    let transform: (AnyView) -> AnyView

    /// Scenes never have their body called.
    public var body: Never { fatalError("_WindowContentScene is a primitive scene and has no body") }

    var windowConfigurations: [WindowConfiguration] {
        content.windowConfigurations.map { window in
            var transformed = window
            let make = window.makeContent
            let transform = transform
            transformed.makeContent = { transform(make()) }
            return transformed
        }
    }
}
