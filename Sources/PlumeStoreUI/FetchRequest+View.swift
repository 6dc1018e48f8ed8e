import Foundation
import PlumeStore
import PlumeStreams
import PlumeUI

/// What a view's `@FetchRequest` keeps for as long as the view's identity lives: the context it
/// fetched from, whether the results are stale, and the subscription to saves.
final class FetchRequestState<Result: ManagedObject> {
    weak var context: ManagedObjectContext?
    var objects: [Result] = []
    var error: Error?
    var isStale = true
    var subscription: AnyCancellable?
}

extension FetchRequest: _ViewGraphProperty {
    /// Fetches from the environment's `managedObjectContext` the first time, and again after a save of
    /// the same store (any of its container's contexts, or another container over the same file) that
    /// touches `Result` or an entity related to it (see `FetchChangeScope`); the view's body is then
    /// evaluated again. Saves of other stores and of unrelated entities leave it alone.
    @MainActor public mutating func _attach(to context: _PropertyContext) {
        let state = context.storage { FetchRequestState<Result>() }
        let managedContext = context.environment.managedObjectContext
        if state.context !== managedContext {
            state.context = managedContext
            state.isStale = true
            let invalidate = context.invalidator
            let scope = FetchChangeScope(fetching: Result.self, through: managedContext)
            state.subscription = NotificationCenter.default.publisher(for: .NSManagedObjectContextDidSave)
                .sink { [weak state] notification in
                    guard scope.concerns(notification) else { return }
                    state?.isStale = true
                    invalidate()
                }
        }
        if state.isStale {
            state.isStale = false
            do {
                state.objects = try managedContext.fetch(self)
                state.error = nil
            } catch {
                state.objects = []
                state.error = error
                FileHandle.standardError.write(Data("plume: @FetchRequest<\(Result.self)> failed: \(error)\n".utf8))
            }
        }
        _results.objects = state.objects
        _results.error = state.error
    }
}

private struct ManagedObjectContextKey: EnvironmentKey {
    /// Without `.environment(\.managedObjectContext, …)`, views get a context with no entities: any
    /// fetch through it is a clear "unknown entity" error, as an unconnected context is in Core Data.
    static let defaultValue: ManagedObjectContext = {
        let container = PersistentContainer(name: "UnconnectedContext", entities: [], inMemory: true)
        try? container.loadPersistentStores()
        return container.newBackgroundContext()
    }()
}

extension EnvironmentValues {
    /// The context `@FetchRequest` fetches from and views create objects in, as SwiftUI's.
    public var managedObjectContext: ManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}
