import Foundation
import PlumeGraphics

extension Scene {
    /// This scene with each window's root view passed through `transform` (how scene modifiers such
    /// as SwiftData's `.modelContainer(for:)` give every window of a scene the same environment).
    ///
    /// Called by libraries that add scene modifiers, once, when the scene is built.
    public func _transformingWindowContent(_ transform: @escaping (AnyView) -> AnyView) -> some Scene {
        _WindowContentScene(content: self) { window in
            var transformed = window
            let make = window.makeContent
            transformed.makeContent = { transform(make()) }
            if let presenting = window.makePresentingContent {
                transformed.makePresentingContent = { transform(presenting($0)) }
            }
            return transformed
        }
    }

    /// The size in points this scene's windows open at, as SwiftUI's `defaultSize(width:height:)`
    /// scene modifier. Sides that are not finite and positive are ignored (the host's default size
    /// is used).
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        let valid = width.isFinite && height.isFinite && width > 0 && height > 0
        return _WindowContentScene(content: self) { window in
            var sized = window
            if valid { sized.defaultSize = CGSize(width: width, height: height) }
            return sized
        }
    }

    /// Where on the screen this scene's windows open, as SwiftUI's `defaultPosition(_:)`: `.center`,
    /// `.topLeading`, `.bottom`… (coordinates outside 0…1 are clamped to it, NaN ones count as 0.5).
    public func defaultPosition(_ position: UnitPoint) -> some Scene {
        func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0.5 : min(max(value, 0), 1) }
        let clamped = UnitPoint(x: clamp(position.x), y: clamp(position.y))
        return _WindowContentScene(content: self) { window in
            var placed = window
            placed.defaultPosition = clamped
            return placed
        }
    }

    /// The size in points this scene's windows open at, as SwiftUI's `defaultSize(_:)`.
    public func defaultSize(_ size: CGSize) -> some Scene { defaultSize(width: size.width, height: size.height) }
}

/// A scene whose windows are another scene's, each passed through a transform.
public struct _WindowContentScene<Content: Scene>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: Content
    let transform: (WindowConfiguration) -> WindowConfiguration

    /// Scenes never have their body called.
    public var body: Never { fatalError("_WindowContentScene is a primitive scene and has no body") }

    func addContents(to contents: inout SceneContents) {
        var inner = SceneContents()
        content.addSceneContents(to: &inner)
        contents.windows += inner.windows.map(transform)
        contents.commands += inner.commands
    }
}
