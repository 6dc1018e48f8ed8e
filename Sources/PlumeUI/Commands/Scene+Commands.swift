import Foundation

extension Scene {
    /// Adds `content`'s commands to the app's menu bar, as SwiftUI's `commands(content:)` scene
    /// modifier. Every window shows the same menu bar, whichever scene declared the commands.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        let commands = content()
        return _CommandsScene(content: self) { environment in
            var items: [CommandItem] = []
            commands.addCommandItems(to: &items, environment: environment)
            return items
        }
    }
}

/// A scene with menu bar commands added.
public struct _CommandsScene<Content: Scene>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: Content
    let items: (EnvironmentValues) -> [CommandItem]

    /// Scenes never have their body called.
    public var body: Never { fatalError("_CommandsScene is a primitive scene and has no body") }

    func addContents(to contents: inout SceneContents) {
        content.addSceneContents(to: &contents)
        contents.commands.append(items)
    }
}
