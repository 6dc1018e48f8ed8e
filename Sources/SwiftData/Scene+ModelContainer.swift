import Foundation
import PlumeUI

extension Scene {
    /// Gives every window of this scene `container`'s main context as `\.modelContext`, as SwiftData's
    /// scene modifier: `WindowGroup { ContentView() }.modelContainer(container)`.
    public func modelContainer(_ container: ModelContainer) -> some Scene {
        let context = container.mainContextWithoutIsolation
        return _transformingWindowContent { AnyView($0.environment(\.modelContext, context)) }
    }

    /// Makes a container for `modelType` (once, for the scene) and gives its main context to every
    /// window: `WindowGroup { ContentView() }.modelContainer(for: Item.self)`.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        modelContainer(
            for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
            onSetup: onSetup)
    }

    /// Makes a container for `modelTypes` (once, for the scene) and gives its main context to every window.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        let setup = ContainerSetup(
            types: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
            onSetup: onSetup)
        return _transformingWindowContent { AnyView($0.environment(\.modelContext, setup.context)) }
    }
}
