import Foundation
import PlumeStore
import PlumeUI

private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext { ModelContext.unconnected }
}

extension EnvironmentValues {
    /// The context `@Query` fetches from and views insert models into, as SwiftData's. Without
    /// `.modelContainer(…)` it is a context with no models: fetches through it fail clearly.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension ModelContext {
    /// The context of a container with no models (the environment's default).
    static let unconnected: ModelContext = {
        do {
            let container = try ModelContainer(
                for: Schema([]), configurations: [ModelConfiguration("Unconnected", isStoredInMemoryOnly: true)])
            return ModelContext(container)
        } catch {
            preconditionFailure("SwiftData: cannot open an in-memory store: \(error)")
        }
    }()
}

extension View {
    /// Gives this view and its descendants `container`'s main context as `\.modelContext`.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContextWithoutIsolation)
    }

    /// Gives this view and its descendants `modelContext` as `\.modelContext`.
    public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }

    /// Makes a container for `modelType` (once per view identity) and gives its main context to the
    /// view and its descendants, as SwiftData's. `onSetup` is called with the container or the error
    /// (views then get a context with no models, and fetches fail clearly).
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modelContainer(
            for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
            onSetup: onSetup)
    }

    /// Makes a container for `modelTypes` (once per view identity); see ``modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)-(any PersistentModel.Type,_,_,_,_)``.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        ModelContainerHost(
            content: self,
            setup: ContainerSetup(
                types: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
                isUndoEnabled: isUndoEnabled, onSetup: onSetup))
    }
}

/// What `.modelContainer(for:…)` asks for; the container is made on first use and kept in the host
/// view's state.
final class ContainerSetup {
    let types: [any PersistentModel.Type]
    let inMemory: Bool
    let isAutosaveEnabled: Bool
    let isUndoEnabled: Bool
    let onSetup: (Result<ModelContainer, any Error>) -> Void

    init(
        types: [any PersistentModel.Type], inMemory: Bool, isAutosaveEnabled: Bool, isUndoEnabled: Bool,
        onSetup: @escaping (Result<ModelContainer, any Error>) -> Void
    ) {
        self.types = types
        self.inMemory = inMemory
        self.isAutosaveEnabled = isAutosaveEnabled
        self.isUndoEnabled = isUndoEnabled
        self.onSetup = onSetup
    }

    /// The container's main context, or the unconnected one when the container could not be made.
    lazy var context: ModelContext = {
        let result = Result<ModelContainer, any Error> {
            try ModelContainer(
                for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
        }
        onSetup(result)
        switch result {
        case .success(let container):
            let context = container.mainContextWithoutIsolation
            context.autosaveEnabled = isAutosaveEnabled
            if isUndoEnabled { context.undoManager = UndoManager() }
            return context
        case .failure(let error):
            FileHandle.standardError.write(Data("SwiftData: .modelContainer(for:) failed: \(error)\n".utf8))
            return ModelContext.unconnected
        }
    }()
}

/// The view `.modelContainer(for:…)` wraps its content in.
private struct ModelContainerHost<Content: View>: View {
    let content: Content
    @State private var setup: ContainerSetup

    init(content: Content, setup: ContainerSetup) {
        self.content = content
        _setup = State(initialValue: setup)
    }

    var body: some View { content.environment(\.modelContext, setup.context) }
}
