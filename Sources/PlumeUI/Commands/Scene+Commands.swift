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

extension Scene {
    /// This scene without its commands, as SwiftUI's `commandsRemoved()`: no File › New Window for
    /// its window group, no Window menu item for its `Window`, and none of the `.commands` declared
    /// inside it.
    public func commandsRemoved() -> some Scene {
        _CommandsRemovedScene(content: self) { _ in [] }
    }

    /// This scene with its commands (its own and the `.commands` declared inside it) replaced by
    /// `content`'s, as SwiftUI's `commandsReplaced(content:)`.
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        let commands = content()
        return _CommandsRemovedScene(content: self) { environment in
            var items: [CommandItem] = []
            commands.addCommandItems(to: &items, environment: environment)
            return items
        }
    }
}

/// A scene whose own commands and inner `.commands` are left out (and `replacement`'s added).
public struct _CommandsRemovedScene<Content: Scene>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: Content
    let replacement: (EnvironmentValues) -> [CommandItem]

    /// Scenes never have their body called.
    public var body: Never { fatalError("_CommandsRemovedScene is a primitive scene and has no body") }

    func addContents(to contents: inout SceneContents) {
        var inner = SceneContents()
        content.addSceneContents(to: &inner)
        contents.windows += inner.windows.map { window in
            var quiet = window
            quiet.hasSceneCommands = false
            return quiet
        }
        contents.commands.append(replacement)
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
